package dev.graphbench.workloads.runner;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.results.Throughput;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.answers.Canonical;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import org.HdrHistogram.Histogram;

/**
 * One closed-loop measurement: {@code threads} threads, each with a session of its own, make their
 * warm-up calls, meet, and then call back to back until the timed window closes. A thread's calls
 * touch nothing another thread touches: each counts its own calls and failures and records its
 * latencies in its own histogram, merged once every thread is done.
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

    ClosedLoop(Engine engine, CallWatch watch, Workload workload, int warmupCalls, double durationSeconds) {
        this.engine = engine;
        this.watch = watch;
        this.workload = workload;
        this.warmupCalls = warmupCalls;
        this.durationNanos = (long) (durationSeconds * 1e9);
    }

    /**
     * Measures with {@code arguments.size()} threads; thread {@code t} takes its warm-up calls from
     * the head of {@code arguments.get(t)} and cycles through the rest.
     */
    Outcome run(List<List<Map<String, Object>>> arguments, String threadNamePrefix) {
        int threads = arguments.size();
        Window window = new Window(durationNanos);
        CyclicBarrier start = new CyclicBarrier(threads, window::open);
        List<Worker> workers = new ArrayList<>(threads);
        List<Thread> running = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            Worker worker = new Worker(t, arguments.get(t), start, window);
            workers.add(worker);
            running.add(Thread.ofPlatform().daemon().name(threadNamePrefix + t).start(worker));
        }
        for (Thread thread : running) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                running.forEach(Thread::interrupt);
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while " + threads + " threads were measuring", e);
            }
        }
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

        Histogram merged = Latencies.histogram();
        long calls = 0;
        long failed = 0;
        long lastEnd = window.start;
        String firstFailure = null;
        for (Worker worker : workers) {
            merged.add(worker.latencies);
            calls += worker.calls;
            failed += worker.failed;
            lastEnd = Math.max(lastEnd, worker.lastEnd);
            if (firstFailure == null && worker.firstFailure != null) {
                firstFailure = "thread " + worker.index + ": " + Failures.oneLine(worker.firstFailure);
            }
        }
        double seconds = (lastEnd - window.start) / 1e9;
        Throughput throughput = new Throughput(threads, seconds, calls, failed, seconds > 0 ? calls / seconds : 0,
                calls > 0 ? Latencies.of(merged) : null, null, firstFailure);
        return new Outcome(throughput, null, warmups);
    }

    /** The timed window, opened by the last thread to arrive at the start; read by all after the barrier. */
    private static final class Window {
        private final long duration;
        private long start;
        private long deadline;

        Window(long duration) {
            this.duration = duration;
        }

        void open() {
            start = System.nanoTime();
            deadline = start + duration;
        }
    }

    /** One thread: its session, its warm-up, its timed loop; its counters are read after it ends. */
    private final class Worker implements Runnable {
        private final int index;
        private final List<Map<String, Object>> arguments;
        private final CyclicBarrier start;
        private final Window window;
        /** Allocated by the worker's own thread, in its own allocation buffer, away from the other threads'. */
        private Histogram latencies;
        private final List<ReferenceAnswers.Call> warmups = new ArrayList<>();
        private long calls;
        private long failed;
        private long lastEnd;
        private RuntimeException firstFailure;
        private String setupFailure;
        private Error crash;
        private CallWatch.Watched watched;

        Worker(int index, List<Map<String, Object>> arguments, CyclicBarrier start, Window window) {
            this.index = index;
            this.arguments = arguments;
            this.start = start;
            this.window = window;
        }

        @Override
        public void run() {
            Session session = null;
            try {
                latencies = Latencies.histogram();
                session = warmUp();
                // Every thread meets the others here, even one that could not start, so none waits forever.
                start.await();
                if (session != null && setupFailure == null) {
                    timedLoop(session);
                }
            } catch (InterruptedException e) {
                setupFailure = "interrupted";
                Thread.currentThread().interrupt();
            } catch (BrokenBarrierException e) {
                setupFailure = "another thread was interrupted";
            } catch (Error e) {
                crash = e;
            } finally {
                if (watched != null) {
                    watched.close();
                }
                close(session);
            }
        }

        private Session warmUp() {
            Session session;
            try {
                session = engine.openSession();
            } catch (RuntimeException e) {
                setupFailure = "opening its session failed: " + Failures.oneLine(e);
                return null;
            }
            watched = watch.on(session);
            Map<String, Object> current = null;
            try {
                for (int i = 0; i < warmupCalls; i++) {
                    current = arguments.get(i);
                    watched.begin();
                    String canonical = workload.canonical(workload.call(session, current));
                    watched.end();
                    warmups.add(new ReferenceAnswers.Call(Canonical.arguments(current), canonical, Canonical.digest(canonical)));
                }
            } catch (RuntimeException e) {
                setupFailure = "warm-up call (" + Canonical.arguments(current) + ") failed: "
                        + Failures.oneLine(watched.explain(e));
            }
            return session;
        }

        /**
         * Counts in locals, written to the fields once at the end: the workers sit side by side in
         * memory, and threads writing neighbouring fields on every call would share cache lines.
         */
        private void timedLoop(Session session) {
            long deadline = window.deadline;
            Histogram histogram = latencies;
            int first = warmupCalls;
            int size = arguments.size();
            int next = first;
            long succeeded = 0;
            long failures = 0;
            RuntimeException failure = null;
            long end = System.nanoTime();
            while (end < deadline) {
                Map<String, Object> call = arguments.get(next);
                next = next + 1 == size ? first : next + 1;
                watched.begin();
                long begin = System.nanoTime();
                try {
                    workload.call(session, call);
                    end = System.nanoTime();
                    watched.end();
                    histogram.recordValue(Math.max(1, end - begin));
                    succeeded++;
                } catch (RuntimeException e) {
                    end = System.nanoTime();
                    watched.end();
                    failures++;
                    if (failure == null) {
                        failure = watched.explain(e);
                    }
                }
            }
            calls = succeeded;
            failed = failures;
            firstFailure = failure;
            lastEnd = end;
        }

        private void close(Session session) {
            if (session == null) {
                return;
            }
            try {
                session.close();
            } catch (RuntimeException e) {
                // The window is closed and counted; a session that will not close changes none of it.
                return;
            }
        }
    }
}
