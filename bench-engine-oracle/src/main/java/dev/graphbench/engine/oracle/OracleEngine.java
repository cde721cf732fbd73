package dev.graphbench.engine.oracle;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import oracle.jdbc.OracleDriver;

/** A pool of connections to one Oracle database, shared by the sessions of a run. */
final class OracleEngine implements Engine {

    /** How long a session waits for a free connection, and a first connection may take. */
    private static final long CONNECTION_TIMEOUT_MILLIS = 10_000;
    /**
     * Every session sorts and compares strings by their bytes, so that ties are broken in code point
     * order and the id indexes serve equality, whatever NLS settings the driver derives from the JVM's
     * locale.
     */
    static final String SESSION_SETUP = "ALTER SESSION SET NLS_SORT = BINARY NLS_COMP = BINARY";
    /** The version line of Oracle's banner: {@code Version 23.26.0.0.0}. */
    private static final Pattern VERSION = Pattern.compile("(?m)^Version (\\S+)");
    /** The release in the banner's first line, for a banner without a version line. */
    private static final Pattern RELEASE = Pattern.compile("Release (\\S+)");

    private final ConnectionTarget target;
    private final HikariDataSource pool;
    private final int poolSize;
    private final int batchSize;
    private final PgqDialect dialect;
    private final EngineInfo info;

    private OracleEngine(ConnectionTarget target, HikariDataSource pool, int poolSize, int batchSize,
                         PgqDialect dialect) {
        this.target = target;
        this.pool = pool;
        this.poolSize = poolSize;
        this.batchSize = batchSize;
        this.dialect = dialect;
        this.info = readInfo();
    }

    /** Connects to {@code target}, failing within 10 s with a one-line message when it does not answer. */
    static OracleEngine open(ConnectionTarget target, int poolSize, int batchSize, PgqDialect dialect) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("graph-bench-oracle");
        config.setDriverClassName(OracleDriver.class.getName());
        config.setJdbcUrl(target.url());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setDataSourceProperties(target.driverProperties());
        config.setConnectionInitSql(SESSION_SETUP);
        config.setMaximumPoolSize(poolSize);
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
        // One attempt, not retries until a deadline: a wrong password will not come right by waiting,
        // and a dead server is already given CONNECT_SECONDS to answer.
        config.setInitializationFailTimeout(1);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (HikariPool.PoolInitializationException e) {
            throw target.connectFailure(e);
        }
        try {
            return new OracleEngine(target, pool, poolSize, batchSize, dialect);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    /** Product and version as the server's banner gives them: {@code Oracle Database 23ai Free}, {@code 23.26.0.0.0}. */
    private EngineInfo readInfo() {
        try (Connection connection = connection()) {
            DatabaseMetaData metadata = connection.getMetaData();
            String banner = metadata.getDatabaseProductVersion();
            return new EngineInfo(product(banner), version(banner), "ojdbc11", OracleDriver.getDriverVersion(),
                    "external, " + target.address());
        } catch (SQLException e) {
            throw target.failure("reading the server version", e);
        }
    }

    /** The banner's first line up to its release: {@code Oracle Database 23ai Free}. */
    static String product(String banner) {
        String first = banner.lines().findFirst().orElse(banner).strip();
        int release = first.indexOf(" Release ");
        return release < 0 ? first : first.substring(0, release);
    }

    /** The banner's full version ({@code Version 23.26.0.0.0}), else its release number. */
    static String version(String banner) {
        Matcher version = VERSION.matcher(banner);
        if (version.find()) {
            return version.group(1);
        }
        Matcher release = RELEASE.matcher(banner);
        return release.find() ? release.group(1) : banner.lines().findFirst().orElse(banner).strip();
    }

    /**
     * A connection from the pool, in autocommit mode; fails with a one-line message when none is
     * free within the connection timeout.
     */
    Connection connection() {
        try {
            return pool.getConnection();
        } catch (SQLTransientConnectionException e) {
            if (e.getCause() == null) {
                throw new EngineException("no free connection to " + target.shownUrl() + " within "
                        + CONNECTION_TIMEOUT_MILLIS / 1000 + " s: all " + poolSize
                        + " are in use; raise BENCH_ORACLE_POOL_SIZE or open fewer sessions", e);
            }
            throw target.connectFailure(e);
        } catch (SQLException e) {
            throw target.connectFailure(e);
        }
    }

    ConnectionTarget target() {
        return target;
    }

    int batchSize() {
        return batchSize;
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public void ping() {
        try (Connection connection = connection();
             Statement statement = connection.createStatement()) {
            statement.execute("SELECT 1 FROM DUAL");
        } catch (SQLException e) {
            throw target.connectFailure(e);
        }
    }

    @Override
    public Schema schema() {
        return new OracleSchema(this);
    }

    @Override
    public Loader loader() {
        return new BatchLoader(this);
    }

    @Override
    public Session openSession() {
        return new OracleSession(this, dialect, connection());
    }

    @Override
    public void close() {
        pool.close();
    }

    @Override
    public String toString() {
        return "Oracle at " + target;
    }
}
