package dev.graphbench.report.plans;

import dev.graphbench.api.Plan;
import dev.graphbench.results.WorkloadPlans;
import java.util.ArrayList;
import java.util.List;

/** Every {@link PlanRule} over a workload's plans. */
public final class PlanRules {

    private PlanRules() {
    }

    /** What the rules flag in {@code plans}, plan by plan, rule by rule; none when there are no plans. */
    public static List<Finding> check(WorkloadPlans plans) {
        List<Finding> findings = new ArrayList<>();
        if (plans == null) {
            return findings;
        }
        for (Plan plan : plans.plans()) {
            for (PlanRule rule : PlanRule.values()) {
                rule.find(plan, plans.arguments(), plans.answerRows())
                        .ifPresent(operator -> findings.add(new Finding(rule, plan, operator)));
            }
        }
        return findings;
    }
}
