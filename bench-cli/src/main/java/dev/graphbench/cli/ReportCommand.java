package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import com.beust.jcommander.ParametersDelegate;
import dev.graphbench.options.OptionNames;
import dev.graphbench.options.RunOption;
import dev.graphbench.report.Report;
import dev.graphbench.report.export.Exports;
import dev.graphbench.results.AtomicFiles;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.runner.phase.Phases;
import dev.graphbench.tables.text.TextFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code bench report}: print the tables again from results files and write the HTML report, or write the figures
 * for other tools (CSV, OpenMetrics, JSON Lines). It reads, for each engine, its file of the latest run that
 * measured something on it, or the files of the run {@code --run} names; of the dataset {@code --sf} or
 * {@code --dataset} names, or else of every dataset found, a set of tables each. Figures of two datasets are never
 * drawn as one table.
 */
@Parameters(commandDescription = "Print the tables again from the results (each engine's latest run that measured"
        + " something on it, or the run --run names), a set per dataset, and write them with charts to"
        + " <output>/report-<dataset>.html; or with --format csv, openmetrics or jsonl write the figures for other tools")
final class ReportCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(names = OptionNames.SF, description = "Report the generated graph of this scale factor alone")
    String scaleFactor;

    @Parameter(names = OptionNames.DATASET, description = "Report this dataset alone, by the label its results files are named"
            + " by: sf0.1, snap-com-orkut, kronecker20, csv-mygraph; default: every dataset found")
    String dataset;

    @Parameter(names = "--run", description = "Report the files of this run alone: the name of its folder under"
            + " <output>/runs")
    String run;

    @Parameter(names = "--allow-mixed", description = "Results of one dataset label but different content (another"
            + " seed) are drawn apart, a set of tables each, instead of refused")
    boolean allowMixed;

    @Parameter(names = OptionNames.OUTPUT, descriptionKey = OptionNames.OUTPUT)
    String output = RunOption.OUTPUT.defaultText();

    @Parameter(names = "--to", description = "Where --format csv writes its files (a folder; default: the run's folder"
            + " with --run, else <output>), or openmetrics and jsonl their text (a file; default: standard output)")
    String to;

    @ParametersDelegate
    ReportOptions report = new ReportOptions();

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        report.check(true);
        if (scaleFactor != null && dataset != null) {
            throw new UsageException(OptionNames.SF + " and " + OptionNames.DATASET
                    + " both name the dataset to report: give one of them");
        }
        if (to != null && !report.exporting()) {
            throw new UsageException("--to is where --format csv, openmetrics or jsonl write; the tables' HTML goes"
                    + " where --html says");
        }
        if (to != null) {
            Path target = Path.of(to).toAbsolutePath();
            ResultsFolder.checkWritable("--to", report.format.equals("csv") ? target : target.getParent());
        }
        ResultsFolder folder = ResultsFolder.at(Path.of(output));
        Map<String, ResultsFolder.Selection> selections;
        if (scaleFactor != null || dataset != null) {
            String label = dataset != null ? dataset
                    : "sf" + ResultsFiles.sfLabel(RunOption.SCALE_FACTOR.parse(scaleFactor));
            selections = Map.of(label, folder.select(label, Optional.ofNullable(run)));
        } else {
            selections = folder.selectEach(Optional.ofNullable(run));
        }
        Phases phases = context.phases();
        Map<String, List<Report>> reports = new LinkedHashMap<>();
        for (Map.Entry<String, ResultsFolder.Selection> selection : selections.entrySet()) {
            selection.getValue().passedOver().forEach(line -> context.err().println("bench: " + line));
            List<ResultsFolder.Entry> entries = selection.getValue().entries();
            if (!allowMixed) {
                ResultsFolder.requireOneDataset(entries);
            }
            List<Report> sets = new ArrayList<>();
            ResultsFolder.byDataset(entries).values().forEach(group -> sets.add(Report.ofFiles(group, phases)));
            reports.put(selection.getKey(), sets);
        }
        List<Report> all = reports.values().stream().flatMap(List::stream).toList();
        if (report.exporting()) {
            export(all, folder, context);
            return ExitCode.OK;
        }
        for (Report set : all) {
            if (all.size() > 1) {
                context.out().println("== Dataset " + set.datasetHeading() + " (" + set.datasetHash() + ")");
            }
            report.printTables(set, context.out());
        }
        String page = reports.size() == 1 ? "report-" + reports.keySet().iterator().next() + ".html" : "report.html";
        report.writeHtml(all, report.htmlPath(Path.of(output).resolve(page)), context.out());
        // A run left as in progress by a harness killed without a chance to say so is not a finished one.
        return all.stream().anyMatch(Report::incomplete) ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /** Writes the figures of {@code reports} in the format for other tools, and says where. */
    private void export(List<Report> reports, ResultsFolder folder, Main.Context context) {
        if (report.format.equals("csv")) {
            Path into = to != null ? Path.of(to) : run != null ? folder.folderOf(run) : folder.root();
            List<String> names = new ArrayList<>();
            for (Report set : reports) {
                Exports.csv(set, into).forEach(file -> names.add(file.getFileName().toString()));
            }
            TextFormat.wrapped(names.size() + " CSV files, a table each, in " + into + ": " + String.join(", ", names))
                    .forEach(context.out()::println);
            return;
        }
        String text = report.format.equals("openmetrics") ? Exports.openMetrics(reports)
                : Exports.secondsJsonLines(reports);
        if (to == null) {
            context.out().print(text);
            return;
        }
        AtomicFiles.write(Path.of(to), text);
        context.out().println((report.format.equals("openmetrics") ? "OpenMetrics" : "JSON Lines") + ": " + to);
    }
}
