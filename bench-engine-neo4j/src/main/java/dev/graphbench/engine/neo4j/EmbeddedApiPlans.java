package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.cypher.SentStatements;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.neo4j.graphdb.ExecutionPlanDescription;
import org.neo4j.graphdb.Result;
import org.neo4j.graphdb.Transaction;

/**
 * The plans of the Neo4j in this JVM, taken as {@link Neo4jPlans} takes them over Bolt: each statement
 * run under {@code PROFILE} with its parameters in a transaction rolled back, twice, the second kept, whose
 * time has no planning. The time is the profiled run's, in this JVM: there is no server to ask.
 */
final class EmbeddedApiPlans {

    /** How the plans are taken, for {@code Dialect.plans()}. */
    static final String HOW = "PROFILE, in a transaction rolled back";

    private final EmbeddedApiEngine engine;

    EmbeddedApiPlans(EmbeddedApiEngine engine) {
        this.engine = engine;
    }

    /** The profile of {@code sent}. */
    Plan profile(SentStatements.Sent sent) {
        try {
            profileOnce(sent);
            long start = System.nanoTime();
            ExecutionPlanDescription plan = profileOnce(sent);
            double ms = (System.nanoTime() - start) / 1e6;
            List<PlanOperator> operators = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            flatten(plan, 0, operators, text);
            return new Plan(sent.cypher(), "text", text.toString(), true, operators, ms);
        } catch (RuntimeException e) {
            throw engine.failure(e, "to profile a statement");
        }
    }

    private ExecutionPlanDescription profileOnce(SentStatements.Sent sent) {
        try (Transaction tx = engine.database().beginTx()) {
            try (Result result = tx.execute("PROFILE " + sent.cypher(), sent.parameters())) {
                result.forEachRemaining(row -> { });
                ExecutionPlanDescription plan = result.getExecutionPlanDescription();
                tx.rollback();
                return plan;
            }
        }
    }

    /** Depth first from {@code plan}, one line an operator, as {@link Neo4jPlans} draws Bolt's. */
    private static void flatten(ExecutionPlanDescription plan, int depth, List<PlanOperator> operators,
                                StringBuilder text) {
        Map<String, Object> arguments = plan.getArguments();
        String detail = arguments.get("Details") instanceof String details ? details : "";
        Double estimated = arguments.get("EstimatedRows") instanceof Number rows ? rows.doubleValue() : null;
        Long rows = plan.hasProfilerStatistics() ? plan.getProfilerStatistics().getRows() : null;
        long dbHits = plan.hasProfilerStatistics() ? plan.getProfilerStatistics().getDbHits() : 0;
        String name = operator(plan.getName());
        operators.add(new PlanOperator(depth, name, detail, estimated, rows));
        text.append("  ".repeat(depth)).append('+').append(name)
                .append(detail.isEmpty() ? "" : " | " + detail)
                .append(" | estimated rows ").append(estimated == null ? "-" : Math.round(estimated))
                .append(" | rows ").append(rows == null ? "-" : rows)
                .append(" | db hits ").append(dbHits).append('\n');
        for (ExecutionPlanDescription child : plan.getChildren()) {
            flatten(child, depth + 1, operators, text);
        }
    }

    /** Neo4j names an operator with its runtime after an {@code @}: {@code NodeByLabelScan@neo4j}. */
    private static String operator(String type) {
        int at = type.indexOf('@');
        return at < 0 ? type : type.substring(0, at);
    }
}
