package dev.graphbench.phases.folder;

import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.values.IndexMode;
import dev.graphbench.phases.timed.TimedPhase;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.RunConfig;
import java.util.List;

/**
 * The reads of a workload folder ({@code --workloads DIR}), timed call by call as the hand-written queries are, after
 * them and before any write; each call's answer compared across the engines where no reference can answer it. A run
 * without a folder has none, and the phase does not apply.
 */
public final class FolderReadsPhase extends TimedPhase {

    /** Its id. */
    public static final String ID = WorkloadFolder.READS;

    public FolderReadsPhase() {
        super(ID, 450, "The workload folder's reads");
    }

    /** Its workloads, when the run has a folder; without one, it does not apply, and is not told. */
    @Override
    public PhasePlan plan(RunConfig config) {
        return withFolder(config, super.plan(config));
    }

    /**
     * With {@code --indexes both}, the engine's plans are taken whatever {@code --plans} says: the Indexes table reads
     * each read's access operator with the indexes from them, as the indexes phase does without.
     */
    @Override
    public TimedResult measure(PhaseRun<TimedResult> run) {
        return run.config().get(RunOption.INDEXES) == IndexMode.BOTH ? measure(run, run.calls().withPlans(true))
                : super.measure(run);
    }

    /** {@code plan} in a run of a workload folder; one that does not run, and leaves no result, otherwise. */
    static PhasePlan withFolder(RunConfig config, PhasePlan plan) {
        return config.get(RunOption.WORKLOADS).isPresent() ? plan : new PhasePlan(false, List.of(), List.of());
    }
}
