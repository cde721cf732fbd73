package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import dev.graphbench.report.Report;
import dev.graphbench.report.html.HtmlReport;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.tables.text.TextFormat;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/** How the tables are printed and where the HTML report goes: the options {@code run} and {@code report} share. */
final class ReportOptions {

    /** The formats of the tables a person reads. */
    static final List<String> TABLES = List.of("text", "markdown");
    /** The formats {@code bench report} also writes, for other tools. */
    static final List<String> EXPORTS = List.of("csv", "openmetrics", "jsonl");

    @Parameter(names = "--format", description = "Tables as text (fitting 120 columns) or markdown (every table);"
            + " bench report also writes csv (a file a table), openmetrics or jsonl (each second of the concurrent"
            + " phase)")
    String format = "text";

    @Parameter(names = "--html", description = "Where to write the HTML report; default: for run, the report in its"
            + " run's folder; for report, <output>/report-<dataset>.html")
    String html;

    /**
     * Fails on a format the command does not write ({@code exports}: whether it writes csv, openmetrics and jsonl),
     * or an HTML path that cannot be written, before anything runs.
     */
    void check(boolean exports) {
        if (!TABLES.contains(format) && !(exports && EXPORTS.contains(format))) {
            throw new UsageException("--format must be " + (exports ? "text, markdown, csv, openmetrics or jsonl"
                    : "text or markdown (bench report writes csv, openmetrics and jsonl)") + ", got '" + format + "'");
        }
        if (html != null) {
            ResultsFolder.checkWritable("--html", Path.of(html).toAbsolutePath().getParent());
        }
    }

    /** Whether the format is one for other tools rather than tables a person reads. */
    boolean exporting() {
        return EXPORTS.contains(format);
    }

    /** Where the HTML report goes: {@code --html}, or {@code otherwise}. */
    Path htmlPath(Path otherwise) {
        return html != null ? Path.of(html) : otherwise;
    }

    /** Prints the tables in the chosen format. */
    void printTables(Report report, PrintStream out) {
        out.print(format.equals("markdown") ? report.markdown() : report.text());
        out.println();
    }

    /** Writes the HTML report to {@code path} and prints the line that says where it is. */
    void writeHtml(Report report, Path path, PrintStream out) {
        writeHtml(List.of(report), path, out);
    }

    /** Writes the HTML report of {@code reports}, one per dataset, to {@code path} and says where it is. */
    void writeHtml(List<Report> reports, Path path, PrintStream out) {
        HtmlReport.write(reports, path);
        TextFormat.wrapped("HTML report: " + path).forEach(out::println);
    }
}
