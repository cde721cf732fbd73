package dev.graphbench.runner.phase;

import dev.graphbench.workloads.core.Workload;
import java.util.List;

/**
 * What a phase will measure in a run, decided before any engine starts: the workloads it measures, in report order,
 * and what of it does not apply to the run's dataset, told once.
 *
 * @param applies     whether it runs at all on this dataset
 * @param workloads   the workloads it measures, in report order; none for a phase whose calls are its own
 * @param notApplying what it leaves out because it does not apply to the dataset, each as a user reads it: a
 *                    workload's id, or {@code the hops phase}
 */
public record PhasePlan(boolean applies, List<Workload> workloads, List<String> notApplying) {

    /** Copies the lists. */
    public PhasePlan {
        workloads = List.copyOf(workloads);
        notApplying = List.copyOf(notApplying);
    }

    /** A phase that runs, measuring {@code workloads} and leaving out {@code notApplying}. */
    public static PhasePlan of(List<Workload> workloads, List<String> notApplying) {
        return new PhasePlan(true, workloads, notApplying);
    }

    /** A phase that runs, of no workloads of the catalogue's. */
    public static PhasePlan whole() {
        return of(List.of(), List.of());
    }

    /** A phase that does not apply to the dataset, told as {@code what}. */
    public static PhasePlan notApplying(String what) {
        return new PhasePlan(false, List.of(), List.of(what));
    }
}
