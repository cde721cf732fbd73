package dev.graphbench.sql;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumMap;
import java.util.Map;

/**
 * The graph's counts as the SQL engines keep it, in {@code bench_node} and {@code bench_edge}: nodes
 * by label and relationships by type, each from a statement giving (name, count) rows. A name the
 * benchmark does not define means the tables hold another graph: the user is told to load again.
 */
public final class TableCounts {

    private TableCounts() {
    }

    /** Runs {@code countNodes} and {@code countEdges} on {@code connection}. */
    public static GraphCounts of(Connection connection, String countNodes, String countEdges) throws SQLException {
        Map<Label, Long> nodes = new EnumMap<>(Label.class);
        Map<RelType, Long> relationships = new EnumMap<>(RelType.class);
        try (Statement statement = connection.createStatement()) {
            try (ResultSet rows = statement.executeQuery(countNodes)) {
                while (rows.next()) {
                    nodes.put(label(rows.getString(1)), rows.getLong(2));
                }
            }
            try (ResultSet rows = statement.executeQuery(countEdges)) {
                while (rows.next()) {
                    relationships.put(type(rows.getString(1)), rows.getLong(2));
                }
            }
        }
        return new GraphCounts(nodes, relationships);
    }

    private static Label label(String name) {
        try {
            return Label.ofGraphName(name);
        } catch (IllegalArgumentException e) {
            throw new EngineException("bench_node holds label '" + name + "', which the benchmark does not define;"
                    + " drop the graph and load it again", e);
        }
    }

    private static RelType type(String name) {
        try {
            return RelType.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new EngineException("bench_edge holds type '" + name + "', which the benchmark does not define;"
                    + " drop the graph and load it again", e);
        }
    }
}
