package dev.graphbench.phases.folder;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.phases.timed.TimedPhase;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.phase.EngineStopped;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The writes of a workload folder (its inserts, updates and deletes), after its reads: each call alone timed, then,
 * untimed, its check read asked on the same session with the call's arguments, whose answer is the call's and is
 * compared across the engines. Each call and its check run in a transaction of the session's, rolled back after the
 * check ({@link dev.graphbench.api.Session#begin()}; FalkorDB's copies the graph and puts the copy back), so that each
 * call finds the graph as loaded. When the phase ends, whether it completed or not, every label's and type's count
 * is checked against the loaded graph's: an engine whose graph differs is held with the difference.
 */
public final class FolderWritesPhase extends TimedPhase {

    /** Its id. */
    public static final String ID = WorkloadFolder.WRITES;

    public FolderWritesPhase() {
        super(ID, 460, "The workload folder's writes");
    }

    /** Its workloads, when the run has a folder; without one, it does not apply, and is not told. */
    @Override
    public PhasePlan plan(RunConfig config) {
        return FolderReadsPhase.withFolder(config, super.plan(config));
    }

    @Override
    public TimedResult measure(PhaseRun<TimedResult> run) {
        if (run.plan().workloads().stream().noneMatch(workload -> workload.supportedBy(run.engine().support()))) {
            return super.measure(run);
        }
        TimedResult soFar = new TimedResult(List.of());
        String left;
        try {
            for (Workload workload : run.plan().workloads()) {
                soFar = soFar.with(measured(run, workload, new ArrayList<>()));
                run.finished(soFar, outcomes(soFar).getLast());
            }
        } finally {
            left = counted(run);
        }
        if (left != null) {
            throw new EngineStopped(left);
        }
        return soFar;
    }

    /** Every label and type counted after the writes, against the loaded graph: why it is not the same, or null. */
    private static String counted(PhaseRun<TimedResult> run) {
        String name = run.engine().name();
        long start = System.nanoTime();
        try {
            run.engine().engine().schema().afterWrites();
            List<String> differences = differences(run.engine().engine().loader().counts(), run.manifest().counts());
            if (!differences.isEmpty()) {
                return "the workload folder's writes, rolled back, left the graph in " + name + " other than loaded ("
                        + String.join(", ", differences) + "); run the load phase again";
            }
        } catch (RuntimeException e) {
            return "the graph in " + name + " could not be counted after the workload folder's writes: "
                    + Failures.oneLine(e) + "; run the load phase again";
        }
        run.engine().listener().message(name, String.format(Locale.ROOT, "counted every label and type after the"
                + " workload folder's writes, each rolled back: the graph is as loaded (%.1f s)",
                (System.nanoTime() - start) / 1e9));
        return null;
    }

    /** Every label and type whose count now differs from the loaded graph's: {@code Person: 1,001 now, 1,000 loaded}. */
    static List<String> differences(GraphCounts now, GraphCounts loaded) {
        List<String> differences = new ArrayList<>();
        compare(now.nodes(), loaded.nodes(), differences);
        compare(now.relationships(), loaded.relationships(), differences);
        return differences;
    }

    private static void compare(Map<String, Long> now, Map<String, Long> loaded, List<String> differences) {
        Set<String> names = new LinkedHashSet<>(loaded.keySet());
        names.addAll(now.keySet());
        for (String name : names) {
            long here = now.getOrDefault(name, 0L);
            long was = loaded.getOrDefault(name, 0L);
            if (here != was) {
                differences.add(String.format(Locale.ROOT, "%s: %,d now, %,d loaded", name, here, was));
            }
        }
    }
}
