package dev.graphbench.cli;

import dev.graphbench.results.ResultsFolder;
import com.beust.jcommander.Parameter;
import dev.graphbench.report.Report;
import dev.graphbench.report.html.HtmlReport;
import java.io.PrintStream;
import java.nio.file.Path;

/** How the tables are printed and where the HTML report goes: the options {@code run} and {@code report} share. */
final class ReportOptions {

    @Parameter(names = "--format", description = "Tables as text or markdown")
    String format = "text";

    @Parameter(names = "--html", description = "Where to write the HTML report; default: for run, the report in its"
            + " run's folder; for report, <output>/report-sf<sf>.html")
    String html;

    /** Fails on a format other than text or Markdown, or an HTML path that cannot be written, before anything runs. */
    void check() {
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new UsageException("--format must be text or markdown, got '" + format + "'");
        }
        if (html != null) {
            ResultsFolder.checkWritable("--html", Path.of(html).toAbsolutePath().getParent());
        }
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
        HtmlReport.write(report, path);
        out.println("HTML report: " + path);
    }
}
