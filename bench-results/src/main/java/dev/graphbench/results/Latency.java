package dev.graphbench.results;

import java.time.Instant;

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
 * @param maxAt     when the slowest call began, so that a stall can be told and found in a server's logs; null
 *                  where it was not kept (figures merged from several threads or clients, files written before)
 */
public record Latency(long calls, double medianMs, double p95Ms, double p99Ms, double minMs, double maxMs,
                      double meanMs, String histogram, Instant maxAt) {

    /** Figures of every call, without when the slowest began. */
    public Latency(long calls, double medianMs, double p95Ms, double p99Ms, double minMs, double maxMs, double meanMs,
                   String histogram) {
        this(calls, medianMs, p95Ms, p99Ms, minMs, maxMs, meanMs, histogram, null);
    }

    /** Figures without the calls' latencies. */
    public Latency(long calls, double medianMs, double p95Ms, double p99Ms, double minMs, double maxMs, double meanMs) {
        this(calls, medianMs, p95Ms, p99Ms, minMs, maxMs, meanMs, null, null);
    }

    /** These figures, the slowest call having begun at {@code at}. */
    public Latency withMaxAt(Instant at) {
        return new Latency(calls, medianMs, p95Ms, p99Ms, minMs, maxMs, meanMs, histogram, at);
    }

    /**
     * Whether the slowest call stands far beyond the rest, as a stall does (a server paused, a lock waited
     * on): over {@value #STALL_TIMES_MEDIAN} times the median and over {@value #STALL_MS} ms. Percentiles
     * hide it: one call in hundreds moves neither the median nor the 95th percentile.
     */
    public boolean stalled() {
        return maxMs > STALL_TIMES_MEDIAN * medianMs && maxMs > STALL_MS;
    }

    /** How many times the median the slowest call must take to be a stall. */
    public static final int STALL_TIMES_MEDIAN = 100;
    /** How many milliseconds the slowest call must take to be a stall. */
    public static final int STALL_MS = 1_000;
}
