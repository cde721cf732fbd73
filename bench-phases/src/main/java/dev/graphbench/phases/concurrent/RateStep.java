package dev.graphbench.phases.concurrent;

import dev.graphbench.results.Percentiles;

/**
 * One rate the search of {@link RateSearch} tried: an open-loop window at that rate, short while it
 * searches, of the run's whole {@code duration} when it confirms.
 *
 * @param rate          the calls a second offered
 * @param windowSeconds how long the window was
 * @param confirming    whether it was a window of the run's whole duration: the one that confirms a rate the short
 *                      ones found, or, once such a window did not, each window after it
 * @param threads       the pool's threads
 * @param calls         the calls that succeeded
 * @param failedCalls   the calls that failed
 * @param missedCalls   the calls the schedule held that were never sent
 * @param latency       the successful calls' latencies from their intended start; null when none succeeded
 * @param unmet         why the rate did not meet the SLO (its p99 was not under it, it was held, a call failed, its
 *                      pool could not start); null when it met it
 */
public record RateStep(double rate, double windowSeconds, boolean confirming, int threads, long calls,
                       long failedCalls, long missedCalls, Percentiles latency, String unmet) {

    /** How {@link #unmet()} begins for a window held because the client could not keep its schedule. */
    public static final String HELD = "held: ";
    /** How {@link #unmet()} begins for a window whose pool of threads could not start. */
    public static final String NOT_STARTED = "its pool of ";

    /** Whether the window was held: its figures are the client's, not the engine's. */
    public boolean held() {
        return unmet != null && unmet.startsWith(HELD);
    }

    /** Whether its pool of threads could not start, so that it has no figures. */
    public boolean notStarted() {
        return unmet != null && unmet.startsWith(NOT_STARTED);
    }
}
