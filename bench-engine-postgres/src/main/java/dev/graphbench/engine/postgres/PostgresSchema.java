package dev.graphbench.engine.postgres;

import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.support.NamedStatements;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * Runs the statements of {@code schema.sql} by their prefix: tables before the load, indexes and
 * statistics after it.
 */
final class PostgresSchema implements Schema {

    /** The statements of {@code schema.sql}, which also holds the loader's. */
    static final NamedStatements STATEMENTS = NamedStatements.load(PostgresSchema.class, "schema.sql", "--");

    private final PostgresEngine engine;

    PostgresSchema(PostgresEngine engine) {
        this.engine = engine;
    }

    @Override
    public void drop() {
        run("drop-");
    }

    /** The tables hold any graph: a node's labels and properties are JSON, a relationship's type text. */
    @Override
    public void create(GraphSchema graph) {
        run("create-");
    }

    @Override
    public void afterLoad() {
        run("after-load-");
    }

    @Override
    public void afterWrites() {
        run("after-writes-");
    }

    private void run(String prefix) {
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement()) {
            for (Map.Entry<String, String> entry : STATEMENTS.all().entrySet()) {
                if (entry.getKey().startsWith(prefix)) {
                    try {
                        statement.execute(entry.getValue());
                    } catch (SQLException e) {
                        throw engine.target().failure("schema step " + entry.getKey(), e);
                    }
                }
            }
        } catch (SQLException e) {
            throw engine.target().failure("schema step " + prefix + "*", e);
        }
    }
}
