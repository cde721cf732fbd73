package dev.graphbench.engine.oracle;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;

/**
 * Oracle Database 23ai as a graph store: nodes in one table with JSON labels and properties,
 * relationships in another, a SQL property graph over the two, traversals in SQL/PGQ
 * ({@code GRAPH_TABLE}), loaded with JDBC batches. No Oracle server can start here: the engine runs
 * against the server {@code BENCH_ORACLE_URL} names (Oracle Database Free 23ai in a container is the
 * usual one, see the README) and is reported as skipped without it.
 */
public final class OracleProvider implements EngineProvider {

    static final String URL = "url";
    static final String USER = "user";
    static final String PASSWORD = "password";
    static final String POOL_SIZE = "pool-size";
    static final String BATCH_SIZE = "batch-size";

    private static final List<Setting> SETTINGS = List.of(
            Setting.of(URL, "BENCH_ORACLE_URL", null,
                    "JDBC URL of your server, such as jdbc:oracle:thin:@//localhost:1521/FREEPDB1"),
            Setting.of(USER, "BENCH_ORACLE_USER", null, "user to connect as, who owns the benchmark's tables"),
            Setting.secret(PASSWORD, "BENCH_ORACLE_PASSWORD", "password of that user"),
            Setting.wholeNumber(POOL_SIZE, "BENCH_ORACLE_POOL_SIZE", "16", 1, 10_000,
                    "connections in the pool, one per session"),
            Setting.wholeNumber(BATCH_SIZE, "BENCH_ORACLE_BATCH_SIZE", "5000", 1, 1_000_000,
                    "rows per JDBC batch of the loader, each committed"));

    private static final PgqDialect DIALECT = new PgqDialect();

    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public OracleProvider() {
    }

    @Override
    public String name() {
        return "oracle";
    }

    @Override
    public String displayName() {
        return "Oracle";
    }

    @Override
    public String description() {
        return "Oracle Database 23ai over JDBC: JSON node table, edge table, a SQL property graph, SQL/PGQ";
    }

    @Override
    public List<Setting> settings() {
        return SETTINGS;
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return settings.isSet(URL);
    }

    /** A URL that is not the thin driver's, or one without a user, is refused before any engine starts. */
    @Override
    public void check(Settings settings) {
        String url = settings.get(URL);
        if (url == null) {
            return;
        }
        if (settings.get(USER) == null) {
            throw new IllegalArgumentException(noUser(settings));
        }
        try {
            target(settings, url);
        } catch (EngineException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    @Override
    public Dialect dialect() {
        return DIALECT;
    }

    @Override
    public String howToConfigure() {
        return "set BENCH_ORACLE_URL (jdbc:oracle:thin:@//host:port/service), BENCH_ORACLE_USER and"
                + " BENCH_ORACLE_PASSWORD; the README's section \"Oracle\" shows how to run Oracle Database Free"
                + " 23ai in a container";
    }

    @Override
    public Engine open(Settings settings) {
        String url = settings.get(URL);
        if (url == null) {
            throw new EngineException("no Oracle server named; " + howToConfigure());
        }
        String user = settings.get(USER);
        if (user == null) {
            throw new EngineException(noUser(settings));
        }
        return OracleEngine.open(target(settings, url), settings.getInt(POOL_SIZE), settings.getInt(BATCH_SIZE),
                DIALECT);
    }

    private static String noUser(Settings settings) {
        return "no Oracle user named; set " + variable(settings, USER) + " to the user that owns the benchmark's tables";
    }

    private static ConnectionTarget target(Settings settings, String url) {
        return new ConnectionTarget(url, settings.get(USER), settings.get(PASSWORD), variable(settings, URL),
                variable(settings, USER), variable(settings, PASSWORD));
    }

    private static String variable(Settings settings, String key) {
        return settings.setting(key).environmentVariable();
    }
}
