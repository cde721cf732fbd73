package dev.graphbench.sql;

import dev.graphbench.api.graph.GraphCounts;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The graph's counts as the SQL engines keep it, in {@code bench_node} and {@code bench_edge}: nodes
 * by label and relationships by type, each from a statement giving (name, count) rows. A name the
 * graph does not have shows as a count that differs from the manifest's.
 */
public final class TableCounts {

    private TableCounts() {
    }

    /** Runs {@code countNodes} and {@code countEdges} on {@code connection}. */
    public static GraphCounts of(Connection connection, String countNodes, String countEdges) throws SQLException {
        Map<String, Long> nodes = new LinkedHashMap<>();
        Map<String, Long> relationships = new LinkedHashMap<>();
        try (Statement statement = connection.createStatement()) {
            try (ResultSet rows = statement.executeQuery(countNodes)) {
                while (rows.next()) {
                    nodes.put(rows.getString(1), rows.getLong(2));
                }
            }
            try (ResultSet rows = statement.executeQuery(countEdges)) {
                while (rows.next()) {
                    relationships.put(rows.getString(1), rows.getLong(2));
                }
            }
        }
        return new GraphCounts(nodes, relationships);
    }
}
