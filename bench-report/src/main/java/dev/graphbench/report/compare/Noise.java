package dev.graphbench.report.compare;

import dev.graphbench.results.Sampling;
import java.util.Arrays;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * How far a workload's median moves between runs of the same code, and so which interval of B/A the
 * figures allow. The calls of one run cannot tell it: two runs differ by more than their calls vary
 * (the JIT's choices, a plan, the caches, the machine's other load), and a test over the calls of one
 * run against those of another calls almost any such shift significant. So the run is the unit: each
 * run's median of a workload is one sample, and the interval is that of the difference of the sides'
 * means of the logarithms of their runs' medians (Student's t, the variance pooled over both sides'
 * runs). With one run a side there is no sample of that noise; the spread of B/A over the engine's
 * workloads stands in for it: each workload that did not change is a draw of how far two runs move; and
 * the interval is never narrower than the two medians' own intervals allow (a slow statement timed on
 * three calls).
 */
public final class Noise {

    /** The interval's confidence with several runs. */
    static final double CONFIDENCE = 0.95;
    /** With one run a side, the interval is B/A times or over e to this many spreads. */
    static final double SPREADS = 3;
    /** With one run a side, the fewest workloads whose spread stands in for the noise between runs. */
    static final int LEAST_WORKLOADS = 5;

    private Noise() {
    }

    /**
     * The interval of B/A the figures allow, around the ratio of the sides' geometric means of their runs'
     * medians.
     *
     * @param low  the interval's lower end
     * @param high its upper end
     */
    public record Interval(double low, double high) {
    }

    /**
     * The interval of B/A from each run's median of one workload, {@code a} and {@code b} in ms; null with
     * fewer than three runs in all (one a side: see {@link #spread}).
     */
    static Interval betweenRuns(double[] a, double[] b) {
        if (a.length + b.length < 3) {
            return null;
        }
        double[] x = logs(a);
        double[] y = logs(b);
        double difference = mean(y) - mean(x);
        int freedom = x.length + y.length - 2;
        double pooled = Math.sqrt((squares(x) + squares(y)) / freedom);
        double error = pooled * Math.sqrt(1.0 / x.length + 1.0 / y.length);
        double t = new TDistribution(freedom).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
        return new Interval(Math.exp(difference - t * error), Math.exp(difference + t * error));
    }

    /**
     * With one run a side: how far the logarithm of B/A strays over an engine's workloads, robustly (the
     * median absolute deviation from their median, scaled to a normal distribution's standard deviation),
     * so that the one workload that changed does not widen it; NaN with fewer than {@link #LEAST_WORKLOADS}.
     */
    static double spread(double[] ratios) {
        if (ratios.length < LEAST_WORKLOADS) {
            return Double.NaN;
        }
        double[] x = logs(ratios);
        double middle = median(x);
        double[] deviations = Arrays.stream(x).map(value -> Math.abs(value - middle)).toArray();
        return 1.4826 * median(deviations);
    }

    /** The interval of one run a side's B/A, {@code ratio}, given the workloads' {@code spread}. */
    static Interval withinWorkloads(double ratio, double spread) {
        double width = Math.exp(SPREADS * spread);
        return new Interval(ratio / width, ratio * width);
    }

    /**
     * The interval of B/A the two medians' own 95% intervals allow, from their calls: B's lowest over A's highest
     * to B's highest over A's lowest; null when either side kept none.
     */
    static Interval ofMedians(Sampling a, Sampling b) {
        if (a == null || b == null || a.medianLowMs() == null || b.medianLowMs() == null || a.medianLowMs() <= 0
                || b.medianLowMs() <= 0) {
            return null;
        }
        return new Interval(b.medianLowMs() / a.medianHighMs(), b.medianHighMs() / a.medianLowMs());
    }

    /** The interval covering both, or {@code first} alone when {@code second} is null. */
    static Interval wider(Interval first, Interval second) {
        return second == null ? first
                : new Interval(Math.min(first.low(), second.low()), Math.max(first.high(), second.high()));
    }

    /** The geometric mean of {@code values}. */
    static double geometricMean(double[] values) {
        return Math.exp(mean(logs(values)));
    }

    private static double[] logs(double[] values) {
        return Arrays.stream(values).map(Math::log).toArray();
    }

    private static double mean(double[] values) {
        return Arrays.stream(values).average().orElseThrow();
    }

    private static double squares(double[] values) {
        double mean = mean(values);
        return Arrays.stream(values).map(value -> (value - mean) * (value - mean)).sum();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int half = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    }
}
