package dev.graphbench.workloads.report;

import dev.graphbench.api.results.Agreement;
import dev.graphbench.api.results.EngineRun;
import dev.graphbench.api.results.LoadResult;
import dev.graphbench.api.results.Provenance;
import dev.graphbench.api.results.ResultsFiles;
import dev.graphbench.api.results.Status;
import dev.graphbench.api.results.WorkloadResult;
import dev.graphbench.workloads.EngineCatalog;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.Workloads;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The write-up's tables, rebuilt from results: one column per engine, a cell the median with the
 * 95th percentile in brackets, and under each table whether the engines' answers agreed.
 */
public final class Report {

    /** The order engines appear in, as in the write-up; others follow by name. */
    private static final List<String> ENGINE_ORDER = List.of(EngineCatalog.REFERENCE, "neo4j", "falkordb", "oracle",
            "postgres");

    private final List<EngineRun> runs;

    private Report(List<EngineRun> runs) {
        this.runs = runs.stream().sorted(Comparator.comparing(Report::rank)
                .thenComparing(run -> run.provenance().engine())).toList();
    }

    /** A report of {@code runs}, which should share a scale factor. */
    public static Report of(List<EngineRun> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no results to report");
        }
        return new Report(runs);
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
        addWorkloadTable(tables, Phase.TRAVERSE, "Traversals written by hand");
        addWorkloadTable(tables, Phase.GRAPH, "The whole graph");
        return tables;
    }

    private void addWorkloadTable(List<Table> tables, Phase phase, String title) {
        List<Workload> workloads = Workloads.of(phase).stream()
                .filter(workload -> runs.stream().anyMatch(run -> run.workload(workload.id()) != null)).toList();
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
        allNotes.addAll(notes);
        tables.add(new Table(title, headers, rows, allNotes));
    }

    private static String cell(EngineRun run, WorkloadResult result, Set<String> notes) {
        if (result == null) {
            return "-";
        }
        return switch (result.status()) {
            case OK -> String.format(Locale.ROOT, "%.2f (%.2f)", result.latency().medianMs(), result.latency().p95Ms());
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
        List<String> disagreements = new ArrayList<>();
        int compared = 0;
        List<String> unchecked = new ArrayList<>();
        for (Workload workload : workloads) {
            for (EngineRun run : runs) {
                WorkloadResult result = run.workload(workload.id());
                if (result == null || result.status() != Status.OK) {
                    continue;
                }
                Agreement agreement = result.agreement();
                switch (agreement.verdict()) {
                    case AGREES -> compared++;
                    case DISAGREES -> disagreements.add(run.provenance().engine() + " disagrees with "
                            + agreement.reference() + " on " + workload.id() + ", first at " + agreement.detail());
                    case UNCHECKED -> unchecked.add(run.provenance().engine() + " on " + workload.id());
                    case REFERENCE -> {
                    }
                }
            }
        }
        if (!disagreements.isEmpty()) {
            return "ANSWERS DIFFER: " + String.join("; ", disagreements);
        }
        if (compared == 0 && unchecked.isEmpty()) {
            return "Only the reference engine ran: its answers are the ones every other engine's are checked against.";
        }
        if (compared == 0) {
            return "Answers not checked: " + String.join(", ", unchecked) + " had no reference answers to compare with.";
        }
        return "Every engine's answers agree with the reference engine's on every call compared"
                + (unchecked.isEmpty() ? "." : "; not checked: " + String.join(", ", unchecked) + ".");
    }

    private Table loadTable() {
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(run.provenance().engine()));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        rows.add(loadRow(String.format(Locale.ROOT, "%,d nodes", firstCount(true)), notes, load -> seconds(load.nodesSeconds())));
        rows.add(loadRow(String.format(Locale.ROOT, "%,d relationships", firstCount(false)), notes,
                load -> seconds(load.relationshipsSeconds())));
        rows.add(loadRow("indexes and statistics after the load", notes, load -> seconds(load.afterLoadSeconds())));
        List<String> memory = new ArrayList<>();
        memory.add("server memory after the run");
        for (EngineRun run : runs) {
            memory.add(run.server() != null && run.server().memoryBytes() != null
                    ? String.format(Locale.ROOT, "%.2f GB", run.server().memoryBytes() / 1e9) : "n/a");
        }
        rows.add(memory);
        List<String> allNotes = new ArrayList<>();
        allNotes.add("In seconds. Each engine loads by its own quickest path, so this is what a bulk load costs on "
                + "each, not a like-for-like comparison. Memory is n/a where the server is not a process of its own.");
        allNotes.addAll(notes);
        return new Table("Loading the graph", headers, rows, allNotes);
    }

    private long firstCount(boolean nodes) {
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

    private static String seconds(double seconds) {
        return String.format(Locale.ROOT, "%.2f s", seconds);
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
