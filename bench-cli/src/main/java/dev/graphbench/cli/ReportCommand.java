package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import dev.graphbench.api.results.EngineRun;
import dev.graphbench.api.results.ResultsFiles;
import dev.graphbench.workloads.report.Report;
import dev.graphbench.workloads.report.html.HtmlReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** {@code bench report}: print the tables again from results files and write the HTML report. */
@Parameters(commandDescription = "Print the tables again from the results files of one scale factor, and write them "
        + "with charts to <output>/report-sf<sf>.html")
final class ReportCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = "--sf", required = true, description = "Scale factor of the results to report")
    String scaleFactor;

    @Parameter(names = "--output", description = "Folder the results files are in")
    String output = "results";

    @Parameter(names = "--format", description = "Tables as text or markdown")
    String format = "text";

    @Parameter(names = "--html", description = "Where to write the HTML report; default <output>/report-sf<sf>.html")
    String html;

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        checkFormat(format);
        double sf = Options.scaleFactor(scaleFactor);
        Report report = Report.of(read(Path.of(output), sf), Path.of(output));
        context.out().print(format.equals("markdown") ? report.markdown() : report.text());
        context.out().println();
        context.out().println(writeHtml(report, html, output, sf));
        return ExitCode.OK;
    }

    /**
     * Writes the HTML report to {@code file}, or to {@code <output>/report-sf<sf>.html} when it is
     * null, and returns the line that says where it is.
     */
    static String writeHtml(Report report, String file, String output, double sf) {
        Path path = file != null ? Path.of(file) : Path.of(output).resolve("report-sf" + ResultsFiles.sfLabel(sf) + ".html");
        HtmlReport.write(report, path);
        return "HTML report: " + path;
    }

    static void checkFormat(String format) {
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new UsageException("--format must be text or markdown, got '" + format + "'");
        }
    }

    /** Every engine's results at scale factor {@code sf} in {@code folder}. */
    static List<EngineRun> read(Path folder, double sf) {
        String suffix = "-sf" + ResultsFiles.sfLabel(sf) + ".json";
        if (!Files.isDirectory(folder)) {
            throw new UsageException("no results folder " + folder + "; run the benchmark first (bench run)");
        }
        List<EngineRun> runs = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith(suffix)).sorted().toList()) {
                runs.add(ResultsFiles.read(file));
            }
        } catch (IOException e) {
            throw new UsageException("cannot read " + folder + ": " + e.getMessage());
        }
        if (runs.isEmpty()) {
            throw new UsageException("no results for scale factor " + ResultsFiles.sfLabel(sf) + " in " + folder
                    + "; run the benchmark first: bench run --sf " + ResultsFiles.sfLabel(sf));
        }
        return runs;
    }
}
