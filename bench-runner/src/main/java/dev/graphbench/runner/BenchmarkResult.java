package dev.graphbench.runner;

import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
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
        return runs.stream().anyMatch(run -> run.workloads().stream().anyMatch(w -> differs(w.agreement()))
                || run.concurrency().stream().anyMatch(c -> differs(c.agreement()))
                || (run.hops() != null && differs(run.hops().agreement())));
    }

    private static boolean differs(Agreement agreement) {
        return agreement != null && agreement.verdict() == Agreement.Verdict.DISAGREES;
    }

    /**
     * Whether something asked for was not measured: an engine, a load, a workload, a concurrent
     * measurement or offered rate or the hops phase held, a concurrent call failed, or a rate search found no
     * rate that met the SLO. An engine nobody named that cannot run here is skipped, which is not a failure.
     */
    public boolean incomplete() {
        return runs.stream().anyMatch(run -> run.status() == Status.HELD
                || (run.load() != null && run.load().status() != Status.OK)
                || run.workloads().stream().anyMatch(workload -> workload.status() == Status.HELD)
                || run.concurrency().stream().anyMatch(c -> c.status() == Status.HELD
                        || c.measurements().stream().anyMatch(m -> m.failedCalls() > 0)
                        || c.rates().stream().anyMatch(r -> r.held() != null || r.failedCalls() > 0)
                        || c.search() != null && c.search().rate() == null)
                || (run.hops() != null && run.hops().status() == Status.HELD));
    }

    /** The run of engine {@code name}, or null. */
    public EngineRun run(String name) {
        return runs.stream().filter(run -> run.provenance().engine().equals(name)).findFirst().orElse(null);
    }
}
