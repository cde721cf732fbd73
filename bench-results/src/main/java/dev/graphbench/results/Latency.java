package dev.graphbench.results;

/**
 * The steady-state latencies of a workload's timed calls, in milliseconds, wall clock at the
 * client, from an HdrHistogram of nanoseconds. The first (cold) call is not among them.
 *
 * @param calls    how many calls were timed
 * @param medianMs the median
 * @param p95Ms    the 95th percentile
 * @param p99Ms    the 99th percentile
 * @param minMs    the quickest call
 * @param maxMs    the slowest call
 * @param meanMs   the mean
 */
public record Latency(long calls, double medianMs, double p95Ms, double p99Ms, double minMs, double maxMs,
                      double meanMs) {
}
