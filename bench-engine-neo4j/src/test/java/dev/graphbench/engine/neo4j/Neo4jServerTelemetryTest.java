package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.results.Status;
import dev.graphbench.results.Telemetry;
import dev.graphbench.results.TelemetrySample;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code neo4j} engine's server seen by the concurrent phase's telemetry: its own process, read from /proc, not
 * the client's; the CPU it spent answering the clients' calls is its own.
 */
class Neo4jServerTelemetryTest {

    private static final double DURATION = 3;

    @Test
    void theServersOwnProcessIsSampledApartFromTheClient(@TempDir Path output, @TempDir Path work) {
        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of("BENCH_NEO4J_PAGECACHE", "64m",
                        "BENCH_NEO4J_HEAP", "512m")))
                .workDirectory(work).set(RunOption.ENGINES, List.of("neo4j")).set(RunOption.SCALE_FACTOR, 0.002)
                .set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.LOAD_WARMUP, 0.0).set(RunOption.OUTPUT, output)
                .set(RunOption.PHASES, PhaseList.of("load", "concurrent"))
                .set(RunOption.THREADS, 2).set(RunOption.SWEEP, List.of(2)).set(RunOption.DURATION, DURATION)
                .build().run();

        ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run("neo4j"), "two-hops");
        assertThat(twoHops.status()).as(twoHops.reason()).isEqualTo(Status.OK);
        Throughput measured = twoHops.at(2);
        Telemetry telemetry = measured.telemetry();
        assertThat(telemetry.server()).startsWith("the embedded server's processes (pid ")
                .doesNotContain("(pid " + ProcessHandle.current().pid() + " ");
        assertThat(telemetry.sharedWithClient()).as("the server's process is not the client's").isFalse();
        assertThat(telemetry.stopped()).isNull();
        assertThat(telemetry.seconds()).hasSize((int) DURATION);
        double cpu = 0;
        for (TelemetrySample sample : telemetry.seconds()) {
            assertThat(sample.server().processes()).as("the server's JVM").isEqualTo(1);
            assertThat(sample.server().residentBytes()).isPositive();
            assertThat(sample.server().cpuSeconds()).isGreaterThanOrEqualTo(cpu);
            cpu = sample.server().cpuSeconds();
        }
        assertThat(cpu).as("the server answered the calls").isPositive();
        assertThat(measured.calls()).isPositive();
    }
}
