package dev.graphbench.report.compare;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseTypes;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.runner.phase.Phases;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One run compared: the results files a path names. A file is itself; a run's folder is its files; a
 * results folder ({@code --output}) is its latest run's files ({@link #all} takes its every run).
 *
 * @param path  the path as given
 * @param label how tables name it: the run's id
 * @param runs  its engines' results, one each
 */
public record ComparedRun(Path path, String label, List<EngineRun> runs) {

    /** Copies the runs, each phase's result read as the installed phase's type. */
    public ComparedRun {
        PhaseTypes types = Phases.installed().types();
        runs = runs.stream().map(run -> run.typed(types)).toList();
    }

    /**
     * The results {@code path} names.
     *
     * @throws IllegalArgumentException one line: a path that is not there, a folder with no results, a
     *                                  file that is not a whole results file
     */
    public static ComparedRun of(Path path) {
        if (!Files.exists(path)) {
            throw new IllegalArgumentException(path + " does not exist; give a results file, a run's folder or a"
                    + " results folder");
        }
        try {
            if (Files.isRegularFile(path)) {
                EngineRun run = ResultsFiles.read(path);
                return new ComparedRun(path, run.provenance().runId(), List.of(run));
            }
            ResultsFolder folder = ResultsFolder.at(path);
            List<ResultsFolder.Entry> entries = folder.entries(ResultsFolder.LEGACY);
            if (entries.isEmpty() && Files.isDirectory(path.resolve(ResultsFolder.RUNS))) {
                List<String> runs = folder.runs();
                for (String id : runs.reversed()) {
                    entries = folder.entries(id);
                    if (!entries.isEmpty()) {
                        break;
                    }
                }
            }
            if (entries.isEmpty()) {
                throw new IllegalArgumentException(path + " holds no results files (<engine>-<dataset>.json, such as"
                        + " neo4j-sf1.json or neo4j-kronecker22.json); give a results file, a run's folder or a results folder");
            }
            List<EngineRun> runs = new ArrayList<>();
            entries.forEach(entry -> runs.add(entry.results()));
            return new ComparedRun(path, runs.getFirst().provenance().runId(), runs);
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /**
     * The runs {@code path} names: a results folder's every run of the dataset its latest run measured, oldest
     * first; any other path, its one run. Runs of other datasets in the folder are counted in
     * {@link Side#leftOut()}.
     *
     * @throws IllegalArgumentException one line, as {@link #of}
     */
    static Side.Runs all(Path path) {
        if (!Files.isDirectory(path.resolve(ResultsFolder.RUNS))) {
            return new Side.Runs(List.of(of(path)), 0);
        }
        ResultsFolder folder = ResultsFolder.at(path);
        List<ComparedRun> found = new ArrayList<>();
        try {
            for (String id : folder.runs()) {
                List<ResultsFolder.Entry> entries = folder.entries(id);
                if (!entries.isEmpty()) {
                    List<EngineRun> runs = new ArrayList<>();
                    entries.forEach(entry -> runs.add(entry.results()));
                    found.add(new ComparedRun(folder.folderOf(id), runs.getFirst().provenance().runId(), runs));
                }
            }
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (found.isEmpty()) {
            return new Side.Runs(List.of(of(path)), 0);
        }
        ComparedRun latest = found.getLast();
        List<ComparedRun> same = found.stream().filter(run -> Datasets.same(run, latest)).toList();
        return new Side.Runs(same, found.size() - same.size());
    }

    /** The results of engine {@code name}, or null. */
    public EngineRun engine(String name) {
        return runs.stream().filter(run -> run.name().equals(name)).findFirst().orElse(null);
    }
}
