package dev.graphbench.results;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Every timed call's latency, kept in a results file as an encoded HdrHistogram ({@link Latency#histogram()},
 * written by {@link Histograms#encode}):
 * 300 calls take a few hundred bytes, and any HdrHistogram library reads them.
 */
public final class CallLatencies {

    private CallLatencies() {
    }

    /** The histogram {@code latency} keeps; null when it keeps none (a file written before it was kept). */
    public static Histogram histogram(Latency latency) {
        if (latency == null || latency.histogram() == null) {
            return null;
        }
        try {
            return Histograms.decode(latency.histogram());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the calls' latencies are not an encoded histogram: " + e.getMessage(), e);
        }
    }

    /**
     * Each call's latency in milliseconds, ascending, as the histogram keeps it (the highest value
     * of its bucket, to 3 significant digits, as its percentiles are); null when {@code latency} keeps none.
     */
    public static double[] millis(Latency latency) {
        Histogram histogram = histogram(latency);
        if (histogram == null) {
            return null;
        }
        double[] values = new double[(int) histogram.getTotalCount()];
        int i = 0;
        for (HistogramIterationValue value : histogram.recordedValues()) {
            double ms = value.getValueIteratedTo() / 1e6;
            for (long n = 0; n < value.getCountAtValueIteratedTo(); n++) {
                values[i++] = ms;
            }
        }
        return values;
    }
}
