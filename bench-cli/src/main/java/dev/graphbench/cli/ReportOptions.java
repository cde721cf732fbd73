package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.workloads.RunOption;
import dev.graphbench.report.Report;
import dev.graphbench.report.html.HtmlReport;
import java.io.PrintStream;
import java.nio.file.Path;

/** Where results are and how the tables are printed: the options {@code run} and {@code report} share. */
final class ReportOptions {

    @Parameter(names = "--output", descriptionKey = "output")
    String output = RunOption.OUTPUT.defaultText();

    @Parameter(names = "--format", description = "Tables as text or markdown")
    String format = "text";

    @Parameter(names = "--html", description = "Where to write the HTML report; default <output>/report-sf<sf>.html")
    String html;

    /** Fails on a format other than text or Markdown, before anything runs. */
    void check() {
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new UsageException("--format must be text or markdown, got '" + format + "'");
        }
    }

    Path folder() {
        return Path.of(output);
    }

    /** Prints the tables in the chosen format. */
    void printTables(Report report, PrintStream out) {
        out.print(format.equals("markdown") ? report.markdown() : report.text());
        out.println();
    }

    /** Writes the HTML report and prints the line that says where it is. */
    void writeHtml(Report report, double sf, PrintStream out) {
        Path path = html != null ? Path.of(html) : folder().resolve("report-sf" + ResultsFiles.sfLabel(sf) + ".html");
        HtmlReport.write(report, path);
        out.println("HTML report: " + path);
    }
}
