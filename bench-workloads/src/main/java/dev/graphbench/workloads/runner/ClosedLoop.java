package dev.graphbench.workloads.runner;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Throughput;
import dev.graphbench.workloads.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BrokenBarrierException;
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

    /**
     * What one measurement gave.
     *
     * @param throughput the measurement, or null when some thread could not start
     * @param setupFailure why some thread could not start (its session or a warm-up call failed), or null
     * @param warmups    each thread's warm-up calls and answers, by thread
     */
    record Outcome(Throughput throughput, String setupFailure, List<List<ReferenceAnswers.Call>> warmups) {
    }

    private final Engine engine;
    private final CallWatch watch;
    private final Workload workload;
    private final int warmupCalls;
    private final long durationNanos;
    private final Timetable timetable;

    /** {@code timetable} says when each window opens; null to open it as soon as every thread is ready. */
    ClosedLoop(Engine engine, CallWatch watch, Workload workload, int warmupCalls, double durationSeconds,
               Timetable timetable) {
        this.timetable = timetable;
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
    Outcome run(List<List<Map<String, Object>>> arguments, int reported, String threadNamePrefix) {
        int threads = arguments.size();
        Intervals intervals = new Intervals(threads, durationNanos, workload);
        Window window = new Window(durationNanos, intervals, timetable);
        CyclicBarrier start = new CyclicBarrier(threads, window::open);
        List<Worker> workers = new ArrayList<>(threads);
        List<Thread> running = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            Worker worker = new Worker(t, arguments.get(t), start, window, intervals.slot(t));
            workers.add(worker);
            running.add(Thread.ofPlatform().daemon().name(threadNamePrefix + t).start(worker));
        }
        join(running);
        Intervals.Recorded recorded = window.opened() ? intervals.stop() : null;
        for (Worker worker : workers) {
            if (worker.crash != null) {
                throw worker.crash;
            }
        }
        List<List<ReferenceAnswers.Call>> warmups = workers.stream().map(w -> w.warmups).toList();
        String setupFailure = workers.stream().filter(w -> w.setupFailure != null)
                .map(w -> "thread " + w.index + ": " + w.setupFailure).findFirst().orElse(null);
        if (setupFailure != null) {
            return new Outcome(null, setupFailure, warmups);
        }

        long lastEnd = window.start;
        String firstFailure = null;
        for (Worker worker : workers) {
            lastEnd = Math.max(lastEnd, worker.lastEnd);
            if (firstFailure == null && worker.firstFailure != null) {
                firstFailure = "thread " + worker.index + ": " + Failures.oneLine(worker.firstFailure);
            }
        }
        long calls = recorded.succeeded().getTotalCount();
        double seconds = (lastEnd - window.start) / 1e9;
        Throughput throughput = new Throughput(reported, seconds, calls, recorded.failed(), seconds > 0 ? calls / seconds : 0,
                Histograms.latency(recorded.succeeded()), null, firstFailure, recorded.seconds(),
                recorded.log(), recorded.mix(seconds));
        return new Outcome(throughput, null, warmups);
    }

    /** Waits for every thread; interrupted, interrupts them all. */
    static void join(List<Thread> running) {
        for (Thread thread : running) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                running.forEach(Thread::interrupt);
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while " + running.size() + " threads were measuring", e);
            }
        }
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
            start = System.nanoTime();
            deadline = start + duration;
            intervals.start(start);
        }

        boolean opened() {
            return start != 0;
        }
    }

    /** One thread: its session, its warm-up, its timed loop; what it found is read after it ends. */
    private final class Worker implements Runnable {
        private final int index;
        private final List<Map<String, Object>> arguments;
        private final CyclicBarrier start;
        private final Window window;
        private final Intervals.Slot slot;
        private List<ReferenceAnswers.Call> warmups = List.of();
        private long lastEnd;
        private RuntimeException firstFailure;
        private String setupFailure;
        private Error crash;

        Worker(int index, List<Map<String, Object>> arguments, CyclicBarrier start, Window window, Intervals.Slot slot) {
            this.index = index;
            this.arguments = arguments;
            this.start = start;
            this.window = window;
            this.slot = slot;
        }

        @Override
        public void run() {
            WarmedSession warmed = null;
            try {
                warmed = WarmedSession.open(engine, watch, workload, arguments, warmupCalls);
                warmups = warmed.warmups();
                setupFailure = warmed.setupFailure();
                // Every thread meets the others here, even one that could not start, so none waits forever.
                start.await();
                if (warmed.ready()) {
                    timedLoop(warmed);
                }
            } catch (InterruptedException e) {
                setupFailure = "interrupted";
                Thread.currentThread().interrupt();
            } catch (BrokenBarrierException e) {
                setupFailure = "another thread was interrupted";
            } catch (Error e) {
                crash = e;
            } finally {
                if (warmed != null) {
                    warmed.close();
                }
            }
        }

        /** Keeps what the loop needs in locals; each latency goes to the thread's own recorder. */
        private void timedLoop(WarmedSession warmed) {
            Session session = warmed.session();
            CallWatch.Watched watched = warmed.watched();
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
                watched.begin();
                long begin = System.nanoTime();
                try {
                    workload.call(session, call);
                    end = System.nanoTime();
                    watched.end();
                    slot.succeeded(end - begin, member);
                } catch (RuntimeException e) {
                    end = System.nanoTime();
                    watched.end();
                    slot.failed(end - begin, member);
                    if (failure == null) {
                        failure = watched.explain(e);
                    }
                }
            }
            firstFailure = failure;
            lastEnd = end;
        }
    }
}
