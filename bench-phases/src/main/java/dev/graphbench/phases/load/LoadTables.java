package dev.graphbench.phases.load;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Column;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Ranking;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The load phase's tables: the write-up's, each engine's seconds to load the nodes, the relationships and what it
 * builds after, with its memory and data rows and a chart of the seconds; the same figures for other tools, and the
 * memory each engine held after the run as a gauge.
 */
final class LoadTables {

    /** The load table's title, as the write-up words it. */
    static final String TITLE = "Loading the graph";

    private final Reported<LoadResult> reported;
    private final List<EngineRun> runs;

    private LoadTables(Reported<LoadResult> reported) {
        this.reported = reported;
        this.runs = reported.runs();
    }

    /** The tables; the memory gauge alone when no run loaded, none when no run measured memory either. */
    static List<Table> of(Reported<LoadResult> reported) {
        LoadTables tables = new LoadTables(reported);
        List<Table> all = new ArrayList<>();
        if (!reported.none()) {
            all.add(tables.table());
            all.add(tables.figures());
        }
        tables.memory().ifPresent(all::add);
        return all;
    }

    private Table table() {
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(Reported.label(run)));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        rows.add(row(String.format(Locale.ROOT, "%,d nodes", firstCount(true)), notes,
                load -> Figures.seconds(load.nodesSeconds())));
        rows.add(row(String.format(Locale.ROOT, "%,d relationships", firstCount(false)), notes,
                load -> Figures.seconds(load.relationshipsSeconds())));
        rows.add(row("indexes and statistics after the load", notes, load -> Figures.seconds(load.afterLoadSeconds())));
        rows.addAll(MemoryRows.rows(runs));
        List<String> allNotes = new ArrayList<>();
        allNotes.add("In seconds. Each engine loads by its own quickest path, so this is what a bulk load costs on "
                + "each, not a like-for-like comparison.");
        allNotes.addAll(MemoryRows.notes(runs));
        String warmups = warmups();
        if (warmups != null) {
            allNotes.add(warmups);
        }
        allNotes.addAll(notes);
        Map<String, Double> totals = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            LoadResult load = reported.result(run);
            if (load != null && load.status() == Status.OK) {
                totals.put(Reported.label(run), load.nodesSeconds() + load.relationshipsSeconds() + load.afterLoadSeconds());
            }
        }
        return new Table(TITLE, headers, rows, allNotes).withGroups(Reported.groups(1, runs))
                .withCharts(List.of(chart())).rankedBy(Ranking.leastTime(TITLE, List.of(totals)));
    }

    /** Which loads came after an untimed one (--load-warmup), and at what scale factor; null when none did. */
    private String warmups() {
        Map<String, List<String>> enginesByWarmup = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            if (reported.result(run) != null && run.provenance().method() != null) {
                Double sf = run.provenance().method().get(RunOption.LOAD_WARMUP);
                enginesByWarmup.computeIfAbsent(sf == null || sf == 0 ? "none" : "SF " + Figures.plain(sf),
                        key -> new ArrayList<>()).add(run.provenance().engine());
            }
        }
        if (enginesByWarmup.isEmpty() || enginesByWarmup.keySet().equals(Set.of("none"))) {
            return null;
        }
        if (enginesByWarmup.size() == 1) {
            return "Each timed load came after an untimed load at " + enginesByWarmup.keySet().iterator().next()
                    + " (" + RunOption.LOAD_WARMUP + "), so that engines in the JVM and the generator were timed after"
                    + " their load path was compiled.";
        }
        return "The untimed load before the timed one (" + RunOption.LOAD_WARMUP + "): "
                + enginesByWarmup.entrySet().stream().map(entry -> entry.getKey() + " for "
                + String.join(", ", entry.getValue())).collect(Collectors.joining("; ")) + ".";
    }

    /** The nodes or relationships the first engine that loaded the graph holds. */
    private long firstCount(boolean nodes) {
        return runs.stream().map(reported::result).filter(load -> load != null && load.status() == Status.OK)
                .mapToLong(load -> nodes ? load.nodes() : load.relationships()).findFirst().orElse(0);
    }

    private List<String> row(String label, Set<String> notes, Function<LoadResult, String> value) {
        List<String> row = new ArrayList<>();
        row.add(label);
        for (EngineRun run : runs) {
            LoadResult load = reported.result(run);
            if (load == null) {
                row.add("-");
            } else if (load.status() != Status.OK) {
                notes.add("held: " + run.provenance().engine() + " load: " + load.reason());
                row.add("held");
            } else {
                row.add(value.apply(load));
            }
        }
        return row;
    }

    private Chart chart() {
        List<String> categories = List.of(String.format(Locale.ROOT, "%,d nodes", firstCount(true)),
                String.format(Locale.ROOT, "%,d relationships", firstCount(false)), "indexes and statistics after the load");
        List<ToDoubleFunction<LoadResult>> parts = List.of(LoadResult::nodesSeconds, LoadResult::relationshipsSeconds,
                LoadResult::afterLoadSeconds);
        List<List<Chart.Bar>> bars = new ArrayList<>();
        for (ToDoubleFunction<LoadResult> part : parts) {
            bars.add(runs.stream().map(run -> bar(reported.result(run), part)).toList());
        }
        return new Chart.Bars(TITLE, "Loading the graph, in seconds",
                "Seconds each engine took to load the nodes, the relationships, and to build its indexes and "
                        + "statistics afterwards; each by its own quickest path.",
                "seconds", null, categories, runs.stream().map(Reported::label).toList(), bars);
    }

    private static Chart.Bar bar(LoadResult load, ToDoubleFunction<LoadResult> part) {
        if (load == null) {
            return Chart.Bar.missing("not run");
        }
        if (load.status() != Status.OK) {
            return Chart.Bar.missing("held");
        }
        double seconds = part.applyAsDouble(load);
        return Chart.Bar.of(seconds, null, Figures.seconds(seconds));
    }

    /** Each engine's load, every figure as measured: a row an engine. */
    private Table figures() {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            LoadResult load = reported.result(run);
            if (load == null) {
                continue;
            }
            boolean ok = load.status() == Status.OK;
            rows.add(Arrays.asList(run.name(), LoadPhase.ID, status(load.status()), ok ? load.nodes() : null,
                    ok ? load.relationships() : null, ok ? load.nodesSeconds() : null,
                    ok ? load.relationshipsSeconds() : null, ok ? load.afterLoadSeconds() : null, memoryBytes(run),
                    load.reason(), run.provenance().runId()));
        }
        return Table.figures(LoadPhase.ID, LoadPhase.ID, List.of(Column.named("engine"), Column.named("workload"),
                Column.named("status"), Column.metric("nodes", Metric.of("load_nodes", null,
                        "Nodes the engine held after the load")),
                Column.metric("relationships", Metric.of("load_relationships", null,
                        "Relationships the engine held after the load")),
                Column.metric("nodes_seconds", Metric.of("load_nodes", "seconds", "Time to load every node")),
                Column.metric("relationships_seconds", Metric.of("load_relationships", "seconds",
                        "Time to load every relationship")),
                Column.metric("after_load_seconds", Metric.of("load_after", "seconds",
                        "Time to build indexes and statistics after the load")),
                Column.named("memory_bytes"), Column.named("reason"), Column.named("run")), rows);
    }

    /** The memory each engine held after the run, as a gauge: a row an engine that measured it. */
    private java.util.Optional<Table> memory() {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            Long bytes = memoryBytes(run);
            if (bytes != null) {
                rows.add(Arrays.asList(run.name(), LoadPhase.ID, bytes, run.provenance().runId()));
            }
        }
        return rows.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(Table.figures("memory", LoadPhase.ID,
                List.of(Column.named("engine"), Column.named("workload"), Column.metric("memory_after_run_bytes",
                        Metric.of("memory_after_run", "bytes", "The engine's memory after the run")),
                        Column.named("run")), rows).goingTo(Set.of(Output.METRICS)));
    }

    private static Long memoryBytes(EngineRun run) {
        return run.memory() != null ? Long.valueOf(run.memory().bytes())
                : run.server() != null ? run.server().memoryBytes() : null;
    }

    private static String status(Status status) {
        return status.name().toLowerCase(Locale.ROOT);
    }
}
