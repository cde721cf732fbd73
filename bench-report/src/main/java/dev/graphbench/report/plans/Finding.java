package dev.graphbench.report.plans;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;

/**
 * A plan a rule flagged.
 *
 * @param rule     the rule
 * @param plan     the plan, one of the statements the call sent
 * @param operator the operator that shows it
 */
public record Finding(PlanRule rule, Plan plan, PlanOperator operator) {
}
