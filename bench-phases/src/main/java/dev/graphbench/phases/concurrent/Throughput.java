package dev.graphbench.phases.concurrent;

import dev.graphbench.results.Latency;
import dev.graphbench.results.Telemetry;
import java.util.List;

/**
 * One closed-loop measurement of a workload at one number of threads: every thread has its own
 * session and makes its next call as soon as its last one returns, for a fixed time after its
 * warm-up calls.
 *
 * @param threads        how many threads called at once
 * @param seconds        the wall time of the timed window, from its start to the end of the last call
 * @param calls          the calls that succeeded in that window
 * @param failedCalls    the calls that failed in it; counted, never dropped
 * @param callsPerSecond {@code calls / seconds}
 * @param latency        the latencies of the successful calls, every thread's merged; null when none succeeded
 * @param speedup        {@code callsPerSecond} over that of one thread; null when one thread was not measured
 * @param firstFailure   the first failed call's one-line reason; null when none failed
 * @param intervals      each second of the window; empty in files written before they were kept
 * @param intervalLog    the same seconds as an HdrHistogram interval log of latencies in nanoseconds (failed
 *                       calls tagged {@code failed}), which adds up exactly; null likewise
 * @param mix            each workload of a mixed workload apart; empty for a workload that is no mix
 * @param telemetry      what the server and the client used, second by second beside {@code intervals}; null when
 *                       not sampled ({@code --telemetry false}), or in files written before it was kept
 */
public record Throughput(int threads, double seconds, long calls, long failedCalls, double callsPerSecond,
                         Latency latency, Double speedup, String firstFailure, List<Interval> intervals,
                         String intervalLog, List<MixShare> mix, Telemetry telemetry) {

    /** Copies the lists. */
    public Throughput {
        intervals = intervals == null ? List.of() : List.copyOf(intervals);
        mix = mix == null ? List.of() : List.copyOf(mix);
    }

    /** A measurement without its telemetry. */
    public Throughput(int threads, double seconds, long calls, long failedCalls, double callsPerSecond,
                      Latency latency, Double speedup, String firstFailure, List<Interval> intervals,
                      String intervalLog, List<MixShare> mix) {
        this(threads, seconds, calls, failedCalls, callsPerSecond, latency, speedup, firstFailure, intervals,
                intervalLog, mix, null);
    }

    /** A measurement without its seconds. */
    public Throughput(int threads, double seconds, long calls, long failedCalls, double callsPerSecond,
                      Latency latency, Double speedup, String firstFailure) {
        this(threads, seconds, calls, failedCalls, callsPerSecond, latency, speedup, firstFailure, List.of(), null, List.of(),
                null);
    }

    /** The same measurement with {@code speedup} set. */
    public Throughput withSpeedup(Double speedup) {
        return new Throughput(threads, seconds, calls, failedCalls, callsPerSecond, latency, speedup, firstFailure,
                intervals, intervalLog, mix, telemetry);
    }
}
