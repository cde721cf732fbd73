package dev.graphbench.phases.concurrent;

import dev.graphbench.host.telemetry.TelemetryRecorder;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Telemetry;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * The latencies of one concurrent measurement, second by second. Each thread records into recorders
 * of its own ({@link Slot}), so that no two threads write one histogram; a sampler thread takes
 * every recorder's interval histogram at each second of the window and adds them up. The whole
 * window's histogram is the sum of its seconds, so the per-second figures and the totals always agree.
 * The window's telemetry, when it is sampled, is read on the same clock, a sample closing each second.
 */
final class Intervals {

    private static final long SECOND = 1_000_000_000L;

    private final List<Slot> slots = new ArrayList<>();
    private final List<Histogram> succeeded = new ArrayList<>();
    private final List<Histogram> failed = new ArrayList<>();
    private long startNanos;
    private long startEpochMillis;
    private Thread sampler;
    private volatile boolean stopped;

    private final int windowSeconds;
    /** The workloads of a mix, each counted apart; none for a workload that is no mix. */
    private final List<Workload> members;
    private final Workload workload;
    private final TelemetryRecorder telemetry;

    /**
     * A slot for each of {@code threads} threads, for a window of {@code durationNanos}: calls that end
     * after the window's last second (those in flight when it closed) count in that second. When
     * {@code workload} is a mix, each of its workloads' calls are also counted apart. {@code telemetry} reads
     * what the server and the client use, second by second; null for none.
     */
    Intervals(int threads, long durationNanos, Workload workload, TelemetryRecorder telemetry) {
        this.windowSeconds = (int) Math.max(1, (durationNanos + SECOND - 1) / SECOND);
        this.workload = workload;
        this.members = workload.members();
        this.telemetry = telemetry;
        for (int t = 0; t < threads; t++) {
            slots.add(new Slot(members.size()));
        }
    }

    /** Which workload of the mix the call with {@code arguments} is; -1 when the workload is no mix. */
    int member(Map<String, Object> arguments) {
        return members.isEmpty() ? -1 : workload.member(arguments);
    }

    /** Thread {@code t}'s slot. */
    Slot slot(int t) {
        return slots.get(t);
    }

    /**
     * The window's threads are all waiting for it to open: what its telemetry counts from is read now, so
     * that no call of the window is before it.
     */
    void ready() {
        if (telemetry != null) {
            telemetry.ready();
        }
    }

    /** The window opens at {@code nanos} ({@link System#nanoTime()}): from then, a histogram a second. */
    void start(long nanos) {
        startNanos = nanos;
        startEpochMillis = System.currentTimeMillis();
        for (Slot slot : slots) {
            // What the warm-up recorded, if anything, is not the window's.
            slot.succeeded.reset();
            slot.failed.reset();
        }
        sampler = Thread.ofPlatform().daemon().name("bench-intervals").start(() -> {
            for (long second = 1; !stopped; second++) {
                long due = startNanos + second * SECOND;
                for (long now = System.nanoTime(); now < due && !stopped; now = System.nanoTime()) {
                    LockSupport.parkNanos(due - now);
                }
                if (!stopped) {
                    sample();
                }
            }
        });
        if (telemetry != null) {
            telemetry.start(nanos);
        }
    }

    /** Every thread is done: the last, partial second is taken, and the seconds are final. */
    Recorded stop() {
        // A flag, not an interrupt: HdrHistogram's phase flip swallows an interrupt that comes while it waits.
        stopped = true;
        LockSupport.unpark(sampler);
        try {
            sampler.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sample();
        while (succeeded.size() > windowSeconds) {
            succeeded.get(succeeded.size() - 2).add(succeeded.removeLast());
            failed.get(failed.size() - 2).add(failed.removeLast());
        }
        IntervalLog log = new IntervalLog(startEpochMillis, succeeded, failed);
        return new Recorded(log.allSucceeded(), log.allFailed(), log.intervals(), log.text(), shares(),
                telemetry == null ? null : telemetry.stop(windowSeconds));
    }

    /** Each workload of the mix: its calls and latencies, every thread's added up; empty for a workload that is no mix. */
    private List<Share> shares() {
        List<Share> shares = new ArrayList<>();
        for (int m = 0; m < members.size(); m++) {
            Histogram latencies = Histograms.empty();
            long failures = 0;
            for (Slot slot : slots) {
                latencies.add(slot.memberSucceeded[m]);
                failures += slot.memberFailed[m];
            }
            shares.add(new Share(members.get(m).id(), workload.weights().get(m), latencies, failures));
        }
        return shares;
    }

    private synchronized void sample() {
        Histogram ok = Histograms.empty();
        Histogram bad = Histograms.empty();
        for (Slot slot : slots) {
            ok.add(slot.succeeded.getIntervalHistogram());
            bad.add(slot.failed.getIntervalHistogram());
        }
        succeeded.add(ok);
        failed.add(bad);
    }

    /**
     * What the window recorded.
     *
     * @param succeeded every successful call's latency, the seconds added up
     * @param failed    the failed calls
     * @param seconds   each second's figures
     * @param log       the seconds as an HdrHistogram interval log
     * @param shares    each workload of a mix apart; empty for a workload that is no mix
     * @param telemetry what the server and the client used, second by second; null when not sampled
     */
    record Recorded(Histogram succeeded, long failed, List<Interval> seconds, String log, List<Share> shares,
                    Telemetry telemetry) {

        /** Each workload of a mix, its calls a second over {@code seconds}; empty for a workload that is no mix. */
        List<MixShare> mix(double seconds) {
            return shares.stream().map(share -> new MixShare(share.workload(), share.weight(),
                    share.succeeded().getTotalCount(), share.failed(),
                    seconds > 0 ? share.succeeded().getTotalCount() / seconds : 0,
                    Histograms.latency(share.succeeded()))).toList();
        }
    }

    /** One workload of a mix: its successful calls' latencies and its failed calls. */
    record Share(String workload, int weight, Histogram succeeded, long failed) {
    }

    /** One thread's recorders: only that thread records into them. */
    static final class Slot {
        private final SingleWriterRecorder succeeded = new SingleWriterRecorder(3);
        private final SingleWriterRecorder failed = new SingleWriterRecorder(3);
        /** Each workload of a mix apart, read once the thread is done. */
        private final Histogram[] memberSucceeded;
        private final long[] memberFailed;

        Slot(int members) {
            memberSucceeded = new Histogram[members];
            for (int m = 0; m < members; m++) {
                memberSucceeded[m] = Histograms.empty();
            }
            memberFailed = new long[members];
        }

        /** A call that succeeded after {@code nanos}; {@code member} is its workload in a mix, or -1. */
        void succeeded(long nanos, int member) {
            succeeded.recordValue(Math.max(1, nanos));
            if (member >= 0) {
                memberSucceeded[member].recordValue(Math.max(1, nanos));
            }
        }

        /** A call that failed after {@code nanos}; {@code member} is its workload in a mix, or -1. */
        void failed(long nanos, int member) {
            failed.recordValue(Math.max(1, nanos));
            if (member >= 0) {
                memberFailed[member]++;
            }
        }
    }
}
