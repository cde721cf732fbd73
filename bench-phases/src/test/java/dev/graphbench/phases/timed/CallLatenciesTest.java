package dev.graphbench.phases.timed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.CallLatencies;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every call's latency survives a results file, as the percentiles give them; a file without them reads as none. */
class CallLatenciesTest {

    @TempDir
    Path folder;

    @Test
    void everyCallReadsBackFromTheFileInOrderOfLatency() {
        Histogram nanos = new Histogram(3);
        long[] calls = {2_000_000, 1_000_000, 1_500_000, 90_000_000, 1_000_000};
        for (long call : calls) {
            nanos.recordValue(call);
        }
        Latency latency = new Latency(5, 1.5, 90, 90, 1, 90, 19.1, Histograms.encode(nanos));
        WorkloadResult workload = new WorkloadResult("two-hops", "traverse", "2 hops", Status.OK, null, 3.0, latency,
                "d", List.of(), Agreement.agrees("reference"), null);
        EngineRun run = BuiltInResults.run(new Provenance("dev", "r", "postgres", "PostgreSQL", "reference", Map.of(), "jvm",
                "os", 2, 0.1, 42, "sha256:00", null, null, null), null, Status.OK, null, null, null, List.of(workload));
        ResultsFiles.write(run, folder.resolve("postgres-sf0.1.json"));

        double[] read = CallLatencies.millis(BuiltInResults.read(folder.resolve("postgres-sf0.1.json"))
                .workload("two-hops").latency());

        assertThat(read).hasSize(5);
        assertThat(read[0]).isCloseTo(1.0, offset(0.001));
        assertThat(read[2]).isCloseTo(1.5, offset(0.002));
        assertThat(read[4]).isCloseTo(90.0, offset(0.1));
        assertThat(read).isSorted();
    }

    @Test
    void aLatencyWithoutCallsGivesNone() {
        assertThat(CallLatencies.millis(new Latency(5, 1, 2, 3, 1, 3, 1.5))).isNull();
    }

    @Test
    void aDamagedHistogramIsNamed() {
        assertThatThrownBy(() -> CallLatencies.millis(new Latency(5, 1, 2, 3, 1, 3, 1.5, "bm90IGEgaGlzdG9ncmFt")))
                .hasMessageStartingWith("the calls' latencies are not an encoded histogram");
    }
}
