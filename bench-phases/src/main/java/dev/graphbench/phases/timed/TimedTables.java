package dev.graphbench.phases.timed;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.phase.AgreementLine;
import dev.graphbench.runner.phase.GroupedNotes;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Column;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Metric;
import dev.graphbench.tables.Ranking;
import dev.graphbench.tables.Table;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The table of a phase of workloads timed call by call: a row a workload (an object store read's hand-written twin
 * left to the mapper's tables), a column an engine, each cell the median with the 95th percentile in brackets of the
 * engine's quickest form of the workload, a variant named ({@link Forms}); under it, whether the answers agreed, the
 * cold calls, what was held and why. Every form's median in a table of its own for the documents ({@link FormsTable}),
 * a chart of the same medians, and every figure as measured for other tools, a row an engine and workload.
 */
public final class TimedTables {

    private final Reported<TimedResult> reported;
    private final String phase;
    private final String title;
    private final List<EngineRun> runs;

    private TimedTables(Reported<TimedResult> reported, String phase, String title) {
        this.reported = reported;
        this.phase = phase;
        this.title = title;
        this.runs = reported.runs();
    }

    /** The phase's tables: none when no run has a workload of it. */
    static List<Table> of(Reported<TimedResult> reported, String phase, String title) {
        TimedTables tables = new TimedTables(reported, phase, title);
        List<Rows.Row> workloads = Rows.of(tables.runs, phase);
        if (workloads.isEmpty()) {
            return List.of();
        }
        Table forms = FormsTable.of(title, tables.runs, workloads);
        return forms == null ? List.of(tables.table(workloads), tables.figures())
                : List.of(tables.table(workloads), forms, tables.figures());
    }

    private Table table(List<Rows.Row> workloads) {
        List<EngineRun> columns = columns(workloads);
        List<String> headers = new ArrayList<>();
        headers.add("workload");
        columns.forEach(run -> headers.add(Reported.label(run) + " (ms)"));
        List<List<String>> rows = new ArrayList<>();
        Set<String> notes = new LinkedHashSet<>();
        GroupedNotes held = new GroupedNotes();
        List<Map<String, Double>> ranked = new ArrayList<>();
        for (Rows.Row workload : workloads) {
            List<String> row = new ArrayList<>();
            Map<String, Double> medians = new LinkedHashMap<>();
            row.add(workload.title());
            for (EngineRun run : columns) {
                WorkloadResult result = Forms.shown(run, workload.id());
                row.add(cell(run, result, notes, held) + (result == null ? "" : Forms.named(result)));
                if (result != null && result.status() == Status.OK) {
                    medians.put(Reported.label(run), result.latency().medianMs());
                }
            }
            rows.add(row);
            ranked.add(medians);
        }
        List<String> allNotes = new ArrayList<>();
        allNotes.add(agreement(workloads));
        if (columns.size() < runs.size()) {
            allNotes.add("The reference engine has no object store: it judges these through its answers to the"
                    + " hand-written twins, asked the same, and the writes by what each was asked to write.");
        }
        List<Cold> colds = cold(workloads);
        List<String> footnotes = new ArrayList<>();
        if (!colds.isEmpty()) {
            allNotes.add(coldNote(colds));
            footnotes.add(coldLine(colds));
        }
        if (FormsTable.of(title, runs, workloads) != null) {
            allNotes.add("A cell is the engine's quickest form of the workload whose answers agree, a variant named"
                    + " after its figures (@name); every form's median is in \"" + FormsTable.title(title) + "\", in"
                    + " Markdown and HTML.");
        }
        allNotes.addAll(held.lines());
        allNotes.addAll(notes);
        return new Table(title, headers, rows, allNotes).withGroups(Reported.groups(1, columns)).withFootnotes(footnotes)
                .withCharts(List.of(chart(workloads))).rankedBy(Ranking.leastTime(title, ranked));
    }

    /**
     * The runs the table has a column for: every run but the judge's when it ran none of the workloads (the
     * reference engine has no object store, and judges the object store's workloads otherwise).
     */
    private List<EngineRun> columns(List<Rows.Row> workloads) {
        return runs.stream().filter(run -> !run.name().equals(reported.judge()) || workloads.stream()
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
                yield cell + Table.STALL_MARK;
            }
            case HELD, SKIPPED -> {
                held.add(result.status(), run.provenance().engine(), result.id(), result.reason());
                yield result.status().name().toLowerCase(Locale.ROOT);
            }
            case UNSUPPORTED -> "unsupported";
        };
    }

    /** A latency cell: the median, with the 95th percentile in brackets, in milliseconds. */
    public static String figures(Latency latency) {
        return Figures.latency(latency.medianMs(), latency.p95Ms());
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
                Figures.plain(Math.round(sampling.precision() * 1e4) / 1e2) + "%"));
        return figures + String.format(Locale.ROOT, " +-%.0f%%", 100 * sampling.relativeHalfWidth(median));
    }

    /**
     * The note under a table naming a stall: the slowest call, how far beyond the median, and when it began.
     * It starts with {@link Table#STALL_NOTE}, and its cell ends with {@link Table#STALL_MARK}, in the same order.
     */
    private static String stall(EngineRun run, String workload, Latency latency) {
        return String.format(Locale.ROOT, "%s %s, %s: one call took %,.0f ms, %,.0f times the median of %s ms%s;"
                        + " the median and the 95th percentile leave it out", Table.STALL_NOTE, run.provenance().engine(),
                workload, latency.maxMs(), latency.maxMs() / latency.medianMs(), Figures.milliseconds(latency.medianMs()),
                latency.maxAt() == null ? "" : ", beginning at " + latency.maxAt().truncatedTo(ChronoUnit.MILLIS));
    }

    /** One line saying whether every engine's answers to these workloads agreed, or where the first did not. */
    private String agreement(List<Rows.Row> workloads) {
        List<AgreementLine.Checked> checks = new ArrayList<>();
        for (Rows.Row workload : workloads) {
            for (EngineRun run : runs) {
                for (WorkloadResult result : Forms.of(run, workload.id())) {
                    if (result.status() == Status.OK) {
                        checks.add(new AgreementLine.Checked(run.provenance().engine(), result.id(), result.agreement()));
                    }
                }
            }
        }
        return AgreementLine.of(checks, reported.judge());
    }

    /**
     * Each engine's cold calls, the first call of each workload timed apart from the rest: its quickest and slowest
     * (a note of it that names only the quickest and slowest of all, as one engine's list of its own is a footnote);
     * each workload's own cold call is in the results file.
     */
    private List<Cold> cold(List<Rows.Row> workloads) {
        List<Cold> colds = new ArrayList<>();
        for (EngineRun run : runs) {
            Cold cold = null;
            for (Rows.Row workload : workloads) {
                WorkloadResult result = run.workload(workload.id());
                if (result != null && result.status() == Status.OK && result.coldMs() != null) {
                    cold = cold == null ? new Cold(run.provenance().engine(), result.coldMs(), result.coldMs(), workload.id())
                            : cold.with(result.coldMs(), workload.id());
                }
            }
            if (cold != null) {
                colds.add(cold);
            }
        }
        return colds;
    }

    /** One engine's cold calls: the quickest, the slowest and the workload of the slowest. */
    private record Cold(String engine, double least, double most, String slowest) {

        Cold with(double ms, String workload) {
            return new Cold(engine, Math.min(least, ms), Math.max(most, ms), ms > most ? workload : slowest);
        }
    }

    private static final String COLD = "Cold calls (the first of each workload, timed apart, not in the medians): ";

    /** The quickest cold call of every engine's and the slowest, short enough for under the table; null for none. */
    private static String coldNote(List<Cold> colds) {
        if (colds.isEmpty()) {
            return null;
        }
        Cold quickest = colds.stream().min(Comparator.comparingDouble(Cold::least)).orElseThrow();
        Cold slowest = colds.stream().max(Comparator.comparingDouble(Cold::most)).orElseThrow();
        return COLD + "from " + Figures.milliseconds(quickest.least()) + " ms (" + quickest.engine() + ") to "
                + Figures.milliseconds(slowest.most()) + " ms (" + slowest.engine() + ", " + slowest.slowest() + ").";
    }

    /** Each engine's cold calls, a clause each, as a footnote; null for none. */
    private static String coldLine(List<Cold> colds) {
        return colds.isEmpty() ? null : COLD + String.join("; ", colds.stream().map(cold -> cold.engine() + " "
                + Figures.milliseconds(cold.least()) + " to " + Figures.milliseconds(cold.most()) + " ms (slowest: "
                + cold.slowest() + ")").toList()) + ".";
    }

    private Chart chart(List<Rows.Row> workloads) {
        List<List<Chart.Bar>> bars = new ArrayList<>();
        for (Rows.Row workload : workloads) {
            bars.add(runs.stream().map(run -> bar(Forms.shown(run, workload.id()))).toList());
        }
        return new Chart.Bars(title, title + ": median latency per call",
                "For each workload, one bar per engine: the median latency of its timed calls in milliseconds, "
                        + "with a whisker to the 95th percentile. Shorter is quicker.",
                "median latency per call, ms", "95th percentile", workloads.stream().map(Rows.Row::title).toList(),
                runs.stream().map(Reported::label).toList(), bars);
    }

    private static Chart.Bar bar(WorkloadResult result) {
        if (result == null) {
            return Chart.Bar.missing("not run");
        }
        if (result.status() != Status.OK) {
            return Chart.Bar.missing(result.status().name().toLowerCase(Locale.ROOT));
        }
        return Chart.Bar.of(result.latency().medianMs(), result.latency().p95Ms(), figures(result.latency()));
    }

    /** Every workload's figures on every engine, as measured: a row an engine and workload. */
    private Table figures() {
        List<List<Object>> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            TimedResult timed = reported.result(run);
            for (WorkloadResult result : timed == null ? List.<WorkloadResult>of() : timed.workloads()) {
                Latency latency = result.status() == Status.OK ? result.latency() : null;
                rows.add(Arrays.asList(run.name(), result.id(), status(result.status().name()),
                        latency == null ? null : latency.calls(), result.coldMs(),
                        latency == null ? null : latency.medianMs(), latency == null ? null : latency.p95Ms(),
                        latency == null ? null : latency.p99Ms(), latency == null ? null : latency.minMs(),
                        latency == null ? null : latency.maxMs(), latency == null ? null : latency.meanMs(),
                        result.sampling() == null ? null : result.sampling().medianLowMs(),
                        result.sampling() == null ? null : result.sampling().medianHighMs(),
                        result.agreement() == null ? null : status(result.agreement().verdict().name()),
                        result.twinOf(), result.reason(), run.provenance().runId()));
            }
        }
        return Table.figures(phase, phase, List.of(Column.named("engine"), Column.named("workload"),
                Column.named("status"), Column.metric("calls", Metric.of("timed_calls", null,
                        "Timed calls of the workload")),
                Column.metric("cold_ms", Metric.secondsOfMs("cold_call", "The workload's first call, timed apart")),
                Column.metric("median_ms", Metric.secondsOfMs("latency_median",
                        "Median latency of the workload's timed calls")),
                Column.metric("p95_ms", Metric.secondsOfMs("latency_p95", "95th percentile latency of the timed calls")),
                Column.metric("p99_ms", Metric.secondsOfMs("latency_p99", "99th percentile latency of the timed calls")),
                Column.named("min_ms"), Column.named("max_ms"), Column.named("mean_ms"), Column.named("median_low_ms"),
                Column.named("median_high_ms"), Column.named("agreement"), Column.named("twin_of"),
                Column.named("reason"), Column.named("run")), rows);
    }

    private static String status(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
