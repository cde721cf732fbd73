package dev.graphbench.report.compare;

import dev.graphbench.results.AtomicFiles;
import dev.graphbench.results.EngineRun;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Page;
import dev.graphbench.tables.Table;
import dev.graphbench.tables.html.HtmlPage;
import dev.graphbench.tables.markdown.MarkdownFormat;
import dev.graphbench.tables.text.TextFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench compare}'s output: the last two sides given compared ({@link Comparison}), and with three
 * or more, every workload's median in each of their runs ({@link History}); as text, Markdown or an HTML
 * page with the report's charts.
 */
public final class CompareReport {

    private final List<Side> sides;
    private final List<ComparedRun> runs;
    private final Comparison comparison;
    private final History history;

    private CompareReport(List<Side> sides) {
        this.sides = List.copyOf(sides);
        this.runs = sides.stream().flatMap(side -> side.runs().stream()).toList();
        this.comparison = Comparison.of(sides.get(sides.size() - 2), sides.getLast());
        this.history = sides.size() > 2 ? History.of(runs) : null;
    }

    /**
     * The comparison of {@code sides}, at least two, oldest first.
     *
     * @throws IllegalArgumentException one line when they measured different datasets
     */
    public static CompareReport of(List<Side> sides) {
        if (sides.size() < 2) {
            throw new IllegalArgumentException("compare needs two runs or more, got " + sides.size());
        }
        return new CompareReport(sides);
    }

    /** The comparison of the last two sides: A the one before last, B the last. */
    public Comparison comparison() {
        return comparison;
    }

    /** One line on what is compared. */
    public String header() {
        return "Runs of " + comparison.dataset() + " compared: " + String.join(", ",
                sides.stream().map(Side::describe).toList()) + (history == null ? "." : "; A and B are the last two.");
    }

    /** The tables: the comparison, then the history when there is one. */
    public List<Table> tables() {
        List<Table> tables = new ArrayList<>();
        tables.add(comparison.table());
        if (history != null) {
            tables.add(history.table());
        }
        return tables;
    }

    /** Text tables. */
    public String text() {
        return TextFormat.render(header(), tables());
    }

    /** Markdown tables. */
    public String markdown() {
        return MarkdownFormat.render(header(), tables());
    }

    /** Writes the HTML page to {@code file}: the runs' provenance, the tables, a chart per engine. */
    public void writeHtml(Path file) {
        List<Chart> charts = new ArrayList<>(comparison.charts());
        List<String> series = new ArrayList<>(comparison.labels());
        if (history != null) {
            charts.addAll(history.charts());
            history.labels().stream().filter(label -> !series.contains(label)).forEach(series::add);
        }
        Page.Part part = new Page.Part(null, null, provenance(), Table.attach(tables(), charts), series, null);
        AtomicFiles.write(file, HtmlPage.render(new Page("graph-bench: runs compared", header(),
                "A cell is a workload's median with its 95th percentile in brackets, in milliseconds; lower is better."
                        + " Each chart draws the figures of the table above it, one chart per engine.",
                "Written by bench compare from the results files named above.", List.of(part), List.of())));
    }

    /** The runs side by side: where each is, when it ran, what it ran. */
    private Table provenance() {
        List<String> headers = new ArrayList<>();
        headers.add("");
        runs.forEach(run -> headers.add(run.label()));
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("results", runs.stream().map(run -> run.path().toString()).toList()));
        rows.add(row("engines", runs.stream().map(run -> String.join(", ",
                run.runs().stream().map(EngineRun::name).toList())).toList()));
        rows.add(row("graph-bench", runs.stream().map(run -> run.runs().getFirst().provenance().harnessVersion()).toList()));
        rows.add(row("started", runs.stream().map(run -> String.valueOf(run.runs().getFirst().provenance().startedAt()))
                .toList()));
        rows.add(row("dataset", runs.stream().map(run -> Datasets.name(run.runs().getFirst().provenance())).toList()));
        return new Table("The runs", headers, rows, List.of());
    }

    private static List<String> row(String fact, List<String> values) {
        List<String> row = new ArrayList<>();
        row.add(fact);
        row.addAll(values);
        return row;
    }
}
