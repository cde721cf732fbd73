package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The charts of {@link LoadTables#SECONDS}: for each workload, the headline measurement second by
 * second, its calls and its p99 latency, one line per engine, so that a stall shows where it happened.
 */
final class RateCharts {

    private RateCharts() {
    }

    static List<Chart> of(List<EngineRun> runs) {
        Method method = runs.stream().map(run -> run.provenance().method()).filter(m -> m.get(RunOption.THREADS) != null)
                .findFirst().orElse(null);
        if (method == null) {
            return List.of();
        }
        String measurement = RateTables.threadsName(method.get(RunOption.THREADS));
        List<Chart> charts = new ArrayList<>();
        for (ConcurrentRows.Row workload : ConcurrentRows.of(runs)) {
            List<Chart.Series> calls = series(runs, workload, measurement, second -> (double) second.calls());
            if (calls.isEmpty()) {
                continue;
            }
            charts.add(new Chart.Lines(RateTables.SECONDS, workload.title() + ": calls each second at " + measurement,
                    "The calls that succeeded in each second of the closed-loop measurement at " + measurement
                            + ", one line per engine; a dip is a stall. Failed calls are in the results file.",
                    "seconds into the measurement", "calls that second", calls, true));
            charts.add(new Chart.Lines(RateTables.SECONDS, workload.title() + ": p99 latency each second at "
                    + measurement, "The 99th percentile latency of the calls that succeeded in each second of the same "
                    + "measurement, one line per engine; a peak is a stall.", "seconds into the measurement",
                    "p99 latency, ms", series(runs, workload, measurement, Interval::p99Ms), true));
        }
        return charts;
    }

    /** Each engine's seconds of {@code measurement} as points; a second with no value is left out. */
    private static List<Chart.Series> series(List<EngineRun> runs, ConcurrentRows.Row workload, String measurement,
                                             Function<Interval, Double> value) {
        List<Chart.Series> series = new ArrayList<>();
        for (EngineRun run : runs) {
            List<Interval> seconds = RateTables.seconds(ConcurrentRows.result(run, workload.id()), measurement);
            if (seconds == null || seconds.isEmpty()) {
                continue;
            }
            List<Chart.Point> points = seconds.stream().filter(second -> value.apply(second) != null)
                    .map(second -> new Chart.Point(second.second(), value.apply(second), null)).toList();
            series.add(new Chart.Series(Reported.label(run), points, null, Reported.label(run)));
        }
        return series;
    }
}
