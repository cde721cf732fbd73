package dev.graphbench.engine.postgres;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.ServerSettings;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.sql.JdbcProvider;
import dev.graphbench.sql.JdbcSettings;
import java.util.Optional;

/**
 * PostgreSQL as a graph store: nodes in one table with jsonb labels and properties, relationships
 * in another, loaded with COPY and queried with plain SQL joins. Without {@code BENCH_POSTGRES_URL}
 * the harness starts an embedded PostgreSQL 17 on loopback.
 */
public final class PostgresProvider extends JdbcProvider<PostgresTarget> {

    static final String URL = ServerSettings.URL;
    static final String USER = ServerSettings.USER;
    static final String PASSWORD = ServerSettings.PASSWORD;
    static final String POOL_SIZE = JdbcSettings.POOL_SIZE;
    static final String SHARED_BUFFERS = "shared-buffers";

    private static final JdbcSettings SERVER = JdbcSettings.of("postgres", "PostgreSQL",
            "JDBC URL of your server, such as jdbc:postgresql://localhost:5432/bench", "postgres");
    private static final SqlDialect DIALECT = new SqlDialect();

    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public PostgresProvider() {
        super(SERVER, Setting.of(SHARED_BUFFERS, "BENCH_POSTGRES_SHARED_BUFFERS", "1GB",
                "shared_buffers of the embedded server (the write-up gave PostgreSQL a 1 GB buffer cache)"));
    }

    @Override
    public String description() {
        return "PostgreSQL over JDBC: jsonb node table, edge table, SQL joins";
    }

    @Override
    public Optional<EmbeddedServer.Launcher> embeddedServer() {
        return Optional.of(new EmbeddedPostgresLauncher());
    }

    @Override
    public Dialect dialect() {
        return DIALECT;
    }

    /** The URL as pgjdbc reads it: one it cannot read is refused before anything runs. */
    @Override
    protected PostgresTarget target(Settings settings) {
        return new PostgresTarget(SERVER, settings);
    }

    @Override
    protected Engine connect(PostgresTarget target, int poolSize, Settings settings) {
        return PostgresEngine.open(target, poolSize, DIALECT);
    }
}
