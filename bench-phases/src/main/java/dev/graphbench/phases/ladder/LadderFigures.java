package dev.graphbench.phases.ladder;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Column;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The ladder's chart of time by depth, and its figures for other tools. */
final class LadderFigures {

    private LadderFigures() {
    }

    /** Each engine's median ms at each depth it answered, depths doubling; none when no engine answered one. */
    static Optional<Chart> chart(Reported<LadderResult> reported) {
        List<Chart.Series> series = new ArrayList<>();
        for (EngineRun run : reported.runs()) {
            LadderResult ladder = reported.result(run);
            if (ladder == null) {
                continue;
            }
            List<Chart.Point> points = ladder.rungs().stream()
                    .filter(rung -> rung.status() == Status.OK && rung.medianMs() != null && rung.medianMs() > 0)
                    .map(rung -> new Chart.Point(rung.depth(), rung.medianMs(), null)).toList();
            if (!points.isEmpty()) {
                series.add(new Chart.Series(Reported.label(run), points, null, Reported.label(run)
                        + (ladder.fullWalkMs() == null ? "" : ": full walk " + Figures.milliseconds(ladder.fullWalkMs())
                        + " ms at depth " + ladder.fullWalkDepth())));
            }
        }
        if (series.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Chart.Lines(LadderTables.TITLE, "Depth ladder: time by depth",
                "The median time of each depth of the ladder, one line per engine, depths doubling from 2 (a log2"
                        + " axis); a line ends where its engine reached everything or was held.",
                "depth, hops", "median ms", series, false));
    }

    /** A row a depth, and a row an engine's full walk, every figure as measured. */
    static List<Table> figures(Reported<LadderResult> reported) {
        List<List<Object>> depths = new ArrayList<>();
        List<List<Object>> walks = new ArrayList<>();
        for (EngineRun run : reported.runs()) {
            LadderResult ladder = reported.result(run);
            if (ladder == null) {
                continue;
            }
            for (LadderResult.Rung rung : ladder.rungs()) {
                depths.add(Arrays.asList(run.name(), LadderPhase.ID, lower(rung.status()), rung.depth(), rung.reached(),
                        rung.calls(), rung.coldMs(), rung.medianMs(), rung.reason(), run.provenance().runId()));
            }
            walks.add(Arrays.asList(run.name(), LadderPhase.ID, lower(ladder.status()), ladder.startId(),
                    ladder.fullWalkDepth(), ladder.fullWalkMs(), ladder.walked(), ladder.teps(), ladder.reason(),
                    run.provenance().runId()));
        }
        List<Table> tables = new ArrayList<>();
        if (!depths.isEmpty()) {
            tables.add(Table.figures(LadderPhase.ID, LadderPhase.ID, List.of(Column.named("engine"),
                    Column.named("workload"), Column.named("status"), Column.label("depth_hops", "depth"),
                    Column.metric("reached_nodes", Metric.of("ladder_reached_nodes", null,
                            "Distinct nodes within the depth, the start not counted").whenOk()),
                    Column.named("calls"), Column.named("cold_ms"), Column.metric("median_ms",
                            Metric.secondsOfMs("ladder_depth", "Median time of a depth of the ladder").whenOk()),
                    Column.named("reason"), Column.named("run")), depths));
        }
        if (!walks.isEmpty()) {
            tables.add(Table.figures("ladder-full-walk", LadderPhase.ID, List.of(Column.named("engine"),
                    Column.named("workload"), Column.named("status"), Column.named("start"), Column.named("depth_hops"),
                    Column.metric("median_ms", Metric.secondsOfMs("ladder_full_walk",
                            "Median time of the first depth that reached everything")),
                    Column.named("walked_relationships"), Column.metric("relationships_per_second",
                            Metric.of("ladder_full_walk_edges_per_second", null,
                                    "Relationships the full walk walked a second (TEPS)")),
                    Column.named("reason"), Column.named("run")), walks));
        }
        return tables;
    }

    private static String lower(Status status) {
        return status.name().toLowerCase(Locale.ROOT);
    }
}
