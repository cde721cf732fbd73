package dev.graphbench.engine.postgres;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;
import java.util.Properties;
import java.util.Optional;
import org.postgresql.Driver;

/**
 * PostgreSQL as a graph store: nodes in one table with jsonb labels and properties, relationships
 * in another, loaded with COPY and queried with plain SQL joins. Without {@code BENCH_POSTGRES_URL}
 * the harness starts an embedded PostgreSQL 17 on loopback.
 */
public final class PostgresProvider implements EngineProvider {

    static final String URL = "url";
    static final String USER = "user";
    static final String PASSWORD = "password";
    static final String POOL_SIZE = "pool-size";
    static final String SHARED_BUFFERS = "shared-buffers";

    private static final List<Setting> SETTINGS = List.of(
            Setting.of(URL, "BENCH_POSTGRES_URL", null,
                    "JDBC URL of your server, such as jdbc:postgresql://localhost:5432/bench"),
            Setting.of(USER, "BENCH_POSTGRES_USER", "postgres", "user to connect as"),
            Setting.secret(PASSWORD, "BENCH_POSTGRES_PASSWORD", "password of that user"),
            Setting.wholeNumber(POOL_SIZE, "BENCH_POSTGRES_POOL_SIZE", "16", 1, 10_000,
                    "connections in the pool, one per session"),
            Setting.of(SHARED_BUFFERS, "BENCH_POSTGRES_SHARED_BUFFERS", "1GB",
                    "shared_buffers of the embedded server (the write-up gave PostgreSQL a 1 GB buffer cache)"));

    private static final SqlDialect DIALECT = new SqlDialect();

    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public PostgresProvider() {
    }

    @Override
    public String name() {
        return "postgres";
    }

    @Override
    public String displayName() {
        return "PostgreSQL";
    }

    @Override
    public String description() {
        return "PostgreSQL over JDBC: jsonb node table, edge table, SQL joins";
    }

    @Override
    public List<Setting> settings() {
        return SETTINGS;
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return settings.isSet(URL);
    }

    /** A URL the driver cannot read is refused before anything runs. */
    @Override
    public void check(Settings settings) {
        String url = settings.get(URL);
        if (url != null && Driver.parseURL(url, new Properties()) == null) {
            throw new IllegalArgumentException(variable(settings, URL) + " must be a URL like"
                    + " jdbc:postgresql://host:5432/database, got '" + Settings.redact(url) + "'");
        }
    }

    @Override
    public Optional<EmbeddedServer.Launcher> embeddedServer() {
        return Optional.of(new EmbeddedPostgresLauncher());
    }

    @Override
    public Dialect dialect() {
        return DIALECT;
    }

    @Override
    public Engine open(Settings settings) {
        String url = settings.get(URL);
        if (url == null) {
            throw new EngineException("no PostgreSQL server named; set " + variable(settings, URL));
        }
        int poolSize = settings.getInt(POOL_SIZE);
        if (poolSize < 1) {
            throw new EngineException(variable(settings, POOL_SIZE) + " must be at least 1, got " + poolSize);
        }
        return PostgresEngine.open(new ConnectionTarget(url, settings.get(USER), settings.get(PASSWORD),
                variable(settings, URL), variable(settings, USER), variable(settings, PASSWORD)), poolSize, DIALECT);
    }

    private static String variable(Settings settings, String key) {
        return settings.setting(key).environmentVariable();
    }
}
