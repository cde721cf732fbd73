package dev.graphbench.report;

import dev.graphbench.options.RunOption;
import dev.graphbench.report.plans.PlanTables;
import dev.graphbench.results.DatasetSource;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The write-up's tables, rebuilt from results files alone: one column per engine, a cell the median
 * with the 95th percentile in brackets, and under each table whether the engines' answers agreed.
 * Everything a table needs is in the files: each workload's phase, title and row order, which
 * hand-written read is which object store read's twin, each engine's display name and the run's judge.
 * The judge's column comes first, then the engines in the application, then the servers ({@link Shape}), each
 * by name; an engine that measured nothing (skipped: no server configured) has no column, and the header says
 * why, once. Charts of the same figures and a provenance table are there for renderers that can show them.
 */
public final class Report {

    static final String LOADING = "Loading the graph";
    static final String OBJECT_READS = "Reads through the object manager";
    static final String MAPPER_COST = "What the mapper costs";
    static final String TRAVERSALS = "Traversals written by hand";
    static final String WHOLE_GRAPH = "The whole graph";
    static final String OBJECT_WRITES = "Writes through the object manager";
    static final String SUMMARY = "Quickest and slowest";
    /** The generated graph, as a results file names its dataset. */
    private static final String GENERATED = "generated";

    /** The table of each phase whose workloads are timed call by call, in the write-up's words. */
    private static final Map<String, String> PHASE_TABLES = Map.of(Rows.READ, OBJECT_READS, "traverse", TRAVERSALS,
            "graph", WHOLE_GRAPH, "write", OBJECT_WRITES);

    /** Every run, in column order, those that measured nothing too: the provenance names them all. */
    private final List<EngineRun> all;
    /** The runs with a column: those that ran, or measured something before they stopped. */
    private final List<EngineRun> runs;
    private final Function<EngineRun, Path> folders;
    private final String judge;

    private Report(List<EngineRun> runs, Function<EngineRun, Path> folders) {
        this.folders = folders;
        this.judge = runs.getFirst().provenance().judge();
        this.all = runs.stream().sorted(Comparator.comparing((EngineRun run) -> !run.name().equals(judge))
                .thenComparing(Shape::of).thenComparing(EngineRun::name)).toList();
        this.runs = all.stream().filter(Report::hasColumn).toList();
    }

    /**
     * Whether a run has a column: it ran, or it measured something before it stopped. One that never reached its
     * engine (skipped, or held at the start) would fill every table with the same word; the header says why once.
     */
    private static boolean hasColumn(EngineRun run) {
        return run.status() == Status.OK || ResultsFolder.measuredSomething(run)
                || (run.ladder() != null && run.ladder().status() == Status.OK);
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
        return new Report(runs, run -> folder);
    }

    /**
     * A report of results files as a {@link ResultsFolder} selected them, which should share a scale
     * factor and a dataset: each engine's hops calls are read beside its own file, in its own run.
     */
    public static Report ofFiles(List<ResultsFolder.Entry> files) {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no results to report");
        }
        Map<EngineRun, Path> folders = new IdentityHashMap<>();
        files.forEach(file -> folders.put(file.results(), file.file().getParent()));
        return new Report(files.stream().map(ResultsFolder.Entry::results).toList(), folders::get);
    }

    /**
     * Where the figures come from, in a line: the dataset (its scale factor, or its name, size and hash), the
     * method, the machine; then a line for each engine that has no column, saying why.
     */
    public String header() {
        Provenance first = all.getFirst().provenance();
        String dataset = ofGeneratedGraph()
                ? String.format(Locale.ROOT, "Scale factor %s, seed %d, dataset %s", ResultsFiles.sfLabel(first.scaleFactor()),
                first.seed(), shortHash(first.datasetHash()))
                : String.format(Locale.ROOT, "Dataset %s (%s), seed %d", first.dataset(), size(first), first.seed());
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%s; %s; %s, %d cores, %s; graph-bench %s.",
                dataset, first.method() == null ? "method unknown" : Provenances.calls(first.method()), first.os(),
                first.cores(), first.jvm(), first.harnessVersion()));
        for (EngineRun absent : all) {
            if (!runs.contains(absent)) {
                header.append('\n').append(label(absent)).append(" was ")
                        .append(absent.status().name().toLowerCase(Locale.ROOT)).append(", and has no column: ")
                        .append(absent.reason() == null ? "it measured nothing" : absent.reason()).append('.');
            }
        }
        return header.toString();
    }

    /** The dataset's size and hash as the header gives them: its counts, its file's size and the hash's start. */
    static String size(Provenance provenance) {
        DatasetSource source = provenance.source();
        String hash = shortHash(provenance.datasetHash());
        if (source == null) {
            return hash;
        }
        String counts = String.format(Locale.ROOT, "%,d nodes, %,d relationships", source.nodes(), source.relationships());
        return source.file() == null ? counts + ", " + hash : counts + String.format(Locale.ROOT, "; %s, %s, sha256 %s",
                source.file(), source.bytes() == null ? "a folder" : String.format(Locale.ROOT, "%,d bytes", source.bytes()),
                source.sha256() == null ? "unknown" : source.sha256().substring(0, Math.min(12, source.sha256().length())));
    }

    /** The dataset as the user named it: {@code generated} or {@code snap:FILE}. */
    public String dataset() {
        return all.getFirst().provenance().dataset();
    }

    /** The dataset in file names: {@code sf0.1}, {@code snap-com-orkut}. */
    public String datasetLabel() {
        return all.getFirst().provenance().datasetLabel();
    }

    /** The content hash of the dataset, as far as a reader needs it to tell two apart: {@code sha256:0123456789ab}. */
    public String datasetHash() {
        return shortHash(all.getFirst().provenance().datasetHash());
    }

    /** Whether the dataset is the generated graph, named by its scale factor, rather than one a user brought. */
    public boolean ofGeneratedGraph() {
        return dataset().equals(GENERATED);
    }

    /** A heading for the dataset's tables: {@code "the generated graph, scale factor 0.1"} or its name. */
    public String datasetHeading() {
        return ofGeneratedGraph() ? "the generated graph, scale factor " + scaleFactor() : dataset();
    }

    /**
     * The tables, in the write-up's order, of the phases some run has figures for, then a summary
     * naming the quickest and slowest engine of each.
     */
    public List<Table> tables() {
        List<Table> tables = new ArrayList<>();
        if (runs.stream().anyMatch(run -> run.load() != null)) {
            tables.add(loadTable());
        }
        for (String phase : Rows.phases(runs)) {
            addWorkloadTable(tables, Rows.of(runs, phase), title(phase));
            if (phase.equals(Rows.READ)) {
                MapperCost.table(runs, judge).ifPresent(tables::add);
                MapperBreakdown.table(runs).map(Table::asDetail).ifPresent(tables::add);
            }
        }
        CycleTables.of(runs).ifPresent(tables::add);
        PlanTables.of(runs, Report::label).map(Table::asDetail).ifPresent(tables::add);
        tables.addAll(ConcurrencyTables.of(runs, judge));
        tables.addAll(LoadTables.of(runs));
        RateSearchTable.of(runs).ifPresent(tables::add);
        TelemetryTables.of(runs).ifPresent(tables::add);
        tables.addAll(HopsTables.of(runs, judge));
        LadderTables.of(runs, judge).ifPresent(tables::add);
        Summary.table(runs, judge).ifPresent(tables::add);
        return tables;
    }

    /**
     * The groups over a table's columns: none over its first {@code leading} columns (the workload, a count), then
     * each engine's shape over its column.
     */
    static List<String> groups(int leading, List<EngineRun> columns) {
        List<String> groups = new ArrayList<>(Collections.nCopies(leading, (String) null));
        columns.forEach(run -> groups.add(Shape.of(run).heading()));
        return groups;
    }

    /** The table of a phase's workloads: the write-up's title, or the phase's name for a phase it has none for. */
    static String title(String phase) {
        return PHASE_TABLES.getOrDefault(phase, "The " + phase + " phase");
    }

    /** The scale factor of the runs, as in file names: {@code 0.1}. */
    public String scaleFactor() {
        return ResultsFiles.sfLabel(runs.get(0).provenance().scaleFactor());
    }

    /** The runs the tables have a column for, in their order; those that measured nothing left out. */
    public List<EngineRun> runs() {
        return runs;
    }

    /** The engines as the tables' columns name them, in their order: each engine's display name; those with no column left out. */
    public List<String> engines() {
        return labels();
    }

    /** The engine the run's answers were checked against, as its column names it; null when it is not in the report. */
    public String judgeLabel() {
        return runs.stream().filter(run -> run.name().equals(judge)).map(Report::label).findFirst().orElse(null);
    }

    private List<String> labels() {
        return runs.stream().map(Report::label).toList();
    }

    /** How tables and charts name an engine: its display name. */
    static String label(EngineRun run) {
        String shown = run.provenance().displayName();
        return shown == null || shown.isBlank() ? run.name() : shown;
    }

    /** Where each engine's figures come from: one column per engine, those with no column in the tables too. */
    public Table provenance() {
        return Provenances.table(all);
    }

    /** Charts of the tables' figures, in the tables' order, each naming the table it draws. */
    public List<Chart> charts() {
        return new Charts(runs, folders).all();
    }

    private void addWorkloadTable(List<Table> tables, List<Rows.Row> workloads, String title) {
        if (workloads.isEmpty()) {
            return;
        }
        List<EngineRun> columns = columns(runs, judge, workloads);
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        columns.forEach(run -> headers.add(label(run) + " (ms)"));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        GroupedNotes held = new GroupedNotes();
        for (Rows.Row workload : workloads) {
            List<String> row = new ArrayList<>();
            row.add(workload.title());
            for (EngineRun run : columns) {
                row.add(cell(run, run.workload(workload.id()), notes, held));
            }
            rows.add(row);
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add(agreement(workloads));
        if (columns.size() < runs.size()) {
            allNotes.add("The reference engine has no object store: it judges these through its answers to the"
                    + " hand-written twins, asked the same, and the writes by what each was asked to write.");
        }
        String cold = coldLine(workloads);
        if (cold != null) {
            allNotes.add(cold);
        }
        allNotes.addAll(held.lines());
        allNotes.addAll(notes);
        tables.add(new Table(title, headers, rows, allNotes).withGroups(groups(1, columns)));
    }

    /**
     * The runs a table of {@code workloads} has a column for: every run but the judge's when it ran none of
     * them (the reference engine has no object store, and judges the object store's workloads otherwise).
     */
    static List<EngineRun> columns(List<EngineRun> runs, String judge, List<Rows.Row> workloads) {
        return runs.stream().filter(run -> !run.name().equals(judge) || workloads.stream()
                .map(workload -> run.workload(workload.id()))
                .anyMatch(result -> result != null && result.status() != Status.UNSUPPORTED)).toList();
    }

    private static String cell(EngineRun run, WorkloadResult result, Set<String> notes, GroupedNotes held) {
        if (result == null) {
            return "-";
        }
        return switch (result.status()) {
            case OK -> {
                String cell = sampled(run, result, notes, held);
                if (!result.latency().stalled()) {
                    yield cell;
                }
                notes.add(stall(run, result.id(), result.latency()));
                yield cell + STALL_MARK;
            }
            case HELD, SKIPPED -> {
                held.add(result.status(), run.provenance().engine(), result.id(), result.reason());
                yield result.status().name().toLowerCase(Locale.ROOT);
            }
            case UNSUPPORTED -> "unsupported";
        };
    }

    /**
     * A measured cell: its figures, with the half-width of the median's 95% interval beside them where it is wider
     * than the precision asked; a note says so, and names the slow statements timed on a few calls.
     */
    private static String sampled(EngineRun run, WorkloadResult result, Set<String> notes, GroupedNotes held) {
        String figures = figures(result.latency());
        Sampling sampling = result.sampling();
        if (sampling == null) {
            return figures;
        }
        if (Sampling.SLOW.equals(sampling.stopped())) {
            held.add("slow", run.provenance().engine(), result.id(), "its first call outlasted the slow-call bound, so"
                    + " it was warmed with that call alone and timed on " + result.latency().calls() + " calls");
        }
        double median = result.latency().medianMs();
        if (!sampling.widerThanAsked(median)) {
            return figures;
        }
        notes.add(String.format(Locale.ROOT, "+-: the median's 95%% confidence interval, beside the medians known less"
                + " precisely than the %s asked (fewer calls than the median needed, or noisy ones)",
                plain(Math.round(sampling.precision() * 1e4) / 1e2) + "%"));
        return figures + String.format(Locale.ROOT, " +-%.0f%%", 100 * sampling.relativeHalfWidth(median));
    }

    /**
     * The note under a table naming a stall: the slowest call, how far beyond the median, and when it began.
     * It starts with {@link #STALL_NOTE}, and its cell ends with {@link #STALL_MARK}, in the same order.
     */
    private static String stall(EngineRun run, String workload, Latency latency) {
        return String.format(Locale.ROOT, "%s %s, %s: one call took %,.0f ms, %,.0f times the median of %s ms%s;"
                        + " the median and the 95th percentile leave it out", STALL_NOTE, run.provenance().engine(),
                workload, latency.maxMs(), latency.maxMs() / latency.medianMs(), milliseconds(latency.medianMs()),
                latency.maxAt() == null ? "" : ", beginning at " + latency.maxAt().truncatedTo(ChronoUnit.MILLIS));
    }

    /** How a cell whose slowest call was a stall ({@link Latency#stalled()}) ends; a note under its table names it. */
    public static final String STALL_MARK = " !";
    /** How the note naming a stall begins. */
    public static final String STALL_NOTE = "! stall:";

    /**
     * Lines for under every table, about the runs as a whole: each run interrupted (Ctrl-C), when, and that
     * what it had not measured is held.
     */
    public List<String> closingNotes() {
        List<String> lines = new ArrayList<>();
        for (EngineRun run : runs) {
            if (run.interruptedAt() != null) {
                lines.add("Interrupted: " + run.name() + "'s run " + run.provenance().runId() + " was interrupted at "
                        + run.interruptedAt().truncatedTo(ChronoUnit.SECONDS) + " (Ctrl-C): what it had not measured"
                        + " then is held, and no engine after it in that run was started.");
            }
        }
        return lines;
    }

    /** One line saying whether every engine's answers to these workloads agreed, or where the first did not. */
    private String agreement(List<Rows.Row> workloads) {
        List<AgreementLine.Checked> checks = new ArrayList<>();
        for (Rows.Row workload : workloads) {
            for (EngineRun run : runs) {
                WorkloadResult result = run.workload(workload.id());
                if (result != null && result.status() == Status.OK) {
                    checks.add(new AgreementLine.Checked(run.provenance().engine(), workload.id(), result.agreement()));
                }
            }
        }
        return AgreementLine.of(checks, judge);
    }

    /**
     * The cold calls of a table's workloads, one clause per engine: the first call of each workload is
     * timed apart and left out of the medians. One line, not a column: a cold column per engine would
     * double the table's width for figures a reader wants only as a range and where it peaks; each
     * workload's own cold call is in the results file.
     */
    private String coldLine(List<Rows.Row> workloads) {
        List<String> clauses = new ArrayList<>();
        for (EngineRun run : runs) {
            double least = Double.MAX_VALUE;
            double most = -1;
            String slowest = null;
            for (Rows.Row workload : workloads) {
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
        runs.forEach(run -> headers.add(label(run)));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        rows.add(loadRow(String.format(Locale.ROOT, "%,d nodes", firstCount(runs, true)), notes, load -> seconds(load.nodesSeconds())));
        rows.add(loadRow(String.format(Locale.ROOT, "%,d relationships", firstCount(runs, false)), notes,
                load -> seconds(load.relationshipsSeconds())));
        rows.add(loadRow("indexes and statistics after the load", notes, load -> seconds(load.afterLoadSeconds())));
        rows.addAll(MemoryRows.rows(runs));
        List<String> allNotes = new ArrayList<>();
        allNotes.add("In seconds. Each engine loads by its own quickest path, so this is what a bulk load costs on "
                + "each, not a like-for-like comparison.");
        allNotes.addAll(MemoryRows.notes(runs));
        String warmups = loadWarmups();
        if (warmups != null) {
            allNotes.add(warmups);
        }
        allNotes.addAll(notes);
        return new Table(LOADING, headers, rows, allNotes).withGroups(groups(1, runs));
    }

    /** Which loads came after an untimed one (--load-warmup), and at what scale factor; null when none did. */
    private String loadWarmups() {
        Map<String, List<String>> enginesByWarmup = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            if (run.load() != null && run.provenance().method() != null) {
                Double sf = run.provenance().method().get(RunOption.LOAD_WARMUP);
                enginesByWarmup.computeIfAbsent(sf == null || sf == 0 ? "none" : "SF " + plain(sf), key -> new ArrayList<>())
                        .add(run.provenance().engine());
            }
        }
        if (enginesByWarmup.isEmpty() || enginesByWarmup.keySet().equals(Set.of("none"))) {
            return null;
        }
        if (enginesByWarmup.size() == 1) {
            return "Each timed load came after an untimed load at " + enginesByWarmup.keySet().iterator().next()
                    + " (--load-warmup), so that engines in the JVM and the generator were timed after their load path"
                    + " was compiled.";
        }
        return "The untimed load before the timed one (--load-warmup): " + enginesByWarmup.entrySet().stream()
                .map(entry -> entry.getKey() + " for " + String.join(", ", entry.getValue()))
                .collect(Collectors.joining("; ")) + ".";
    }

    /** The nodes or relationships the first engine that loaded the graph holds. */
    static long firstCount(List<EngineRun> runs, boolean nodes) {
        return runs.stream().map(EngineRun::load)
                .filter(load -> load != null && load.status() == Status.OK)
                .mapToLong(load -> nodes ? load.nodes() : load.relationships()).findFirst().orElse(0);
    }

    private List<String> loadRow(String label, Set<String> notes, Function<LoadResult, String> value) {
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
    public static String figures(Latency latency) {
        return milliseconds(latency.medianMs()) + " (" + milliseconds(latency.p95Ms()) + ")";
    }

    /** Two decimals, as the write-up prints them; below 0.1 ms two significant digits, so that 0.004 is not 0.00. */
    public static String milliseconds(double ms) {
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
        return TextFormat.render(header(), tables()) + closing("\n");
    }

    /** The report as Markdown. */
    public String markdown() {
        return MarkdownFormat.render(header(), tables()) + closing("\n\n");
    }

    private String closing(String after) {
        List<String> lines = closingNotes();
        return lines.isEmpty() ? "" : "\n" + lines.stream().map(line -> line + after).collect(Collectors.joining());
    }
}
