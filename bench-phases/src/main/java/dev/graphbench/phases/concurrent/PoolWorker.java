package dev.graphbench.phases.concurrent;

import dev.graphbench.api.Engine;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.calls.CallWatch;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/**
 * One thread of a concurrent measurement, closed or open loop: it opens its session and makes its
 * warm-up calls, meets the others at the start, then makes its timed calls; what it found is read
 * once every thread is done ({@link #runAll} and the summaries after it).
 */
abstract class PoolWorker implements Runnable {

    final int index;
    final List<Map<String, Object>> arguments;
    final Workload workload;
    final int warmupCalls;
    private final CyclicBarrier start;
    private final Engine engine;
    private final CallWatch watch;
    List<ReferenceAnswers.Call> warmups = List.of();
    /** When its last timed call ended, {@link System#nanoTime()}. */
    long lastEnd;
    /** Its first failed call, or null. */
    RuntimeException firstFailure;
    String setupFailure;
    Error crash;

    PoolWorker(int index, List<Map<String, Object>> arguments, CyclicBarrier start, Engine engine, CallWatch watch,
               Workload workload, int warmupCalls) {
        this.index = index;
        this.arguments = arguments;
        this.start = start;
        this.engine = engine;
        this.watch = watch;
        this.workload = workload;
        this.warmupCalls = warmupCalls;
    }

    @Override
    public final void run() {
        WarmedSession warmed = null;
        try {
            prepare();
            warmed = WarmedSession.open(engine, watch, workload, arguments, warmupCalls);
            warmups = warmed.warmups();
            setupFailure = warmed.setupFailure();
            // Every thread meets the others here, even one that could not start, so none waits forever.
            start.await();
            if (warmed.ready()) {
                timed(warmed);
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

    /** On the worker's own thread, before its session opens: what it allocates sits away from the other threads'. */
    void prepare() {
    }

    /** The timed calls, once every thread has met at the start. */
    abstract void timed(WarmedSession warmed);

    /** Runs each worker on a thread of its own named {@code prefix} and its index, and waits for all; a worker's Error is thrown. */
    static void runAll(List<? extends PoolWorker> workers, String prefix) {
        List<Thread> running = new ArrayList<>(workers.size());
        for (PoolWorker worker : workers) {
            running.add(Thread.ofPlatform().daemon().name(prefix + worker.index).start(worker));
        }
        for (Thread thread : running) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                running.forEach(Thread::interrupt);
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while " + running.size() + " threads were measuring", e);
            }
        }
        for (PoolWorker worker : workers) {
            if (worker.crash != null) {
                throw worker.crash;
            }
        }
    }

    /** Each worker's warm-up calls and answers, in order. */
    static List<List<ReferenceAnswers.Call>> warmups(List<? extends PoolWorker> workers) {
        return workers.stream().map(worker -> worker.warmups).toList();
    }

    /** Why the first worker that could not start could not, naming it; null when all started. */
    static String setupFailure(List<? extends PoolWorker> workers) {
        return workers.stream().filter(w -> w.setupFailure != null).map(w -> "thread " + w.index + ": " + w.setupFailure)
                .findFirst().orElse(null);
    }

    /** The first failed call of the first worker that had one, naming it; null when none failed. */
    static String firstFailure(List<? extends PoolWorker> workers) {
        return workers.stream().filter(w -> w.firstFailure != null)
                .map(w -> "thread " + w.index + ": " + Failures.oneLine(w.firstFailure)).findFirst().orElse(null);
    }

    /** When the last timed call of any worker ended, and {@code from} if none did later. */
    static long lastEnd(List<? extends PoolWorker> workers, long from) {
        return workers.stream().mapToLong(w -> w.lastEnd).reduce(from, Math::max);
    }
}
