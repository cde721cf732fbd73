package dev.graphbench.phases.timed;

import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.List;

/**
 * What a phase of workloads timed call by call (read, traverse, graph, write, or a plugin's) measured on one
 * engine: every workload of its plan, in report order, measured or not.
 *
 * @param workloads each workload's result
 */
public record TimedResult(List<WorkloadResult> workloads) implements PhaseResult {

    /** Copies the list. */
    public TimedResult {
        workloads = workloads == null ? List.of() : List.copyOf(workloads);
    }

    /** The result with {@code result} after the others. */
    public TimedResult with(WorkloadResult result) {
        List<WorkloadResult> more = new ArrayList<>(workloads);
        more.add(result);
        return new TimedResult(more);
    }

    @Override
    public List<WorkloadResult> timed() {
        return workloads;
    }

    @Override
    public boolean measured() {
        return workloads.stream().anyMatch(workload -> workload.status() == Status.OK);
    }

    @Override
    public boolean disagrees() {
        return workloads.stream().anyMatch(workload -> PhaseResult.differs(workload.agreement()));
    }

    @Override
    public boolean incomplete() {
        return workloads.stream().anyMatch(workload -> workload.status() == Status.HELD);
    }
}
