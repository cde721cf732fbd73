package dev.graphbench.report;

import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsCalls;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.LadderResult;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.Throughput;
import dev.graphbench.results.WorkloadResult;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Builds the report's charts from the same runs, in the same order, as its tables; the hops
 * scatter also reads each engine's calls file, beside its results file.
 */
final class Charts {

    private final List<EngineRun> runs;
    private final Function<EngineRun, Path> folders;
    private final List<String> engines;

    /** Charts of {@code runs}, each of whose files is in the folder {@code folders} gives; null when not known. */
    Charts(List<EngineRun> runs, Function<EngineRun, Path> folders) {
        this.runs = runs;
        this.folders = folders;
        this.engines = runs.stream().map(Report::label).toList();
    }

    List<Chart> all() {
        List<Chart> charts = new ArrayList<>();
        if (runs.stream().anyMatch(run -> run.load() != null)) {
            charts.add(load());
        }
        for (String phase : Rows.phases(runs)) {
            addWorkloads(charts, Rows.of(runs, phase), Report.title(phase));
        }
        addSweeps(charts);
        charts.addAll(LoadCharts.of(runs));
        charts.addAll(TelemetryCharts.of(runs));
        Chart hops = hops();
        if (hops != null) {
            charts.add(hops);
        }
        Chart ladder = ladder();
        if (ladder != null) {
            charts.add(ladder);
        }
        return charts;
    }

    /** The depth ladder: each engine's median ms at each depth it answered, depths doubling; null when none answered. */
    private Chart ladder() {
        List<Chart.Series> series = new ArrayList<>();
        for (EngineRun run : runs) {
            LadderResult ladder = run.ladder();
            if (ladder == null) {
                continue;
            }
            List<Chart.Point> points = ladder.rungs().stream()
                    .filter(rung -> rung.status() == Status.OK && rung.medianMs() != null && rung.medianMs() > 0)
                    .map(rung -> new Chart.Point(rung.depth(), rung.medianMs(), null)).toList();
            if (!points.isEmpty()) {
                series.add(new Chart.Series(Report.label(run), points, null, Report.label(run)
                        + (ladder.fullWalkMs() == null ? "" : ": full walk " + Report.milliseconds(ladder.fullWalkMs())
                        + " ms at depth " + ladder.fullWalkDepth())));
            }
        }
        if (series.isEmpty()) {
            return null;
        }
        return new Chart.Lines(LadderTables.TITLE, "Depth ladder: time by depth",
                "The median time of each depth of the ladder, one line per engine, depths doubling from 2 (a log2"
                        + " axis); a line ends where its engine reached everything or was held.",
                "depth, hops", "median ms", series, false);
    }

    private Chart load() {
        List<String> categories = List.of(
                String.format(Locale.ROOT, "%,d nodes", Report.firstCount(runs, true)),
                String.format(Locale.ROOT, "%,d relationships", Report.firstCount(runs, false)),
                "indexes and statistics after the load");
        List<ToDoubleFunction<LoadResult>> parts = List.of(LoadResult::nodesSeconds, LoadResult::relationshipsSeconds,
                LoadResult::afterLoadSeconds);
        List<List<Chart.Bar>> bars = new ArrayList<>();
        for (ToDoubleFunction<LoadResult> part : parts) {
            bars.add(runs.stream().map(run -> loadBar(run.load(), part)).toList());
        }
        return new Chart.Bars(Report.LOADING, "Loading the graph, in seconds",
                "Seconds each engine took to load the nodes, the relationships, and to build its indexes and "
                        + "statistics afterwards; each by its own quickest path.",
                "seconds", null, categories, engines, bars);
    }

    private static Chart.Bar loadBar(LoadResult load, ToDoubleFunction<LoadResult> part) {
        if (load == null) {
            return Chart.Bar.missing("not run");
        }
        if (load.status() != Status.OK) {
            return Chart.Bar.missing("held");
        }
        double seconds = part.applyAsDouble(load);
        return Chart.Bar.of(seconds, null, Report.seconds(seconds));
    }

    private void addWorkloads(List<Chart> charts, List<Rows.Row> workloads, String table) {
        if (workloads.isEmpty()) {
            return;
        }
        List<List<Chart.Bar>> bars = new ArrayList<>();
        for (Rows.Row workload : workloads) {
            bars.add(runs.stream().map(run -> latencyBar(run.workload(workload.id()))).toList());
        }
        charts.add(new Chart.Bars(table, table + ": median latency per call",
                "For each workload, one bar per engine: the median latency of its timed calls in milliseconds, "
                        + "with a whisker to the 95th percentile. Shorter is quicker.",
                "median latency per call, ms", "95th percentile", workloads.stream().map(Rows.Row::title).toList(), engines, bars));
    }

    private static Chart.Bar latencyBar(WorkloadResult result) {
        if (result == null) {
            return Chart.Bar.missing("not run");
        }
        if (result.status() != Status.OK) {
            return Chart.Bar.missing(result.status().name().toLowerCase(Locale.ROOT));
        }
        return Chart.Bar.of(result.latency().medianMs(), result.latency().p95Ms(), Report.figures(result.latency()));
    }

    /** One chart per workload of the concurrent phase: calls a second by threads, one line per engine. */
    private void addSweeps(List<Chart> charts) {
        for (Rows.Row workload : Rows.concurrent(runs)) {
            List<Chart.Series> series = new ArrayList<>();
            for (EngineRun run : runs) {
                ConcurrencyResult result = run.concurrent(workload.id());
                if (result == null || result.measurements().isEmpty()) {
                    continue;
                }
                List<Chart.Point> points = result.measurements().stream()
                        .map(measured -> new Chart.Point(measured.threads(), measured.callsPerSecond(), speedup(measured)))
                        .toList();
                series.add(new Chart.Series(Report.label(run), points, null, Report.label(run)));
            }
            if (!series.isEmpty()) {
                charts.add(new Chart.Lines(ConcurrencyTables.SWEEP, workload.title() + ": calls a second by threads",
                        "Calls a second each engine sustained at each thread count, every thread with its own session "
                                + "calling back to back; beside each point its speedup over one thread. Higher is better.",
                        "threads", "calls a second", series, false));
            }
        }
    }

    private static String speedup(Throughput measured) {
        return measured.speedup() == null || measured.threads() == 1 ? null
                : String.format(Locale.ROOT, "%.2fx", measured.speedup());
    }

    /**
     * Every hops call of every engine, from its calls file, with the engine's least-squares line;
     * null when no engine's calls file can be read, since the lines alone are the table's figures.
     */
    private Chart hops() {
        List<Chart.Series> series = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (EngineRun run : runs) {
            HopsResult hops = run.hops();
            if (hops == null || hops.status() != Status.OK) {
                continue;
            }
            List<Chart.Point> calls = hopsCalls(folders.apply(run), hops.file());
            if (calls.isEmpty()) {
                missing.add(hops.file());
            }
            HopsResult.Fit fit = hops.fit();
            String legend = Report.label(run) + (fit == null ? ": no line fitted"
                    : ": " + Report.milliseconds(fit.fixedMs()) + " ms a call + " + Report.milliseconds(fit.perPathMicros())
                    + " \u00b5s a path" + String.format(Locale.ROOT, " (R\u00b2 %.2f)", fit.r2()))
                    + (calls.isEmpty() ? "; calls file not found, line only" : hidden(calls));
            series.add(new Chart.Series(Report.label(run), calls,
                    fit == null ? null : new Chart.Line(fit.fixedMs(), fit.perPathMicros() / 1000), legend));
        }
        if (series.stream().allMatch(engine -> engine.points().isEmpty())) {
            return null;
        }
        return new Chart.Scatter(HopsTables.FITS, "Hops: time of a call by the paths it counted",
                "Every call of the hops phase, the quickest of three, by the FOLLOWS paths it counted, on log scales; "
                        + "each engine's line is its least-squares fit, a fixed cost per call plus a cost per path. "
                        + "A call that counted no path, or whose time the file rounds to 0, has no place on a log "
                        + "scale: the legend says how many." + (missing.isEmpty() ? "" : " Not found: " + String.join(", ", missing) + "."),
                "paths counted", "ms a call", series);
    }

    /** How many calls a log-log chart cannot draw, when there are any. */
    private static String hidden(List<Chart.Point> calls) {
        long hidden = calls.stream().filter(call -> call.x() <= 0 || call.y() <= 0).count();
        return hidden == 0 ? "" : String.format(Locale.ROOT, "; %,d of %,d calls not drawn (no path, or 0 ms)", hidden,
                calls.size());
    }

    /** The (paths, ms) of every call in a hops calls file; none when it cannot be read. */
    private static List<Chart.Point> hopsCalls(Path folder, String file) {
        if (folder == null || file == null) {
            return List.of();
        }
        try {
            return HopsCalls.read(folder.resolve(file)).stream()
                    .map(call -> new Chart.Point(call.paths(), call.ms(), null)).toList();
        } catch (UncheckedIOException e) {
            return List.of();
        }
    }
}
