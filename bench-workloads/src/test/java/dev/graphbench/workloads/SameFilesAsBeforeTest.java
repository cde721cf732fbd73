package dev.graphbench.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runner's parts give the files the runner gave before it was split into them: for the same seed
 * and settings, the reference's results file equal to the one the earlier version wrote (kept under
 * {@code before-the-runner-split/}) in everything but times and the fields this version added, its
 * answers file holding every line the earlier one held, in order, with only its phase added, its hops
 * calls file equal but for the milliseconds.
 */
class SameFilesAsBeforeTest {

    private static final String BEFORE = "/before-the-runner-split/";

    @TempDir
    Path output;

    @Test
    void theReferenceWritesTheFilesItWroteBeforeApartFromTimes() throws IOException {
        Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .engines(EngineCatalog.REFERENCE)
                .scaleFactor(0.01).seed(42).calls(20).warmup(2).warmupSeconds(0).settleSeconds(0)
                .threads(2).durationSeconds(1).sweep(1, 2).hopsPeople(10)
                .answers(true).output(output).build().run();

        Path before = Files.createDirectories(output.resolve("before"));
        for (String file : List.of("reference-sf0.01.json", "answers-reference-sf0.01.jsonl", "hops-reference-sf0.01.csv")) {
            try (InputStream in = getClass().getResourceAsStream(BEFORE + file)) {
                Files.copy(in, before.resolve(file));
            }
        }

        assertThat(withoutTimes(ResultsFiles.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("reference-sf0.01.json"))))
                .isEqualTo(withoutTimes(ResultsFiles.read(before.resolve("reference-sf0.01.json"))));
        assertThat(timedCalls(ResultsFolder.at(output).latestRun().orElseThrow().resolve("answers-reference-sf0.01.jsonl")))
                .isEqualTo(Files.readAllLines(before.resolve("answers-reference-sf0.01.jsonl")));
        assertThat(withoutMilliseconds(ResultsFolder.at(output).latestRun().orElseThrow().resolve("hops-reference-sf0.01.csv")))
                .isEqualTo(withoutMilliseconds(before.resolve("hops-reference-sf0.01.csv")));
    }

    /** The file as JSON, with what a clock, a machine or this version's additions decide removed. */
    private static JsonNode withoutTimes(EngineRun run) {
        ObjectNode tree = ResultsFiles.mapper().valueToTree(run);
        tree.remove(List.of("server", "memory"));
        ObjectNode provenance = (ObjectNode) tree.get("provenance");
        provenance.remove(List.of("harnessVersion", "runId", "displayName", "jvm", "os", "cores", "startedAt", "endedAt",
                "settings"));
        ((ObjectNode) provenance.get("method")).remove("callTimeoutSeconds");
        ObjectNode load = (ObjectNode) tree.get("load");
        load.remove(List.of("nodesSeconds", "relationshipsSeconds", "afterLoadSeconds"));
        for (JsonNode workload : tree.get("workloads")) {
            ((ObjectNode) workload).remove(List.of("coldMs", "latency", "plans"));
        }
        for (JsonNode concurrent : tree.get("concurrency")) {
            for (JsonNode measured : concurrent.get("measurements")) {
                ((ObjectNode) measured).retain("threads", "failedCalls");
            }
        }
        ObjectNode hops = (ObjectNode) tree.get("hops");
        hops.remove(List.of("coldMs", "fit"));
        for (JsonNode bucket : (ArrayNode) hops.get("buckets")) {
            ((ObjectNode) bucket).remove(List.of("medianMs", "p95Ms"));
        }
        return tree;
    }

    /**
     * The lines of the timed calls of the sequential phases, the only ones the earlier version wrote, as it
     * wrote them: without the header, the phase this version adds to each line, the concurrent phase's
     * warm-up calls, the hops calls and the last line.
     */
    private static List<String> timedCalls(Path answers) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(answers)) {
            JsonNode call = ResultsFiles.mapper().readTree(line);
            String phase = call.path("phase").asText();
            if (!phase.isEmpty() && !phase.equals("concurrent") && !phase.equals("hops")) {
                ((ObjectNode) call).remove("phase");
                lines.add(call.toString());
            }
        }
        return lines;
    }

    private static List<String> withoutMilliseconds(Path csv) throws IOException {
        return Files.readAllLines(csv).stream().map(line -> line.substring(0, line.lastIndexOf(','))).toList();
    }
}
