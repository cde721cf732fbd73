package dev.graphbench.cli;

import com.beust.jcommander.Parameter;
import com.beust.jcommander.Parameters;
import com.beust.jcommander.ParametersDelegate;
import dev.graphbench.options.OptionNames;
import dev.graphbench.options.RunOption;
import dev.graphbench.report.Report;
import dev.graphbench.results.ClientMerge;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.runner.phase.Phases;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * {@code bench merge DIR...}: the results files the clients of one run wrote ({@code run --client K/N},
 * one folder each) added up into one run of their own, with its report: each engine's calls summed and
 * its latency histograms added exactly, as {@link ClientMerge} does.
 */
@Parameters(commandDescription = "Add up the results of the clients of one run (run " + OptionNames.CLIENT + " K/N), one run folder"
        + " each, into a run of their own under <output>/runs, and print its tables")
final class MergeCommand implements Main.Command {

    @Parameter(names = "--help", help = true, description = "Show this command's options")
    boolean help;

    @Parameter(description = "The clients' run folders, each holding its <engine>-sf<sf>.json files")
    List<String> folders = new ArrayList<>();

    @Parameter(names = OptionNames.OUTPUT, descriptionKey = OptionNames.OUTPUT)
    String output = RunOption.OUTPUT.defaultText();

    @ParametersDelegate
    ReportOptions report = new ReportOptions();

    @Override
    public boolean help() {
        return help;
    }

    @Override
    public ExitCode run(Main.Context context) {
        report.check(false);
        if (folders.size() < 2) {
            throw new UsageException("bench merge needs the run folders of at least two clients, got " + folders.size());
        }
        Map<String, List<Path>> byName = new TreeMap<>();
        for (String folder : folders) {
            List<Path> files = resultsFiles(Path.of(folder));
            files.forEach(file -> byName.computeIfAbsent(file.getFileName().toString(), name -> new ArrayList<>()).add(file));
        }
        String id = ResultsFolder.newRunId(Instant.now());
        Phases phases = context.phases();
        List<EngineRun> merged = new ArrayList<>();
        for (Map.Entry<String, List<Path>> engine : byName.entrySet()) {
            if (engine.getValue().size() != folders.size()) {
                throw new UsageException(engine.getKey() + " is in " + engine.getValue().size() + " of the "
                        + folders.size() + " folders; give the folders of one run's clients, each with every engine's file");
            }
            List<EngineRun> runs = engine.getValue().stream().map(ResultsFiles::read).toList();
            merged.add(ClientMerge.merge(runs, engine.getValue().stream().map(Path::toString).toList(), id,
                    phases.merging()).typed(phases.types()));
        }
        Path folder = ResultsFolder.at(Path.of(output)).createRun(id);
        for (EngineRun run : merged) {
            ResultsFiles.write(run, folder.resolve(ResultsFiles.fileName(run.name(), run.provenance().scaleFactor())));
        }
        Report tables = Report.of(merged, folder, phases);
        report.printTables(tables, context.out());
        String sf = ResultsFiles.sfLabel(merged.getFirst().provenance().scaleFactor());
        context.out().println("Merged run " + id + ": " + folder);
        report.writeHtml(tables, report.htmlPath(folder.resolve("report-sf" + sf + ".html")), context.out());
        boolean held = merged.stream().anyMatch(run -> run.status() != Status.OK
                || run.phases().values().stream().anyMatch(PhaseResult::incomplete));
        return held ? ExitCode.INCOMPLETE : ExitCode.OK;
    }

    /** The results files in {@code folder}: {@code <engine>-sf<sf>.json}. */
    private static List<Path> resultsFiles(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new UsageException("no folder " + folder + "; give the run folder each client wrote (its <output>/runs/<id>)");
        }
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> found = files.filter(file -> file.getFileName().toString().matches(".+-sf[0-9.]+\\.json")).sorted()
                    .toList();
            if (found.isEmpty()) {
                throw new UsageException(folder + " holds no results file; give the run folder each client wrote");
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
