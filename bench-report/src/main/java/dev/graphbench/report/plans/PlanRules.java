package dev.graphbench.report.plans;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.results.WorkloadPlans;
import java.util.ArrayList;
import java.util.List;

/** Every {@link PlanRule} over a workload's plans. */
public final class PlanRules {

    private PlanRules() {
    }

    /** What the rules flag in {@code plans} of a workload without a hand-written twin. */
    public static List<Finding> check(WorkloadPlans plans) {
        return check(plans, null);
    }

    /**
     * What the rules flag in {@code plans}, plan by plan, rule by rule; none when there are no plans.
     *
     * @param twin the plans of the workload's hand-written twin, asked the same; null when it has none
     */
    public static List<Finding> check(WorkloadPlans plans, WorkloadPlans twin) {
        List<Finding> findings = new ArrayList<>();
        if (plans == null) {
            return findings;
        }
        PlanRule.Call call = new PlanRule.Call(plans.arguments(), plans.answerRows(), mostRows(twin));
        for (Plan plan : plans.plans()) {
            for (PlanRule rule : PlanRule.values()) {
                rule.find(plan, call).ifPresent(operator -> findings.add(new Finding(rule, plan, operator)));
            }
        }
        return findings;
    }

    /** The most rows an operator of {@code plans} produced; null when there are no plans with actual rows. */
    static Long mostRows(WorkloadPlans plans) {
        if (plans == null) {
            return null;
        }
        return plans.plans().stream().flatMap(plan -> plan.operators().stream())
                .map(PlanOperator::actualRows).filter(rows -> rows != null).max(Long::compare).orElse(null);
    }
}
