package com.example.phase;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.tables.Column;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Ranking;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A phase of a plugin's own, none of graph-bench's, in a package of its author's: how long an engine takes to count
 * what it holds, asked a few times after the load. Nothing in the runner, the results file, the listener or the report
 * knows it; it sees graph-bench's public API alone, and its jar names it in
 * {@code META-INF/services/dev.graphbench.runner.phase.Phase}, as a third party's would. This file is the whole of it.
 */
public final class CountsPhase implements Phase<CountsPhase.Counts> {

    /** Its id, as {@code --phases} names it. */
    public static final String ID = "counts";
    /** Its table's title. */
    public static final String TITLE = "Counting the graph";
    /** How many times it counts. */
    public static final int CALLS = 5;

    /**
     * What it measured on one engine.
     *
     * @param status        OK when every count answered
     * @param reason        why not; null when it did
     * @param nodes         the nodes the engine counted
     * @param relationships the relationships it counted
     * @param medianMs      the median time of a count, in milliseconds
     * @param calls         the counts made
     */
    public record Counts(Status status, String reason, long nodes, long relationships, double medianMs, int calls)
            implements PhaseResult {

        @Override
        public boolean measured() {
            return status == Status.OK;
        }

        @Override
        public boolean incomplete() {
            return status == Status.HELD;
        }
    }

    @Override
    public String id() {
        return ID;
    }

    /** After the concurrent phase, before the hops. */
    @Override
    public int order() {
        return 650;
    }

    @Override
    public Class<Counts> resultType() {
        return Counts.class;
    }

    @Override
    public PhasePlan plan(RunConfig config) {
        return PhasePlan.whole();
    }

    @Override
    public Counts measure(PhaseRun<Counts> run) {
        double[] ms = new double[CALLS];
        long nodes = 0;
        long relationships = 0;
        try {
            for (int call = 0; call < CALLS; call++) {
                long began = System.nanoTime();
                var counts = run.engine().engine().loader().counts();
                ms[call] = (System.nanoTime() - began) / 1e6;
                nodes = counts.totalNodes();
                relationships = counts.totalRelationships();
            }
        } catch (RuntimeException e) {
            return held(run.explain("counting failed: " + e.getMessage()));
        }
        Arrays.sort(ms);
        return new Counts(Status.OK, null, nodes, relationships, ms[CALLS / 2], CALLS);
    }

    @Override
    public Counts ended(PhasePlan plan, Counts soFar, Set<String> finished, Status status, String why) {
        return soFar != null ? soFar : new Counts(status, why, 0, 0, 0, 0);
    }

    private static Counts held(String why) {
        return new Counts(Status.HELD, why, 0, 0, 0, 0);
    }

    @Override
    public List<Outcome> outcomes(Counts result) {
        String line = result.status() != Status.OK ? null : String.format(Locale.ROOT,
                "%,d nodes, %,d relationships, a count in %s ms", result.nodes(), result.relationships(),
                Figures.milliseconds(result.medianMs()));
        return List.of(new Outcome(ID, "the counts", result.status(), result.reason(), line));
    }

    /**
     * A table a person reads, a row a figure and a column an engine, ranked by the time of a count; every figure as
     * measured for other tools (CSV and OpenMetrics); and a line an engine for JSON Lines.
     */
    @Override
    public List<Table> tables(Reported<Counts> reported) {
        List<EngineRun> runs = reported.measured();
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(Reported.label(run)));
        List<List<String>> rows = new ArrayList<>(List.of(new ArrayList<>(List.of("nodes")),
                new ArrayList<>(List.of("relationships")), new ArrayList<>(List.of("a count (ms)"))));
        Map<String, Double> ranked = new LinkedHashMap<>();
        List<List<Object>> figures = new ArrayList<>();
        for (EngineRun run : runs) {
            Counts counts = reported.result(run);
            boolean ok = counts.status() == Status.OK;
            rows.get(0).add(ok ? String.format(Locale.ROOT, "%,d", counts.nodes()) : "held");
            rows.get(1).add(ok ? String.format(Locale.ROOT, "%,d", counts.relationships()) : "held");
            rows.get(2).add(ok ? Figures.milliseconds(counts.medianMs()) : "held");
            if (ok) {
                ranked.put(Reported.label(run), counts.medianMs());
            }
            figures.add(Arrays.asList(run.name(), ID, counts.status().name().toLowerCase(Locale.ROOT),
                    ok ? counts.nodes() : null, ok ? counts.relationships() : null, ok ? counts.medianMs() : null,
                    counts.calls(), run.provenance().runId()));
        }
        Table shown = new Table(TITLE, headers, rows, List.of("The median of " + CALLS + " counts of what each engine"
                + " holds, asked after the load; a plugin's phase.")).withGroups(Reported.groups(1, runs))
                .rankedBy(Ranking.leastTime(TITLE, List.of(ranked)));
        List<Column> columns = List.of(Column.named("engine"), Column.named("workload"), Column.named("status"),
                Column.metric("nodes", Metric.of("counted_nodes", null, "Nodes the engine counted")),
                Column.metric("relationships", Metric.of("counted_relationships", null,
                        "Relationships the engine counted")),
                Column.metric("median_ms", Metric.secondsOfMs("count", "Median time of a count of the graph")),
                Column.named("calls"), Column.named("run"));
        Table measured = Table.figures(ID, ID, columns, figures);
        Table lines = Table.figures(ID + "-lines", ID, columns, figures).goingTo(Set.of(Output.SECONDS));
        return List.of(shown, measured, lines);
    }
}
