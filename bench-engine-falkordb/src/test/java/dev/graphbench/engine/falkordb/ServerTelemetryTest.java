package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded FalkorDB the harness starts, sampled through the concurrent phase: the valkey-server process
 * from /proc, and what INFO says, a sample closing each second of each window.
 */
class ServerTelemetryTest {

    private static final double DURATION = 3;

    @Test
    void theValkeyProcessAndItsInfoAreSampledEachSecond(@TempDir Path output, @TempDir Path work) {
        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), System.getenv()))
                .workDirectory(work).set(RunOption.ENGINES, List.of("falkordb")).set(RunOption.SCALE_FACTOR, 0.002)
                .set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.OUTPUT, output).set(RunOption.PHASES, PhaseList.of("load", "concurrent"))
                .set(RunOption.THREADS, 2).set(RunOption.SWEEP, List.of(2)).set(RunOption.DURATION, DURATION)
                .build().run();

        ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run("falkordb"), "two-hops");
        assertThat(twoHops.status()).as(twoHops.reason()).isEqualTo(Status.OK);
        Throughput measured = twoHops.at(2);
        Telemetry telemetry = measured.telemetry();
        assertThat(telemetry.server()).startsWith("the embedded server's processes (pid ");
        assertThat(telemetry.sharedWithClient()).isFalse();
        assertThat(telemetry.told()).startsWith("INFO of 127.0.0.1:");
        assertThat(telemetry.counters()).containsExactly("total_commands_processed");
        assertThat(telemetry.stopped()).isNull();
        assertThat(telemetry.seconds()).hasSize((int) DURATION);
        double cpu = 0;
        long commands = 0;
        for (TelemetrySample sample : telemetry.seconds()) {
            assertThat(sample.atSeconds()).isCloseTo(sample.second() + 1, within(0.5));
            assertThat(sample.server().processes()).as("valkey is one process").isEqualTo(1);
            assertThat(sample.server().residentBytes()).isPositive();
            assertThat(sample.server().cpuSeconds()).isGreaterThanOrEqualTo(cpu);
            assertThat(sample.told().get("used_memory")).isPositive();
            assertThat(sample.told().get("total_commands_processed")).isGreaterThanOrEqualTo(commands);
            cpu = sample.server().cpuSeconds();
            commands = sample.told().get("total_commands_processed");
        }
        assertThat(cpu).as("valkey answered the calls").isPositive();
        // Read before the window opened and after its last call: every successful call is a command among them.
        assertThat(commands).isGreaterThanOrEqualTo(measured.calls());
    }
}
