package dev.graphbench.engine.oracle;

import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.tables.PropertyTables;
import dev.graphbench.sql.tables.SqlNames;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A property graph's tables in Oracle ({@link PropertyTables}) and the SQL property graph over them, as statements
 * made from {@code property-graph.sql}: what {@link OracleSchema} runs before the load and after it, what the
 * loader runs, and what {@code bench schema} prints.
 */
final class OraclePropertySchema {

    static final NamedStatements STATEMENTS = NamedStatements.load(OraclePropertySchema.class, "property-graph.sql",
            "--");

    private OraclePropertySchema() {
    }

    /** The tables, each commented with what it holds, then the property graph over them. */
    static List<String> create(PropertyTables tables) {
        List<String> statements = new ArrayList<>();
        for (PropertyTables.NodeTable table : tables.nodes()) {
            statements.add(table("node-table", table.name(), table.columns().subList(1, table.columns().size())));
            statements.add(comment(table.name(), "label " + table.label().graphName()));
        }
        for (PropertyTables.EdgeTable table : tables.edges()) {
            statements.add(table("edge-table", table.name(), table.columns().subList(2, table.columns().size())));
            statements.add(comment(table.name(), "type " + table.type().name() + " from " + table.source().name()
                    + " to " + table.target().name()));
        }
        statements.add(graph(tables));
        return statements;
    }

    /** Each label's primary key, each type's indexes on its ends, and every table's statistics. */
    static List<String> afterLoad(PropertyTables tables) {
        List<String> statements = new ArrayList<>();
        for (PropertyTables.NodeTable table : tables.nodes()) {
            statements.add(of("node-key", table.name()));
        }
        for (PropertyTables.EdgeTable table : tables.edges()) {
            statements.add(of("edge-source", table.name()));
            statements.add(of("edge-target", table.name()));
        }
        List<String> names = new ArrayList<>();
        tables.nodes().forEach(table -> names.add(table.name()));
        tables.edges().forEach(table -> names.add(table.name()));
        for (String name : names) {
            statements.add(of("statistics", name).replace("{upper}", "'" + name.toUpperCase(Locale.ROOT) + "'"));
        }
        return statements;
    }

    /** The index a workload folder declares on {@code property} of {@code label}. */
    static List<String> index(PropertyTables tables, Label label, Property property) {
        String table = tables.table(label).name();
        String column = tables.column(label, property).name();
        return List.of(of("index", table).replace("{index}", SqlNames.index(table, column))
                .replace("{column}", column));
    }

    /** Everything the schema runs for {@code graph}, as {@code bench schema} prints it. */
    static List<String> statements(GraphSchema graph) {
        PropertyTables tables = PropertyTables.of(graph);
        List<String> statements = new ArrayList<>(create(tables));
        statements.add("-- after the load:");
        statements.addAll(afterLoad(tables));
        return statements;
    }

    /** The statement {@code name} for table {@code table}. */
    static String of(String name, String table) {
        return STATEMENTS.get(name).replace("{table}", table);
    }

    /** The INSERT of a row of {@code columns} into {@code table}, a parameter a column. */
    static String insert(String table, List<PropertyTables.Column> columns) {
        return of("insert", table).replace("{columns}", columns.stream().map(PropertyTables.Column::name)
                .collect(Collectors.joining(", "))).replace("{values}", String.join(", ",
                Collections.nCopies(columns.size(), "?")));
    }

    /**
     * The SQL property graph over the tables: each label's table a vertex table of that label, keyed by id, each
     * type's an edge table from its start label's table to its end label's, keyed by its ends; the properties
     * named as the graph names them, in double quotes, so that a GRAPH_TABLE query names them as Cypher does.
     */
    private static String graph(PropertyTables tables) {
        String vertices = tables.nodes().stream().map(table -> "\n        " + table.name() + " KEY (id) LABEL "
                + quoted(table.label().graphName()) + " PROPERTIES (" + properties(table.columns()) + ")")
                .collect(Collectors.joining(","));
        String edges = tables.edges().stream().map(table -> "\n        " + table.name() + " KEY (source, target)"
                + "\n            SOURCE KEY (source) REFERENCES " + table.source().name() + " (id)"
                + "\n            DESTINATION KEY (target) REFERENCES " + table.target().name() + " (id)"
                + "\n            LABEL " + quoted(table.type().name()) + " PROPERTIES ("
                + properties(table.columns()) + ")").collect(Collectors.joining(","));
        return STATEMENTS.get("graph").replace("{vertices}", vertices + "\n    ").replace("{edges}", edges + "\n    ");
    }

    private static String properties(List<PropertyTables.Column> columns) {
        return columns.stream().map(column -> column.name() + " AS " + quoted(column.property() == null
                ? column.name() : column.property().name())).collect(Collectors.joining(", "));
    }

    /** {@code name} as a quoted identifier, which in Oracle holds no double quote and at most 128 bytes. */
    private static String quoted(String name) {
        if (name.indexOf('"') >= 0 || name.getBytes(StandardCharsets.UTF_8).length > 128) {
            throw new UnsupportedException("'" + name + "' cannot name a label or property of Oracle's property graph,"
                    + " whose quoted names hold no double quote and at most 128 bytes; rename it in the files");
        }
        return '"' + name + '"';
    }

    private static String table(String template, String name, List<PropertyTables.Column> columns) {
        return of(template, name).replace("{columns}", columns.stream()
                .map(column -> ",\n    " + column.name() + " " + OraclePropertyTypes.of(column.property()))
                .collect(Collectors.joining()));
    }

    private static String comment(String table, String holds) {
        return of("comment", table).replace("{comment}", "'graph-bench " + holds.replace("'", "''") + "'");
    }
}
