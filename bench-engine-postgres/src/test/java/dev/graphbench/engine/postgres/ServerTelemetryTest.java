package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.graphbench.options.PhaseList;
import dev.graphbench.options.Rates;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
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
 * The embedded PostgreSQL the harness starts, sampled through the concurrent phase: its postmaster and every
 * process under it from /proc, and what pg_stat_database says, a sample closing each second of each window.
 */
class ServerTelemetryTest {

    private static final double DURATION = 3;

    @Test
    void theEmbeddedServersProcessesAndItsStatisticsAreSampledEachSecond(@TempDir Path output, @TempDir Path work) {
        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(),
                        Map.of("BENCH_POSTGRES_SHARED_BUFFERS", "128MB")))
                .workDirectory(work).set(RunOption.ENGINES, List.of("postgres")).set(RunOption.SCALE_FACTOR, 0.002)
                .set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.OUTPUT, output).set(RunOption.PHASES, PhaseList.of("load", "concurrent"))
                .set(RunOption.THREADS, 2).set(RunOption.SWEEP, List.of(2)).set(RunOption.DURATION, DURATION)
                .set(RunOption.RATE, Rates.of(50.0)).set(RunOption.SLO, 100.0).build().run();

        ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run("postgres"), "two-hops");
        assertThat(twoHops.status()).as(twoHops.reason()).isEqualTo(Status.OK);
        for (Telemetry telemetry : List.of(twoHops.at(2).telemetry(), twoHops.rates().getFirst().telemetry())) {
            assertThat(telemetry.server()).startsWith("the embedded server's processes (pid ")
                    .endsWith(" and those under it), from /proc");
            assertThat(telemetry.sharedWithClient()).isFalse();
            assertThat(telemetry.told()).startsWith("pg_stat_database of 127.0.0.1:");
            assertThat(telemetry.counters()).containsExactly("blks_read", "blks_hit", "xact_commit", "tup_returned");
            assertThat(telemetry.stopped()).isNull();
            assertThat(telemetry.seconds()).hasSize((int) DURATION);
            double cpu = 0;
            long commits = 0;
            for (TelemetrySample sample : telemetry.seconds()) {
                assertThat(sample.atSeconds()).isCloseTo(sample.second() + 1, within(0.5));
                // The postmaster, its background processes and a backend for each of the two sessions at least.
                assertThat(sample.server().processes()).isGreaterThan(3);
                assertThat(sample.server().residentBytes()).isPositive();
                assertThat(sample.server().readBytes()).isNotNull().isNotNegative();
                assertThat(sample.server().heapUsedBytes()).isNull();
                assertThat(sample.server().cpuSeconds()).isGreaterThanOrEqualTo(cpu);
                assertThat(sample.told().get("xact_commit")).isGreaterThanOrEqualTo(commits);
                assertThat(sample.client().heapUsedBytes()).isPositive();
                cpu = sample.server().cpuSeconds();
                commits = sample.told().get("xact_commit");
            }
            assertThat(cpu).as("the backends answered the calls").isPositive();
            assertThat(commits).as("each call's transaction, reported within the window").isPositive();
        }
    }
}
