package dev.graphbench.results;

import java.util.List;

/**
 * One cycle of a run of several ({@code --cycles}) before its last, whose figures are the run's own: the
 * first cycle is cold (begun after a restart), the rest warm.
 *
 * @param cycle     its number, from 1
 * @param cold      whether it began cold
 * @param start     how it began, in words: what was restarted and whether the page cache was dropped
 * @param workloads the sequential phases' workloads it measured, as {@link EngineRun#workloads()}
 * @param ladder    its depth ladder; null when not asked for
 */
public record CycleResult(int cycle, boolean cold, String start, List<WorkloadResult> workloads, LadderResult ladder) {

    /** Copies the list. */
    public CycleResult {
        workloads = workloads == null ? List.of() : List.copyOf(workloads);
    }

    /** The result of workload {@code id} in this cycle, or null. */
    public WorkloadResult workload(String id) {
        return workloads.stream().filter(w -> w.id().equals(id)).findFirst().orElse(null);
    }
}
