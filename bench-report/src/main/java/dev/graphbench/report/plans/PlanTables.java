package dev.graphbench.report.plans;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * "Plans worth a look": every plan a {@link PlanRule} flags, with the operator that shows it and, for
 * an object store read, its hand-written twin's plan for contrast; under it, each plan an engine
 * refused, with its reason.
 */
public final class PlanTables {

    /** The table's title. */
    public static final String TITLE = "Plans worth a look";
    /** The longest detail of an operator a cell shows. */
    private static final int DETAIL = 60;

    private PlanTables() {
    }

    /**
     * The table of {@code runs}, each engine as {@code label} names it; none when no plan was taken, or
     * none was flagged and none refused.
     */
    public static Optional<Table> of(List<EngineRun> runs, Function<EngineRun, String> label) {
        List<List<String>> rows = new ArrayList<>();
        Set<String> refused = new LinkedHashSet<>();
        boolean planned = false;
        for (EngineRun run : runs) {
            for (WorkloadResult workload : run.workloads()) {
                WorkloadPlans plans = workload.plans();
                if (plans == null) {
                    continue;
                }
                if (plans.reason() != null) {
                    if (!plans.reason().endsWith("gives no plans")) {
                        refused.add(run.name() + ", " + workload.id() + ": " + plans.reason());
                    }
                    continue;
                }
                planned = true;
                WorkloadResult twin = twin(run, workload);
                for (Finding finding : PlanRules.check(plans, twin == null ? null : twin.plans())) {
                    rows.add(List.of(workload.title(), label.apply(run), finding.rule().description(),
                            operator(finding.operator()), twin == null ? "-" : summary(twin)));
                }
            }
        }
        if (!planned && refused.isEmpty()) {
            return Optional.empty();
        }
        List<String> notes = new ArrayList<>();
        notes.add(rows.isEmpty() ? "No plan taken was flagged by a rule." : "Each row: a plan one of the rules flags"
                + " (one node looked up by its indexed id through a label or table scan; a filter on the root after a"
                + " subquery over a scan; a Cartesian product; an operator's rows 1,000 times the answer's and 100"
                + " times the hand-written twin's), the operator that shows it with its rows, and the twin's plan.");
        refused.forEach(reason -> notes.add("no plan: " + reason));
        return Optional.of(new Table(TITLE, List.of("workload", "engine", "rule", "operator", "hand-written twin's plan"),
                rows, notes));
    }

    /** The hand-written twin of an object store read, with plans; null when it has none. */
    private static WorkloadResult twin(EngineRun run, WorkloadResult workload) {
        return run.workloads().stream()
                .filter(other -> workload.id().equals(other.twinOf()) && other.plans() != null
                        && other.plans().reason() == null)
                .findFirst().orElse(null);
    }

    /** An operator as a cell: its name, its detail cut short, its rows. */
    static String operator(PlanOperator operator) {
        String detail = operator.detail().length() > DETAIL ? operator.detail().substring(0, DETAIL) + "..."
                : operator.detail();
        return operator.name() + (detail.isEmpty() ? "" : " (" + detail + ")") + ", " + rows(operator);
    }

    /** A plan in a line: its operators' names from the root down, and its largest. */
    static String summary(WorkloadResult workload) {
        List<String> plans = new ArrayList<>();
        for (Plan plan : workload.plans().plans()) {
            List<String> names = plan.operators().stream().map(PlanOperator::name).toList();
            PlanOperator largest = plan.largest();
            plans.add(String.join(" < ", names) + (largest == null ? "" : "; most rows: " + largest.name() + ", "
                    + rows(largest)));
        }
        return workload.id() + ": " + String.join("; then ", plans);
    }

    private static String rows(PlanOperator operator) {
        return operator.actualRows() != null ? String.format(Locale.ROOT, "%,d rows", operator.actualRows())
                : operator.estimatedRows() != null ? String.format(Locale.ROOT, "~%,.0f rows estimated",
                operator.estimatedRows()) : "rows unknown";
    }
}
