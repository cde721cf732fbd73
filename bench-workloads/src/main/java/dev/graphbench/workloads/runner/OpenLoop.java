package dev.graphbench.workloads.runner;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Percentiles;
import dev.graphbench.results.RateResult;
import dev.graphbench.workloads.Arrivals;
import dev.graphbench.workloads.Client;
import dev.graphbench.workloads.RunOption;
import dev.graphbench.workloads.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;

/**
 * One open-loop measurement at an offered rate: the calls' intended start times come from a
 * {@link Schedule}, and a pool of threads, each with a session of its own, takes the next intended
 * time as soon as it is free, waits for it and sends the call. A call's latency runs from its
 * intended start, so a stall that holds the pool back delays the calls behind it and shows in their
 * latencies, as YCSB's intended-time latencies and wrk2 count them; its service time, from when it
 * was sent, is kept apart, and so is how late it was sent (the schedule lag).
 *
 * <p>The pool holds {@link #threads} threads: by Little's law, a rate whose calls stay within the
 * SLO has on average no more than rate x SLO calls in flight. Calls are sent until the window and
 * then the SLO have gone by; what the schedule still holds then is missed. When the pool cannot keep
 * the schedule (it missed more than 5% of the calls, or sent the calls late by more than the SLO at
 * the 99th percentile: the engine is slower than that, or this machine cannot send so many calls),
 * the figures are the client's, not the engine's, and the measurement is held with the reason.
 */
final class OpenLoop {

    /** The least share of the scheduled calls the client must send for the figures to be the engine's. */
    static final double KEPT_SHARE = 0.95;

    /**
     * What one measurement gave.
     *
     * @param result       the measurement, or null when some thread could not start
     * @param setupFailure why some thread could not start (its session or a warm-up call failed), or null
     * @param warmups      each thread's warm-up calls and answers, by thread
     */
    record Outcome(RateResult result, String setupFailure, List<List<ReferenceAnswers.Call>> warmups) {
    }

    private final Engine engine;
    private final CallWatch watch;
    private final Workload workload;
    private final int warmupCalls;
    private final long durationNanos;
    private final double sloMs;
    private final Arrivals arrivals;
    private final long seed;
    private final Client client;
    private final Timetable timetable;

    OpenLoop(Engine engine, CallWatch watch, Workload workload, int warmupCalls, double durationSeconds,
             LoadSettings settings, long seed) {
        this.engine = engine;
        this.watch = watch;
        this.workload = workload;
        this.warmupCalls = warmupCalls;
        this.durationNanos = (long) (durationSeconds * 1e9);
        this.sloMs = settings.sloMs();
        this.arrivals = settings.arrivals();
        this.seed = seed;
        this.client = settings.client();
        this.timetable = settings.timetable();
    }

    /** The pool for {@code rate} (this client's share): rate x SLO threads, at least {@code least}, at most {@link RunOption#MAX_THREADS}. */
    static int threads(double rate, double sloMs, int least) {
        long needed = (long) Math.ceil(rate * sloMs / 1000);
        return (int) Math.min(RunOption.MAX_THREADS, Math.max(least, needed));
    }

    /**
     * Measures this client's share of {@code rate} with {@code arguments.size()} threads; thread {@code t}
     * takes its warm-up calls from the head of {@code arguments.get(t)} and cycles through the rest.
     * Several clients' uniform schedules interleave; their Poisson ones come from streams of their own.
     */
    Outcome run(double rate, List<List<Map<String, Object>>> arguments, String threadNamePrefix) {
        int threads = arguments.size();
        Schedule schedule = new Schedule(client.rate(rate), arrivals, durationNanos,
                seed * 31 + (workload.id() + "/" + rate + "/" + client.show()).hashCode(),
                (client.k() - 1) * 1e9 / rate);
        Intervals intervals = new Intervals(threads, durationNanos, workload);
        Window window = new Window(schedule, intervals, durationNanos + (long) (sloMs * 1e6), timetable);
        CyclicBarrier start = new CyclicBarrier(threads, window::open);
        List<Worker> workers = new ArrayList<>(threads);
        List<Thread> running = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            Worker worker = new Worker(t, arguments.get(t), start, schedule, window, intervals.slot(t));
            workers.add(worker);
            running.add(Thread.ofPlatform().daemon().name(threadNamePrefix + t).start(worker));
        }
        ClosedLoop.join(running);
        Intervals.Recorded recorded = window.start != 0 ? intervals.stop() : null;
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
        return new Outcome(result(rate, threads, window, workers, schedule, recorded), null, warmups);
    }

    private RateResult result(double rate, int threads, Window window, List<Worker> workers, Schedule schedule,
                              Intervals.Recorded recorded) {
        Histogram service = Histograms.empty();
        Histogram lag = Histograms.empty();
        long lastEnd = window.start;
        String firstFailure = null;
        for (Worker worker : workers) {
            service.add(worker.service);
            lag.add(worker.lag);
            lastEnd = Math.max(lastEnd, worker.lastEnd);
            if (firstFailure == null && worker.firstFailure != null) {
                firstFailure = "thread " + worker.index + ": " + Failures.oneLine(worker.firstFailure);
            }
        }
        long calls = recorded.succeeded().getTotalCount();
        double seconds = Math.max(durationNanos, lastEnd - window.start) / 1e9;
        double achieved = (calls + recorded.failed()) / seconds;
        Percentiles lagged = Histograms.percentiles(lag);
        return new RateResult(rate, threads, seconds, calls, recorded.failed(), schedule.missed(), achieved,
                Histograms.percentiles(recorded.succeeded()), Histograms.percentiles(service), lagged,
                held(threads, calls + recorded.failed(), schedule.missed(), lagged), firstFailure, recorded.seconds(),
                recorded.log(), recorded.mix(seconds), Histograms.encode(service), Histograms.encode(lag));
    }

    /** Why the schedule was not kept, or null when it was: the figures are then the engine's. */
    private String held(int threads, long sent, long missed, Percentiles lag) {
        String pool = "the pool of " + threads + (threads == 1 ? " thread" : " threads") + " could not keep the schedule"
                + " (calls slower than the SLO fill it, or this machine cannot send so many)";
        long scheduled = sent + missed;
        if (sent < KEPT_SHARE * scheduled) {
            return String.format(Locale.ROOT, "the client sent %,d of the %,d calls the schedule held (%.0f%%, below "
                    + "%.0f%%): %s", sent, scheduled, 100.0 * sent / scheduled,
                    100 * KEPT_SHARE, pool);
        }
        if (lag != null && lag.p99Ms() > sloMs) {
            return String.format(Locale.ROOT, "calls were sent late, p99 %.2f ms after their intended start, beyond the "
                    + "SLO of %s ms: %s", lag.p99Ms(), RunOption.plain(sloMs), pool);
        }
        return null;
    }

    /** The window, opened by the last thread to arrive at the start: the schedule begins, and the seconds are counted. */
    private static final class Window {
        private final Schedule schedule;
        private final Intervals intervals;
        /** How long after the start calls may still be sent: the window and the SLO; the rest is missed. */
        private final long sendingNanos;
        private final Timetable timetable;
        private long start;
        private long lastSend;

        Window(Schedule schedule, Intervals intervals, long sendingNanos, Timetable timetable) {
            this.schedule = schedule;
            this.intervals = intervals;
            this.sendingNanos = sendingNanos;
            this.timetable = timetable;
        }

        void open() {
            if (timetable != null) {
                timetable.awaitNext();
            }
            start = System.nanoTime();
            lastSend = start + sendingNanos;
            schedule.begin(start);
            intervals.start(start);
        }
    }

    /** One thread of the pool: its session, its warm-up, then the scheduled calls it takes. */
    private final class Worker implements Runnable {
        private final int index;
        private final List<Map<String, Object>> arguments;
        private final CyclicBarrier start;
        private final Schedule schedule;
        private final Window window;
        private final Intervals.Slot slot;
        private List<ReferenceAnswers.Call> warmups = List.of();
        /** Allocated by the worker's own thread, away from the other threads'. */
        private Histogram service;
        private Histogram lag;
        private long lastEnd;
        private RuntimeException firstFailure;
        private String setupFailure;
        private Error crash;

        Worker(int index, List<Map<String, Object>> arguments, CyclicBarrier start, Schedule schedule, Window window,
               Intervals.Slot slot) {
            this.index = index;
            this.arguments = arguments;
            this.start = start;
            this.schedule = schedule;
            this.window = window;
            this.slot = slot;
        }

        @Override
        public void run() {
            WarmedSession warmed = null;
            try {
                service = Histograms.empty();
                lag = Histograms.empty();
                warmed = WarmedSession.open(engine, watch, workload, arguments, warmupCalls);
                warmups = warmed.warmups();
                setupFailure = warmed.setupFailure();
                // Every thread meets the others here, even one that could not start, so none waits forever.
                start.await();
                if (warmed.ready()) {
                    scheduledCalls(warmed);
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

        private void scheduledCalls(WarmedSession warmed) {
            Session session = warmed.session();
            CallWatch.Watched watched = warmed.watched();
            int first = warmupCalls;
            int size = arguments.size();
            int next = first;
            RuntimeException failure = null;
            long end = window.start;
            while (true) {
                if (System.nanoTime() > window.lastSend) {
                    schedule.abandon();
                    break;
                }
                long intended = schedule.next();
                if (intended < 0) {
                    break;
                }
                for (long now = System.nanoTime(); now < intended; now = System.nanoTime()) {
                    LockSupport.parkNanos(intended - now);
                }
                Map<String, Object> call = arguments.get(next);
                int member = window.intervals.member(call);
                next = next + 1 == size ? first : next + 1;
                watched.begin();
                long begin = System.nanoTime();
                try {
                    workload.call(session, call);
                    end = System.nanoTime();
                    watched.end();
                    slot.succeeded(end - intended, member);
                    service.recordValue(Math.max(1, end - begin));
                } catch (RuntimeException e) {
                    end = System.nanoTime();
                    watched.end();
                    slot.failed(end - intended, member);
                    if (failure == null) {
                        failure = watched.explain(e);
                    }
                }
                lag.recordValue(begin - intended);
            }
            firstFailure = failure;
            lastEnd = end;
        }
    }
}
