package dev.graphbench.engine.postgres;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.sql.SentSql;
import dev.graphbench.sql.SqlPlans;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * PostgreSQL's plans: each statement run once more under {@code EXPLAIN (ANALYZE, BUFFERS, FORMAT
 * JSON)}, with its values bound, in a transaction rolled back, so that a write's plan has its actual
 * rows and writes nothing. The server's time is the plan's execution time. A node's actual rows are
 * its rows a loop times its loops, as {@code Actual Rows} counts a loop's. The bytes received are
 * counted on a run of the statement itself, rolled back likewise before it is explained: each value's
 * bytes as the JDBC driver received them (text, or binary where the driver asked for it), without the
 * protocol's framing; EXPLAIN's own {@code SERIALIZE} counts whole kilobytes only.
 */
final class PostgresPlans implements SqlPlans {

    static final String COMMAND = "EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public String how() {
        return COMMAND + ", in a transaction rolled back, after a run of the statement counting the bytes it received";
    }

    @Override
    public Plan plan(Connection connection, SentSql sent) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        long bytes = 0;
        String json;
        try (PreparedStatement run = connection.prepareStatement(sent.sql())) {
            sent.values().bind(run);
            if (run.execute()) {
                bytes = bytes(run.getResultSet());
            }
        } finally {
            connection.rollback();
            connection.setAutoCommit(autoCommit);
        }
        connection.setAutoCommit(false);
        try (PreparedStatement explain = connection.prepareStatement(COMMAND + " " + sent.sql())) {
            sent.values().bind(explain);
            try (ResultSet rows = explain.executeQuery()) {
                rows.next();
                json = rows.getString(1);
            }
        } finally {
            connection.rollback();
            connection.setAutoCommit(autoCommit);
        }
        return parse(sent.sql(), json, bytes);
    }

    /** Every value's bytes in {@code rows}, as the driver received them; a null takes none. */
    private static long bytes(ResultSet rows) throws SQLException {
        try (rows) {
            int columns = rows.getMetaData().getColumnCount();
            long bytes = 0;
            while (rows.next()) {
                for (int column = 1; column <= columns; column++) {
                    byte[] value = rows.getBytes(column);
                    bytes += value == null ? 0 : value.length;
                }
            }
            return bytes;
        }
    }

    /**
     * The plan {@code json}, as {@code EXPLAIN (FORMAT JSON)} gives it, of {@code statement}, whose run
     * received {@code bytes}.
     */
    static Plan parse(String statement, String json, long bytes) {
        try {
            JsonNode top = JSON.readTree(json).get(0);
            List<PlanOperator> operators = new ArrayList<>();
            flatten(top.get("Plan"), 0, operators);
            JsonNode execution = top.get("Execution Time");
            return new Plan(statement, "json", JSON.writerWithDefaultPrettyPrinter().writeValueAsString(top), true,
                    operators, execution == null ? null : execution.asDouble(), bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("PostgreSQL's plan is not the JSON EXPLAIN gives", e);
        }
    }

    private static void flatten(JsonNode node, int depth, List<PlanOperator> operators) {
        StringJoiner detail = new StringJoiner(", ");
        for (String field : List.of("Relation Name", "Index Name", "Index Cond", "Filter", "Join Filter",
                "Hash Cond", "Rows Removed by Filter")) {
            if (node.has(field)) {
                detail.add(field + ": " + node.get(field).asText());
            }
        }
        Long actual = node.has("Actual Rows")
                ? Math.round(node.get("Actual Rows").asDouble() * node.path("Actual Loops").asDouble(1)) : null;
        Double estimated = node.has("Plan Rows") ? node.get("Plan Rows").asDouble() : null;
        operators.add(new PlanOperator(depth, node.get("Node Type").asText(), detail.toString(), estimated, actual));
        for (JsonNode child : node.path("Plans")) {
            flatten(child, depth + 1, operators);
        }
    }
}
