package dev.graphbench.runner.calls;

import dev.graphbench.results.Histograms;
import dev.graphbench.results.Sampling;
import java.util.Arrays;
import org.HdrHistogram.Histogram;

/**
 * When a workload's warm-up and its timed calls stop, as the best measurement tools decide it: the warm-up
 * once successive windows of calls stop getting faster (the JIT and the caches have settled) or at its time
 * bound, and at once after a first call slower than the slow-call bound; the timed calls once the median is
 * known to the precision asked (the 95% confidence interval of the median, by order statistics, within that
 * share of the median), after the least calls asked, or at the most calls, or at the time bound.
 */
final class Sampler {

    /** Timed calls of a slow statement. */
    static final int SLOW_TIMED_CALLS = 3;
    /** A window no more than this share quicker than the one before is no quicker: the noise between windows. */
    private static final double SETTLED = 0.05;
    /** The precision is looked at every this many timed calls: the interval moves little from one call to the next. */
    private static final int CHECK_EVERY = 10;
    /** The normal quantile of a 95% interval. */
    private static final double Z95 = 1.96;

    private final int window;
    private final long warmupBoundNanos;
    private final long slowNanos;
    private final int leastCalls;
    private final int mostCalls;
    private final double precision;
    private final boolean cold;
    private final long[] windowNanos;
    private int inWindow;
    private double lastWindowMedian = Double.NaN;
    private int warmupCalls;
    private String warmupEnded;

    /**
     * @param window           the calls of a warm-up window, and the least warm-up calls
     * @param warmupBoundNanos the most time the warm-up may take
     * @param slowNanos        a first call longer than this ends the warm-up, and the workload is timed on a few calls
     * @param leastCalls       the least timed calls before the precision may stop them
     * @param mostCalls        the most timed calls
     * @param precision        the half-width of the median's interval, over the median, that stops the timed calls;
     *                         0 never stops them early
     * @param cold             a cold cycle's: the warm-up is the first call alone, the cold call
     */
    Sampler(int window, long warmupBoundNanos, long slowNanos, int leastCalls, int mostCalls, double precision,
            boolean cold) {
        this.cold = cold;
        this.window = Math.max(1, window);
        this.warmupBoundNanos = warmupBoundNanos;
        this.slowNanos = slowNanos;
        this.leastCalls = leastCalls;
        this.mostCalls = mostCalls;
        this.precision = precision;
        this.windowNanos = new long[this.window];
    }

    /**
     * Takes a warm-up call's time, {@code elapsedNanos} after the warm-up began; true when the warm-up is over.
     */
    boolean warmedUp(long callNanos, long elapsedNanos) {
        warmupCalls++;
        if (cold) {
            warmupEnded = Sampling.COLD;
            return true;
        }
        if (warmupCalls == 1 && callNanos > slowNanos) {
            warmupEnded = Sampling.SLOW;
            return true;
        }
        windowNanos[inWindow++] = callNanos;
        if (inWindow == window) {
            inWindow = 0;
            double median = median(windowNanos);
            boolean settled = !Double.isNaN(lastWindowMedian) && median >= lastWindowMedian * (1 - SETTLED);
            lastWindowMedian = median;
            if (settled) {
                warmupEnded = Sampling.STABLE;
                return true;
            }
        }
        if (elapsedNanos >= warmupBoundNanos && warmupCalls >= window) {
            warmupEnded = Sampling.TIME;
            return true;
        }
        return false;
    }

    /** The most timed calls: a slow statement's few, or the most asked for. */
    int timedCalls() {
        return Sampling.SLOW.equals(warmupEnded) ? Math.min(SLOW_TIMED_CALLS, mostCalls) : mostCalls;
    }

    /** Whether the median of the calls timed so far is known to the precision asked, after the least calls. */
    boolean precise(Histogram timed) {
        long calls = timed.getTotalCount();
        if (precision <= 0 || calls < leastCalls || calls % CHECK_EVERY != 0) {
            return false;
        }
        long[] interval = medianInterval(timed);
        double median = timed.getValueAtPercentile(50);
        return interval != null && median > 0 && (interval[1] - interval[0]) / 2.0 / median <= precision;
    }

    /**
     * How the calls were sampled, once they are done.
     *
     * @param stopped why the timed calls stopped: {@link Sampling#PRECISE}, {@link Sampling#CALLS} or
     *                {@link Sampling#TIME}; a slow statement's say {@link Sampling#SLOW} whatever stopped them
     */
    Sampling sampling(String stopped, Histogram timed) {
        long[] interval = medianInterval(timed);
        return new Sampling(warmupCalls, warmupEnded, Sampling.SLOW.equals(warmupEnded) ? Sampling.SLOW : stopped,
                precision, interval == null ? null : Histograms.millis(interval[0]),
                interval == null ? null : Histograms.millis(interval[1]));
    }

    /**
     * The 95% confidence interval of the median of the recorded values, in their unit, by order statistics: the
     * values of ranks (n - 1.96 sqrt n) / 2 and 1 + (n + 1.96 sqrt n) / 2; null with too few values to give one.
     */
    static long[] medianInterval(Histogram values) {
        long n = values.getTotalCount();
        long low = (long) Math.floor((n - Z95 * Math.sqrt(n)) / 2);
        long high = (long) Math.ceil(1 + (n + Z95 * Math.sqrt(n)) / 2);
        if (low < 1 || high > n) {
            return null;
        }
        return new long[] {values.getValueAtPercentile(100.0 * low / n), values.getValueAtPercentile(100.0 * high / n)};
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }
}
