package dev.graphbench.phases.concurrent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Interval;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.concurrent.RateSearch;
import dev.graphbench.phases.concurrent.RateStep;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Method;
import dev.graphbench.results.Percentiles;
import dev.graphbench.results.ProcessUse;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.Telemetry;
import dev.graphbench.results.TelemetrySample;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A concurrent measurement's telemetry and a rate search read back as written, in fields of their own
 * names; a file written before they were kept reads with neither.
 */
class TelemetryFilesTest {

    @TempDir
    Path folder;

    private static EngineRun run(Throughput measured, RateResult offered, RateSearch search) {
        Provenance provenance = new Provenance("dev", "20261204-000000-abcdef", "postgres", "PostgreSQL", "reference",
                Map.of(), "jvm", "os", 2, 0.1, 42, "sha256:00", Instant.parse("2026-12-04T00:00:00Z"),
                Instant.parse("2026-12-04T00:01:00Z"), new Method("nanoTime", Map.of("rate", "auto", "telemetry", "true")));
        return BuiltInResults.run(provenance, new EngineInfo("PostgreSQL", "17", "pgjdbc", "42", "embedded"), Status.OK,
                null, null, null, List.of(), List.of(new ConcurrencyResult("two-hops", "2 hops", Status.OK, null,
                List.of(measured), Agreement.agrees("reference"), offered == null ? List.of() : List.of(offered), search)),
                null, null);
    }

    private static Telemetry telemetry() {
        ProcessUse server = new ProcessUse(1.25, 0.5, 104_857_600L, 8192L, 4096L, null, null, 9);
        ProcessUse client = new ProcessUse(0.75, 0.1, 314_572_800L, 0L, 0L, 52_428_800L, 0.012, 1);
        return new Telemetry("the embedded server's processes (pid 42 and those under it), from /proc", false,
                "pg_stat_database of 127.0.0.1:5432/postgres", List.of("blks_read", "xact_commit"), null,
                List.of(new TelemetrySample(0, 1.002, server, client, Map.of("blks_read", 3L, "xact_commit", 1200L))));
    }

    @Test
    void telemetryAndARateSearchReadBackEqual() throws IOException {
        Percentiles latency = new Percentiles(3000, 1.5, 8.5, 9.5, 12);
        Throughput measured = new Throughput(8, 1.0, 3000, 0, 3000, new Latency(3000, 1, 2, 3, 0.5, 9, 1.1), 1.0, null,
                List.of(new Interval(0, 3000, 0, 1.0, 8.0)), null, List.of(), telemetry());
        RateResult confirmation = new RateResult(1500, 12, 1.0, 1500, 0, 0, 1500, latency, latency, latency, null, null,
                List.of(), null, List.of(), null, null, telemetry());
        RateSearch search = new RateSearch(10, 0.5, 3000, 3000 / 64.0, List.of(
                new RateStep(3000, 0.5, false, 30, 1400, 0, 100, latency, "held: the client sent 1,400 of the 1,500 calls"),
                new RateStep(1500, 0.5, false, 15, 750, 0, 0, latency, null),
                new RateStep(1500, 1.0, true, 15, 1500, 0, 0, latency, null)), 1500.0, confirmation, null);
        EngineRun run = run(measured, null, search);

        ResultsFiles.write(run, folder.resolve("postgres-sf0.1.json"));

        assertThat(BuiltInResults.read(folder.resolve("postgres-sf0.1.json"))).isEqualTo(run);
        assertThat(Files.readString(folder.resolve("postgres-sf0.1.json")))
                .contains("\"telemetry\" : {", "\"userCpuSeconds\" : 1.25", "\"xact_commit\" : 1200", "\"search\" : {",
                        "\"confirming\" : true")
                .doesNotContain("cpuSeconds\" : 1.75", "lowestStep");
    }

    @Test
    void aFileWrittenBeforeTelemetryReadsWithout() throws IOException {
        Throughput measured = new Throughput(8, 1.0, 3000, 0, 3000, new Latency(3000, 1, 2, 3, 0.5, 9, 1.1), 1.0, null);
        ResultsFiles.write(run(measured, null, null), folder.resolve("postgres-sf0.1.json"));
        String written = Files.readString(folder.resolve("postgres-sf0.1.json"));
        assertThat(written).doesNotContain("\"telemetry\" : {", "\"search\"");

        EngineRun read = BuiltInResults.read(folder.resolve("postgres-sf0.1.json"));
        assertThat(BuiltInResults.concurrent(read, "two-hops").at(8).telemetry()).isNull();
        assertThat(BuiltInResults.concurrent(read, "two-hops").search()).isNull();
    }
}
