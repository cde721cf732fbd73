package dev.graphbench.report.export;

import dev.graphbench.report.Report;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.LadderResult;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.RateResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.Throughput;
import dev.graphbench.results.WorkloadResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's figures in the OpenMetrics text format (version 1.0.0), so that a CI job can push them to Prometheus: a
 * gauge per figure, named {@code graphbench_...} with its unit as the last part of the name ({@code _seconds},
 * {@code _bytes}) and a {@code # UNIT} line where it has one, each sample labelled with its {@code engine},
 * {@code workload}, {@code phase}, {@code run} and {@code dataset} (and its {@code threads}, offered rate or depth
 * where the figure has one). What was not measured has no sample. The exposition ends with {@code # EOF}.
 */
public final class OpenMetrics {

    /** The media type a server gives this text: a Pushgateway or a scrape reads it as OpenMetrics. */
    public static final String CONTENT_TYPE = "application/openmetrics-text; version=1.0.0; charset=utf-8";

    private final Map<String, Family> families = new LinkedHashMap<>();

    private OpenMetrics() {
    }

    /** A gauge: its name, its unit (the name's last part) or null, its help, and its samples in the order added. */
    private record Family(String name, String unit, String help, List<String> samples) {
    }

    /** The exposition of every figure of {@code reports}, one per dataset. */
    public static String render(List<Report> reports) {
        OpenMetrics metrics = new OpenMetrics();
        for (Report report : reports) {
            for (EngineRun run : report.runs()) {
                metrics.add(run);
            }
        }
        return metrics.text();
    }

    private void add(EngineRun run) {
        LoadResult load = run.load();
        if (load != null && load.status() == Status.OK) {
            Map<String, String> labels = labels(run, "load", "load");
            gauge("graphbench_load_nodes_seconds", "seconds", "Time to load every node", labels, load.nodesSeconds());
            gauge("graphbench_load_relationships_seconds", "seconds", "Time to load every relationship", labels,
                    load.relationshipsSeconds());
            gauge("graphbench_load_after_seconds", "seconds", "Time to build indexes and statistics after the load",
                    labels, load.afterLoadSeconds());
            gauge("graphbench_load_nodes", null, "Nodes the engine held after the load", labels, load.nodes());
            gauge("graphbench_load_relationships", null, "Relationships the engine held after the load", labels,
                    load.relationships());
        }
        Long memory = run.memory() != null ? Long.valueOf(run.memory().bytes())
                : run.server() != null ? run.server().memoryBytes() : null;
        if (memory != null) {
            gauge("graphbench_memory_after_run_bytes", "bytes", "The engine's memory after the run",
                    labels(run, "load", "load"), memory);
        }
        for (WorkloadResult result : run.workloads()) {
            if (result.status() != Status.OK || result.latency() == null) {
                continue;
            }
            Map<String, String> labels = labels(run, result.id(), result.phase());
            gauge("graphbench_latency_median_seconds", "seconds", "Median latency of the workload's timed calls",
                    labels, result.latency().medianMs() / 1e3);
            gauge("graphbench_latency_p95_seconds", "seconds", "95th percentile latency of the timed calls", labels,
                    result.latency().p95Ms() / 1e3);
            gauge("graphbench_latency_p99_seconds", "seconds", "99th percentile latency of the timed calls", labels,
                    result.latency().p99Ms() / 1e3);
            gauge("graphbench_timed_calls", null, "Timed calls of the workload", labels, result.latency().calls());
            if (result.coldMs() != null) {
                gauge("graphbench_cold_call_seconds", "seconds", "The workload's first call, timed apart", labels,
                        result.coldMs() / 1e3);
            }
        }
        for (ConcurrencyResult result : run.concurrency()) {
            for (Throughput measured : result.measurements()) {
                Map<String, String> labels = labels(run, result.id(), "concurrent");
                labels.put("threads", String.valueOf(measured.threads()));
                gauge("graphbench_throughput_calls_per_second", null, "Successful calls a second, threads calling back"
                        + " to back", labels, measured.callsPerSecond());
                gauge("graphbench_throughput_failed_calls", null, "Failed calls of the measurement", labels,
                        measured.failedCalls());
                if (measured.latency() != null) {
                    gauge("graphbench_throughput_latency_median_seconds", "seconds", "Median latency of every thread's"
                            + " calls", labels, measured.latency().medianMs() / 1e3);
                }
            }
            for (RateResult rate : result.rates()) {
                if (rate.held() != null) {
                    continue;
                }
                Map<String, String> labels = labels(run, result.id(), "concurrent");
                labels.put("offered", plain(rate.targetRate()));
                gauge("graphbench_rate_achieved_calls_per_second", null, "Calls a second achieved at the offered rate",
                        labels, rate.achievedRate());
                if (rate.latency() != null) {
                    gauge("graphbench_rate_latency_p99_seconds", "seconds", "99th percentile latency from each call's"
                            + " intended start", labels, rate.latency().p99Ms() / 1e3);
                }
            }
        }
        HopsResult hops = run.hops();
        if (hops != null && hops.status() == Status.OK && hops.fit() != null) {
            Map<String, String> labels = labels(run, "hops", "hops");
            gauge("graphbench_hops_fixed_cost_seconds", "seconds", "Least-squares fixed cost of a hops call", labels,
                    hops.fit().fixedMs() / 1e3);
            gauge("graphbench_hops_path_cost_seconds", "seconds", "Least-squares cost of each path counted", labels,
                    hops.fit().perPathMicros() / 1e6);
        }
        LadderResult ladder = run.ladder();
        if (ladder != null) {
            for (LadderResult.Rung rung : ladder.rungs()) {
                if (rung.status() != Status.OK || rung.medianMs() == null) {
                    continue;
                }
                Map<String, String> labels = labels(run, "ladder", "ladder");
                labels.put("depth", String.valueOf(rung.depth()));
                gauge("graphbench_ladder_depth_seconds", "seconds", "Median time of a depth of the ladder", labels,
                        rung.medianMs() / 1e3);
                if (rung.reached() != null) {
                    gauge("graphbench_ladder_reached_nodes", null, "Distinct nodes within the depth, the start not"
                            + " counted", labels, rung.reached());
                }
            }
            Map<String, String> labels = labels(run, "ladder", "ladder");
            if (ladder.fullWalkMs() != null) {
                gauge("graphbench_ladder_full_walk_seconds", "seconds", "Median time of the first depth that reached"
                        + " everything", labels, ladder.fullWalkMs() / 1e3);
            }
            if (ladder.teps() != null) {
                gauge("graphbench_ladder_full_walk_edges_per_second", null, "Relationships the full walk walked a"
                        + " second (TEPS)", labels, ladder.teps());
            }
        }
    }

    /** The labels every sample has. */
    private static Map<String, String> labels(EngineRun run, String workload, String phase) {
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("engine", run.name());
        labels.put("workload", workload);
        labels.put("phase", phase == null ? "" : phase);
        labels.put("run", run.provenance().runId() == null ? "" : run.provenance().runId());
        labels.put("dataset", run.provenance().datasetLabel());
        return labels;
    }

    private void gauge(String name, String unit, String help, Map<String, String> labels, double value) {
        Family family = families.computeIfAbsent(name, key -> new Family(name, unit, help, new ArrayList<>()));
        StringBuilder sample = new StringBuilder(name).append('{');
        labels.forEach((label, text) -> sample.append(sample.charAt(sample.length() - 1) == '{' ? "" : ",")
                .append(label).append("=\"").append(escapeLabel(text)).append('"'));
        family.samples().add(sample.append("} ").append(plain(value)).toString());
    }

    private String text() {
        StringBuilder out = new StringBuilder();
        for (Family family : families.values()) {
            out.append("# TYPE ").append(family.name()).append(" gauge\n");
            if (family.unit() != null) {
                out.append("# UNIT ").append(family.name()).append(' ').append(family.unit()).append('\n');
            }
            out.append("# HELP ").append(family.name()).append(' ').append(escapeHelp(family.help())).append('\n');
            family.samples().forEach(sample -> out.append(sample).append('\n'));
        }
        return out.append("# EOF\n").toString();
    }

    /** A number in plain digits, as the format's grammar reads it. */
    private static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private static String escapeLabel(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }

    private static String escapeHelp(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n");
    }
}
