package dev.graphbench.results;

/**
 * The steady-state latencies of a workload's timed calls, in milliseconds, wall clock at the
 * client, from an HdrHistogram of nanoseconds. The first (cold) call is not among them.
 *
 * @param calls     how many calls were timed
 * @param medianMs  the median
 * @param p95Ms     the 95th percentile
 * @param p99Ms     the 99th percentile
 * @param minMs     the quickest call
 * @param maxMs     the slowest call
 * @param meanMs    the mean
 * @param histogram every timed call's latency: the HdrHistogram of nanoseconds (3 significant digits) in
 *                  its compressed encoding, base64, which {@link CallLatencies} reads back; null in files
 *                  written before it was kept
 */
public record Latency(long calls, double medianMs, double p95Ms, double p99Ms, double minMs, double maxMs,
                      double meanMs, String histogram) {

    /** Figures without the calls' latencies. */
    public Latency(long calls, double medianMs, double p95Ms, double p99Ms, double minMs, double maxMs, double meanMs) {
        this(calls, medianMs, p95Ms, p99Ms, minMs, maxMs, meanMs, null);
    }
}
