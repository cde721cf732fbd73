package dev.graphbench.report;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.Throughput;
import dev.graphbench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The report's last table: for each table of figures, the engine that was quickest on most of its
 * rows and the one that was slowest on most, counted row by row among the engines measured there.
 * The judge is left out: it answers in memory, to check the others, and is not a contestant.
 */
final class Summary {

    private final List<EngineRun> contestants;

    private Summary(List<EngineRun> runs, String judge) {
        this.contestants = runs.stream().filter(run -> !run.name().equals(judge)).toList();
    }

    /** The summary of {@code runs}; none when fewer than two engines besides the judge have figures. */
    static Optional<Table> table(List<EngineRun> runs, String judge) {
        Summary summary = new Summary(runs, judge);
        List<List<String>> rows = new ArrayList<>();
        summary.row(Report.LOADING, List.of(run -> seconds(run.load())), false).ifPresent(rows::add);
        for (String phase : Rows.phases(runs)) {
            List<Function<EngineRun, Double>> figures = Rows.of(runs, phase).stream()
                    .<Function<EngineRun, Double>>map(row -> run -> median(run.workload(row.id()))).toList();
            summary.row(Report.title(phase), figures, false).ifPresent(rows::add);
        }
        List<Function<EngineRun, Double>> concurrent = Rows.concurrent(runs).stream()
                .<Function<EngineRun, Double>>map(row -> run -> perSecond(run.concurrent(row.id()), run)).toList();
        summary.row("Threads at once (calls a second)", concurrent, true).ifPresent(rows::add);
        summary.row(LadderTables.TITLE + " (the full walk)", List.of(run -> run.ladder() == null ? null
                : run.ladder().fullWalkMs()), false).ifPresent(rows::add);
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Table(Report.SUMMARY, List.of("table", "quickest", "slowest"), rows, List.of(
                "Row by row, the engine with the best figure and the one with the worst, among the engines measured"
                        + " in that row; the judge is not counted. Threads at once: most calls a second at the run's"
                        + " thread count is best; everywhere else, least time.")));
    }

    /** A table's line: who led on most of {@code figures}' rows; none when no row had two engines measured. */
    private Optional<List<String>> row(String table, List<Function<EngineRun, Double>> figures, boolean higherIsBetter) {
        Map<String, Integer> best = new LinkedHashMap<>();
        Map<String, Integer> worst = new LinkedHashMap<>();
        int counted = 0;
        for (Function<EngineRun, Double> figure : figures) {
            Map<String, Double> measured = new LinkedHashMap<>();
            for (EngineRun run : contestants) {
                Double value = figure.apply(run);
                if (value != null) {
                    measured.put(Report.label(run), value);
                }
            }
            if (measured.size() < 2) {
                continue;
            }
            counted++;
            double top = higherIsBetter ? max(measured) : min(measured);
            double bottom = higherIsBetter ? min(measured) : max(measured);
            measured.forEach((engine, value) -> {
                if (value == top) {
                    best.merge(engine, 1, Integer::sum);
                }
                if (value == bottom) {
                    worst.merge(engine, 1, Integer::sum);
                }
            });
        }
        return counted == 0 ? Optional.empty() : Optional.of(List.of(table, most(best, counted), most(worst, counted)));
    }

    /** The engine or engines that lead the count: {@code "PostgreSQL (7 of 8 rows)"}. */
    private static String most(Map<String, Integer> counts, int rows) {
        int top = counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<String> leaders = counts.entrySet().stream().filter(entry -> entry.getValue() == top)
                .map(Map.Entry::getKey).toList();
        return String.join(", ", leaders) + " (" + top + " of " + rows + (rows == 1 ? " row)" : " rows)");
    }

    private static double max(Map<String, Double> values) {
        return values.values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }

    private static double min(Map<String, Double> values) {
        return values.values().stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }

    private static Double seconds(LoadResult load) {
        return load == null || load.status() != Status.OK ? null
                : load.nodesSeconds() + load.relationshipsSeconds() + load.afterLoadSeconds();
    }

    private static Double median(WorkloadResult result) {
        return result == null || result.status() != Status.OK ? null : result.latency().medianMs();
    }

    private static Double perSecond(ConcurrencyResult result, EngineRun run) {
        Integer threads = run.provenance().method() == null ? null : run.provenance().method().get(RunOption.THREADS);
        Throughput measured = result == null || threads == null ? null : result.at(threads);
        return measured == null || measured.calls() == 0 ? null : measured.callsPerSecond();
    }
}
