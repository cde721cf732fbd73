package dev.graphbench.phases.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.options.Arrivals;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.Rates;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.DelegatingEngine;
import dev.graphbench.phases.StandIn;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Interval;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The concurrent phase's open loop, against the reference engine and a second engine checked against it. */
class OpenLoopTest {

    private static final double SF = 0.002;

    @TempDir
    Path output;

    private final EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());

    private Benchmark.Builder benchmark() {
        return Benchmark.builder().catalog(catalog).set(RunOption.SCALE_FACTOR, SF).set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.OUTPUT, output)
                .set(RunOption.THREADS, 2).set(RunOption.DURATION, 2.0).set(RunOption.SWEEP, List.of(2))
                .set(RunOption.PHASES, PhaseList.of("load", "concurrent"));
    }

    private Engine openReference() {
        EngineProvider reference = catalog.provider(EngineCatalog.REFERENCE);
        return reference.open(Settings.resolve(reference.settings(), Map.of()));
    }

    @Test
    void eachRateIsMeasuredFromIntendedStartsWithItsServiceTimeApartAndItsAnswersChecked() {
        try (Engine second = openReference()) {
            BenchmarkResult result = benchmark().engine(StandIn.named("second"), second)
                    // Rates a loaded 2-core machine keeps: at 100 calls a second on 100 threads, one call in 20 started late.
                    .set(RunOption.RATE, Rates.of(40.0, 20.0)).set(RunOption.SLO, 1000.0).build().run();

            for (String engine : List.of(EngineCatalog.REFERENCE, "second")) {
                EngineRun run = result.run(engine);
                ConcurrencyResult twoHops = BuiltInResults.concurrent(run, "two-hops");
                assertThat(twoHops.status()).as(engine).isEqualTo(Status.OK);
                assertThat(twoHops.measurements()).as("the closed loop comes first").hasSize(1);
                assertThat(twoHops.rates()).extracting(RateResult::targetRate).containsExactly(20.0, 40.0);
                for (RateResult rate : twoHops.rates()) {
                    assertThat(rate.held()).as("%s at %s: %s", engine, rate.targetRate(), rate.held()).isNull();
                    // Uniform arrivals: exactly rate x duration calls are scheduled, and all are sent.
                    assertThat(rate.calls() + rate.failedCalls() + rate.missedCalls())
                            .isEqualTo((long) (rate.targetRate() * 2));
                    assertThat(rate.achievedRate()).isCloseTo(rate.targetRate(), within(rate.targetRate() * 0.05));
                    assertThat(rate.threads()).as("rate x SLO").isEqualTo((int) rate.targetRate());
                    // A call's latency from its intended start is never less than its service time.
                    assertThat(rate.latency().p99Ms()).isGreaterThanOrEqualTo(rate.service().p50Ms());
                    assertThat(rate.latency().maxMs()).isGreaterThanOrEqualTo(rate.service().maxMs());
                    assertThat(rate.latency().p50Ms()).isLessThanOrEqualTo(rate.latency().p99Ms());
                    assertThat(rate.latency().p99Ms()).isLessThanOrEqualTo(rate.latency().p999Ms());
                    assertThat(rate.intervals().stream().mapToLong(Interval::calls).sum()).isEqualTo(rate.calls());
                    assertThat(loggedCalls(rate.intervalLog())).isEqualTo(rate.calls());
                }
                assertThat(run.provenance().method().get(RunOption.RATE).offered()).containsExactly(20.0, 40.0);
                assertThat(run.provenance().method().get(RunOption.SLO)).isEqualTo(1000.0);
                assertThat(run.provenance().method().text(RunOption.ARRIVALS)).isEqualTo("uniform");
                EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow()
                        .resolve(ResultsFiles.fileName(engine, SF)));
                assertThat(BuiltInResults.concurrency(written)).isEqualTo(BuiltInResults.concurrency(run));
            }
            // The pool's warm-up answers at each rate are checked as the closed loop's are.
            Agreement agreement = BuiltInResults.concurrent(result.run("second"), "two-hops").agreement();
            assertThat(agreement.verdict()).isEqualTo(Agreement.Verdict.AGREES);
            assertThat(agreement.reference()).isEqualTo(EngineCatalog.REFERENCE);
        }
    }

    @Test
    void aRateTheClientCannotReachIsHeldWithTheReasonNeverReportedAsTheEngines() {
        // Two threads, each call a millisecond at least, offered a million calls a second: a schedule no
        // machine can keep, however quick it is.
        try (Engine slow = new SlowEngine(openReference())) {
            BenchmarkResult result = benchmark().engine(StandIn.named("slow"), slow)
                    .set(RunOption.RATE, Rates.of(RunOption.MAX_RATE)).set(RunOption.SLO, 0.001)
                    .set(RunOption.DURATION, 1.0).build().run();

            RateResult rate = BuiltInResults.concurrent(result.run("slow"), "two-hops").rates().getFirst();
            assertThat(rate.threads()).isEqualTo(2);
            assertThat(rate.achievedRate()).isLessThan(0.95 * RunOption.MAX_RATE);
            assertThat(rate.held()).startsWith("the client sent ").contains(" of the 1,000,000 calls the schedule held (")
                    .contains("the pool of 2 threads could not keep the schedule");
            assertThat(rate.missedCalls()).as("what the pool never sent is counted").isPositive();
        }
    }

    /** The reference engine taking at least a millisecond a call. */
    private static final class SlowEngine extends DelegatingEngine {

        SlowEngine(Engine inner) {
            super(inner);
        }

        @Override
        public Session openSession() {
            Session session = inner.openSession();
            return new Session() {
                @Override
                public Answer execute(Query query, Map<String, Object> arguments) {
                    LockSupport.parkNanos(1_000_000);
                    return session.execute(query, arguments);
                }

                @Override
                public void close() {
                    session.close();
                }
            };
        }
    }

    @Test
    void poissonArrivalsAreSeededSoEveryEngineIsOfferedTheSameSchedule() {
        BenchmarkResult result = benchmark().set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.RATE, Rates.of(50.0)).set(RunOption.ARRIVALS, Arrivals.POISSON).set(RunOption.SLO, 1000.0)
                .build().run();

        RateResult rate = BuiltInResults.concurrent(result.run(EngineCatalog.REFERENCE), "two-hops").rates().getFirst();
        assertThat(rate.held()).isNull();
        long scheduled = rate.calls() + rate.failedCalls() + rate.missedCalls();
        // 100 expected; a Poisson count of mean 100 is within 4 standard deviations (40) of it.
        assertThat(scheduled).isBetween(60L, 140L).isNotEqualTo(100L);
        assertThat(result.run(EngineCatalog.REFERENCE).provenance().method().text(RunOption.ARRIVALS)).isEqualTo("poisson");
    }

    /** The successful calls an interval log holds, read back with HdrHistogram's own reader. */
    static long loggedCalls(String log) {
        HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(log.getBytes(StandardCharsets.UTF_8)));
        long calls = 0;
        for (EncodableHistogram histogram = reader.nextIntervalHistogram(); histogram != null;
                histogram = reader.nextIntervalHistogram()) {
            if (histogram.getTag() == null) {
                calls += ((org.HdrHistogram.Histogram) histogram).getTotalCount();
            }
        }
        return calls;
    }
}
