package dev.graphbench.results;

import java.time.Instant;
import java.util.List;

/**
 * How the figures were taken, so that two results files can be compared honestly.
 *
 * @param warmupCalls           untimed calls before each workload, and before each thread's timed window
 * @param calls                 timed calls asked for per workload
 * @param maxSecondsPerWorkload the time after which a workload stops calling, whatever {@code calls} says
 * @param timer                 the clock and where it was read
 * @param threads               the concurrent phase's headline thread count; null in files written before it
 * @param durationSeconds       the timed window of each concurrent measurement; null likewise
 * @param sweep                 the thread counts of the thread sweep, ascending; null likewise
 * @param hopsPeople            the people the hops phase starts from; null likewise
 * @param warmupSeconds         the least time each workload is warmed up for, besides {@code warmupCalls}; null likewise
 * @param settleSeconds         the untimed pass over the run's reads before the first timed phase; null likewise
 * @param callTimeoutSeconds    how long a call may go unanswered before it is ended and its workload held; null likewise
 * @param rates                 the offered rates of the open-loop measurements, calls a second ascending; null when
 *                              none were asked for
 * @param sloMs                 the p99 limit, in ms, under which a rate's throughput is usable; null likewise
 * @param arrivals              how the open loop spaced its intended start times ({@code uniform} or
 *                              {@code poisson}); null likewise
 * @param mix                   the mixed workload, as {@code --mix} writes it; null when none was asked for
 * @param client                which of several clients wrote the file, {@code K/N}, or how many clients' files
 *                              were merged into it, {@code N merged}; null for a run of one client
 * @param startAt               the time the clients' first concurrent window opened, agreed on the command line;
 *                              null without one
 * @param loadWarmupScaleFactor the scale factor of the untimed load before the timed one; null when the load
 *                              was not warmed up, or not run
 */
public record Method(int warmupCalls, int calls, double maxSecondsPerWorkload, String timer, Integer threads,
                     Double durationSeconds, List<Integer> sweep, Integer hopsPeople, Double warmupSeconds,
                     Double settleSeconds, Double callTimeoutSeconds, List<Double> rates, Double sloMs,
                     String arrivals, String mix, String client, Instant startAt,
                     Double loadWarmupScaleFactor) {

    /** Copies the lists. */
    public Method {
        sweep = sweep == null ? null : List.copyOf(sweep);
        rates = rates == null ? null : List.copyOf(rates);
    }

    /** The same method as written by client {@code client} ({@code K/N} or {@code N merged}). */
    public Method withClient(String client) {
        return new Method(warmupCalls, calls, maxSecondsPerWorkload, timer, threads, durationSeconds, sweep, hopsPeople,
                warmupSeconds, settleSeconds, callTimeoutSeconds, rates, sloMs, arrivals, mix, client, startAt,
                loadWarmupScaleFactor);
    }

    /** The method of a run without an open loop. */
    public Method(int warmupCalls, int calls, double maxSecondsPerWorkload, String timer, Integer threads,
                  Double durationSeconds, List<Integer> sweep, Integer hopsPeople, Double warmupSeconds,
                  Double settleSeconds, Double callTimeoutSeconds) {
        this(warmupCalls, calls, maxSecondsPerWorkload, timer, threads, durationSeconds, sweep, hopsPeople,
                warmupSeconds, settleSeconds, callTimeoutSeconds, null, null, null, null, null, null, null);
    }

    /** The method of the sequential phases alone. */
    public Method(int warmupCalls, int calls, double maxSecondsPerWorkload, String timer) {
        this(warmupCalls, calls, maxSecondsPerWorkload, timer, null, null, null, null, null, null, null);
    }
}
