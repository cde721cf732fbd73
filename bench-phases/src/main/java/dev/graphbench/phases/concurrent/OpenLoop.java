package dev.graphbench.phases.concurrent;

import dev.graphbench.api.Engine;
import dev.graphbench.host.telemetry.TelemetrySource;
import dev.graphbench.options.Arrivals;
import dev.graphbench.options.Client;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Percentiles;
import dev.graphbench.runner.calls.CallStep;
import dev.graphbench.runner.calls.CallWatch;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * then the SLO have gone by; what the schedule still holds then is missed. When the client cannot
 * keep the schedule (it missed more than 5% of the calls, or more than 1% were sent late, by over a
 * tenth of the SLO, by a thread that was free and waiting for them: this machine could not keep
 * time), the figures are the client's, not the engine's, and the measurement is held with the reason.
 */
final class OpenLoop {

    /** The least share of the scheduled calls the client must send for the figures to be the engine's. */
    static final double KEPT_SHARE = 0.95;
    /** The most calls a free thread may send late, as a share, for the figures to be the engine's. */
    static final double LATE_SHARE = 0.01;

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
    private final TelemetrySource telemetry;

    /** Windows of {@code windowSeconds}, through which {@code telemetry} is sampled (null for none). */
    OpenLoop(Engine engine, CallWatch watch, Workload workload, RunConfig config, double windowSeconds,
             TelemetrySource telemetry) {
        this.engine = engine;
        this.watch = watch;
        this.workload = workload;
        this.telemetry = telemetry;
        this.warmupCalls = config.get(RunOption.WARMUP);
        this.durationNanos = (long) (windowSeconds * 1e9);
        this.sloMs = config.get(RunOption.SLO);
        this.arrivals = config.get(RunOption.ARRIVALS);
        this.seed = config.dataset().seed();
        this.client = config.get(RunOption.CLIENT);
        this.timetable = Timetable.of(config);
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
    Measured<RateResult> run(double rate, List<List<Map<String, Object>>> arguments, String threadNamePrefix) {
        int threads = arguments.size();
        Schedule schedule = new Schedule(client.rate(rate), arrivals, durationNanos,
                seed * 31 + (workload.id() + "/" + rate + "/" + client.show()).hashCode(),
                (client.k() - 1) * 1e9 / rate);
        Intervals intervals = new Intervals(threads, durationNanos, workload,
                telemetry == null ? null : telemetry.recorder());
        Window window = new Window(schedule, intervals, durationNanos + (long) (sloMs * 1e6), timetable);
        CyclicBarrier start = new CyclicBarrier(threads, window::open);
        List<Worker> workers = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            workers.add(new Worker(t, arguments.get(t), start, schedule, window, intervals.slot(t)));
        }
        PoolWorker.runAll(workers, threadNamePrefix);
        Intervals.Recorded recorded = window.start != 0 ? intervals.stop() : null;
        List<List<ReferenceAnswers.Call>> warmups = PoolWorker.warmups(workers);
        String setupFailure = PoolWorker.setupFailure(workers);
        if (setupFailure != null) {
            return new Measured<>(null, setupFailure, warmups);
        }
        return new Measured<>(result(rate, threads, window, workers, schedule, recorded), null, warmups);
    }

    private RateResult result(double rate, int threads, Window window, List<Worker> workers, Schedule schedule,
                              Intervals.Recorded recorded) {
        Histogram service = Histograms.empty();
        Histogram lag = Histograms.empty();
        long lateWakeups = 0;
        for (Worker worker : workers) {
            service.add(worker.service);
            lag.add(worker.lag);
            lateWakeups += worker.lateWakeups;
        }
        long lastEnd = PoolWorker.lastEnd(workers, window.start);
        String firstFailure = PoolWorker.firstFailure(workers);
        long calls = recorded.succeeded().getTotalCount();
        double seconds = Math.max(durationNanos, lastEnd - window.start) / 1e9;
        double achieved = (calls + recorded.failed()) / seconds;
        Percentiles lagged = Histograms.percentiles(lag);
        return new RateResult(rate, threads, seconds, calls, recorded.failed(), schedule.missed(), achieved,
                Histograms.percentiles(recorded.succeeded()), Histograms.percentiles(service), lagged,
                held(threads, calls + recorded.failed(), schedule.missed(), lateWakeups), firstFailure, recorded.seconds(),
                recorded.log(), recorded.mix(seconds), Histograms.encode(service), Histograms.encode(lag),
                recorded.telemetry());
    }

    /**
     * Why the schedule was not kept, or null when it was: the figures are then the engine's. A call
     * that waited for a free thread was held back by the engine's earlier calls, and its latency says
     * so; a call sent late by a thread that was free and waiting for it was held back by this machine.
     */
    private String held(int threads, long sent, long missed, long lateWakeups) {
        long scheduled = sent + missed;
        if (sent < KEPT_SHARE * scheduled) {
            return String.format(Locale.ROOT, "the client sent %,d of the %,d calls the schedule held (%.0f%%, below "
                    + "%.0f%%): the pool of %d %s could not keep the schedule (calls slower than the SLO fill it, or "
                    + "this machine cannot send so many)", sent, scheduled, 100.0 * sent / scheduled, 100 * KEPT_SHARE,
                    threads, threads == 1 ? "thread" : "threads");
        }
        if (lateWakeups > LATE_SHARE * sent) {
            return String.format(Locale.ROOT, "%,d of the %,d calls (%.1f%%, above %.0f%%) were sent more than %s ms "
                    + "after their intended start by a thread that was free for them: this machine could not keep the "
                    + "schedule", lateWakeups, sent, 100.0 * lateWakeups / sent, 100 * LATE_SHARE,
                    RunOption.plain(lateMs()));
        }
        return null;
    }

    /** How late a free thread may send a call before the client, not the engine, is to blame: a tenth of the SLO, at least 1 ms. */
    private double lateMs() {
        return Math.max(1, sloMs / 10);
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
            intervals.ready();
            start = System.nanoTime();
            lastSend = start + sendingNanos;
            schedule.begin(start);
            intervals.start(start);
        }
    }

    /** One thread of the pool: the scheduled calls it takes, each when its intended time comes. */
    private final class Worker extends PoolWorker {
        private final Schedule schedule;
        private final Window window;
        private final Intervals.Slot slot;
        private Histogram service;
        private Histogram lag;
        private long lateWakeups;

        Worker(int index, List<Map<String, Object>> arguments, CyclicBarrier start, Schedule schedule, Window window,
               Intervals.Slot slot) {
            super(index, arguments, start, OpenLoop.this.engine, OpenLoop.this.watch, OpenLoop.this.workload,
                    OpenLoop.this.warmupCalls);
            this.schedule = schedule;
            this.window = window;
            this.slot = slot;
        }

        @Override
        void prepare() {
            service = Histograms.empty();
            lag = Histograms.empty();
        }

        @Override
        void timed(WarmedSession warmed) {
            long lateNanos = (long) (lateMs() * 1e6);
            CallStep step = warmed.step();
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
                boolean waited = System.nanoTime() < intended;
                for (long now = System.nanoTime(); now < intended; now = System.nanoTime()) {
                    LockSupport.parkNanos(intended - now);
                }
                Map<String, Object> call = arguments.get(next);
                int member = window.intervals.member(call);
                next = next + 1 == size ? first : next + 1;
                try {
                    step.timed(workload, call);
                    end = step.ended();
                    slot.succeeded(end - intended, member);
                    service.recordValue(Math.max(1, end - step.began()));
                } catch (RuntimeException e) {
                    end = step.ended();
                    slot.failed(end - intended, member);
                    if (failure == null) {
                        failure = warmed.watched().explain(e);
                    }
                }
                long begin = step.began();
                lag.recordValue(begin - intended);
                // Late though free for it: this machine, not the engine, held the call back.
                if (waited && begin - intended > lateNanos) {
                    lateWakeups++;
                }
            }
            firstFailure = failure;
            lastEnd = end;
        }
    }
}
