package dev.graphbench.phases.hops;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Column;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Table;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The hops phase's chart of every call, read from each engine's calls file, and its figures for other tools. */
final class HopsChart {

    private HopsChart() {
    }

    /**
     * Every hops call of every engine, from its calls file, with the engine's least-squares line; none when no
     * engine's calls file can be read, since the lines alone are the table's figures.
     */
    static Optional<Chart> of(Reported<HopsResult> reported) {
        List<Chart.Series> series = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (EngineRun run : reported.runs()) {
            HopsResult hops = reported.result(run);
            if (hops == null || hops.status() != Status.OK) {
                continue;
            }
            List<Chart.Point> calls = calls(reported.folder(run), hops.file());
            if (calls.isEmpty()) {
                missing.add(hops.file());
            }
            HopsResult.Fit fit = hops.fit();
            String legend = Reported.label(run) + (fit == null ? ": no line fitted"
                    : ": " + Figures.milliseconds(fit.fixedMs()) + " ms a call + "
                    + Figures.milliseconds(fit.perPathMicros()) + " \u00b5s a path"
                    + String.format(Locale.ROOT, " (R\u00b2 %.2f)", fit.r2()))
                    + (calls.isEmpty() ? "; calls file not found, line only" : hidden(calls));
            series.add(new Chart.Series(Reported.label(run), calls,
                    fit == null ? null : new Chart.Line(fit.fixedMs(), fit.perPathMicros() / 1000), legend));
        }
        if (series.stream().allMatch(engine -> engine.points().isEmpty())) {
            return Optional.empty();
        }
        return Optional.of(new Chart.Scatter(HopsTables.FITS, "Hops: time of a call by the paths it counted",
                "Every call of the hops phase, the quickest of three, by the FOLLOWS paths it counted, on log scales; "
                        + "each engine's line is its least-squares fit, a fixed cost per call plus a cost per path. "
                        + "A call that counted no path, or whose time the file rounds to 0, has no place on a log "
                        + "scale: the legend says how many."
                        + (missing.isEmpty() ? "" : " Not found: " + String.join(", ", missing) + "."),
                "paths counted", "ms a call", series));
    }

    /** How many calls a log-log chart cannot draw, when there are any. */
    private static String hidden(List<Chart.Point> calls) {
        long hidden = calls.stream().filter(call -> call.x() <= 0 || call.y() <= 0).count();
        return hidden == 0 ? "" : String.format(Locale.ROOT, "; %,d of %,d calls not drawn (no path, or 0 ms)", hidden,
                calls.size());
    }

    /** The (paths, ms) of every call in a hops calls file; none when it cannot be read. */
    private static List<Chart.Point> calls(Path folder, String file) {
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

    /** The buckets, a row each, and each engine's line, every figure as measured. */
    static List<Table> figures(Reported<HopsResult> reported) {
        List<List<Object>> buckets = new ArrayList<>();
        List<List<Object>> fits = new ArrayList<>();
        for (EngineRun run : reported.runs()) {
            HopsResult hops = reported.result(run);
            if (hops == null) {
                continue;
            }
            for (HopsResult.Bucket bucket : hops.buckets()) {
                buckets.add(Arrays.asList(run.name(), HopsPhase.ID, bucket.label(), bucket.minPaths(),
                        bucket.maxPaths(), bucket.calls(), bucket.medianMs(), bucket.p95Ms(), run.provenance().runId()));
            }
            HopsResult.Fit fit = hops.fit();
            fits.add(Arrays.asList(run.name(), HopsPhase.ID, lower(hops.status().name()),
                    hops.semantics() == null ? null : lower(hops.semantics().name()), hops.calls(), hops.coldMs(),
                    fit == null ? null : fit.fixedMs(), fit == null ? null : fit.perPathMicros(),
                    fit == null ? null : fit.r2(), hops.reason(), run.provenance().runId()));
        }
        List<Table> tables = new ArrayList<>();
        if (!buckets.isEmpty()) {
            tables.add(Table.figures(HopsPhase.ID, HopsPhase.ID, List.of(Column.named("engine"),
                    Column.named("workload"), Column.named("paths_counted"), Column.named("min_paths"),
                    Column.named("max_paths"), Column.named("calls"), Column.named("median_ms"), Column.named("p95_ms"),
                    Column.named("run")), buckets));
        }
        if (!fits.isEmpty()) {
            tables.add(Table.figures("hops-fit", HopsPhase.ID, List.of(Column.named("engine"), Column.named("workload"),
                    Column.named("status"), Column.named("paths_counted_as"), Column.named("calls"),
                    Column.named("cold_ms"), Column.metric("fixed_ms", Metric.secondsOfMs("hops_fixed_cost",
                            "Least-squares fixed cost of a hops call").whenOk()),
                    Column.metric("per_path_us", new Metric("hops_path_cost", "seconds",
                            "Least-squares cost of each path counted", 1e6, true)),
                    Column.named("r2"), Column.named("reason"), Column.named("run")), fits));
        }
        return tables;
    }

    private static String lower(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
