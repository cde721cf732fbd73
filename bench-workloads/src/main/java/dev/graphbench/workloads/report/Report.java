package dev.graphbench.workloads.report;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.EngineCatalog;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

/**
 * The write-up's tables, rebuilt from results: one column per engine, a cell the median with the
 * 95th percentile in brackets, and under each table whether the engines' answers agreed. Charts of
 * the same figures and a provenance table are there for renderers that can show them.
 */
public final class Report {

    /** The order engines appear in, as in the write-up; others follow by name. */
    private static final List<String> ENGINE_ORDER = List.of(EngineCatalog.REFERENCE, "neo4j", "falkordb", "oracle",
            "postgres");

    static final String LOADING = "Loading the graph";
    static final String OBJECT_READS = "Reads through the object manager";
    static final String MAPPER_COST = "What the mapper costs";
    static final String TRAVERSALS = "Traversals written by hand";
    static final String WHOLE_GRAPH = "The whole graph";
    static final String OBJECT_WRITES = "Writes through the object manager";

    private final List<EngineRun> runs;
    private final Path folder;

    private Report(List<EngineRun> runs, Path folder) {
        this.folder = folder;
        this.runs = runs.stream().sorted(Comparator.comparing(Report::rank)
                .thenComparing(run -> run.provenance().engine())).toList();
    }

    /** A report of {@code runs}, which should share a scale factor; without their folder it has no hops chart. */
    public static Report of(List<EngineRun> runs) {
        return of(runs, null);
    }

    /**
     * A report of {@code runs}, which should share a scale factor, whose results files are in
     * {@code folder}: the hops chart draws every call from the calls files beside them.
     */
    public static Report of(List<EngineRun> runs, Path folder) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no results to report");
        }
        return new Report(runs, folder);
    }

    private static int rank(EngineRun run) {
        int index = ENGINE_ORDER.indexOf(run.provenance().engine());
        return index < 0 ? ENGINE_ORDER.size() : index;
    }

    /** One line on where the figures come from. */
    public String header() {
        Provenance first = runs.get(0).provenance();
        return String.format(Locale.ROOT, "Scale factor %s, seed %d, dataset %s; %d timed calls after %d warm-up, "
                        + "at most %.0f s a workload; %s, %d cores, %s; graph-bench %s.",
                ResultsFiles.sfLabel(first.scaleFactor()), first.seed(), shortHash(first.datasetHash()),
                first.method().calls(), first.method().warmupCalls(), first.method().maxSecondsPerWorkload(), first.os(),
                first.cores(), first.jvm(), first.harnessVersion());
    }

    /** The tables, in the write-up's order, of the phases some run has figures for. */
    public List<Table> tables() {
        List<Table> tables = new ArrayList<>();
        if (runs.stream().anyMatch(run -> run.load() != null)) {
            tables.add(loadTable());
        }
        addWorkloadTable(tables, reported(runs, ObjectWorkloads.reads()), OBJECT_READS);
        MapperCost.table(runs).ifPresent(tables::add);
        addWorkloadTable(tables, reported(runs, Workloads.of(Phase.TRAVERSE)), TRAVERSALS);
        addWorkloadTable(tables, reported(runs, Workloads.of(Phase.GRAPH)), WHOLE_GRAPH);
        addWorkloadTable(tables, reported(runs, ObjectWorkloads.writes()), OBJECT_WRITES);
        tables.addAll(ConcurrencyTables.of(runs));
        tables.addAll(HopsTables.of(runs));
        return tables;
    }

    /** The scale factor of the runs, as in file names: {@code 0.1}. */
    public String scaleFactor() {
        return ResultsFiles.sfLabel(runs.get(0).provenance().scaleFactor());
    }

    /** The engines, in the order of the tables' columns. */
    public List<String> engines() {
        return runs.stream().map(run -> run.provenance().engine()).toList();
    }

    /** Where each engine's figures come from: one column per engine, one row per fact. */
    public Table provenance() {
        return Provenances.table(runs);
    }

    /** Charts of the tables' figures, in the tables' order, each naming the table it draws. */
    public List<Chart> charts() {
        return new Charts(runs, folder).all();
    }

    /** Those of {@code workloads} some run has a result for, in their order. */
    static List<Workload> reported(List<EngineRun> runs, List<? extends Workload> workloads) {
        return workloads.stream().<Workload>map(workload -> workload)
                .filter(workload -> runs.stream().anyMatch(run -> run.workload(workload.id()) != null)).toList();
    }

    private void addWorkloadTable(List<Table> tables, List<Workload> workloads, String title) {
        if (workloads.isEmpty()) {
            return;
        }
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        runs.forEach(run -> headers.add(run.provenance().engine() + " (ms)"));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        for (Workload workload : workloads) {
            List<String> row = new ArrayList<>();
            row.add(workload.title());
            for (EngineRun run : runs) {
                row.add(cell(run, run.workload(workload.id()), notes));
            }
            rows.add(row);
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add(agreement(workloads));
        String cold = coldLine(workloads);
        if (cold != null) {
            allNotes.add(cold);
        }
        allNotes.addAll(notes);
        tables.add(new Table(title, headers, rows, allNotes));
    }

    private static String cell(EngineRun run, WorkloadResult result, Set<String> notes) {
        if (result == null) {
            return "-";
        }
        return switch (result.status()) {
            case OK -> figures(result.latency());
            case HELD -> {
                notes.add("held: " + run.provenance().engine() + ", " + result.id() + ": " + result.reason());
                yield "held";
            }
            case UNSUPPORTED -> "unsupported";
            case SKIPPED -> {
                notes.add("skipped: " + run.provenance().engine() + ": " + result.reason());
                yield "skipped";
            }
        };
    }

    /** One line saying whether every engine's answers to these workloads agreed, or where the first did not. */
    private String agreement(List<Workload> workloads) {
        List<AgreementLine.Checked> checks = new ArrayList<>();
        for (Workload workload : workloads) {
            for (EngineRun run : runs) {
                WorkloadResult result = run.workload(workload.id());
                if (result != null && result.status() == Status.OK) {
                    checks.add(new AgreementLine.Checked(run.provenance().engine(), workload.id(), result.agreement()));
                }
            }
        }
        return AgreementLine.of(checks);
    }

    /**
     * The cold calls of a table's workloads, one clause per engine: the first call of each workload is
     * timed apart and left out of the medians. One line, not a column: a cold column per engine would
     * double the table's width for figures a reader wants only as a range and where it peaks; each
     * workload's own cold call is in the results file.
     */
    private String coldLine(List<Workload> workloads) {
        List<String> clauses = new ArrayList<>();
        for (EngineRun run : runs) {
            double least = Double.MAX_VALUE;
            double most = -1;
            String slowest = null;
            for (Workload workload : workloads) {
                WorkloadResult result = run.workload(workload.id());
                if (result != null && result.status() == Status.OK && result.coldMs() != null) {
                    least = Math.min(least, result.coldMs());
                    if (result.coldMs() > most) {
                        most = result.coldMs();
                        slowest = workload.id();
                    }
                }
            }
            if (slowest != null) {
                clauses.add(run.provenance().engine() + " " + milliseconds(least) + " to " + milliseconds(most)
                        + " ms (slowest: " + slowest + ")");
            }
        }
        return clauses.isEmpty() ? null
                : "Cold calls (the first of each workload, timed apart, not in the medians): " + String.join("; ", clauses)
                + ".";
    }

    private Table loadTable() {
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(run.provenance().engine()));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        rows.add(loadRow(String.format(Locale.ROOT, "%,d nodes", firstCount(runs, true)), notes, load -> seconds(load.nodesSeconds())));
        rows.add(loadRow(String.format(Locale.ROOT, "%,d relationships", firstCount(runs, false)), notes,
                load -> seconds(load.relationshipsSeconds())));
        rows.add(loadRow("indexes and statistics after the load", notes, load -> seconds(load.afterLoadSeconds())));
        List<String> memory = new ArrayList<>();
        memory.add("memory after the run");
        for (EngineRun run : runs) {
            Long bytes = run.memory() != null ? Long.valueOf(run.memory().bytes())
                    : run.server() != null ? run.server().memoryBytes() : null;
            memory.add(bytes == null ? "n/a" : bytes >= 1e9 ? String.format(Locale.ROOT, "%.2f GB", bytes / 1e9)
                    : String.format(Locale.ROOT, "%.0f MB", bytes / 1e6));
        }
        rows.add(memory);
        List<String> allNotes = new ArrayList<>();
        allNotes.add("In seconds. Each engine loads by its own quickest path, so this is what a bulk load costs on "
                + "each, not a like-for-like comparison. Memory: an embedded server's resident memory (for PostgreSQL "
                + "the PSS of its processes, shared buffers counted once), or the JVM heap an in-process engine holds; "
                + "n/a for a server the harness did not start.");
        allNotes.addAll(notes);
        return new Table(LOADING, headers, rows, allNotes);
    }

    /** The nodes or relationships the first engine that loaded the graph holds. */
    static long firstCount(List<EngineRun> runs, boolean nodes) {
        return runs.stream().map(EngineRun::load)
                .filter(load -> load != null && load.status() == Status.OK)
                .mapToLong(load -> nodes ? load.nodes() : load.relationships()).findFirst().orElse(0);
    }

    private List<String> loadRow(String label, Set<String> notes, java.util.function.Function<LoadResult, String> value) {
        List<String> row = new ArrayList<>();
        row.add(label);
        for (EngineRun run : runs) {
            LoadResult load = run.load();
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

    /** A latency cell: the median, with the 95th percentile in brackets, in milliseconds. */
    static String figures(Latency latency) {
        return milliseconds(latency.medianMs()) + " (" + milliseconds(latency.p95Ms()) + ")";
    }

    /** Two decimals, as the write-up prints them; below 0.1 ms two significant digits, so that 0.004 is not 0.00. */
    static String milliseconds(double ms) {
        if (ms >= 0.1 || ms == 0) {
            return String.format(Locale.ROOT, "%.2f", ms);
        }
        return new BigDecimal(ms).round(new MathContext(2)).toPlainString();
    }

    static String seconds(double seconds) {
        return String.format(Locale.ROOT, "%.2f s", seconds);
    }

    /** A setting as it was given: 5 for 5.0, 0.5 for 0.5. */
    static String plain(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    private static String shortHash(String hash) {
        return hash == null ? "unknown" : hash.length() > 19 ? hash.substring(0, 19) : hash;
    }

    /** The report as plain text. */
    public String text() {
        return TextFormat.render(header(), tables());
    }

    /** The report as Markdown. */
    public String markdown() {
        return MarkdownFormat.render(header(), tables());
    }
}
