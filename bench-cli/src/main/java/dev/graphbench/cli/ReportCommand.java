package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import com.beust.jcommander.ParametersDelegate;
import dev.graphbench.report.Report;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.workloads.RunOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bench report}: print the tables again from results files and write the HTML report. It reads,
 * for each engine, its file of the latest run that measured something on it, or the files of the run
 * {@code --run} names; figures of two datasets are never drawn as one table.
 */
@Parameters(commandDescription = "Print the tables again from the results of one scale factor (each engine's latest run"
        + " that measured something on it, or the run --run names), and write them with charts to"
        + " <output>/report-sf<sf>.html")
final class ReportCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = "--sf", required = true, description = "Scale factor of the results to report")
    String scaleFactor;

    @Parameter(names = "--run", description = "Report the files of this run alone: the name of its folder under"
            + " <output>/runs")
    String run;

    @Parameter(names = "--allow-mixed", description = "Results of different datasets (seed or content) are drawn"
            + " apart, one report each, instead of refused")
    boolean allowMixed;

    @Parameter(names = "--output", descriptionKey = "output")
    String output = RunOption.OUTPUT.defaultText();

    @ParametersDelegate
    ReportOptions report = new ReportOptions();

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        report.check();
        double sf = RunOption.SCALE_FACTOR.parse(scaleFactor);
        ResultsFolder.Selection selection = ResultsFolder.at(Path.of(output)).select(sf, Optional.ofNullable(run));
        selection.passedOver().forEach(line -> context.err().println("bench: " + line));
        Map<String, List<ResultsFolder.Entry>> datasets = ResultsFolder.byDataset(selection.entries());
        if (!allowMixed || datasets.size() == 1) {
            ResultsFolder.requireOneDataset(selection.entries());
            Report tables = Report.ofFiles(selection.entries());
            report.printTables(tables, context.out());
            report.writeHtml(tables, report.htmlPath(Path.of(output).resolve("report-sf" + ResultsFiles.sfLabel(sf)
                    + ".html")), context.out());
            return ExitCode.OK;
        }
        for (Map.Entry<String, List<ResultsFolder.Entry>> dataset : datasets.entrySet()) {
            String hash = dataset.getKey().replaceFirst("^sha256:", "");
            String tag = hash.length() > 12 ? hash.substring(0, 12) : hash;
            Report tables = Report.ofFiles(dataset.getValue());
            context.out().println("== dataset " + dataset.getKey());
            report.printTables(tables, context.out());
            Path html = Path.of(output).resolve("report-sf" + ResultsFiles.sfLabel(sf) + "-" + tag + ".html");
            report.writeHtml(tables, html, context.out());
        }
        return ExitCode.OK;
    }
}
