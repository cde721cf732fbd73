package dev.graphbench.workloads.runner;

import dev.graphbench.results.Histograms;
import dev.graphbench.results.Latency;
import org.HdrHistogram.Histogram;

/** Latencies in milliseconds from a histogram of nanoseconds, as {@link Histograms} reads them. */
final class Latencies {

    private Latencies() {
    }

    /** A histogram of nanoseconds for one thread's calls; it grows as longer calls come. */
    static Histogram histogram() {
        return Histograms.empty();
    }

    /** The figures of {@code nanos}, which must hold at least one value, with every call's latency. */
    static Latency of(Histogram nanos) {
        return Histograms.latency(nanos);
    }

    static double millis(double nanos) {
        return Histograms.millis(nanos);
    }
}
