package dev.graphbench.runner;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import java.nio.file.Path;
import java.util.List;

/**
 * What a run measured: one {@link EngineRun} per engine, in run order, each also written to a
 * results file in the run's own folder.
 *
 * @param id     the run's id: when it began and a short random part
 * @param folder the run's folder, {@code <output>/runs/<id>}, holding its files
 * @param runs   the engines' runs
 * @param files  the results files written, one per engine that left one
 * @param unwritten what was measured but could not be written (a full disk), each naming its engine; the
 *                  runs above still hold it
 */
public record BenchmarkResult(String id, Path folder, List<EngineRun> runs, List<Path> files, List<String> unwritten) {

    /** Whether some engine's answers differ from the reference's, in any phase. */
    public boolean disagreement() {
        return runs.stream().anyMatch(run -> run.phases().values().stream().anyMatch(PhaseResult::disagrees));
    }

    /**
     * Whether something asked for was not measured: an engine held, or some phase's result incomplete (a load, a
     * workload, a concurrent measurement or offered rate or the hops held, a concurrent call failed, a rate search
     * found no rate that met the SLO). An engine nobody named that cannot run here is skipped, which is not a failure.
     */
    public boolean incomplete() {
        return runs.stream().anyMatch(run -> run.status() == Status.HELD
                || run.phases().values().stream().anyMatch(PhaseResult::incomplete));
    }

    /** The run of engine {@code name}, or null. */
    public EngineRun run(String name) {
        return runs.stream().filter(run -> run.provenance().engine().equals(name)).findFirst().orElse(null);
    }
}
