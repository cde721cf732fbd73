package dev.graphbench.host.telemetry;

import dev.graphbench.api.ServerTelemetry;
import dev.graphbench.results.ProcessUse;
import dev.graphbench.results.Telemetry;
import dev.graphbench.results.TelemetrySample;
import dev.graphbench.results.Failures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;

/**
 * The telemetry of one measurement window: what the {@link TelemetrySource} counts is read once just before
 * the window opens, while its threads wait for it, and then by a thread of its own at the end of each of
 * the window's seconds, on the same clock as its latency intervals, and once more when the window's calls are
 * done, so that sample {@code i} closes interval {@code i}. It
 * never waits on the calls, and a read that takes long delays only the next read. A server whose process
 * ends stops the samples, with the reason; the measurement goes on without them.
 */
public final class TelemetryRecorder {

    private static final long SECOND = 1_000_000_000L;

    private final TelemetrySource source;
    private final List<TelemetrySample> samples = new ArrayList<>();
    private long startNanos;
    private Thread thread;
    private volatile boolean stopping;
    /** The server's process ended: no more samples. Read and written by the recorder's thread, then after it. */
    private boolean ended;
    private ProcessUse serverBase;
    private ProcessUse clientBase;
    private Map<String, Long> toldBase = Map.of();

    TelemetryRecorder(TelemetrySource source) {
        this.source = source;
    }

    /** The window is about to open, its threads waiting for it: what every sample is counted from is read now. */
    public void ready() {
        baseline();
    }

    /** The window opened at {@code nanos} ({@link System#nanoTime()}): its figures are read from now on, a second apart. */
    public void start(long nanos) {
        startNanos = nanos;
        thread = Thread.ofPlatform().daemon().name("bench-telemetry").start(() -> {
            for (long second = 1; !stopping && !ended; second++) {
                long due = startNanos + second * SECOND;
                for (long now = System.nanoTime(); now < due && !stopping; now = System.nanoTime()) {
                    LockSupport.parkNanos(due - now);
                }
                if (!stopping) {
                    sample();
                }
            }
        });
    }

    /**
     * The window's calls are done: the last, partial second is read, and the samples are kept as the window's
     * {@code windowSeconds} intervals are, those after the window's last second folded into it.
     */
    public Telemetry stop(int windowSeconds) {
        // A flag and an unpark, as the intervals' sampler: the thread may be in a read that must finish whole.
        stopping = true;
        LockSupport.unpark(thread);
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!ended) {
            sample();
        }
        List<TelemetrySample> kept = samples;
        if (kept.size() > windowSeconds) {
            kept = new ArrayList<>(samples.subList(0, windowSeconds - 1));
            kept.add(samples.getLast());
        }
        List<TelemetrySample> seconds = new ArrayList<>(kept.size());
        for (int s = 0; s < kept.size(); s++) {
            TelemetrySample sample = kept.get(s);
            seconds.add(new TelemetrySample(s, sample.atSeconds(), sample.server(), sample.client(), sample.told()));
        }
        return new Telemetry(source.serverDescription(), source.sharedWithClient(), source.toldSource(),
                source.counters(), source.stopped(), seconds);
    }

    /** What was used before the window opened, which every sample is counted from; read before the thread starts. */
    private void baseline() {
        if (source.gone()) {
            ended = true;
            return;
        }
        try {
            serverBase = source.server() == null ? null : source.server().read();
        } catch (ProcessReader.Gone gone) {
            end(gone);
            return;
        }
        clientBase = source.sharedWithClient() ? serverBase : readClient();
        toldBase = told();
    }

    private void sample() {
        double at = (System.nanoTime() - startNanos) / 1e9;
        ProcessUse server = null;
        if (serverBase != null) {
            try {
                server = since(source.server().read(), serverBase);
            } catch (ProcessReader.Gone gone) {
                end(gone);
                return;
            }
        }
        ProcessUse client = source.sharedWithClient() ? server : clientBase == null ? null : since(readClient(), clientBase);
        Map<String, Long> told = new LinkedHashMap<>(told());
        told.replaceAll((name, value) -> source.counters().contains(name) && toldBase.containsKey(name)
                ? value - toldBase.get(name) : value);
        samples.add(new TelemetrySample(samples.size(), at, server, client, told));
    }

    private void end(ProcessReader.Gone gone) {
        ended = true;
        String when = startNanos == 0 ? "as a window opened"
                : String.format(Locale.ROOT, "%.1f s into a window", (System.nanoTime() - startNanos) / 1e9);
        source.serverGone(gone.getMessage() + ", " + when + ": its samples stop there");
    }

    private ProcessUse readClient() {
        if (source.client() == null) {
            return null;
        }
        try {
            return source.client().read();
        } catch (ProcessReader.Gone gone) {
            return null;
        }
    }

    /** What the server tells now; nothing once it stopped answering, which is said once. */
    private Map<String, Long> told() {
        ServerTelemetry told = source.told();
        if (told == null) {
            return Map.of();
        }
        try {
            return told.sample();
        } catch (RuntimeException e) {
            source.toldFailed(String.format(Locale.ROOT, "%s stopped answering %.1f s into a window: %s",
                    source.toldSource(), (System.nanoTime() - startNanos) / 1e9, Failures.oneLine(e)));
            return Map.of();
        }
    }

    /** {@code now} counted from {@code base}: CPU, I/O and pauses since it, memory as now. */
    private static ProcessUse since(ProcessUse now, ProcessUse base) {
        return new ProcessUse(ticks(now.userCpuSeconds() - base.userCpuSeconds()),
                ticks(now.systemCpuSeconds() - base.systemCpuSeconds()), now.residentBytes(),
                difference(now.readBytes(), base.readBytes()), difference(now.writtenBytes(), base.writtenBytes()),
                now.heapUsedBytes(), now.gcPauseSeconds() == null || base.gcPauseSeconds() == null ? null
                        : Math.round((now.gcPauseSeconds() - base.gcPauseSeconds()) * 1000) / 1000.0, now.processes());
    }

    /** Seconds to the clock tick they were counted in, without the binary fraction a subtraction leaves. */
    private static double ticks(double seconds) {
        return Math.round(seconds * ProcFiles.TICKS_PER_SECOND) / ProcFiles.TICKS_PER_SECOND;
    }

    private static Long difference(Long now, Long base) {
        return now == null || base == null ? null : now - base;
    }
}
