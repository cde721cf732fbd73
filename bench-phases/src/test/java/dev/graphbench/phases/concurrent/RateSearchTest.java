package dev.graphbench.phases.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.options.PhaseList;
import dev.graphbench.options.Rates;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.RateSearch;
import dev.graphbench.phases.concurrent.RateStep;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --rate auto} on the reference engine: under an SLO no call can meet, the search halves down to its
 * bound and says no rate met it; under a generous one, it finds a rate, confirms it on a full window, and
 * a rate tried just above it did not meet the SLO (or the found rate is the bound).
 */
class RateSearchTest {

    private static final double SF = 0.002;

    @TempDir
    Path output;

    private final EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());

    private Benchmark.Builder search(double sloMs) {
        return Benchmark.builder().catalog(catalog).set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.SCALE_FACTOR, SF).set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0)
                .set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.OUTPUT, output).set(RunOption.THREADS, 2)
                .set(RunOption.DURATION, 1.0).set(RunOption.SWEEP, List.of(2))
                .set(RunOption.PHASES, PhaseList.of("load", "concurrent")).set(RunOption.RATE, Rates.SEARCH)
                .set(RunOption.SLO, sloMs);
    }

    @Test
    void anSloNoCallCanMeetEndsAtTheLowestRateWithItsFigures() {
        BenchmarkResult result = search(0.001).build().run();

        ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run(EngineCatalog.REFERENCE), "two-hops");
        RateSearch search = twoHops.search();
        Throughput closed = twoHops.at(2);
        assertThat(search.rate()).isNull();
        assertThat(search.confirmation()).isNull();
        assertThat(search.outcome()).isEqualTo(RateSearch.NONE_MET);
        // The closed loop's rate, within the highest an open loop offers (the reference can go beyond it).
        assertThat(search.startRate()).isEqualTo(Math.min(closed.callsPerSecond(), RunOption.MAX_RATE));
        assertThat(search.stepSeconds()).isEqualTo(0.5);
        // Halving from the closed loop's rate to its bound, every step missed, nothing confirmed.
        assertThat(search.steps()).extracting(RateStep::rate).first().isEqualTo(search.startRate());
        assertThat(search.steps()).allSatisfy(step -> {
            assertThat(step.unmet()).isNotNull();
            assertThat(step.confirming()).isFalse();
        });
        for (int s = 1; s < search.steps().size(); s++) {
            assertThat(search.steps().get(s).rate()).isEqualTo(search.steps().get(s - 1).rate() / 2);
        }
        RateStep lowest = search.lowestStep();
        assertThat(lowest.rate()).isEqualTo(search.lowestRate()).isEqualTo(search.startRate() / 64);
        assertThat(lowest.latency()).as("the lowest rate's figures are kept").isNotNull();
        assertThat(result.incomplete()).as("no rate met the SLO: exit 3").isTrue();
        assertThat(BuiltInResults.concurrent(BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow()
                .resolve(ResultsFiles.fileName(EngineCatalog.REFERENCE, SF))), "two-hops").search()).isEqualTo(search);
    }

    @Test
    void aGenerousSloFindsARateConfirmedOnAFullWindowWithOneJustAboveMissed() {
        double slo = 200;
        BenchmarkResult result = search(slo).build().run();

        List<ConcurrencyResult> measured = BuiltInResults.concurrency(result.run(EngineCatalog.REFERENCE)).stream()
                .filter(workload -> workload.status() == Status.OK).toList();
        assertThat(measured).extracting(ConcurrencyResult::id).contains("two-hops");
        for (ConcurrencyResult workload : measured) {
            RateSearch search = workload.search();
            assertThat(search.rate()).as(workload.id() + ": " + search.outcome()).isNotNull();
            assertThat(search.outcome()).isNull();
            assertThat(search.confirmation().targetRate()).isEqualTo(search.rate());
            assertThat(search.confirmation().held()).isNull();
            assertThat(search.confirmation().failedCalls()).isZero();
            assertThat(search.confirmation().latency().p99Ms()).isLessThan(slo);
            // A full window at the rate found met the SLO: the confirmation.
            assertThat(search.steps()).filteredOn(step -> step.confirming() && step.rate() == search.rate())
                    .singleElement().satisfies(step -> {
                        assertThat(step.windowSeconds()).isEqualTo(1.0);
                        assertThat(step.unmet()).isNull();
                    });
            // The search is bounded, and what it found is the highest within its precision: a rate tried above
            // it did not meet the SLO, within 5% of it, unless the found rate is the bound itself. A rate above it
            // that met the SLO did so on a short window only, which a full window not met overruled.
            assertThat(search.steps().size()).isLessThanOrEqualTo(30);
            RateStep above = search.steps().stream().filter(step -> step.rate() > search.rate() && step.unmet() != null)
                    .min(Comparator.comparingDouble(RateStep::rate)).orElse(null);
            if (search.rate() < RunOption.MAX_RATE) {
                assertThat(above).as(workload.id()).isNotNull();
                assertThat((above.rate() - search.rate()) / search.rate()).isLessThanOrEqualTo(RateSearch.PRECISION);
            }
            assertThat(search.steps()).filteredOn(step -> step.rate() > search.rate() && step.unmet() == null)
                    .allSatisfy(step -> assertThat(step.confirming()).isFalse());
            assertThat(search.steps()).filteredOn(step -> step.unmet() == null && !step.confirming())
                    .allSatisfy(step -> assertThat(step.latency().p99Ms()).isLessThan(slo));
        }
        assertThat(result.incomplete()).isFalse();
    }

    @Test
    void aSearchIsRefusedToClientsMeasuringTogether() {
        assertThatThrownBy(() -> search(10).set(RunOption.CLIENT, RunOption.CLIENT.parse("1/2"))
                .set("start-at", "2026-12-02T06:30:00Z").set(RunOption.PHASES, PhaseList.of("concurrent")).build())
                .hasMessageStartingWith("--rate auto chooses each next rate by the last window's figures");
        assertThatThrownBy(() -> RunOption.RATE.parse("auto,500"))
                .hasMessage("--rate auto searches for the rate itself: give auto alone, or rates such as 500,1000,"
                        + " got 'auto,500'");
        assertThat(RunOption.RATE.parse("auto")).isEqualTo(Rates.SEARCH);
        assertThat(RunOption.RATE.show(RunOption.RATE.parse("auto"))).isEqualTo("auto");
        assertThat(RunOption.RATE.parse("1000,500").offered()).containsExactly(500.0, 1000.0);
    }
}
