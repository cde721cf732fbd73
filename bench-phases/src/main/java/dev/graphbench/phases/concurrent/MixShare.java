package dev.graphbench.phases.concurrent;

import dev.graphbench.results.Latency;

/**
 * One workload of a mixed workload's measurement: its part of the calls and their latencies.
 *
 * @param workload       the workload's id
 * @param weight         its weight in the mix
 * @param calls          its calls that succeeded
 * @param failedCalls    its calls that failed
 * @param callsPerSecond {@code calls} over the measurement's wall time
 * @param latency        its successful calls' latencies as the measurement times them (in the open loop, from
 *                       the intended start), every call kept in its histogram so that clients' add up exactly;
 *                       null when none succeeded
 */
public record MixShare(String workload, int weight, long calls, long failedCalls, double callsPerSecond,
                       Latency latency) {
}
