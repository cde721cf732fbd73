package dev.graphbench.report.plans;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A known bad plan, recognised in the engine-neutral summary ({@link Plan#operators()}) whatever the
 * engine: each rule names the operator that shows it.
 */
public enum PlanRule {

    /** The call names one node by its id, which every engine indexes, and the plan scans a label or a table. */
    SCAN_FOR_ONE_NODE("one node looked up by its indexed id through a scan") {
        @Override
        Optional<PlanOperator> find(Plan plan, Call call) {
            if (call.arguments().keySet().stream().noneMatch(PlanRule::isId)) {
                return Optional.empty();
            }
            return plan.operators().stream().filter(operator -> SCANS.matcher(operator.name()).matches()).findFirst();
        }
    },

    /**
     * A filter above a subquery whose input is a scan: the filter on the root is applied after the
     * subquery ran for every node scanned, as Drivine's {@code @GraphPath} statement has Neo4j do.
     */
    FILTER_AFTER_SUBQUERY("filter on the root applied after a subquery over a scan") {
        @Override
        Optional<PlanOperator> find(Plan plan, Call call) {
            List<PlanOperator> operators = plan.operators();
            for (int i = 0; i < operators.size(); i++) {
                PlanOperator apply = operators.get(i);
                if (APPLIES.matcher(apply.name()).matches() && underFilter(operators, i) && leftScans(operators, i)) {
                    return Optional.of(apply);
                }
            }
            return Optional.empty();
        }
    },

    /** Every row of one input paired with every row of another. */
    CARTESIAN_PRODUCT("Cartesian product") {
        @Override
        Optional<PlanOperator> find(Plan plan, Call call) {
            return plan.operators().stream()
                    .filter(operator -> operator.name().toLowerCase(Locale.ROOT).contains("cartesian"))
                    .findFirst();
        }
    },

    /**
     * An operator produced {@link #ROWS_FACTOR} times the rows the call answered, at least
     * {@link #ROWS_LEAST}, and {@link #TWIN_FACTOR} times the most any operator of the hand-written twin's
     * plan produced for the same answer: rows the answer did not need. A workload without a twin is not
     * judged, since a count or a ranking may need every row it reads.
     */
    ROWS_FAR_ABOVE_ANSWER("rows far above the answer's and the hand-written twin's") {
        @Override
        Optional<PlanOperator> find(Plan plan, Call call) {
            PlanOperator largest = plan.largest();
            if (largest == null || largest.actualRows() == null) {
                return Optional.empty();
            }
            long rows = largest.actualRows();
            return call.twinRows() != null && rows >= ROWS_LEAST && rows >= ROWS_FACTOR * Math.max(1, call.answerRows())
                    && rows >= TWIN_FACTOR * Math.max(1, call.twinRows()) ? Optional.of(largest) : Optional.empty();
        }
    };

    /** How many times the answer's rows an operator must produce to be flagged. */
    public static final long ROWS_FACTOR = 1_000;
    /** The fewest rows an operator must produce to be flagged: fewer cost little whatever the answer. */
    public static final long ROWS_LEAST = 10_000;
    /** How many times the rows of the twin's largest operator an operator must produce to be flagged. */
    public static final long TWIN_FACTOR = 100;

    /**
     * What a rule knows of the planned call besides its plan.
     *
     * @param arguments  its arguments, by parameter name
     * @param answerRows the rows (or objects) it answered
     * @param twinRows   the most rows an operator of the hand-written twin's plans produced; null without a twin
     */
    public record Call(Map<String, Object> arguments, long answerRows, Long twinRows) {
    }

    /** Scans of every node of a label (or all nodes), or of a whole table: Neo4j, FalkorDB, PostgreSQL, Oracle. */
    private static final Pattern SCANS = Pattern.compile(
            "NodeByLabelScan|AllNodesScan|UnionNodeByLabelsScan|IntersectionNodeByLabelsScan|Node By Label Scan"
                    + "|All Node Scan|Seq Scan|Parallel Seq Scan|TABLE ACCESS FULL|TABLE ACCESS STORAGE FULL");
    /** Operators that run their right side once for each row of their left: a subquery. */
    private static final Pattern APPLIES = Pattern.compile("Apply|SemiApply|AntiSemiApply|RollUpApply|Apply Multiplexer"
            + "|CallSubquery|Call Subquery|TransactionApply");

    private final String description;

    PlanRule(String description) {
        this.description = description;
    }

    /** What the rule flags, in a few words. */
    public String description() {
        return description;
    }

    /** The operator of {@code plan} that shows this bad plan, if it does. */
    abstract Optional<PlanOperator> find(Plan plan, Call call);

    /** An argument naming one node by its id: {@code personId}, {@code issueId}. */
    private static boolean isId(String parameter) {
        return parameter.equals("id") || parameter.endsWith("Id");
    }

    /** Whether a Filter is among the ancestors of operator {@code index}. */
    private static boolean underFilter(List<PlanOperator> operators, int index) {
        int depth = operators.get(index).depth();
        for (int i = index - 1; i >= 0 && depth > 0; i--) {
            PlanOperator ancestor = operators.get(i);
            if (ancestor.depth() < depth) {
                if (ancestor.name().equals("Filter")) {
                    return true;
                }
                depth = ancestor.depth();
            }
        }
        return false;
    }

    /** Whether the left side (the first child's subtree) of operator {@code index} holds a scan. */
    private static boolean leftScans(List<PlanOperator> operators, int index) {
        int childDepth = operators.get(index).depth() + 1;
        for (int i = index + 1; i < operators.size(); i++) {
            PlanOperator operator = operators.get(i);
            if (operator.depth() < childDepth || (operator.depth() == childDepth && i > index + 1)) {
                return false;
            }
            if (SCANS.matcher(operator.name()).matches()) {
                return true;
            }
        }
        return false;
    }
}
