package dev.graphbench.results;

import dev.graphbench.api.Plan;
import java.util.List;

/**
 * The engine's plans of what one call of a workload sent, taken once, untimed, after its timed calls
 * ({@link dev.graphbench.api.Session#plan}), with the arguments of its first timed call (a write's
 * with arguments of its own, never used by a timed call).
 *
 * @param plans      one plan per statement the call sent, in the order sent; empty when there is none
 * @param answerRows the rows (or objects) the planned call answered, which the plans' rows are measured against
 * @param reason     why there is no plan (the engine gives none, or refused this one, in its words); null when planned
 */
public record WorkloadPlans(List<Plan> plans, long answerRows, String reason) {

    /** Copies the plans. */
    public WorkloadPlans {
        plans = plans == null ? List.of() : List.copyOf(plans);
    }

    /** No plan, for {@code reason}. */
    public static WorkloadPlans none(String reason) {
        return new WorkloadPlans(List.of(), 0, reason);
    }
}
