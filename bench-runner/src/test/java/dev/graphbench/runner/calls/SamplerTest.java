package dev.graphbench.runner.calls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.results.Histograms;
import dev.graphbench.results.Sampling;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** When the warm-up and the timed calls stop: the windows of the warm-up, the slow statement, the median's interval. */
class SamplerTest {

    private static final long MS = 1_000_000;

    private static Sampler sampler(double precision) {
        return new Sampler(10, 5_000 * MS, 1_000 * MS, 20, 300, precision, false);
    }

    @Test
    void theWarmUpEndsOnceAWindowIsNoQuickerThanTheOneBefore() {
        Sampler sampler = sampler(0.05);
        int calls = 0;
        boolean over = false;
        while (!over) {
            calls++;
            over = sampler.warmedUp(2 * MS, calls * 2 * MS);
        }

        assertThat(calls).as("two windows of 10 calls, the second no quicker").isEqualTo(20);
        assertThat(sampler.sampling(Sampling.CALLS, Histograms.empty()).warmupEnded()).isEqualTo(Sampling.STABLE);
    }

    @Test
    void aWarmUpStillGettingQuickerGoesOnUntilItsTimeBound() {
        Sampler sampler = new Sampler(10, 100 * MS, 1_000 * MS, 20, 300, 0.05, false);
        long elapsed = 0;
        int calls = 0;
        boolean over = false;
        while (!over) {
            // Each window 20% quicker than the one before.
            long call = (long) (MS * Math.pow(0.8, calls / 10));
            elapsed += MS;
            calls++;
            over = sampler.warmedUp(call, elapsed);
        }

        assertThat(elapsed).isGreaterThanOrEqualTo(100 * MS);
        assertThat(sampler.sampling(Sampling.CALLS, Histograms.empty()).warmupEnded()).isEqualTo(Sampling.TIME);
    }

    @Test
    void aFirstCallSlowerThanTheBoundIsTheWholeWarmUpAndTheWorkloadIsTimedOnAFewCalls() {
        Sampler sampler = sampler(0.05);

        assertThat(sampler.warmedUp(1_500 * MS, 1_500 * MS)).isTrue();
        assertThat(sampler.timedCalls()).isEqualTo(Sampler.SLOW_TIMED_CALLS);
        Sampling sampling = sampler.sampling(Sampling.CALLS, Histograms.empty());
        assertThat(sampling.warmupCalls()).isEqualTo(1);
        assertThat(sampling.stopped()).as("whatever stopped the timed calls, the row says slow")
                .isEqualTo(Sampling.SLOW);
    }

    @Test
    void steadyCallsArePreciseAfterTheLeastCallsAndNotBefore() {
        Sampler sampler = sampler(0.05);
        Histogram timed = Histograms.empty();
        for (int call = 0; call < 19; call++) {
            timed.recordValue(2 * MS + call);
        }
        assertThat(sampler.precise(timed)).as("19 calls, fewer than the least").isFalse();
        timed.recordValue(2 * MS);

        assertThat(sampler.precise(timed)).isTrue();
    }

    @Test
    void scatteredCallsAreNotPreciseAndWithoutAPrecisionNothingIs() {
        Histogram timed = Histograms.empty();
        for (int call = 1; call <= 100; call++) {
            timed.recordValue(call * MS);
        }

        assertThat(sampler(0.05).precise(timed)).isFalse();
        assertThat(sampler(0.5).precise(timed)).as("the interval of 1..100 ms is about 40..61 ms, +-21%").isTrue();
        Histogram steady = Histograms.empty();
        for (int call = 0; call < 100; call++) {
            steady.recordValue(2 * MS);
        }
        assertThat(sampler(0).precise(steady)).as("precision 0 makes every call asked").isFalse();
    }

    @Test
    void theMediansIntervalIsThatOfItsOrderStatistics() {
        Histogram timed = Histograms.empty();
        for (int value = 1; value <= 100; value++) {
            timed.recordValue(value * 1000L);
        }

        long[] interval = Sampler.medianInterval(timed);

        // Ranks (100 - 1.96 * 10) / 2 = 40.2, down to 40, and 1 + (100 + 19.6) / 2 = 60.8, up to 61.
        assertThat(interval[0]).isBetween(39_900L, 40_100L);
        assertThat(interval[1]).isBetween(60_900L, 61_100L);
        Histogram few = Histograms.empty();
        few.recordValue(1000);
        few.recordValue(2000);
        assertThat(Sampler.medianInterval(few)).as("two calls give no interval").isNull();
    }
}
