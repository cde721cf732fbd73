package dev.graphbench.runner.phase;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Shape;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What a phase draws its tables from: every engine's run with a column in the report, in column order (the judge
 * first, then the engines in the application, then the servers), each one's result of the phase, and where its
 * results file is, for a file a phase wrote beside it.
 *
 * @param <R> the phase's result
 */
public final class Reported<R extends PhaseResult> {

    private final List<EngineRun> runs;
    private final String judge;
    private final String phase;
    private final Class<R> type;
    private final Function<EngineRun, Path> folders;

    /**
     * The runs {@code runs}, judged by {@code judge}, of phase {@code phase} whose result is a {@code type}; each run's
     * results file in the folder {@code folders} gives (null when not known).
     */
    public Reported(List<EngineRun> runs, String judge, String phase, Class<R> type, Function<EngineRun, Path> folders) {
        this.runs = List.copyOf(runs);
        this.judge = judge;
        this.phase = phase;
        this.type = type;
        this.folders = folders;
    }

    /** Every run with a column, in column order. */
    public List<EngineRun> runs() {
        return runs;
    }

    /** The runs with a result of the phase, in column order. */
    public List<EngineRun> measured() {
        return runs.stream().filter(run -> result(run) != null).toList();
    }

    /** {@code run}'s result of the phase; null when it has none. */
    public R result(EngineRun run) {
        return run.phase(phase, type);
    }

    /** Whether no run has a result of the phase: it then has no tables. */
    public boolean none() {
        return runs.stream().allMatch(run -> result(run) == null);
    }

    /** The engine whose answers every other's were checked against: the reference. */
    public String judge() {
        return judge;
    }

    /** The folder of {@code run}'s results file; null when not known. */
    public Path folder(EngineRun run) {
        return folders.apply(run);
    }

    /** How tables and charts name an engine: its display name. */
    public static String label(EngineRun run) {
        String shown = run.provenance().displayName();
        return shown == null || shown.isBlank() ? run.name() : shown;
    }

    /**
     * The groups over a table's columns: none over its first {@code leading} columns (the workload, a count), then
     * each engine's shape over its column.
     */
    public static List<String> groups(int leading, List<EngineRun> columns) {
        List<String> groups = new ArrayList<>(Collections.nCopies(leading, (String) null));
        columns.forEach(run -> groups.add(Shape.of(run).heading()));
        return groups;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Reported<?> that && that.runs.equals(runs) && Objects.equals(that.judge, judge)
                && that.phase.equals(phase);
    }

    @Override
    public int hashCode() {
        return Objects.hash(runs, judge, phase);
    }
}
