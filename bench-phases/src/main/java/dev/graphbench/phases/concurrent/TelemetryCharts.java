package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Method;
import dev.graphbench.results.ProcessUse;
import dev.graphbench.results.Telemetry;
import dev.graphbench.results.TelemetrySample;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The charts of {@link TelemetryTables}: for each engine and workload, its headline measurement second by
 * second as one panel of plots on a shared time axis: the calls, their p99 latency, the CPU of the server
 * and of the client in cores busy, and the server's memory (and for an engine in the harness's JVM, its
 * heap), so that a stall can be laid beside what the server did then.
 */
final class TelemetryCharts {

    private TelemetryCharts() {
    }

    static List<Chart> of(List<EngineRun> runs) {
        Method method = runs.stream().map(run -> run.provenance().method()).filter(m -> m.get(RunOption.THREADS) != null)
                .findFirst().orElse(null);
        if (method == null) {
            return List.of();
        }
        int threads = method.get(RunOption.THREADS);
        List<Chart> charts = new ArrayList<>();
        for (EngineRun run : runs) {
            for (ConcurrentRows.Row workload : ConcurrentRows.of(runs)) {
                ConcurrencyResult result = ConcurrentRows.result(run, workload.id());
                Throughput headline = result == null ? null : result.at(threads);
                if (headline != null && headline.telemetry() != null && !headline.telemetry().seconds().isEmpty()) {
                    charts.add(panel(Reported.label(run), workload, RateTables.threadsName(threads), headline));
                }
            }
        }
        return charts;
    }

    private static Chart panel(String engine, ConcurrentRows.Row workload, String measurement, Throughput headline) {
        Telemetry telemetry = headline.telemetry();
        List<TelemetrySample> seconds = telemetry.seconds();
        List<Chart.Plot> plots = new ArrayList<>();
        plots.add(new Chart.Plot("calls a second", List.of(new Chart.Trace("calls", true,
                intervals(headline.intervals(), second -> (double) second.calls())))));
        plots.add(new Chart.Plot("p99 latency, ms", List.of(new Chart.Trace("p99", true,
                intervals(headline.intervals(), Interval::p99Ms)))));
        List<Chart.Trace> cpu = new ArrayList<>();
        List<Chart.Trace> memory = new ArrayList<>();
        if (seconds.getFirst().server() != null) {
            String server = telemetry.sharedWithClient() ? "JVM" : "server";
            cpu.add(new Chart.Trace(server, true, points(seconds, coresEachSecond(seconds, TelemetrySample::server))));
            memory.add(new Chart.Trace(server, true, points(seconds, megabytes(seconds, s -> s.server().residentBytes()))));
            if (telemetry.sharedWithClient() && seconds.getFirst().server().heapUsedBytes() != null) {
                memory.add(new Chart.Trace("heap", false,
                        points(seconds, megabytes(seconds, s -> s.server().heapUsedBytes()))));
            }
        }
        if (!telemetry.sharedWithClient() && seconds.getFirst().client() != null) {
            cpu.add(new Chart.Trace("client", false, points(seconds, coresEachSecond(seconds, TelemetrySample::client))));
        }
        plots.add(new Chart.Plot("CPU, cores busy", cpu));
        plots.add(new Chart.Plot("memory, MB", memory));
        String whose = telemetry.sharedWithClient()
                ? "the harness's JVM, which the engine runs in and the client calls from (its CPU and memory are both's)"
                : telemetry.server() == null ? "the client alone: no process of the server's could be read"
                : "the server's processes and, grey, the client";
        return new Chart.Panel(TelemetryTables.TITLE, engine + ", " + workload.title() + ": each second at " + measurement,
                "Each second of the closed-loop measurement at " + measurement + " on " + engine + ": the calls that"
                        + " succeeded, their p99 latency, and the CPU (cores busy) and memory of " + whose
                        + (telemetry.stopped() == null ? "." : "; sampling stopped: " + telemetry.stopped() + "."),
                engine, "seconds into the measurement", plots);
    }

    /**
     * The cores each second kept busy: the CPU time the second added over its length, the first second's
     * from the window's opening.
     */
    static List<Double> coresEachSecond(List<TelemetrySample> seconds, Function<TelemetrySample, ProcessUse> of) {
        List<Double> cores = new ArrayList<>();
        double cpu = 0;
        double at = 0;
        for (TelemetrySample sample : seconds) {
            ProcessUse use = of.apply(sample);
            if (use == null) {
                break;
            }
            double length = sample.atSeconds() - at;
            cores.add(length > 0 ? (use.cpuSeconds() - cpu) / length : 0);
            cpu = use.cpuSeconds();
            at = sample.atSeconds();
        }
        return cores;
    }

    private static List<Double> megabytes(List<TelemetrySample> seconds, Function<TelemetrySample, Long> bytes) {
        return seconds.stream().map(sample -> bytes.apply(sample) / 1e6).toList();
    }

    /** Each value at its second, as the intervals are drawn: at the second's start. */
    private static List<Chart.Point> points(List<TelemetrySample> seconds, List<Double> values) {
        List<Chart.Point> points = new ArrayList<>();
        for (int s = 0; s < values.size(); s++) {
            points.add(new Chart.Point(seconds.get(s).second(), values.get(s), null));
        }
        return points;
    }

    private static List<Chart.Point> intervals(List<Interval> seconds, Function<Interval, Double> value) {
        return seconds.stream().filter(second -> value.apply(second) != null)
                .map(second -> new Chart.Point(second.second(), value.apply(second), null)).toList();
    }
}
