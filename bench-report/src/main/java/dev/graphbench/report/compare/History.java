package dev.graphbench.report.compare;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/** Several runs side by side, oldest first as given: each workload's median in each, so that a trend shows. */
public final class History {

    /** The table's title. */
    public static final String TITLE = "Medians over runs";

    private final List<ComparedRun> runs;

    private History(List<ComparedRun> runs) {
        this.runs = runs;
    }

    /**
     * The history of {@code runs}, in the order given.
     *
     * @throws IllegalArgumentException one line when they measured different datasets
     */
    public static History of(List<ComparedRun> runs) {
        Datasets.requireOne(runs);
        return new History(List.copyOf(runs));
    }

    /** Each engine's workloads measured in some run, in the order the first run that has them lists them. */
    private Map<String, Map<String, String>> workloads() {
        Map<String, Map<String, String>> workloads = new LinkedHashMap<>();
        TreeSet<String> engines = new TreeSet<>();
        runs.forEach(run -> run.runs().forEach(engine -> engines.add(engine.name())));
        for (String engine : engines) {
            Map<String, String> titles = new LinkedHashMap<>();
            for (ComparedRun run : runs) {
                EngineRun results = run.engine(engine);
                if (results != null) {
                    results.workloads().stream().filter(w -> w.status() == Status.OK)
                            .forEach(w -> titles.putIfAbsent(w.id(), w.title()));
                }
            }
            workloads.put(engine, titles);
        }
        return workloads;
    }

    private WorkloadResult measured(ComparedRun run, String engine, String id) {
        EngineRun results = run.engine(engine);
        WorkloadResult result = results == null ? null : results.workload(id);
        return result != null && result.status() == Status.OK ? result : null;
    }

    /** A row per engine and workload, a column per run, and the last run's median over the first's. */
    public Table table() {
        List<String> headers = new ArrayList<>();
        headers.add("engine: workload");
        labels().forEach(label -> headers.add(label + " (ms)"));
        headers.add("last/first");
        List<List<String>> rows = new ArrayList<>();
        workloads().forEach((engine, titles) -> titles.forEach((id, title) -> {
            List<String> row = new ArrayList<>();
            row.add(engine + ": " + title);
            for (ComparedRun run : runs) {
                WorkloadResult result = measured(run, engine, id);
                row.add(result == null ? "-" : Figures.latency(result.latency().medianMs(), result.latency().p95Ms()));
            }
            WorkloadResult first = measured(runs.getFirst(), engine, id);
            WorkloadResult last = measured(runs.getLast(), engine, id);
            row.add(first == null || last == null ? "-" : String.format(Locale.ROOT, "%.2f",
                    last.latency().medianMs() / first.latency().medianMs()));
            rows.add(row);
        }));
        List<String> notes = new ArrayList<>();
        for (ComparedRun run : runs) {
            notes.add("run " + run.label() + ": " + run.path());
        }
        return new Table(TITLE, headers, rows, notes);
    }

    /** One chart per engine: each workload's median in each run, in the order given. */
    public List<Chart> charts() {
        List<Chart> charts = new ArrayList<>();
        workloads().forEach((engine, titles) -> {
            List<List<Chart.Bar>> bars = new ArrayList<>();
            titles.forEach((id, title) -> {
                List<Chart.Bar> row = new ArrayList<>();
                for (ComparedRun run : runs) {
                    WorkloadResult result = measured(run, engine, id);
                    row.add(result == null ? Chart.Bar.missing("not measured") : Comparison.bar(result.latency()));
                }
                bars.add(row);
            });
            charts.add(new Chart.Bars(TITLE, engine + " over " + runs.size() + " runs", "Each workload's median in"
                    + " each run, oldest first as given, with whiskers to the 95th percentile.",
                    "median latency per call, ms", "95th percentile", List.copyOf(titles.values()), labels(), bars));
        });
        return charts;
    }

    /** How the table and charts name the runs: their ids, numbered in the order given. */
    public List<String> labels() {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            labels.add((i + 1) + ". " + runs.get(i).label());
        }
        return labels;
    }
}
