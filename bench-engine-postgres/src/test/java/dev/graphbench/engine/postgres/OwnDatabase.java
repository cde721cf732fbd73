package dev.graphbench.engine.postgres;

import dev.graphbench.api.graph.GraphSchema;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/**
 * A database of a test's own on the shared server, with the generated graph's schema and an engine whose pool has
 * as many connections as the test asks: for a test that ends backends or takes locks, away from the shared
 * engine's data. {@link #admin} is a connection to the shared database, from which the test watches the server.
 */
final class OwnDatabase implements AutoCloseable {

    final Connection admin;
    final PostgresEngine engine;
    private final String name;

    private OwnDatabase(String name, Connection admin, PostgresEngine engine) {
        this.name = name;
        this.admin = admin;
        this.engine = engine;
    }

    /** Creates database {@code name} afresh on {@code shared}'s server, and an engine on it with {@code poolSize}. */
    static OwnDatabase create(EmbeddedPostgresExtension.Shared shared, String name, int poolSize) throws SQLException {
        Connection admin = shared.engine.connection();
        try (Statement statement = admin.createStatement()) {
            statement.execute("DROP DATABASE IF EXISTS " + name);
            statement.execute("CREATE DATABASE " + name);
        }
        String url = shared.settings.get(PostgresProvider.URL);
        PostgresEngine engine = (PostgresEngine) shared.provider.open(shared.settings.with(Map.of(
                PostgresProvider.URL, url.substring(0, url.lastIndexOf('/') + 1) + name,
                PostgresProvider.POOL_SIZE, Integer.toString(poolSize))));
        engine.schema().create(GraphSchema.GENERATED);
        return new OwnDatabase(name, admin, engine);
    }

    /** The database's name. */
    String name() {
        return name;
    }

    /** Closes the engine and drops the database. */
    @Override
    public void close() throws SQLException {
        try {
            engine.close();
            try (Statement statement = admin.createStatement()) {
                statement.execute("DROP DATABASE " + name);
            }
        } finally {
            admin.close();
        }
    }
}
