package dev.graphbench.workloads.runner;

import dev.graphbench.results.CallLatencies;
import dev.graphbench.results.Latency;
import org.HdrHistogram.Histogram;

/** Latencies in milliseconds from a histogram of nanoseconds. */
final class Latencies {

    private Latencies() {
    }

    /** A histogram of nanoseconds for one thread's calls; it grows as longer calls come. */
    static Histogram histogram() {
        return new Histogram(3);
    }

    /** The figures of {@code nanos}, which must hold at least one value, with every call's latency. */
    static Latency of(Histogram nanos) {
        return new Latency(nanos.getTotalCount(), millis(nanos.getValueAtPercentile(50)),
                millis(nanos.getValueAtPercentile(95)), millis(nanos.getValueAtPercentile(99)),
                millis(nanos.getMinValue()), millis(nanos.getMaxValue()), nanos.getMean() / 1e6,
                CallLatencies.encode(nanos));
    }

    static double millis(double nanos) {
        return nanos / 1e6;
    }
}
