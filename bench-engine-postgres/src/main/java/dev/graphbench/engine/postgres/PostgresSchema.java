package dev.graphbench.engine.postgres;

import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.JdbcSchema;
import dev.graphbench.sql.tables.PropertyTables;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL's DDL, {@code schema.sql}, run by step: tables before the load, indexes and statistics
 * after it, a vacuum after the write phase. A property graph's are its tables' ({@link PropertySchema})
 * instead.
 */
final class PostgresSchema extends JdbcSchema {

    /** The statements of {@code schema.sql}, which also holds the loader's. */
    static final NamedStatements STATEMENTS = NamedStatements.load(PostgresSchema.class, "schema.sql", "--");

    private final PostgresEngine engine;

    PostgresSchema(PostgresEngine engine) {
        super(engine, STATEMENTS);
        this.engine = engine;
    }

    /** Drops the two tables of the generated graph, and the tables a property graph's load made. */
    @Override
    public void drop() {
        super.drop();
        List<String> tables = new ArrayList<>();
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet found = statement.executeQuery(STATEMENTS.get("property-tables"))) {
            while (found.next()) {
                tables.add(found.getString(1));
            }
        } catch (SQLException e) {
            throw failure("property-tables", e);
        }
        runAll(tables.stream().map(table -> PropertySchema.of("property-drop", "\"" + table.replace("\"", "\"\"")
                + "\"")).toList(), "property-drop");
    }

    /**
     * The generated graph, and a graph of one label, go in two tables that hold any graph: a node's labels and
     * properties as JSON, a relationship's type as text. A property graph gets a table per label and per type.
     */
    @Override
    public void create(GraphSchema graph) {
        engine.graph(graph);
        if (property()) {
            runAll(PropertySchema.create(PropertyTables.of(graph)), "property-create");
        } else {
            super.create(graph);
        }
    }

    @Override
    public void afterLoad() {
        if (property()) {
            runAll(PropertySchema.afterLoad(PropertyTables.of(engine.graph())), "property-after-load");
        } else {
            super.afterLoad();
        }
    }

    /** After the writes of the generated graph's workloads: a property graph has none. */
    @Override
    public void afterWrites() {
        if (!property()) {
            super.afterWrites();
        }
    }

    /** On a property graph's tables: the label's table, the property's column, as {@code bench schema} names them. */
    @Override
    public List<String> createIndex(Label label, Property property) {
        if (!property()) {
            throw new UnsupportedException("PostgreSQL creates a workload folder's indexes on a property graph's"
                    + " tables (csv:DIR); the generated graph has the indexes its workloads need");
        }
        List<String> statements = PropertySchema.index(PropertyTables.of(engine.graph()), label, property);
        runAll(statements, "property-index");
        return statements;
    }

    private boolean property() {
        return engine.graph().kind().equals(GraphSchema.PROPERTY);
    }

    /** What the schema runs for {@code graph}, create's then afterLoad's, as {@code bench schema} prints it. */
    static List<String> statements(GraphSchema graph) {
        if (graph.kind().equals(GraphSchema.PROPERTY)) {
            return PropertySchema.statements(graph);
        }
        return printed(STATEMENTS, text -> text);
    }
}
