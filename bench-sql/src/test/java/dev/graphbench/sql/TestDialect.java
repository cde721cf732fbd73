package dev.graphbench.sql;

import dev.graphbench.api.graph.Property;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * A dialect of made-up functions, so that tests read the shape the compiler gives every engine (which
 * tables, joins, conditions, subqueries) apart from any database's JSON syntax.
 */
final class TestDialect implements JsonSqlDialect {

    @Override
    public String properties(String node) {
        return node + ".props";
    }

    @Override
    public String hasLabels(String node, List<String> labels) {
        return "LABELS(" + node + ", " + String.join(", ", labels) + ")";
    }

    @Override
    public String propertyEquals(String node, String name, Property.Type type) {
        return (type == Property.Type.STRING ? "TEXT(" : "NUMBER(") + node + ", " + name + ") = ?";
    }

    @Override
    public String objectStart() {
        return "OBJECT(";
    }

    @Override
    public String objectMember(String key, String value, Value kind) {
        return key + ": " + value;
    }

    @Override
    public String objectEnd() {
        return ")";
    }

    @Override
    public String arrayOf(String element, Value kind) {
        return "ARRAY(" + element + ")";
    }

    @Override
    public String firstRowOnly() {
        return "FIRST ROW";
    }

    @Override
    public String saveStatement() {
        return "SAVE(?)";
    }

    @Override
    public String deleteStatement() {
        return "DELETE(?)";
    }

    @Override
    public Optional<Refusal> refusal(SQLException failure) {
        return Optional.empty();
    }
}
