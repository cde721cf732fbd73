package dev.graphbench.results;

import dev.graphbench.api.Plan;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engine's plans of what one call of a workload sent, taken once, untimed, after its timed calls
 * ({@link dev.graphbench.api.Session#plan}), with the arguments of its first timed call (a write's
 * with arguments of its own, never used by a timed call).
 *
 * @param arguments  the planned call's arguments, by parameter name
 * @param plans      one plan per statement the call sent, in the order sent; empty when there is none
 * @param answerRows the rows (or objects) the planned call answered, which the plans' rows are measured against
 * @param reason     why there is no plan (the engine gives none, or refused this one, in its words); null when planned
 * @param tookMs     how long taking the plans took, the call included, wall clock: what plans add to a run
 */
public record WorkloadPlans(Map<String, Object> arguments, List<Plan> plans, long answerRows, String reason,
                            double tookMs) {

    /** Copies the arguments and plans. */
    public WorkloadPlans {
        arguments = arguments == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(arguments));
        plans = plans == null ? List.of() : List.copyOf(plans);
    }

    /** Plans taken in no measured time. */
    public WorkloadPlans(Map<String, Object> arguments, List<Plan> plans, long answerRows, String reason) {
        this(arguments, plans, answerRows, reason, 0);
    }

    /** No plan, for {@code reason}, after trying for {@code tookMs}. */
    public static WorkloadPlans none(String reason, double tookMs) {
        return new WorkloadPlans(Map.of(), List.of(), 0, reason, tookMs);
    }

    /** No plan, for {@code reason}. */
    public static WorkloadPlans none(String reason) {
        return none(reason, 0);
    }
}
