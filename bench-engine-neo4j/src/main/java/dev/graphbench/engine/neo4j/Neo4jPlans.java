package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.cypher.SentStatements;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Session;
import org.neo4j.driver.Transaction;
import org.neo4j.driver.Value;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.summary.ProfiledPlan;
import org.neo4j.driver.summary.ResultSummary;

/**
 * Neo4j's plans: each statement run once more under {@code PROFILE}, with its parameters, in a
 * transaction rolled back, so that a write's profile has its actual rows and writes nothing. The
 * server's time is the result summary's: until the first row was available, plus until the last was
 * consumed (whole milliseconds, as the server counts them). A profiled statement is planned apart from
 * the same statement unprofiled, so it is profiled twice and the second kept, whose time has no planning.
 */
final class Neo4jPlans {

    /** How the plans are taken, for {@code Dialect.plans()}. */
    static final String HOW = "PROFILE, in a transaction rolled back";

    private final Neo4jEngine engine;

    Neo4jPlans(Neo4jEngine engine) {
        this.engine = engine;
    }

    /** The profile of {@code sent}. */
    Plan profile(SentStatements.Sent sent) {
        try (Session session = engine.session(AccessMode.WRITE)) {
            profileOnce(session, sent);
            ResultSummary summary = profileOnce(session, sent);
            if (!summary.hasProfile()) {
                throw new IllegalStateException("Neo4j gave no profile of: " + sent.cypher());
            }
            List<PlanOperator> operators = new ArrayList<>();
            StringBuilder text = new StringBuilder();
            flatten(summary.profile(), 0, operators, text);
            double serverMs = summary.resultAvailableAfter(TimeUnit.MILLISECONDS)
                    + summary.resultConsumedAfter(TimeUnit.MILLISECONDS);
            return new Plan(sent.cypher(), "text", text.toString(), true, operators, serverMs);
        } catch (Neo4jException e) {
            throw engine.target().failure(e, "to profile a statement");
        }
    }

    /** One profile of {@code sent}, in a transaction of its own, rolled back. */
    private static ResultSummary profileOnce(Session session, SentStatements.Sent sent) {
        try (Transaction tx = session.beginTransaction()) {
            ResultSummary summary = tx.run("PROFILE " + sent.cypher(), sent.parameters()).consume();
            tx.rollback();
            return summary;
        }
    }

    /** Depth first from {@code plan}; the text is one line an operator, indented by depth, as Neo4j's own tools draw it. */
    private static void flatten(ProfiledPlan plan, int depth, List<PlanOperator> operators, StringBuilder text) {
        Map<String, Value> arguments = plan.arguments();
        String detail = arguments.containsKey("Details") ? arguments.get("Details").asString() : "";
        Double estimated = arguments.containsKey("EstimatedRows") ? arguments.get("EstimatedRows").asDouble() : null;
        operators.add(new PlanOperator(depth, operator(plan.operatorType()), detail, estimated, plan.records()));
        text.append("  ".repeat(depth)).append('+').append(operator(plan.operatorType()))
                .append(detail.isEmpty() ? "" : " | " + detail)
                .append(" | estimated rows ").append(estimated == null ? "-" : Math.round(estimated))
                .append(" | rows ").append(plan.records())
                .append(" | db hits ").append(plan.dbHits()).append('\n');
        for (ProfiledPlan child : plan.children()) {
            flatten(child, depth + 1, operators, text);
        }
    }

    /** Neo4j names an operator with its runtime after an {@code @}: {@code NodeByLabelScan@neo4j}. */
    private static String operator(String type) {
        int at = type.indexOf('@');
        return at < 0 ? type : type.substring(0, at);
    }
}
