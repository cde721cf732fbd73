package dev.graphbench.engine.oracle;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.ServerSettings;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.sql.JdbcProvider;
import dev.graphbench.sql.JdbcSettings;

/**
 * Oracle Database 23ai as a graph store: nodes in one table with JSON labels and properties,
 * relationships in another, a SQL property graph over the two, traversals in SQL/PGQ
 * ({@code GRAPH_TABLE}), loaded with JDBC batches. No Oracle server can start here: the engine runs
 * against the server {@code BENCH_ORACLE_URL} names (Oracle Database Free 23ai in a container is the
 * usual one, see the README) and is reported as skipped without it.
 */
public final class OracleProvider extends JdbcProvider<OracleTarget> {

    static final String URL = ServerSettings.URL;
    static final String USER = ServerSettings.USER;
    static final String PASSWORD = ServerSettings.PASSWORD;
    static final String POOL_SIZE = JdbcSettings.POOL_SIZE;
    static final String BATCH_SIZE = "batch-size";

    private static final JdbcSettings SERVER = JdbcSettings.of("oracle", "Oracle",
            "JDBC URL of your server, such as jdbc:oracle:thin:@//localhost:1521/FREEPDB1", null);
    private static final PgqDialect DIALECT = new PgqDialect();

    /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
    public OracleProvider() {
        super(SERVER, Setting.wholeNumber(BATCH_SIZE, "BENCH_ORACLE_BATCH_SIZE", "5000", 1, 1_000_000,
                "rows per JDBC batch of the loader, each committed"));
    }

    @Override
    public String description() {
        return "Oracle Database 23ai over JDBC: JSON node table, edge table, a SQL property graph, SQL/PGQ";
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

    /**
     * The URL as the thin driver reads it and a user who owns the benchmark's tables: a URL of another form,
     * or none, is refused before any engine starts.
     */
    @Override
    protected OracleTarget target(Settings settings) {
        OracleTarget target = new OracleTarget(SERVER, settings);
        if (target.user() == null) {
            throw new EngineException("no Oracle user named; set " + SERVER.server().user().environmentVariable()
                    + " to the user that owns the benchmark's tables");
        }
        return target;
    }

    @Override
    protected Engine connect(OracleTarget target, int poolSize, Settings settings) {
        return OracleEngine.open(target, poolSize, settings.getInt(BATCH_SIZE), DIALECT);
    }
}
