package dev.graphbench.phases.concurrent;

import dev.graphbench.results.EngineRun;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Column;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The concurrent phase's tables, in the order the report prints them: calls a second at the run's thread count and
 * the thread sweep, the open loop's offered rates, the rate search, the server and the client second by second, each
 * with its charts; then its figures for other tools: a row a measurement, a row an offered rate, and a row a second.
 */
final class ConcurrentTables {

    private final Reported<ConcurrentResults> reported;
    private final List<EngineRun> runs;

    private ConcurrentTables(Reported<ConcurrentResults> reported) {
        this.reported = reported;
        this.runs = reported.runs();
    }

    static List<Table> of(Reported<ConcurrentResults> reported) {
        if (reported.none()) {
            return List.of();
        }
        ConcurrentTables tables = new ConcurrentTables(reported);
        List<EngineRun> runs = tables.runs;
        List<Table> shown = new ArrayList<>(ConcurrencyTables.of(runs, reported.judge()));
        shown.addAll(RateTables.of(runs));
        RateSearchTable.of(runs).ifPresent(shown::add);
        TelemetryTables.of(runs).ifPresent(shown::add);
        List<Chart> charts = new ArrayList<>(tables.sweeps());
        charts.addAll(RateCharts.of(runs));
        charts.addAll(TelemetryCharts.of(runs));
        List<Table> all = new ArrayList<>(Table.attach(shown, charts));
        all.add(tables.measurements());
        tables.rates().ifPresent(all::add);
        all.add(tables.seconds());
        return all;
    }

    /** One chart per workload: calls a second by threads, one line per engine. */
    private List<Chart> sweeps() {
        List<Chart> charts = new ArrayList<>();
        for (ConcurrentRows.Row workload : ConcurrentRows.of(runs)) {
            List<Chart.Series> series = new ArrayList<>();
            for (EngineRun run : runs) {
                ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
                if (result == null || result.measurements().isEmpty()) {
                    continue;
                }
                List<Chart.Point> points = result.measurements().stream()
                        .map(measured -> new Chart.Point(measured.threads(), measured.callsPerSecond(), speedup(measured)))
                        .toList();
                series.add(new Chart.Series(Reported.label(run), points, null, Reported.label(run)));
            }
            if (!series.isEmpty()) {
                charts.add(new Chart.Lines(ConcurrencyTables.SWEEP, workload.title() + ": calls a second by threads",
                        "Calls a second each engine sustained at each thread count, every thread with its own session "
                                + "calling back to back; beside each point its speedup over one thread. Higher is better.",
                        "threads", "calls a second", series, false));
            }
        }
        return charts;
    }

    private static String speedup(Throughput measured) {
        return measured.speedup() == null || measured.threads() == 1 ? null
                : String.format(Locale.ROOT, "%.2fx", measured.speedup());
    }

    /** Each closed-loop measurement, every figure as measured; a workload not measured keeps its row. */
    private Table measurements() {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            ConcurrentResults results = reported.result(run);
            for (ConcurrencyResult result : results == null ? List.<ConcurrencyResult>of() : results.workloads()) {
                if (result.measurements().isEmpty()) {
                    rows.add(Arrays.asList(run.name(), result.id(), status(result.status().name()), null, null, null,
                            null, null, null, null, null, result.reason(), run.provenance().runId()));
                }
                for (Throughput measured : result.measurements()) {
                    rows.add(Arrays.asList(run.name(), result.id(), status(result.status().name()), measured.threads(),
                            measured.seconds(), measured.calls(), measured.failedCalls(), measured.callsPerSecond(),
                            measured.latency() == null ? null : measured.latency().medianMs(),
                            measured.latency() == null ? null : measured.latency().p99Ms(), measured.speedup(),
                            measured.firstFailure() != null ? measured.firstFailure() : result.reason(),
                            run.provenance().runId()));
                }
            }
        }
        return Table.figures(ConcurrentPhase.ID, ConcurrentPhase.ID, List.of(Column.named("engine"),
                Column.named("workload"), Column.named("status"), Column.label("threads", "threads"),
                Column.named("seconds"), Column.named("calls"), Column.metric("failed_calls",
                        Metric.of("throughput_failed_calls", null, "Failed calls of the measurement")),
                Column.metric("calls_per_second", Metric.of("throughput_calls_per_second", null,
                        "Successful calls a second, threads calling back to back")),
                Column.metric("median_ms", Metric.secondsOfMs("throughput_latency_median",
                        "Median latency of every thread's calls")),
                Column.named("p99_ms"), Column.named("speedup"), Column.named("reason"), Column.named("run")), rows);
    }

    /** Each offered rate of the open loop, every figure as measured; none when no rate was offered. */
    private java.util.Optional<Table> rates() {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            ConcurrentResults results = reported.result(run);
            for (ConcurrencyResult result : results == null ? List.<ConcurrencyResult>of() : results.workloads()) {
                for (RateResult rate : result.rates()) {
                    dev.graphbench.results.Percentiles latency = rate.latency();
                    dev.graphbench.results.Percentiles service = rate.service();
                    rows.add(Arrays.asList(run.name(), result.id(), rate.held() == null ? "ok" : "held",
                            rate.targetRate(), rate.threads(), rate.seconds(), rate.calls(), rate.failedCalls(),
                            rate.missedCalls(), rate.achievedRate(), latency == null ? null : latency.p50Ms(),
                            latency == null ? null : latency.p99Ms(), latency == null ? null : latency.p999Ms(),
                            service == null ? null : service.p50Ms(), service == null ? null : service.p99Ms(),
                            rate.held(), run.provenance().runId()));
                }
            }
        }
        return rows.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(Table.figures("rates",
                ConcurrentPhase.ID, List.of(Column.named("engine"), Column.named("workload"), Column.named("status"),
                        Column.label("offered_calls_per_second", "offered"), Column.named("threads"),
                        Column.named("seconds"), Column.named("calls"), Column.named("failed_calls"),
                        Column.named("missed_calls"), Column.metric("achieved_calls_per_second",
                                Metric.of("rate_achieved_calls_per_second", null,
                                        "Calls a second achieved at the offered rate").whenOk()),
                        Column.named("p50_ms"), Column.metric("p99_ms", Metric.secondsOfMs("rate_latency_p99",
                                "99th percentile latency from each call's intended start").whenOk()),
                        Column.named("p999_ms"), Column.named("service_p50_ms"), Column.named("service_p99_ms"),
                        Column.named("reason"), Column.named("run")), rows));
    }

    /** Each second of each measurement: its calls, failures, p50 and p99; a line of JSON each. */
    private Table seconds() {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            ConcurrentResults results = reported.result(run);
            for (ConcurrencyResult result : results == null ? List.<ConcurrencyResult>of() : results.workloads()) {
                for (Throughput measured : result.measurements()) {
                    seconds(rows, run, result, measured.threads(), null, measured.intervals());
                }
                for (RateResult rate : result.rates()) {
                    seconds(rows, run, result, null, rate.targetRate(), rate.intervals());
                }
            }
        }
        return Table.figures("seconds", ConcurrentPhase.ID, List.of(Column.named("run"), Column.named("engine"),
                Column.named("workload"), Column.named("phase"), Column.named("threads"),
                Column.named("offered_calls_per_second"), Column.named("second"), Column.named("calls"),
                Column.named("failed_calls"), Column.named("p50_ms"), Column.named("p99_ms")), rows)
                .goingTo(Set.of(Output.SECONDS));
    }

    private static void seconds(List<List<Object>> rows, EngineRun run, ConcurrencyResult result, Integer threads,
                                Double offered, List<Interval> seconds) {
        for (Interval second : seconds) {
            rows.add(Arrays.asList(run.provenance().runId(), run.name(), result.id(), ConcurrentPhase.ID, threads,
                    offered, second.second(), second.calls(), second.failedCalls(), second.p50Ms(), second.p99Ms()));
        }
    }

    private static String status(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
