package dev.graphbench.engine.postgres;

import dev.graphbench.api.graph.Property;
import dev.graphbench.sql.JsonSqlDialect;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;

/**
 * PostgreSQL's pieces of the object store's SQL: jsonb built with {@code jsonb_build_object} and
 * {@code jsonb_agg}, properties read with {@code ->>} (the id and repoId indexes are on that
 * expression), labels tested with {@code @>}, and the two write functions that {@code schema.sql}
 * installs; jsonb and json read back as their text.
 */
final class PostgresJson implements JsonSqlDialect {

    /** SQLSTATEs the save function raises when it refuses a change set (see {@code schema.sql}). */
    static final String MISSING_REFERENCE = "GB001";
    static final String ID_TAKEN = "GB002";

    @Override
    public String properties(String node) {
        return node + ".props";
    }

    @Override
    public String hasLabels(String node, List<String> labels) {
        return node + ".labels @> '[\"" + String.join("\", \"", labels) + "\"]'";
    }

    /** Strings through {@code ->>}, as the expression indexes are written; numbers as jsonb numbers. */
    @Override
    public String propertyEquals(String node, String name, Property.Type type) {
        return switch (type) {
            case STRING -> "(" + node + ".props ->> '" + name + "') = ?";
            // Comparing jsonb values, not casting the property, cannot fail on a node whose property is not a number.
            case LONG -> "(" + node + ".props -> '" + name + "') = to_jsonb(?::bigint)";
            // The object model's properties are strings and whole numbers.
            default -> throw new IllegalStateException("the object store has no property of type " + type);
        };
    }

    @Override
    public String objectStart() {
        return "jsonb_build_object(";
    }

    /** jsonb embeds a value of any kind as it is. */
    @Override
    public String objectMember(String key, String value, Value kind) {
        return "'" + key + "', " + value;
    }

    @Override
    public String objectEnd() {
        return ")";
    }

    @Override
    public String arrayOf(String element, Value kind) {
        return "COALESCE(jsonb_agg(" + element + "), '[]'::jsonb)";
    }

    @Override
    public String firstRowOnly() {
        return "LIMIT 1";
    }

    @Override
    public String saveStatement() {
        return "SELECT bench_save(?::jsonb)";
    }

    @Override
    public String deleteStatement() {
        return "SELECT bench_delete(?::jsonb)";
    }

    @Override
    public Optional<Refusal> refusal(SQLException failure) {
        if (!(failure instanceof PSQLException psql) || psql.getServerErrorMessage() == null) {
            return Optional.empty();
        }
        ServerErrorMessage server = psql.getServerErrorMessage();
        Refusal.Reason reason;
        if (MISSING_REFERENCE.equals(server.getSQLState())) {
            reason = Refusal.Reason.MISSING_REFERENCE;
        } else if (ID_TAKEN.equals(server.getSQLState())) {
            reason = Refusal.Reason.ID_TAKEN;
        } else {
            return Optional.empty();
        }
        return Optional.of(new Refusal(reason, Integer.parseInt(server.getMessage()), server.getDetail()));
    }

    /** Values as {@link PostgresTypes#answer} gives them: jsonb and json as their text, dates and arrays as java.time and lists. */
    @Override
    public Object value(ResultSet rows, ResultSetMetaData metadata, int column) throws SQLException {
        return PostgresTypes.answer(rows, metadata, column);
    }
}
