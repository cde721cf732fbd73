package dev.graphbench.phases.concurrent;

import dev.graphbench.results.Percentiles;
import dev.graphbench.results.Telemetry;
import java.util.List;

/**
 * One open-loop measurement of a workload at one offered rate: calls are scheduled at intended
 * times and issued by a pool of threads, each with its own session, and each call's latency is
 * measured from its intended start, so that a stall delays the calls behind it and shows in their
 * latencies (no coordinated omission). Its service time, from when it was actually sent, is kept apart.
 *
 * @param targetRate   the calls a second asked for
 * @param threads      the threads that issued them
 * @param seconds      the wall time from the start of the schedule to the end of the last call
 * @param calls        the calls that succeeded
 * @param failedCalls  the calls that failed; counted, never dropped
 * @param missedCalls  the calls the schedule held that were never sent: the pool was still behind when the window closed
 * @param achievedRate the calls that ended, succeeded or failed, over {@code seconds}
 * @param latency      the successful calls' latencies from their intended start; null when none succeeded
 * @param service      the same calls' service times, from when each was sent; null likewise
 * @param lag          how late each call was sent after its intended start; null when none was sent
 * @param held         why the figures are the client's and not the engine's (the schedule was not kept), or null
 * @param firstFailure the first failed call's one-line reason; null when none failed
 * @param intervals    each second of the window; empty in files written before they were kept
 * @param intervalLog  the same seconds as an HdrHistogram interval log of intended-time latencies in
 *                     nanoseconds (failed calls tagged {@code failed}), which adds up exactly; null likewise
 * @param mix          each workload of a mixed workload apart; empty for a workload that is no mix
 * @param serviceHistogram the service times in nanoseconds, encoded ({@link dev.graphbench.results.Histograms#encode}); null in files
 *                     written before they were kept
 * @param lagHistogram the schedule lags in nanoseconds, encoded; null likewise
 * @param telemetry    what the server and the client used, second by second beside {@code intervals}; null when
 *                     not sampled ({@code --telemetry false}), or in files written before it was kept
 */
public record RateResult(double targetRate, int threads, double seconds, long calls, long failedCalls, long missedCalls,
                         double achievedRate, Percentiles latency, Percentiles service, Percentiles lag, String held,
                         String firstFailure, List<Interval> intervals, String intervalLog, List<MixShare> mix,
                         String serviceHistogram, String lagHistogram, Telemetry telemetry) {

    /** Copies the lists. */
    public RateResult {
        intervals = intervals == null ? List.of() : List.copyOf(intervals);
        mix = mix == null ? List.of() : List.copyOf(mix);
    }

    /** A measurement without its telemetry. */
    public RateResult(double targetRate, int threads, double seconds, long calls, long failedCalls, long missedCalls,
                      double achievedRate, Percentiles latency, Percentiles service, Percentiles lag, String held,
                      String firstFailure, List<Interval> intervals, String intervalLog, List<MixShare> mix,
                      String serviceHistogram, String lagHistogram) {
        this(targetRate, threads, seconds, calls, failedCalls, missedCalls, achievedRate, latency, service, lag, held,
                firstFailure, intervals, intervalLog, mix, serviceHistogram, lagHistogram, null);
    }
}
