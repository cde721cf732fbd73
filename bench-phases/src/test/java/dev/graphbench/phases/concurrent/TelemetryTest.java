package dev.graphbench.phases.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.graphbench.options.PhaseList;
import dev.graphbench.options.Rates;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ProcessUse;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
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
 * The concurrent phase's telemetry on the reference engine, which runs in the harness's JVM: a sample
 * closing each second of every window, beside its intervals, the JVM's CPU, memory, heap and collections
 * said to be the engine's and the client's together; none with {@code --telemetry false}.
 */
class TelemetryTest {

    private static final double SF = 0.002;
    private static final double DURATION = 3;

    @TempDir
    Path output;

    private Benchmark.Builder run() {
        return Benchmark.builder().catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE)).set(RunOption.SCALE_FACTOR, SF)
                .set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.OUTPUT, output).set(RunOption.THREADS, 2).set(RunOption.DURATION, DURATION)
                .set(RunOption.SWEEP, List.of(2)).set(RunOption.RATE, Rates.of(200.0)).set(RunOption.SLO, 1000.0)
                .set(RunOption.PHASES, PhaseList.of("load", "concurrent"));
    }

    @Test
    void anEngineInTheHarnessJvmIsSampledAsThatJvmEachSecondBesideTheCalls() {
        BenchmarkResult result = run().build().run();

        EngineRun run = result.run(EngineCatalog.REFERENCE);
        ConcurrencyResult twoHops = BuiltInResults.concurrent(run, "two-hops");
        Throughput closed = twoHops.at(2);
        RateResult offered = twoHops.rates().getFirst();
        for (Telemetry telemetry : List.of(closed.telemetry(), offered.telemetry())) {
            assertThat(telemetry.sharedWithClient()).isTrue();
            assertThat(telemetry.server()).startsWith("the harness's JVM (pid " + ProcessHandle.current().pid() + ")")
                    .contains("the engine's and the client's together");
            assertThat(telemetry.told()).as("the reference tells nothing of itself").isNull();
            assertThat(telemetry.stopped()).isNull();
            assertThat(telemetry.seconds()).hasSize((int) DURATION);
            double cpu = 0;
            double gc = 0;
            for (TelemetrySample sample : telemetry.seconds()) {
                ProcessUse jvm = sample.server();
                assertThat(sample.client()).isEqualTo(jvm);
                assertThat(sample.atSeconds()).isCloseTo(sample.second() + 1, within(0.5));
                assertThat(jvm.cpuSeconds()).as("CPU seconds since the window opened never fall").isGreaterThanOrEqualTo(cpu);
                assertThat(jvm.gcPauseSeconds()).isGreaterThanOrEqualTo(gc);
                assertThat(jvm.residentBytes()).isPositive();
                assertThat(jvm.heapUsedBytes()).isPositive();
                assertThat(jvm.processes()).isEqualTo(1);
                assertThat(sample.told()).isEmpty();
                cpu = jvm.cpuSeconds();
                gc = jvm.gcPauseSeconds();
            }
            assertThat(cpu).as("two threads calling back to back for 3 s use CPU").isPositive();
        }
        assertThat(closed.telemetry().seconds()).extracting(TelemetrySample::second)
                .containsExactlyElementsOf(closed.intervals().stream().map(interval -> interval.second()).toList());
        EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow()
                .resolve(ResultsFiles.fileName(EngineCatalog.REFERENCE, SF)));
        assertThat(BuiltInResults.concurrent(written, "two-hops").at(2).telemetry()).isEqualTo(closed.telemetry());
        assertThat(run.provenance().method().text(RunOption.TELEMETRY)).isEqualTo("true");
    }

    @Test
    void telemetryOffLeavesNoSamples() {
        BenchmarkResult result = run().set(RunOption.TELEMETRY, false).build().run();

        ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run(EngineCatalog.REFERENCE), "two-hops");
        assertThat(twoHops.at(2).telemetry()).isNull();
        assertThat(twoHops.rates().getFirst().telemetry()).isNull();
        assertThat(result.run(EngineCatalog.REFERENCE).provenance().method().text(RunOption.TELEMETRY)).isEqualTo("false");
    }
}
