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
 */
public record WorkloadPlans(Map<String, Object> arguments, List<Plan> plans, long answerRows, String reason) {

    /** Copies the arguments and plans. */
    public WorkloadPlans {
        arguments = arguments == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(arguments));
        plans = plans == null ? List.of() : List.copyOf(plans);
    }

    /** No plan, for {@code reason}. */
    public static WorkloadPlans none(String reason) {
        return new WorkloadPlans(Map.of(), List.of(), 0, reason);
    }
}
