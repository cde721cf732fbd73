package dev.graphbench.sql.tables;

import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A property graph as SQL tables, the same on every SQL engine but for the column types: a table per label,
 * named after it ({@link SqlNames}), with {@code id} and a column per property; a table per relationship type,
 * with {@code source} and {@code target} (the ids of its ends, whose tables are its labels') and a column per
 * property. A node of several labels is a row of each of its labels' tables, with its values in each; a
 * missing value is NULL.
 *
 * @param nodes a table per label, in the schema's order
 * @param edges a table per type, in the schema's order
 */
public record PropertyTables(List<NodeTable> nodes, List<EdgeTable> edges) {

    /** A column: its SQL name and the property it holds; the id, source and target columns hold none. */
    public record Column(String name, Property property) {
    }

    /**
     * The table of a label.
     *
     * @param label   the label
     * @param name    the table's name
     * @param columns {@code id}, then one per property of the label, in its order
     */
    public record NodeTable(Label label, String name, List<Column> columns) {
    }

    /**
     * The table of a relationship type.
     *
     * @param type    the type
     * @param name    the table's name
     * @param source  the table of its start nodes' label
     * @param target  the table of its end nodes' label
     * @param columns {@code source}, {@code target}, then one per property of the type, in its order
     */
    public record EdgeTable(RelType type, String name, NodeTable source, NodeTable target, List<Column> columns) {
    }

    /**
     * The tables of {@code graph}.
     *
     * @throws UnsupportedException one line naming two labels, types or properties that would share a name, or a
     *                              name too long, and what to do
     */
    public static PropertyTables of(GraphSchema graph) {
        Map<String, String> tables = new HashMap<>();
        List<NodeTable> nodes = new ArrayList<>();
        Map<Label, NodeTable> byLabel = new HashMap<>();
        for (Label label : graph.labels()) {
            String name = name(label.graphName(), "label", true, tables);
            List<Column> columns = new ArrayList<>();
            columns.add(new Column("id", null));
            columns.addAll(columns(label.properties().subList(1, label.properties().size()), "label " + label, "id"));
            NodeTable table = new NodeTable(label, name, List.copyOf(columns));
            nodes.add(table);
            byLabel.put(label, table);
        }
        List<EdgeTable> edges = new ArrayList<>();
        for (RelType type : graph.types()) {
            String name = name(type.name(), "type", true, tables);
            List<Column> columns = new ArrayList<>();
            columns.add(new Column("source", null));
            columns.add(new Column("target", null));
            columns.addAll(columns(type.properties(), "type " + type, "source", "target"));
            edges.add(new EdgeTable(type, name, byLabel.get(type.from()), byLabel.get(type.to()), List.copyOf(columns)));
        }
        return new PropertyTables(List.copyOf(nodes), List.copyOf(edges));
    }

    /** The table of {@code label}. */
    public NodeTable table(Label label) {
        return nodes.stream().filter(table -> table.label().equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no table holds label " + label));
    }

    /**
     * The column that holds {@code property} in {@code label}'s table: {@code id} for a node's id.
     *
     * @throws IllegalArgumentException when the label's table has no such column
     */
    public Column column(Label label, Property property) {
        NodeTable table = table(label);
        return table.columns().stream().filter(column -> column.property() == null ? column.name().equals("id")
                        && property.name().equals("id") : column.property().name().equals(property.name()))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("label " + label.graphName()
                        + " has no property " + property.name()));
    }

    private static List<Column> columns(List<Property> properties, String of, String... taken) {
        Map<String, String> names = new HashMap<>();
        for (String column : taken) {
            names.put(column, "its " + column + " column");
        }
        List<Column> columns = new ArrayList<>();
        for (Property property : properties) {
            String name;
            try {
                name = SqlNames.column(property.name());
            } catch (IllegalArgumentException e) {
                throw new UnsupportedException(of + ", property " + e.getMessage());
            }
            String before = names.putIfAbsent(name, "property " + property.name());
            if (before != null) {
                throw new UnsupportedException(of + ": property " + property.name() + " and " + before
                        + " would both be column " + name + " in SQL; rename one of them in the files");
            }
            columns.add(new Column(name, property));
        }
        return columns;
    }

    private static String name(String graphName, String what, boolean table, Map<String, String> taken) {
        String name;
        try {
            name = SqlNames.table(graphName);
        } catch (IllegalArgumentException e) {
            throw new UnsupportedException(what + " " + e.getMessage());
        }
        String before = taken.putIfAbsent(name, what + " " + graphName);
        if (before != null) {
            throw new UnsupportedException(what + " " + graphName + " and " + before + " would both be table " + name
                    + " in SQL; rename one of them in the files");
        }
        return name;
    }
}
