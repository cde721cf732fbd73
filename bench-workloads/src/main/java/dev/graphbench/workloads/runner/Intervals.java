package dev.graphbench.workloads.runner;

import dev.graphbench.results.Interval;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * The latencies of one concurrent measurement, second by second. Each thread records into recorders
 * of its own ({@link Slot}), so that no two threads write one histogram; a sampler thread takes
 * every recorder's interval histogram at each second of the window and adds them up. The whole
 * window's histogram is the sum of its seconds, so the per-second figures and the totals always agree.
 */
final class Intervals {

    private static final long SECOND = 1_000_000_000L;
    /** The tag of failed calls' histograms in the interval log. */
    static final String FAILED = "failed";

    private final List<Slot> slots = new ArrayList<>();
    private final List<Histogram> succeeded = new ArrayList<>();
    private final List<Histogram> failed = new ArrayList<>();
    private long startNanos;
    private long startEpochMillis;
    private Thread sampler;

    /** A slot for each of {@code threads} threads. */
    Intervals(int threads) {
        for (int t = 0; t < threads; t++) {
            slots.add(new Slot());
        }
    }

    /** Thread {@code t}'s slot. */
    Slot slot(int t) {
        return slots.get(t);
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
            for (long second = 1; !Thread.currentThread().isInterrupted(); second++) {
                long due = startNanos + second * SECOND;
                for (long now = System.nanoTime(); now < due && !Thread.currentThread().isInterrupted();
                        now = System.nanoTime()) {
                    LockSupport.parkNanos(due - now);
                }
                if (!Thread.currentThread().isInterrupted()) {
                    sample();
                }
            }
        });
    }

    /** Every thread is done: the last, partial second is taken, and the seconds are final. */
    Recorded stop() {
        sampler.interrupt();
        try {
            sampler.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sample();
        Histogram allSucceeded = Latencies.histogram();
        long allFailed = 0;
        List<Interval> seconds = new ArrayList<>();
        for (int s = 0; s < succeeded.size(); s++) {
            Histogram ok = succeeded.get(s);
            allSucceeded.add(ok);
            allFailed += failed.get(s).getTotalCount();
            boolean any = ok.getTotalCount() > 0;
            seconds.add(new Interval(s, ok.getTotalCount(), failed.get(s).getTotalCount(),
                    any ? Latencies.millis(ok.getValueAtPercentile(50)) : null,
                    any ? Latencies.millis(ok.getValueAtPercentile(99)) : null));
        }
        // A last sample taken just after a whole second holds nothing: it is no second of the window.
        if (seconds.size() > 1 && seconds.getLast().calls() == 0 && seconds.getLast().failedCalls() == 0) {
            seconds.removeLast();
            succeeded.removeLast();
            failed.removeLast();
        }
        return new Recorded(allSucceeded, allFailed, seconds, log());
    }

    private synchronized void sample() {
        Histogram ok = Latencies.histogram();
        Histogram bad = Latencies.histogram();
        for (Slot slot : slots) {
            ok.add(slot.succeeded.getIntervalHistogram());
            bad.add(slot.failed.getIntervalHistogram());
        }
        succeeded.add(ok);
        failed.add(bad);
    }

    /** The seconds in HdrHistogram's interval log format: each second's successful calls, then its failed ones tagged. */
    private String log() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        HistogramLogWriter writer = new HistogramLogWriter(out);
        writer.outputLogFormatVersion();
        writer.outputStartTime(startEpochMillis);
        writer.setBaseTime(startEpochMillis);
        writer.outputLegend();
        for (int s = 0; s < succeeded.size(); s++) {
            long from = startEpochMillis + s * 1000L;
            for (Histogram histogram : List.of(succeeded.get(s), failed.get(s))) {
                histogram.setStartTimeStamp(from);
                histogram.setEndTimeStamp(from + 1000);
            }
            failed.get(s).setTag(FAILED);
            writer.outputIntervalHistogram(succeeded.get(s));
            writer.outputIntervalHistogram(failed.get(s));
        }
        out.flush();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /**
     * What the window recorded.
     *
     * @param succeeded every successful call's latency, the seconds added up
     * @param failed    the failed calls
     * @param seconds   each second's figures
     * @param log       the seconds as an HdrHistogram interval log
     */
    record Recorded(Histogram succeeded, long failed, List<Interval> seconds, String log) {
    }

    /** One thread's recorders: only that thread records into them. */
    static final class Slot {
        private final SingleWriterRecorder succeeded = new SingleWriterRecorder(3);
        private final SingleWriterRecorder failed = new SingleWriterRecorder(3);

        /** A call that succeeded after {@code nanos}. */
        void succeeded(long nanos) {
            succeeded.recordValue(Math.max(1, nanos));
        }

        /** A call that failed after {@code nanos}. */
        void failed(long nanos) {
            failed.recordValue(Math.max(1, nanos));
        }
    }
}
