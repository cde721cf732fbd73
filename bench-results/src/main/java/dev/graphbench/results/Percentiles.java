package dev.graphbench.results;

/**
 * Latencies of an open-loop measurement, in milliseconds, from an HdrHistogram of nanoseconds: the
 * tail a load tester reports, where {@link Latency} has the median and 95th percentile of calls
 * timed one after another.
 *
 * @param calls  how many values
 * @param p50Ms  the median
 * @param p99Ms  the 99th percentile
 * @param p999Ms the 99.9th percentile
 * @param maxMs  the largest
 */
public record Percentiles(long calls, double p50Ms, double p99Ms, double p999Ms, double maxMs) {
}
