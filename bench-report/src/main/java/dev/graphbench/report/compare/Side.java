package dev.graphbench.report.compare;

import dev.graphbench.results.EngineRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One side of a comparison: the runs the paths given for it name, oldest first. A results folder
 * stands for its every run of one dataset, so that the runs of one side show how far runs of the same
 * code move among themselves.
 *
 * @param paths   the paths as given
 * @param runs    their runs
 * @param leftOut the runs of the results folders given that measured another dataset than their latest
 *                run, left out
 */
public record Side(List<Path> paths, List<ComparedRun> runs, int leftOut) {

    /** Copies the lists. */
    public Side {
        paths = List.copyOf(paths);
        runs = List.copyOf(runs);
    }

    /**
     * What one path names: its runs, and the runs of other datasets left out.
     *
     * @param runs    the runs
     * @param leftOut the runs left out
     */
    record Runs(List<ComparedRun> runs, int leftOut) {
    }

    /**
     * The runs {@code paths} name.
     *
     * @throws IllegalArgumentException one line: a path that is not there or holds no whole results files
     */
    public static Side of(List<Path> paths) {
        List<ComparedRun> runs = new ArrayList<>();
        int leftOut = 0;
        for (Path path : paths) {
            Runs found = ComparedRun.all(path);
            runs.addAll(found.runs());
            leftOut += found.leftOut();
        }
        return new Side(paths, runs, leftOut);
    }

    /** The runs {@code path} names. */
    public static Side of(Path path) {
        return of(List.of(path));
    }

    /** Each run's results of engine {@code name}, in the runs that have it. */
    public List<EngineRun> engine(String name) {
        return runs.stream().map(run -> run.engine(name)).filter(Objects::nonNull).toList();
    }

    /** How many runs, in words: "1 run", "3 runs". */
    public String count() {
        return runs.size() + (runs.size() == 1 ? " run" : " runs");
    }

    /** The paths and runs, for a line under a table: "results/a (3 runs: id, id, id)". */
    public String describe() {
        String ids = String.join(", ", runs.stream().map(ComparedRun::label).toList());
        return String.join(" ", paths.stream().map(Path::toString).toList()) + " (" + (runs.size() == 1 ? "run " + ids
                : count() + ": " + ids) + (leftOut == 0 ? "" : "; " + leftOut + (leftOut == 1 ? " run" : " runs")
                + " of another dataset left out") + ")";
    }
}
