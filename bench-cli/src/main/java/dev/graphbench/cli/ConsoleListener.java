package dev.graphbench.cli;

import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.RunListener;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.Workloads;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows a run's progress on standard error: progress bars on a terminal, one line per step
 * otherwise (a CI log), so that the report on standard output stays clean. It keeps to a screen per
 * engine: workload ids in one aligned column, the workloads an engine does not run named on one line,
 * each concurrent workload's measurements on one line, and an engine that could not run, or stopped,
 * told once with the number of workloads held with it.
 */
final class ConsoleListener implements RunListener {

    /** The widest workload id, so that the figures after the ids line up. */
    private static final int ID_WIDTH = idWidth(Workloads.builtIn());

    private static int idWidth(Workloads workloads) {
        return Stream.of(workloads.all().stream(), workloads.concurrent().stream(), Stream.of(workloads.hops()))
                .flatMap(all -> all).mapToInt(workload -> workload.id().length()).max().orElse(16);
    }

    private final PrintStream err;
    private final boolean bars;
    private ProgressBar bar;
    /** The engine and what it did not measure, told once something else happens. */
    private String notRunEngine;
    private final List<NotMeasured> notRun = new ArrayList<>();
    private Thread interrupted;

    ConsoleListener(PrintStream err, boolean bars) {
        this.err = err;
        this.bars = bars;
    }

    /** Says where what was measured is, should the JVM end before the run does (Ctrl-C). */
    @Override
    public void runStarted(String id, Path folder) {
        interrupted = new Thread(() -> err.println("bench: interrupted: what run " + id + " measured is in " + folder
                + "; embedded servers are stopped"), "bench-interrupted");
        Runtime.getRuntime().addShutdownHook(interrupted);
    }

    /** The run ended: nothing to say at exit any more. */
    void runFinished() {
        if (interrupted == null) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(interrupted);
        } catch (IllegalStateException shuttingDown) {
            // The JVM is ending already; the hook says where the results are.
            return;
        }
    }

    @Override
    public void message(String engine, String line) {
        closeBar();
        flushNotRun();
        err.println(prefix(engine) + line);
    }

    @Override
    public void loadStarted(String engine, String what, long total) {
        flushNotRun();
        startBar(prefix(engine) + "load " + what, total, what);
    }

    @Override
    public void loadProgress(String engine, long records) {
        if (bar != null) {
            bar.stepBy(records);
        }
    }

    @Override
    public void loadFinished(String engine, String what, double seconds) {
        closeBar();
        if (!bars) {
            err.printf(Locale.ROOT, "%sloaded %s in %.2f s%n", prefix(engine), what, seconds);
        }
    }

    @Override
    public void workloadStarted(String engine, Workload workload, int warmup, int calls) {
        flushNotRun();
        startBar(prefix(engine) + workload.id(), (long) warmup + calls, "calls");
    }

    @Override
    public void callFinished(String engine, Workload workload) {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public void workloadFinished(String engine, WorkloadResult result) {
        closeBar();
        if (result.status() != Status.OK) {
            notMeasured(engine, result.status(), result.id(), result.reason());
            return;
        }
        flushNotRun();
        err.printf(Locale.ROOT, "%s%s %8.2f ms (p95 %.2f), %d calls, %s%n", prefix(engine), id(result.id()),
                result.latency().medianMs(), result.latency().p95Ms(), result.latency().calls(),
                result.agreement().verdict().name().toLowerCase(Locale.ROOT));
    }

    @Override
    public void concurrencyStarted(String engine, Workload workload, int threads, double seconds) {
        flushNotRun();
        // An indefinite bar: its clock shows the timed window going by, as no call is told of.
        startBar(String.format(Locale.ROOT, "%s%s %d thread%s", prefix(engine), workload.id(), threads,
                threads == 1 ? "" : "s"), -1, "calls");
    }

    @Override
    public void rateStarted(String engine, Workload workload, double rate, int threads, double seconds) {
        flushNotRun();
        startBar(String.format(Locale.ROOT, "%s%s %,.0f calls/s, %d thread%s", prefix(engine), workload.id(), rate,
                threads, threads == 1 ? "" : "s"), -1, "calls");
    }

    @Override
    public void concurrencyFinished(String engine, ConcurrencyResult result) {
        closeBar();
        if (result.status() != Status.OK && result.measurements().isEmpty() && result.rates().isEmpty()) {
            notMeasured(engine, result.status(), result.id() + " (concurrent)", result.reason());
            return;
        }
        flushNotRun();
        String measured = result.measurements().stream()
                .map(m -> String.format(Locale.ROOT, "%d: %,.0f", m.threads(), m.callsPerSecond())
                        + (m.failedCalls() == 0 ? "" : String.format(Locale.ROOT, " (%,d failed)", m.failedCalls())))
                .collect(Collectors.joining(", "));
        String offered = result.rates().stream()
                .map(r -> String.format(Locale.ROOT, "%,.0f: p99 %s", r.targetRate(),
                        r.held() != null ? "held" : r.latency() == null ? "-" : String.format(Locale.ROOT, "%.2f ms",
                                r.latency().p99Ms())))
                .collect(Collectors.joining(", "));
        err.printf("%s%s %s%s%s%n", prefix(engine), id(result.id()),
                measured.isEmpty() ? "" : "calls a second by threads " + measured,
                offered.isEmpty() ? "" : "; by rate " + offered,
                result.status() == Status.OK ? ", " + result.agreement().verdict().name().toLowerCase(Locale.ROOT)
                        : (measured.isEmpty() ? "" : "; ") + result.status().name().toLowerCase(Locale.ROOT) + ": "
                        + result.reason());
    }

    @Override
    public void hopsFinished(String engine, HopsResult result) {
        closeBar();
        if (result.status() != Status.OK) {
            notMeasured(engine, result.status(), "hops", result.reason());
            return;
        }
        flushNotRun();
        err.printf(Locale.ROOT, "%s%s %,d calls%s, %s%n", prefix(engine), id("hops"), result.calls(),
                result.fit() == null ? "" : String.format(Locale.ROOT, ", %.3f ms + %.3f us a path",
                        result.fit().fixedMs(), result.fit().perPathMicros()),
                result.agreement().verdict().name().toLowerCase(Locale.ROOT));
    }

    /**
     * An engine that was held or skipped says so once, with its reason and how many of its workloads went
     * with it, rather than once a workload.
     */
    @Override
    public void engineFinished(EngineRun run) {
        closeBar();
        if (run.status() == Status.OK) {
            flushNotRun();
            return;
        }
        String engine = run.provenance().engine();
        Predicate<NotMeasured> withTheEngine = item -> engine.equals(notRunEngine) && item.status() == run.status()
                && Objects.equals(run.reason(), item.reason());
        long withIt = notRun.stream().filter(withTheEngine).count();
        notRun.removeIf(withTheEngine);
        flushNotRun();
        String status = run.status().name().toLowerCase(Locale.ROOT);
        err.println(prefix(engine) + status + ": " + run.reason() + (withIt == 0 ? ""
                : "; its " + withIt + " workload" + (withIt == 1 ? "" : "s") + " " + status));
    }

    /** Keeps what {@code engine} did not measure, to be told together with the rest that went the same way. */
    private void notMeasured(String engine, Status status, String id, String reason) {
        if (!engine.equals(notRunEngine)) {
            flushNotRun();
            notRunEngine = engine;
        }
        notRun.add(new NotMeasured(status, id, reason));
    }

    /**
     * Tells what was not measured: the unsupported and the skipped in one line each, naming them; the held
     * one line per reason, since each reason is news.
     */
    private void flushNotRun() {
        Map<String, List<NotMeasured>> lines = new LinkedHashMap<>();
        for (NotMeasured item : notRun) {
            String key = item.status() == Status.HELD ? "held: " + item.reason() : item.status().name();
            lines.computeIfAbsent(key, k -> new ArrayList<>()).add(item);
        }
        lines.values().forEach(items -> {
            NotMeasured first = items.getFirst();
            String status = first.status().name().toLowerCase(Locale.ROOT);
            String ids = items.stream().map(NotMeasured::id).collect(Collectors.joining(", "));
            if (first.status() != Status.HELD) {
                err.printf("%s%s (%d): %s%n", prefix(notRunEngine), status, items.size(), ids);
            } else if (items.size() == 1) {
                err.printf("%s%s %s: %s%n", prefix(notRunEngine), id(first.id()), status, first.reason());
            } else {
                err.printf("%s%s (%d): %s: %s%n", prefix(notRunEngine), status, items.size(), ids, first.reason());
            }
        });
        notRun.clear();
    }

    /** A workload, concurrent workload or phase not measured, and why. */
    private record NotMeasured(Status status, String id, String reason) {
    }

    private static String id(String id) {
        return String.format("%-" + ID_WIDTH + "s", id);
    }

    private void startBar(String task, long total, String unit) {
        closeBar();
        if (bars) {
            bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(total).setStyle(ProgressBarStyle.ASCII)
                    .setUnit(" " + unit, 1).setMaxRenderedLength(100).clearDisplayOnFinish().build();
        }
    }

    private void closeBar() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }

    private static String prefix(String engine) {
        return engine.isEmpty() ? "" : "[" + engine + "] ";
    }
}
