package dev.graphbench.engine.postgres;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.tables.PropertyTables;
import dev.graphbench.sql.tables.SqlNames;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A property graph's tables in PostgreSQL ({@link PropertyTables}), as statements made from the
 * {@code property-*} templates of {@code schema.sql}: what {@link PostgresSchema} runs before the load and
 * after it, and what {@code bench schema} prints.
 */
final class PropertySchema {

    private static final NamedStatements STATEMENTS = PostgresSchema.STATEMENTS;

    private PropertySchema() {
    }

    /** The tables, each with the comment that says what it holds. */
    static List<String> create(PropertyTables tables) {
        List<String> statements = new ArrayList<>();
        for (PropertyTables.NodeTable table : tables.nodes()) {
            statements.add(table("property-node-table", table.name(), table.columns().subList(1,
                    table.columns().size())));
            statements.add(comment(table.name(), "label " + table.label().graphName()));
        }
        for (PropertyTables.EdgeTable table : tables.edges()) {
            statements.add(table("property-edge-table", table.name(), table.columns().subList(2,
                    table.columns().size())));
            statements.add(comment(table.name(), "type " + table.type().name() + " from " + table.source().name()
                    + " to " + table.target().name()));
        }
        return statements;
    }

    /** What is built after the load: each label's primary key, each type's indexes on its ends, statistics. */
    static List<String> afterLoad(PropertyTables tables) {
        List<String> statements = new ArrayList<>();
        for (PropertyTables.NodeTable table : tables.nodes()) {
            statements.add(of("property-node-key", table.name()));
        }
        for (PropertyTables.EdgeTable table : tables.edges()) {
            statements.add(of("property-edge-source", table.name()));
            statements.add(of("property-edge-target", table.name()));
        }
        for (PropertyTables.NodeTable table : tables.nodes()) {
            statements.add(of("property-analyze", table.name()));
        }
        for (PropertyTables.EdgeTable table : tables.edges()) {
            statements.add(of("property-analyze", table.name()));
        }
        return statements;
    }

    /** The index a workload folder declares on {@code property} of {@code label}, then the table's statistics. */
    static List<String> index(PropertyTables tables, Label label, Property property) {
        String table = tables.table(label).name();
        String column = tables.column(label, property).name();
        return List.of(of("property-index", table).replace("{index}", SqlNames.index(table, column))
                .replace("{column}", column), of("property-analyze", table));
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

    /** The COPY of {@code columns} into {@code table}. */
    static String copy(String table, List<PropertyTables.Column> columns) {
        return of("property-copy", table).replace("{columns}", columns.stream().map(PropertyTables.Column::name)
                .collect(Collectors.joining(", ")));
    }

    private static String table(String template, String name, List<PropertyTables.Column> columns) {
        return of(template, name).replace("{columns}", columns.stream()
                .map(column -> ",\n    " + column.name() + " " + PostgresTypes.of(column.property()))
                .collect(Collectors.joining()));
    }

    private static String comment(String table, String holds) {
        return of("property-comment", table).replace("{comment}", "'graph-bench " + holds.replace("'", "''") + "'");
    }
}
