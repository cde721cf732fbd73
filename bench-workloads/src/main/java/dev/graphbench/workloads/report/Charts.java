package dev.graphbench.workloads.report;

import dev.graphbench.api.results.EngineRun;
import dev.graphbench.api.results.LoadResult;
import dev.graphbench.api.results.Status;
import dev.graphbench.api.results.WorkloadResult;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** Builds the report's charts from the same runs, in the same order, as its tables. */
final class Charts {

    private final List<EngineRun> runs;
    private final List<String> engines;

    Charts(List<EngineRun> runs) {
        this.runs = runs;
        this.engines = runs.stream().map(run -> run.provenance().engine()).toList();
    }

    List<Chart> all() {
        List<Chart> charts = new ArrayList<>();
        if (runs.stream().anyMatch(run -> run.load() != null)) {
            charts.add(load());
        }
        addWorkloads(charts, Phase.TRAVERSE, Report.TRAVERSALS);
        addWorkloads(charts, Phase.GRAPH, Report.WHOLE_GRAPH);
        return charts;
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

    private void addWorkloads(List<Chart> charts, Phase phase, String table) {
        List<Workload> workloads = Report.reported(runs, phase);
        if (workloads.isEmpty()) {
            return;
        }
        List<List<Chart.Bar>> bars = new ArrayList<>();
        for (Workload workload : workloads) {
            bars.add(runs.stream().map(run -> latencyBar(run.workload(workload.id()))).toList());
        }
        charts.add(new Chart.Bars(table, table + ": median latency per call",
                "For each workload, one bar per engine: the median latency of its timed calls in milliseconds, "
                        + "with a whisker to the 95th percentile. Shorter is quicker.",
                "median latency per call, ms", "95th percentile", workloads.stream().map(Workload::title).toList(), engines, bars));
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
}
