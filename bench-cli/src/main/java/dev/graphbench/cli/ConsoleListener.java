package dev.graphbench.cli;

import dev.graphbench.cli.logging.RunLogAppender;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.runner.StopSignals;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.workloads.Workloads;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Shows a run's progress on standard error: progress bars on a terminal, one line per step
 * otherwise (a CI log), so that the report on standard output stays clean. It keeps to a screen per
 * engine: workload ids in one aligned column; what an engine does not run (unsupported, skipped, or held for one
 * reason) named on one line per phase, once the phase's other lines are out; each concurrent workload's
 * measurements on one line; an engine that could not run, or stopped, said once, with why and the number of its
 * workloads that went with it.
 */
final class ConsoleListener implements RunListener {

    /** The widest workload id, so that the figures after the ids line up. */
    private static final int ID_WIDTH = idWidth(Workloads.builtIn());

    private static int idWidth(Workloads workloads) {
        return workloads.all().stream().mapToInt(workload -> workload.id().length()).max().orElse(16);
    }

    private final PrintStream err;
    private final boolean bars;
    private ProgressBar bar;
    /**
     * What {@link #notRunEngine} did not run, by phase, then by status and reason: told on one line per phase when a
     * line of another phase or engine is printed, or the engine ends.
     */
    private String notRunEngine;
    private final Map<String, Map<NotRun, List<String>>> notRun = new LinkedHashMap<>();
    private Thread interrupted;

    /** Why a workload was not run: its status, and for one held, the reason (an unsupported one's is the engine's). */
    private record NotRun(Status status, String reason) {
    }

    ConsoleListener(PrintStream err, boolean bars) {
        this.err = err;
        this.bars = bars;
    }

    /** Says where what was measured is, should the JVM end before the run does (Ctrl-C). */
    @Override
    public void runStarted(String id, Path folder) {
        RunLogAppender.openIn(folder);
        interrupted = new Thread(() -> err.println("bench: " + StopSignals.said() + ": what run " + id + " measured is in " + folder
                + "; embedded servers are stopped"), "bench-interrupted");
        Runtime.getRuntime().addShutdownHook(interrupted);
    }

    /** The run ended: nothing to say at exit any more. */
    void runFinished() {
        RunLogAppender.closeAll();
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
        flushNotRun(null, null);
        err.println(prefix(engine) + line);
    }

    @Override
    public void started(String engine, String phase, String task, long total, String unit) {
        flushNotRun(engine, phase);
        // With no total, an indefinite bar: its clock shows the timed window going by, as no call is told of.
        startBar(prefix(engine) + task, total, unit);
    }

    @Override
    public void advanced(String engine, long steps) {
        if (bar != null) {
            bar.stepBy(steps);
        }
    }

    @Override
    public void ended(String engine, String words, double seconds) {
        closeBar();
        if (!bars) {
            err.printf(Locale.ROOT, "%s%s in %.2f s%n", prefix(engine), words, seconds);
        }
    }

    /** A line of figures for what measured something; what measured nothing kept for its phase's one line. */
    @Override
    public void finished(String engine, String phase, Outcome outcome) {
        closeBar();
        if (!outcome.measured()) {
            notRun(engine, phase, outcome.status(), outcome.reason(), outcome.named());
            return;
        }
        flushNotRun(engine, phase);
        err.printf("%s%s %s%n", prefix(engine), id(outcome.id()), outcome.line());
    }

    /**
     * An engine that was held or skipped says so once, with its reason and how many of its workloads went with it,
     * rather than once a workload.
     */
    @Override
    public void engineFinished(EngineRun run) {
        closeBar();
        String engine = run.provenance().engine();
        long withIt = 0;
        if (run.status() != Status.OK && engine.equals(notRunEngine)) {
            for (Map<NotRun, List<String>> byWhy : notRun.values()) {
                for (Iterator<Map.Entry<NotRun, List<String>>> it = byWhy.entrySet().iterator(); it.hasNext(); ) {
                    Map.Entry<NotRun, List<String>> entry = it.next();
                    if (entry.getKey().status() == run.status()
                            && (entry.getKey().reason() == null || entry.getKey().reason().equals(run.reason())
                            || !run.measuredSomething())) {
                        withIt += entry.getValue().size();
                        it.remove();
                    }
                }
            }
        }
        flushNotRun(null, null);
        if (run.status() != Status.OK) {
            String status = run.status().name().toLowerCase(Locale.ROOT);
            err.println(prefix(engine) + status + ": " + run.reason() + (withIt == 0 ? ""
                    : "; its " + withIt + " workload" + (withIt == 1 ? "" : "s") + " " + status));
        }
    }

    /** Keeps {@code id} for the one line naming what {@code engine} did not run in {@code phase}, and why. */
    private void notRun(String engine, String phase, Status status, String reason, String id) {
        if (!engine.equals(notRunEngine)) {
            flushNotRun(null, null);
            notRunEngine = engine;
        }
        NotRun why = new NotRun(status, status == Status.UNSUPPORTED ? null : reason);
        notRun.computeIfAbsent(phase, p -> new LinkedHashMap<>()).computeIfAbsent(why, w -> new ArrayList<>()).add(id);
    }

    /**
     * Tells what was not run, one line per phase and reason, before a line of {@code engine} in {@code phase} is
     * printed: all of it, but for that phase's own when the line is of the same engine (its phase goes on).
     */
    private void flushNotRun(String engine, String phase) {
        boolean sameEngine = engine != null && engine.equals(notRunEngine);
        notRun.entrySet().removeIf(entry -> {
            if (sameEngine && entry.getKey().equals(phase)) {
                return false;
            }
            entry.getValue().forEach((why, ids) -> err.printf("%s%s: %s (%d): %s%s%n", prefix(notRunEngine),
                    entry.getKey(), why.status().name().toLowerCase(Locale.ROOT), ids.size(), String.join(", ", ids),
                    why.reason() == null ? "" : ": " + why.reason()));
            return true;
        });
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
