package dev.graphbench.phases.ladder;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.AgreementLine;
import dev.graphbench.runner.phase.GroupedNotes;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Ranking;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The depth ladder's table: a row per depth, each engine's median ms with the distinct nodes it reached in brackets,
 * then each engine's full walk (the first depth that reached everything, and its time) and that walk as traversed
 * edges a second (Graph500's TEPS), so that it compares with published breadth-first-search figures.
 */
final class LadderTables {

    static final String TITLE = "Depth ladder";
    static final String FULL_WALK = "full walk";
    static final String TEPS = "edges a second (TEPS)";

    private LadderTables() {
    }

    /**
     * The table with its chart, counted by the summary by the full walk's time; then its figures for other tools: a
     * row a depth, and a row an engine's full walk. None when no engine was asked for the ladder.
     */
    static List<Table> all(Reported<LadderResult> reported) {
        Optional<Table> shown = of(reported.runs(), reported.judge());
        if (shown.isEmpty()) {
            return List.of();
        }
        Map<String, Double> walks = new LinkedHashMap<>();
        for (EngineRun run : reported.runs()) {
            LadderResult ladder = reported.result(run);
            if (ladder != null && ladder.fullWalkMs() != null) {
                walks.put(Reported.label(run), ladder.fullWalkMs());
            }
        }
        List<Table> all = new ArrayList<>();
        all.add(shown.get().withCharts(LadderFigures.chart(reported).map(List::of).orElse(List.of()))
                .rankedBy(Ranking.leastTime(TITLE + " (the full walk)", List.of(walks))));
        all.addAll(LadderFigures.figures(reported));
        return all;
    }

    /** The table, with a column per engine that was asked for the ladder; none when no engine was. */
    static Optional<Table> of(List<EngineRun> allRuns, String judge) {
        List<EngineRun> runs = allRuns.stream().filter(run -> LadderPhase.result(run) != null).toList();
        if (runs.isEmpty()) {
            return Optional.empty();
        }
        TreeSet<Integer> depths = new TreeSet<>();
        runs.forEach(run -> LadderPhase.result(run).rungs().forEach(rung -> depths.add(rung.depth())));
        List<String> headers = new ArrayList<>();
        headers.add("depth (hops)");
        runs.forEach(run -> headers.add(Reported.label(run) + " (ms, nodes)"));
        GroupedNotes held = new GroupedNotes();
        List<List<String>> rows = new ArrayList<>();
        for (int depth : depths) {
            List<String> row = new ArrayList<>();
            row.add(String.format(Locale.ROOT, "%,d", depth));
            for (EngineRun run : runs) {
                row.add(rungCell(run, depth, held));
            }
            rows.add(row);
        }
        List<String> walk = new ArrayList<>(List.of(FULL_WALK));
        List<String> teps = new ArrayList<>(List.of(TEPS));
        for (EngineRun run : runs) {
            LadderResult ladder = LadderPhase.result(run);
            if (ladder.rungs().isEmpty() && ladder.status() != Status.OK) {
                if (ladder.status() != Status.UNSUPPORTED) {
                    held.add(ladder.status(), run.provenance().engine(), "the ladder", ladder.reason());
                }
                walk.add(ladder.status().name().toLowerCase(Locale.ROOT));
                teps.add("-");
                continue;
            }
            walk.add(ladder.fullWalkDepth() == null || ladder.fullWalkMs() == null ? "not reached"
                    : Figures.milliseconds(ladder.fullWalkMs()) + String.format(Locale.ROOT, " ms at depth %,d", ladder.fullWalkDepth()));
            teps.add(ladder.teps() == null ? "-" : String.format(Locale.ROOT, "%,.0f", ladder.teps()));
        }
        rows.add(walk);
        rows.add(teps);
        List<String> notes = new ArrayList<>();
        notes.add(description(runs));
        notes.add(agreement(runs, judge));
        notes.addAll(held.lines());
        return Optional.of(new Table(TITLE, headers, rows, notes).withGroups(Reported.groups(1, runs)));
    }

    /** What the table shows, with the start node and the relationships the full walk walked. */
    private static String description(List<EngineRun> runs) {
        String start = runs.stream().map(run -> LadderPhase.result(run).startId()).filter(Objects::nonNull).findFirst()
                .orElse("a seeded node");
        Long walked = runs.stream().map(run -> LadderPhase.result(run).walked()).filter(Objects::nonNull).findFirst().orElse(null);
        return "From one start node (" + start + "), the distinct nodes within each depth, the start not counted: a cell"
                + " is the median ms of the depth's timed calls (up to 3 after its cold call, fewer once they have spent"
                + " --max-seconds), the nodes reached in brackets. The ladder doubles the depth until a depth reaches"
                + " nothing new, which is called once. Full walk: the first depth that reached every node the"
                + " ladder reached, and its median; TEPS: the relationships it walked"
                + (walked == null ? "" : String.format(Locale.ROOT, " (%,d)", walked))
                + " over that time, as Graph500 counts breadth-first search.";
    }

    private static String rungCell(EngineRun run, int depth, GroupedNotes held) {
        LadderResult.Rung rung = LadderPhase.result(run).rungs().stream().filter(r -> r.depth() == depth).findFirst().orElse(null);
        if (rung == null) {
            return "-";
        }
        if (rung.status() != Status.OK || rung.medianMs() == null) {
            held.add(rung.status(), run.provenance().engine(), String.format(Locale.ROOT, "depth %,d", depth),
                    rung.reason());
            return rung.status().name().toLowerCase(Locale.ROOT);
        }
        return Figures.milliseconds(rung.medianMs()) + (rung.reached() == null ? ""
                : String.format(Locale.ROOT, " (%,d)", rung.reached()));
    }

    private static String agreement(List<EngineRun> runs, String judge) {
        List<AgreementLine.Checked> checks = new ArrayList<>();
        for (EngineRun run : runs) {
            if (!LadderPhase.result(run).rungs().isEmpty() && LadderPhase.result(run).agreement() != null) {
                checks.add(new AgreementLine.Checked(run.provenance().engine(), "the ladder", LadderPhase.result(run).agreement()));
            }
        }
        return AgreementLine.of(checks, judge);
    }
}
