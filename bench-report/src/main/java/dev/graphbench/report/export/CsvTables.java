package dev.graphbench.report.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import dev.graphbench.report.Report;
import dev.graphbench.results.AtomicFiles;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.LadderResult;
import dev.graphbench.results.Latency;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.Percentiles;
import dev.graphbench.results.RateResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.Throughput;
import dev.graphbench.results.WorkloadResult;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The report's figures as CSV, one file a table, for a spreadsheet or a script: a row per engine and workload (and
 * per thread count, offered rate, bucket or depth where the table has one), the figures in columns whose names carry
 * their unit ({@code median_ms}, {@code calls_per_second}), every figure as measured rather than rounded as the
 * tables print it. A workload not measured keeps its row, with its status and reason and no figures.
 */
public final class CsvTables {

    private static final CsvMapper CSV = new CsvMapper();

    private CsvTables() {
    }

    /**
     * One file's content.
     *
     * @param name    the table in the file name: {@code traverse}, {@code concurrent}
     * @param columns the header, each column's name with its unit
     * @param rows    the rows, each a value per column (null for none)
     */
    record Sheet(String name, List<String> columns, List<List<Object>> rows) {
    }

    /**
     * Writes a file per table of {@code report} into {@code folder}, named {@code report-<dataset>-<table>.csv}
     * ({@code report-sf0.1-traverse.csv}), and returns them in the report's order.
     */
    public static List<Path> write(Report report, Path folder) {
        List<Path> files = new ArrayList<>();
        for (Sheet sheet : sheets(report)) {
            Path file = folder.resolve("report-" + report.datasetLabel() + "-" + sheet.name() + ".csv");
            AtomicFiles.write(file, text(sheet));
            files.add(file);
        }
        return files;
    }

    /** A sheet as CSV text: its header, then its rows. */
    static String text(Sheet sheet) {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        sheet.columns().forEach(schema::addColumn);
        List<List<String>> rows = sheet.rows().stream().map(row -> row.stream().map(CsvTables::plain).toList()).toList();
        try {
            return CSV.writer(schema.build()).writeValueAsString(rows);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the CSV of " + sheet.name() + ": " + e.getMessage(), e);
        }
    }

    /** The tables of {@code report} that have figures, in its order. */
    static List<Sheet> sheets(Report report) {
        List<EngineRun> runs = report.runs();
        List<Sheet> sheets = new ArrayList<>();
        load(runs).ifPresent(sheets::add);
        Map<String, List<List<Object>>> phases = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            for (WorkloadResult workload : run.workloads()) {
                phases.computeIfAbsent(workload.phase(), phase -> new ArrayList<>()).add(workload(run, workload));
            }
        }
        phases.forEach((phase, rows) -> sheets.add(new Sheet(phase, WORKLOAD_COLUMNS, rows)));
        concurrent(runs).ifPresent(sheets::add);
        rates(runs).ifPresent(sheets::add);
        hops(runs).forEach(sheets::add);
        ladder(runs).forEach(sheets::add);
        return sheets;
    }

    private static final List<String> WORKLOAD_COLUMNS = List.of("engine", "workload", "status", "calls", "cold_ms",
            "median_ms", "p95_ms", "p99_ms", "min_ms", "max_ms", "mean_ms", "median_low_ms", "median_high_ms", "agreement",
            "twin_of", "reason", "run");

    private static List<Object> workload(EngineRun run, WorkloadResult result) {
        Latency latency = result.status() == Status.OK ? result.latency() : null;
        return Arrays.asList(run.name(), result.id(), status(result.status()),
                latency == null ? null : latency.calls(), result.coldMs(),
                latency == null ? null : latency.medianMs(), latency == null ? null : latency.p95Ms(),
                latency == null ? null : latency.p99Ms(), latency == null ? null : latency.minMs(),
                latency == null ? null : latency.maxMs(), latency == null ? null : latency.meanMs(),
                result.sampling() == null ? null : result.sampling().medianLowMs(),
                result.sampling() == null ? null : result.sampling().medianHighMs(),
                result.agreement() == null ? null : status(result.agreement().verdict().name()), result.twinOf(),
                result.reason(), run.provenance().runId());
    }

    private static Optional<Sheet> load(List<EngineRun> runs) {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            LoadResult load = run.load();
            if (load == null) {
                continue;
            }
            boolean ok = load.status() == Status.OK;
            Long memory = run.memory() != null ? Long.valueOf(run.memory().bytes())
                    : run.server() != null ? run.server().memoryBytes() : null;
            rows.add(Arrays.asList(run.name(), "load", status(load.status()), ok ? load.nodes() : null,
                    ok ? load.relationships() : null, ok ? load.nodesSeconds() : null,
                    ok ? load.relationshipsSeconds() : null, ok ? load.afterLoadSeconds() : null, memory, load.reason(),
                    run.provenance().runId()));
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new Sheet("load", List.of("engine",
                "workload", "status", "nodes", "relationships", "nodes_seconds", "relationships_seconds",
                "after_load_seconds", "memory_bytes", "reason", "run"), rows));
    }

    private static Optional<Sheet> concurrent(List<EngineRun> runs) {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            for (ConcurrencyResult result : run.concurrency()) {
                if (result.measurements().isEmpty()) {
                    rows.add(Arrays.asList(run.name(), result.id(), status(result.status()), null, null, null, null,
                            null, null, null, null, result.reason(), run.provenance().runId()));
                }
                for (Throughput measured : result.measurements()) {
                    rows.add(Arrays.asList(run.name(), result.id(), status(result.status()), measured.threads(),
                            measured.seconds(), measured.calls(), measured.failedCalls(), measured.callsPerSecond(),
                            measured.latency() == null ? null : measured.latency().medianMs(),
                            measured.latency() == null ? null : measured.latency().p99Ms(), measured.speedup(),
                            measured.firstFailure() != null ? measured.firstFailure() : result.reason(),
                            run.provenance().runId()));
                }
            }
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new Sheet("concurrent", List.of(
                "engine", "workload", "status", "threads", "seconds", "calls", "failed_calls", "calls_per_second",
                "median_ms", "p99_ms", "speedup", "reason", "run"), rows));
    }

    private static Optional<Sheet> rates(List<EngineRun> runs) {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            for (ConcurrencyResult result : run.concurrency()) {
                for (RateResult rate : result.rates()) {
                    Percentiles latency = rate.latency();
                    Percentiles service = rate.service();
                    rows.add(Arrays.asList(run.name(), result.id(), rate.held() == null ? "ok" : "held",
                            rate.targetRate(), rate.threads(), rate.seconds(), rate.calls(), rate.failedCalls(),
                            rate.missedCalls(), rate.achievedRate(), latency == null ? null : latency.p50Ms(),
                            latency == null ? null : latency.p99Ms(), latency == null ? null : latency.p999Ms(),
                            service == null ? null : service.p50Ms(), service == null ? null : service.p99Ms(),
                            rate.held(), run.provenance().runId()));
                }
            }
        }
        return rows.isEmpty() ? Optional.empty() : Optional.of(new Sheet("rates", List.of("engine",
                "workload", "status", "offered_calls_per_second", "threads", "seconds", "calls", "failed_calls",
                "missed_calls", "achieved_calls_per_second", "p50_ms", "p99_ms", "p999_ms", "service_p50_ms",
                "service_p99_ms", "reason", "run"), rows));
    }

    private static List<Sheet> hops(List<EngineRun> runs) {
        List<List<Object>> buckets = new ArrayList<>();
        List<List<Object>> fits = new ArrayList<>();
        for (EngineRun run : runs) {
            HopsResult hops = run.hops();
            if (hops == null) {
                continue;
            }
            for (HopsResult.Bucket bucket : hops.buckets()) {
                buckets.add(Arrays.asList(run.name(), "hops", bucket.label(), bucket.minPaths(), bucket.maxPaths(),
                        bucket.calls(), bucket.medianMs(), bucket.p95Ms(), run.provenance().runId()));
            }
            HopsResult.Fit fit = hops.fit();
            fits.add(Arrays.asList(run.name(), "hops", status(hops.status()),
                    hops.semantics() == null ? null : status(hops.semantics().name()), hops.calls(), hops.coldMs(),
                    fit == null ? null : fit.fixedMs(), fit == null ? null : fit.perPathMicros(),
                    fit == null ? null : fit.r2(), hops.reason(), run.provenance().runId()));
        }
        List<Sheet> sheets = new ArrayList<>();
        if (!buckets.isEmpty()) {
            sheets.add(new Sheet("hops", List.of("engine", "workload", "paths_counted", "min_paths", "max_paths",
                    "calls", "median_ms", "p95_ms", "run"), buckets));
        }
        if (!fits.isEmpty()) {
            sheets.add(new Sheet("hops-fit", List.of("engine", "workload", "status", "paths_counted_as", "calls",
                    "cold_ms", "fixed_ms", "per_path_us", "r2", "reason", "run"), fits));
        }
        return sheets;
    }

    private static List<Sheet> ladder(List<EngineRun> runs) {
        List<List<Object>> depths = new ArrayList<>();
        List<List<Object>> walks = new ArrayList<>();
        for (EngineRun run : runs) {
            LadderResult ladder = run.ladder();
            if (ladder == null) {
                continue;
            }
            for (LadderResult.Rung rung : ladder.rungs()) {
                depths.add(Arrays.asList(run.name(), "ladder", status(rung.status()), rung.depth(), rung.reached(),
                        rung.calls(), rung.coldMs(), rung.medianMs(), rung.reason(), run.provenance().runId()));
            }
            walks.add(Arrays.asList(run.name(), "ladder", status(ladder.status()), ladder.startId(),
                    ladder.fullWalkDepth(), ladder.fullWalkMs(), ladder.walked(), ladder.teps(), ladder.reason(),
                    run.provenance().runId()));
        }
        List<Sheet> sheets = new ArrayList<>();
        if (!depths.isEmpty()) {
            sheets.add(new Sheet("ladder", List.of("engine", "workload", "status", "depth_hops", "reached_nodes",
                    "calls", "cold_ms", "median_ms", "reason", "run"), depths));
        }
        if (!walks.isEmpty()) {
            sheets.add(new Sheet("ladder-full-walk", List.of("engine", "workload", "status", "start", "depth_hops",
                    "median_ms", "walked_relationships", "relationships_per_second", "reason", "run"), walks));
        }
        return sheets;
    }

    private static String status(Status status) {
        return status(status.name());
    }

    private static String status(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** A value as a cell: a number in plain digits (never 1.0E-5), nothing for null. */
    private static String plain(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double number) {
            return new BigDecimal(number.toString()).stripTrailingZeros().toPlainString();
        }
        return value.toString();
    }
}
