package dev.graphbench.phases.concurrent;

/**
 * One second of a concurrent measurement: what ended in it.
 *
 * @param second      where the second starts, in seconds from the start of the timed window
 * @param calls       the calls that succeeded in it
 * @param failedCalls the calls that failed in it
 * @param p50Ms       the median latency of its successful calls; null when none succeeded
 * @param p99Ms       their 99th percentile; null likewise
 */
public record Interval(double second, long calls, long failedCalls, Double p50Ms, Double p99Ms) {
}
