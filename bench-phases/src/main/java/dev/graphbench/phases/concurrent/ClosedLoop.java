package dev.graphbench.phases.concurrent;

import dev.graphbench.api.Engine;
import dev.graphbench.host.telemetry.TelemetrySource;
import dev.graphbench.results.Histograms;
import dev.graphbench.runner.calls.CallStep;
import dev.graphbench.runner.calls.CallWatch;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;

/**
 * One closed-loop measurement: {@code threads} threads, each with a session of its own, make their
 * warm-up calls, meet, and then call back to back until the timed window closes. A thread's calls
 * touch nothing another thread touches: each records its latencies and failures in recorders of its
 * own, which {@link Intervals} adds up second by second.
 */
final class ClosedLoop {

    /** Arguments per thread for the timed window, cycled through: distinct enough, cheap to draw. */
    static final int TIMED_ARGUMENTS = 1_000;

    private final Engine engine;
    private final CallWatch watch;
    private final Workload workload;
    private final int warmupCalls;
    private final long durationNanos;
    private final Timetable timetable;
    private final TelemetrySource telemetry;

    /**
     * {@code timetable} says when each window opens, null to open it as soon as every thread is ready;
     * {@code telemetry} is sampled through each window, null for none.
     */
    ClosedLoop(Engine engine, CallWatch watch, Workload workload, int warmupCalls, double durationSeconds,
               Timetable timetable, TelemetrySource telemetry) {
        this.timetable = timetable;
        this.telemetry = telemetry;
        this.engine = engine;
        this.watch = watch;
        this.workload = workload;
        this.warmupCalls = warmupCalls;
        this.durationNanos = (long) (durationSeconds * 1e9);
    }

    /**
     * Measures with {@code arguments.size()} threads, reported as {@code reported} (all clients' threads);
     * thread {@code t} takes its warm-up calls from the head of {@code arguments.get(t)} and cycles through the rest.
     */
    Measured<Throughput> run(List<List<Map<String, Object>>> arguments, int reported, String threadNamePrefix) {
        int threads = arguments.size();
        Intervals intervals = new Intervals(threads, durationNanos, workload,
                telemetry == null ? null : telemetry.recorder());
        Window window = new Window(durationNanos, intervals, timetable);
        CyclicBarrier start = new CyclicBarrier(threads, window::open);
        List<Worker> workers = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            workers.add(new Worker(t, arguments.get(t), start, window, intervals.slot(t)));
        }
        PoolWorker.runAll(workers, threadNamePrefix);
        Intervals.Recorded recorded = window.opened() ? intervals.stop() : null;
        List<List<ReferenceAnswers.Call>> warmups = PoolWorker.warmups(workers);
        String setupFailure = PoolWorker.setupFailure(workers);
        if (setupFailure != null) {
            return new Measured<>(null, setupFailure, warmups);
        }
        long lastEnd = PoolWorker.lastEnd(workers, window.start);
        String firstFailure = PoolWorker.firstFailure(workers);
        long calls = recorded.succeeded().getTotalCount();
        double seconds = (lastEnd - window.start) / 1e9;
        Throughput throughput = new Throughput(reported, seconds, calls, recorded.failed(), seconds > 0 ? calls / seconds : 0,
                Histograms.latency(recorded.succeeded()), null, firstFailure, recorded.seconds(),
                recorded.log(), recorded.mix(seconds), recorded.telemetry());
        return new Measured<>(throughput, null, warmups);
    }

    /** The timed window, opened by the last thread to arrive at the start; read by all after the barrier. */
    private static final class Window {
        private final long duration;
        private final Intervals intervals;
        private final Timetable timetable;
        private long start;
        private long deadline;

        Window(long duration, Intervals intervals, Timetable timetable) {
            this.duration = duration;
            this.intervals = intervals;
            this.timetable = timetable;
        }

        void open() {
            if (timetable != null) {
                timetable.awaitNext();
            }
            intervals.ready();
            start = System.nanoTime();
            deadline = start + duration;
            intervals.start(start);
        }

        boolean opened() {
            return start != 0;
        }
    }

    /** One thread: its timed loop, back to back until the window closes. */
    private final class Worker extends PoolWorker {
        private final Window window;
        private final Intervals.Slot slot;

        Worker(int index, List<Map<String, Object>> arguments, CyclicBarrier start, Window window, Intervals.Slot slot) {
            super(index, arguments, start, ClosedLoop.this.engine, ClosedLoop.this.watch, ClosedLoop.this.workload,
                    ClosedLoop.this.warmupCalls);
            this.window = window;
            this.slot = slot;
        }

        /** Keeps what the loop needs in locals; each latency goes to the thread's own recorder. */
        @Override
        void timed(WarmedSession warmed) {
            CallStep step = warmed.step();
            long deadline = window.deadline;
            int first = warmupCalls;
            int size = arguments.size();
            int next = first;
            RuntimeException failure = null;
            long end = System.nanoTime();
            while (end < deadline) {
                Map<String, Object> call = arguments.get(next);
                int member = window.intervals.member(call);
                next = next + 1 == size ? first : next + 1;
                try {
                    step.timed(workload, call);
                    end = step.ended();
                    slot.succeeded(end - step.began(), member);
                } catch (RuntimeException e) {
                    end = step.ended();
                    slot.failed(end - step.began(), member);
                    if (failure == null) {
                        failure = warmed.watched().explain(e);
                    }
                }
            }
            firstFailure = failure;
            lastEnd = end;
        }
    }
}
