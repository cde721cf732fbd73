package dev.graphbench.report;

import dev.graphbench.report.plans.PlanTables;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.PhaseTypes;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Shape;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.Phases;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Page;
import dev.graphbench.tables.Table;
import dev.graphbench.tables.markdown.MarkdownFormat;
import dev.graphbench.tables.text.TextFormat;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The write-up's tables, rebuilt from results files alone: each phase's own tables, asked of the phase (graph-bench's
 * and a plugin's alike, found as {@link Phases} finds them), in the order the phases run; the tables over every
 * workload timed call by call (cold and warm cycles, plans worth a look) after the last phase that timed any; then a
 * summary naming the best and worst engine of each table that ranks its engines. The judge's column comes first,
 * then the engines in the application, then the servers ({@link Shape}), each by name; an engine that measured
 * nothing (skipped: no server configured) has no column, and the header says why, once. A phase the results hold
 * but no installed phase reads (a plugin's, not on the class path) has no tables, and a line says so.
 */
public final class Report {

    /** Every run, in column order, those that measured nothing too: the provenance names them all. */
    private final List<EngineRun> all;
    /** The runs with a column: those that ran, or measured something before they stopped. */
    private final List<EngineRun> runs;
    private final Map<EngineRun, Path> folders = new IdentityHashMap<>();
    private final String judge;
    private final Phases phases;
    private List<Table> tables;

    private Report(List<EngineRun> runs, Function<EngineRun, Path> folders, Phases phases) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no results to report");
        }
        PhaseTypes types = phases.types();
        List<EngineRun> typed = new ArrayList<>();
        for (EngineRun run : runs) {
            EngineRun read = run.typed(types);
            this.folders.put(read, folders.apply(run));
            typed.add(read);
        }
        this.phases = phases;
        this.judge = typed.getFirst().provenance().judge();
        this.all = typed.stream().sorted(Comparator.comparing((EngineRun run) -> !run.name().equals(judge))
                .thenComparing(Shape::of).thenComparing(EngineRun::name)).toList();
        this.runs = all.stream().filter(run -> run.status() == Status.OK || run.measuredSomething()).toList();
    }

    /** A report of {@code runs}, which should share a scale factor; without their folder it has no hops chart. */
    public static Report of(List<EngineRun> runs) {
        return of(runs, null);
    }

    /**
     * A report of {@code runs}, which should share a scale factor, whose results files are in {@code folder}: the
     * hops chart draws every call from the calls files beside them. Its tables are those of the phases installed.
     */
    public static Report of(List<EngineRun> runs, Path folder) {
        return of(runs, folder, Phases.installed());
    }

    /** A report of {@code runs}, whose results files are in {@code folder}, drawn by {@code phases}. */
    public static Report of(List<EngineRun> runs, Path folder, Phases phases) {
        return new Report(runs, run -> folder, phases);
    }

    /**
     * A report of results files as a {@link ResultsFolder} selected them, which should share a scale factor and a
     * dataset: each engine's hops calls are read beside its own file, in its own run.
     */
    public static Report ofFiles(List<ResultsFolder.Entry> files) {
        return ofFiles(files, Phases.installed());
    }

    /** A report of results files as a {@link ResultsFolder} selected them, drawn by {@code phases}. */
    public static Report ofFiles(List<ResultsFolder.Entry> files, Phases phases) {
        Map<EngineRun, Path> folders = new IdentityHashMap<>();
        files.forEach(file -> folders.put(file.results(), file.file().getParent()));
        return new Report(files.stream().map(ResultsFolder.Entry::results).toList(), folders::get, phases);
    }

    /**
     * Where the figures come from, in a line: the dataset (its scale factor, or its name, size and hash), the
     * method, the machine; then a line for each engine that has no column, saying why.
     */
    public String header() {
        return Provenances.header(all, runs);
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
        return Provenances.shortHash(all.getFirst().provenance().datasetHash());
    }

    /** Whether the dataset is the generated graph, named by its scale factor, rather than one a user brought. */
    public boolean ofGeneratedGraph() {
        return Provenances.generated(all.getFirst());
    }

    /** A heading for the dataset's tables: {@code "the generated graph, scale factor 0.1"} or its name. */
    public String datasetHeading() {
        return ofGeneratedGraph() ? "the generated graph, scale factor " + scaleFactor() : dataset();
    }

    /** The scale factor of the runs, as in file names: {@code 0.1}. */
    public String scaleFactor() {
        return ResultsFiles.sfLabel(all.getFirst().provenance().scaleFactor());
    }

    /**
     * Every table, wherever it goes ({@link Output}): each phase's, in the order the phases run, with the tables
     * over every timed workload after the last phase that timed any, then the summary.
     */
    public List<Table> everyTable() {
        if (tables == null) {
            List<Table> drawn = new ArrayList<>();
            int afterTimed = 0;
            for (Phase<?> phase : phases.all()) {
                List<Table> its = tablesOf(phase);
                drawn.addAll(its);
                if (phase.loads() && afterTimed == 0 || !its.isEmpty() && timedAny(phase)) {
                    afterTimed = drawn.size();
                }
            }
            List<Table> overWorkloads = new ArrayList<>();
            CycleTables.of(runs).ifPresent(overWorkloads::add);
            PlanTables.of(runs, Reported::label).map(Table::asDetail).ifPresent(overWorkloads::add);
            drawn.addAll(afterTimed, overWorkloads);
            Summary.of(drawn, judgeLabel()).ifPresent(drawn::add);
            tables = List.copyOf(drawn);
        }
        return tables;
    }

    private <R extends PhaseResult> List<Table> tablesOf(Phase<R> phase) {
        Reported<R> reported = new Reported<>(runs, judge, phase.id(), phase.resultType(), folders::get);
        return reported.none() ? List.of() : phase.tables(reported);
    }

    /** Whether some run's result of {@code phase} has a workload timed call by call. */
    private boolean timedAny(Phase<?> phase) {
        return runs.stream().map(run -> run.phases().get(phase.id()))
                .anyMatch(result -> result != null && !result.timed().isEmpty());
    }

    /** The tables a person reads, on the console or in the documents, in order. */
    public List<Table> tables() {
        return everyTable().stream().filter(table -> table.goesTo(Output.CONSOLE) || table.goesTo(Output.DOCUMENT))
                .toList();
    }

    /** The tables of figures for other tools: CSV files, OpenMetrics samples, JSON Lines. */
    public List<Table> figures() {
        return everyTable().stream().filter(table -> table.goesTo(Output.CSV) || table.goesTo(Output.METRICS)
                || table.goesTo(Output.SECONDS)).toList();
    }

    /** Charts of the tables' figures, in the tables' order, each naming the table it draws. */
    public List<Chart> charts() {
        return tables().stream().flatMap(table -> table.charts().stream()).toList();
    }

    /** The runs the tables have a column for, in their order; those that measured nothing left out. */
    public List<EngineRun> runs() {
        return runs;
    }

    /** The engines as the tables' columns name them, in their order: each engine's display name. */
    public List<String> engines() {
        return runs.stream().map(Reported::label).toList();
    }

    /** The engine the run's answers were checked against, as its column names it; null when it is not in the report. */
    public String judgeLabel() {
        return runs.stream().filter(run -> run.name().equals(judge)).map(Reported::label).findFirst().orElse(null);
    }

    /** Where each engine's figures come from: one column per engine, those with no column in the tables too. */
    public Table provenance() {
        return Provenances.table(all);
    }

    /**
     * Whether a run shown never ended: its results file was left as in progress by a harness killed without a chance
     * to say so ({@link EngineRun#inProgressAt()}).
     */
    public boolean incomplete() {
        return runs.stream().anyMatch(run -> run.inProgressAt() != null);
    }

    /**
     * When and how {@code run} was interrupted, as its results file says ("interrupted at T by SIGTERM (...)"); a file
     * that does not say how, in the general words.
     */
    private static String interruption(EngineRun run) {
        String ended = ", before the run ended";
        return run.reason() != null && run.reason().startsWith("interrupted at ") && run.reason().endsWith(ended)
                ? run.reason().substring(0, run.reason().length() - ended.length())
                : "interrupted at " + run.interruptedAt().truncatedTo(ChronoUnit.SECONDS)
                        + " (the JVM was stopped: Ctrl-C or a signal)";
    }

    /**
     * Lines for under every table, about the runs as a whole: each run interrupted (Ctrl-C, a signal), when, and that
     * what it had not measured is held; each run that never ended (a killed harness); each phase the results hold that no installed phase reads.
     */
    public List<String> closingNotes() {
        List<String> lines = new ArrayList<>();
        for (EngineRun run : runs) {
            if (run.interruptedAt() != null) {
                lines.add("Interrupted: " + run.name() + "'s run " + run.provenance().runId() + " was "
                        + interruption(run) + ": what it had not measured then is held, and no engine after it in"
                        + " that run was started.");
            }
            if (run.inProgressAt() != null) {
                lines.add("Incomplete: " + run.name() + "'s run " + run.provenance().runId() + " never ended: the harness"
                        + " stopped at " + run.inProgressAt().truncatedTo(ChronoUnit.SECONDS) + " (killed, or still"
                        + " running), and what it had not measured by then is missing.");
            }
        }
        Map<String, List<String>> unknown = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            run.phases().keySet().stream().filter(id -> phases.find(id).isEmpty())
                    .forEach(id -> unknown.computeIfAbsent(id, key -> new ArrayList<>()).add(run.name()));
        }
        unknown.forEach((id, engines) -> lines.add("The phase '" + id + "' of " + String.join(", ", engines)
                + " has no tables here: no phase installed reads it; its tables need the plugin that measured it."));
        return lines;
    }

    /** The report as one part of a page: {@code heading} and the header under it (none when null), its tables. */
    public Page.Part part(String heading) {
        // A page opens on its findings: the quickest and slowest first, as the console ends on them.
        List<Table> findingsFirst = new ArrayList<>(tables());
        findingsFirst.sort(Comparator.comparing(table -> !table.title().equals(Summary.TITLE)));
        return new Page.Part(heading, heading == null ? null : header(), provenance(), findingsFirst, engines(),
                judgeLabel());
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
