package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The closing summary says where each engine's minutes went, part by part, in the order spent. */
class WallTimesTest {

    private static EngineRun run(String engine, Map<String, Double> wallSeconds) {
        Provenance provenance = new Provenance("test", "a-run", engine, engine, "reference", Map.of(), "JVM", "Linux", 2,
                0.1, 42, "sha256:0", Instant.EPOCH, Instant.EPOCH, new Method("timer", Map.of()));
        return BuiltInResults.run(ResultsFiles.FORMAT_VERSION, provenance, new EngineInfo(engine, "1", "d", "1", "embedded"),
                Status.OK, null, null, null, List.of(), List.of(), null, null, null, wallSeconds);
    }

    @Test
    void eachEngineIsOneLineOfItsPartsInTheOrderSpentAndAFileWithoutThemIsLeftOut() {
        Map<String, Double> parts = new LinkedHashMap<>();
        parts.put("open", 1.23);
        parts.put("load", 3.4);
        parts.put("settle", 12.0);
        parts.put("read", 135.2);
        parts.put("close", 0.05);

        assertThat(WallTimes.lines(List.of(run("postgres", parts), run("older", null))))
                .containsExactly("postgres 2 min 32 s: open 1.2 s, load 3.4 s, settle 12 s, read 2 min 15 s, close 0.1 s");
    }
}
