package dev.graphbench.phases.concurrent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.concurrent.RateSearch;
import dev.graphbench.phases.concurrent.RateStep;
import dev.graphbench.phases.concurrent.SustainableRate;
import dev.graphbench.results.Percentiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.DoublePredicate;
import org.junit.jupiter.api.Test;

/**
 * The search's steps, on windows whose outcome a test decides by the rate alone: a rate meets the SLO
 * below a limit the search does not know, and the search must end within its precision of it, or below
 * its bound when nothing meets it, and go on below a rate its full window does not confirm.
 */
class SustainableRateTest {

    private static final double SLO = 10;

    /** Windows that meet the SLO at the rates {@code meets} accepts, or on the full window {@code confirms} does. */
    private static final class Windows implements SustainableRate.Windows {
        private final DoublePredicate meets;
        private final DoublePredicate confirms;
        private final List<Double> asked = new ArrayList<>();

        Windows(DoublePredicate meets, DoublePredicate confirms) {
            this.meets = meets;
            this.confirms = confirms;
        }

        /** Above this rate the pool cannot start: it needs more sessions than the engine's pool holds. */
        private double poolLimit = Double.MAX_VALUE;

        Windows poolUpTo(double rate) {
            poolLimit = rate;
            return this;
        }

        @Override
        public SustainableRate.Window measure(double rate, double seconds, boolean confirming) {
            asked.add(rate);
            int threads = (int) Math.ceil(rate * SLO / 1000);
            if (rate > poolLimit) {
                return new SustainableRate.Window(null, threads, "thread 16: opening its session failed");
            }
            boolean met = confirming ? confirms.test(rate) : meets.test(rate);
            double p99 = met ? SLO / 2 : SLO * 2;
            Percentiles latency = new Percentiles(100, p99 / 2, p99, p99, p99);
            return new SustainableRate.Window(new RateResult(rate, threads, seconds, 100, 0, 0, rate, latency, latency,
                    latency, null, null, List.of(), null, List.of(), null, null), threads, null);
        }
    }

    private static RateSearch search(double start, Windows windows) {
        return new SustainableRate(SLO, start, 0.5, 2).run(windows, soFar -> { });
    }

    @Test
    void aLimitAboveTheStartIsFoundByDoublingThenBisectingToWithinFivePercent() {
        double limit = 3_333;
        Windows windows = new Windows(rate -> rate <= limit, rate -> rate <= limit);
        RateSearch search = search(1_000, windows);

        assertThat(windows.asked).startsWith(1_000.0, 2_000.0, 4_000.0, 3_000.0);
        assertThat(search.rate()).isLessThanOrEqualTo(limit).isGreaterThan(limit / (1 + RateSearch.PRECISION));
        assertThat(search.steps().getLast().confirming()).isTrue();
        assertThat(search.steps().getLast().windowSeconds()).isEqualTo(2);
        RateStep above = search.steps().stream().filter(step -> step.rate() > search.rate())
                .min((a, b) -> Double.compare(a.rate(), b.rate())).orElseThrow();
        assertThat(above.unmet()).isEqualTo("p99 20 ms, not under the 10 ms SLO");
        assertThat((above.rate() - search.rate()) / search.rate()).isLessThanOrEqualTo(RateSearch.PRECISION);
    }

    @Test
    void aLimitBelowTheStartIsFoundByHalving() {
        Windows windows = new Windows(rate -> rate <= 300, rate -> rate <= 300);
        RateSearch search = search(1_000, windows);

        assertThat(windows.asked).startsWith(1_000.0, 500.0, 250.0, 375.0);
        assertThat(search.rate()).isBetween(300 / 1.05, 300.0);
    }

    @Test
    void nothingMeetingTheSloEndsAtTheLowestRateAfterSixHalvings() {
        Windows windows = new Windows(rate -> false, rate -> false);
        RateSearch search = search(6_400, windows);

        assertThat(windows.asked).containsExactly(6_400.0, 3_200.0, 1_600.0, 800.0, 400.0, 200.0, 100.0);
        assertThat(search.rate()).isNull();
        assertThat(search.outcome()).isEqualTo(RateSearch.NONE_MET);
        assertThat(search.lowestStep().rate()).isEqualTo(search.lowestRate()).isEqualTo(100.0);
    }

    @Test
    void aRateTheFullWindowDoesNotConfirmBoundsASearchBelowItOnFullWindows() {
        // Short windows meet up to 2,000; a full one only up to 1,200.
        Windows windows = new Windows(rate -> rate <= 2_000, rate -> rate <= 1_200);
        RateSearch search = search(1_000, windows);

        assertThat(search.rate()).isLessThanOrEqualTo(1_200.0).isGreaterThan(1_200 / 1.05);
        List<RateStep> full = search.steps().stream().filter(RateStep::confirming).toList();
        assertThat(full.getFirst().rate()).as("the highest rate short windows met").isGreaterThan(2_000 / 1.05);
        assertThat(full.getFirst().unmet()).isNotNull();
        // Every window after the first full one is full, and the rate found is the last that met the SLO.
        assertThat(search.steps().subList(search.steps().indexOf(full.getFirst()), search.steps().size()))
                .allSatisfy(step -> assertThat(step.windowSeconds()).isEqualTo(2));
        assertThat(search.confirmation().targetRate()).isEqualTo(search.rate());
        RateStep above = search.steps().stream().filter(step -> step.confirming() && step.rate() > search.rate())
                .min((a, b) -> Double.compare(a.rate(), b.rate())).orElseThrow();
        assertThat(above.unmet()).isNotNull();
        assertThat((above.rate() - search.rate()) / search.rate()).isLessThanOrEqualTo(RateSearch.PRECISION);
        assertThat(search.steps().size()).isLessThanOrEqualTo(SustainableRate.MOST_WINDOWS);
    }

    @Test
    void aRateWhosePoolCannotStartIsNotMetAndTheSearchGoesOnBelowIt() {
        // Every rate would meet the SLO, but above 1,500 calls a second the pool's sessions cannot all open.
        Windows windows = new Windows(rate -> true, rate -> true).poolUpTo(1_500);
        RateSearch search = search(4_000, windows);

        assertThat(search.steps().getFirst().unmet())
                .isEqualTo("its pool of 40 threads could not start: thread 16: opening its session failed");
        assertThat(search.steps().getFirst().latency()).isNull();
        assertThat(search.rate()).isLessThanOrEqualTo(1_500.0).isGreaterThan(1_500 / 1.05);
    }

    @Test
    void onNoisyWindowsARateNotMetLiesJustAboveTheRateFound() {
        // Each window meets the SLO by chance, more often the lower its rate: noise the search must survive.
        for (long seed = 0; seed < 2_000; seed++) {
            Random random = new Random(seed);
            double limit = 500 + random.nextDouble() * 5_000;
            Windows windows = new Windows(rate -> random.nextDouble() < limit / (limit + rate * rate / limit),
                    rate -> random.nextDouble() < limit / (limit + rate * rate / limit));
            RateSearch search = search(1_000, windows);
            if (search.rate() == null) {
                continue;
            }
            RateStep above = search.steps().stream().filter(step -> step.rate() > search.rate() && step.unmet() != null)
                    .min((a, b) -> Double.compare(a.rate(), b.rate())).orElse(null);
            assertThat(above).as("seed %d: %s", seed, windows.asked).isNotNull();
            assertThat((above.rate() - search.rate()) / search.rate()).isLessThanOrEqualTo(RateSearch.PRECISION);
            // A rate above it met only on a short window, which a full window not met overruled.
            assertThat(search.steps()).filteredOn(step -> step.rate() > search.rate() && step.unmet() == null)
                    .allSatisfy(step -> assertThat(step.confirming()).isFalse());
        }
    }

    @Test
    void aClosedLoopWithoutCallsGivesNothingToStartFrom() {
        Windows windows = new Windows(rate -> true, rate -> true);
        RateSearch search = search(0, windows);

        assertThat(windows.asked).isEmpty();
        assertThat(search.outcome()).isEqualTo("the closed loop made no successful call a second to start the search from");
    }
}
