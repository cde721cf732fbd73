package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import com.beust.jcommander.ParametersDelegate;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.report.Report;
import dev.graphbench.workloads.RunOption;
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
        Report tables = Report.of(read(report.folder(), sf), report.folder());
        report.printTables(tables, context.out());
        report.writeHtml(tables, sf, context.out());
        return ExitCode.OK;
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
