package dev.graphbench.report.html;

import dev.graphbench.options.RunOption;
import dev.graphbench.report.Report;
import dev.graphbench.results.AtomicFiles;
import dev.graphbench.tables.Page;
import dev.graphbench.tables.html.HtmlPage;
import java.nio.file.Path;
import java.util.List;

/**
 * The report as one self-contained HTML page ({@link HtmlPage} draws it): the provenance, every table of the text
 * report with its notes, wide ones too, and charts of the same figures drawn as inline SVG under the tables they
 * draw. With several datasets, a part each.
 */
public final class HtmlReport {

    private static final String EXPLANATION = "A latency cell is the median of a workload's timed calls, with the 95th"
            + " percentile in brackets, in milliseconds; lower is better. Each table's column headings carry its unit,"
            + " the engines in the application (no wire between client and engine) come before the servers, and each"
            + " chart draws the figures of the table above it.";

    private HtmlReport() {
    }

    /** The page of {@code report}. */
    public static String render(Report report) {
        return render(List.of(report));
    }

    /**
     * The page of {@code reports}, one per dataset: with one, as {@link #render(Report)}; with several, a part per
     * dataset headed with its name, each with its provenance (the dataset's size and hash among it) and its tables.
     */
    public static String render(List<Report> reports) {
        return HtmlPage.render(page(reports));
    }

    /** The page of {@code reports}, laid out, for a renderer. */
    public static Page page(List<Report> reports) {
        if (reports.size() == 1) {
            Report report = reports.getFirst();
            return new Page(heading(report), report.header(), EXPLANATION, footer(report), List.of(report.part(null)),
                    report.closingNotes());
        }
        // Two sets of one dataset's name (another seed, --allow-mixed) are told apart by their content's hash.
        List<Page.Part> parts = reports.stream().map(report -> report.part("Dataset " + report.datasetHeading()
                + (reports.stream().filter(other -> other.datasetHeading().equals(report.datasetHeading())).count() > 1
                ? " (" + report.datasetHash() + ")" : ""))).toList();
        return new Page("graph-bench report, " + reports.size() + " datasets", "The figures of each dataset apart, in"
                + " the order found: " + String.join("; ", reports.stream().map(Report::datasetHeading).toList()) + ".",
                EXPLANATION, "Written by graph-bench from the results files of each dataset; bench report writes it"
                + " again.", parts, reports.stream().flatMap(report -> report.closingNotes().stream()).distinct()
                .toList());
    }

    /** Writes the page of {@code report} to {@code file}, creating its folder. */
    public static void write(Report report, Path file) {
        write(List.of(report), file);
    }

    /** Writes the page of {@code reports}, one per dataset, to {@code file}, creating its folder. */
    public static void write(List<Report> reports, Path file) {
        AtomicFiles.write(file, render(reports));
    }

    private static String heading(Report report) {
        return report.ofGeneratedGraph() ? "graph-bench report, scale factor " + report.scaleFactor()
                : "graph-bench report, " + report.dataset();
    }

    private static String footer(Report report) {
        String again = report.ofGeneratedGraph() ? "bench report " + RunOption.SCALE_FACTOR + " " + report.scaleFactor()
                : "bench report " + RunOption.DATASET + " " + report.datasetLabel();
        return "Written by graph-bench from the results files of " + report.datasetHeading() + "; " + again
                + " writes it again.";
    }
}
