package dev.graphbench.engine.postgres;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import dev.graphbench.api.DataSize;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.ServerTelemetry;
import dev.graphbench.api.Session;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.util.Optional;
import org.postgresql.util.DriverInfo;

/** A pool of connections to one PostgreSQL database, shared by the sessions of a run. */
final class PostgresEngine implements Engine {

    /** How long checking that a pooled connection still answers may take. */
    private static final int VALIDATION_SECONDS = 5;
    /** How long a session waits for a free connection, and a first connection may take. */
    private static final long CONNECTION_TIMEOUT_MILLIS = 10_000;

    private final ConnectionTarget target;
    private final HikariDataSource pool;
    private final int poolSize;
    private final SqlDialect dialect;
    private final EngineInfo info;

    private PostgresEngine(ConnectionTarget target, HikariDataSource pool, int poolSize, SqlDialect dialect) {
        this.target = target;
        this.pool = pool;
        this.poolSize = poolSize;
        this.dialect = dialect;
        this.info = new EngineInfo("PostgreSQL", serverVersion(), "pgjdbc", DriverInfo.DRIVER_VERSION, deployment());
    }

    /** Connects to {@code target}, failing within 10 s with a one-line message when it does not answer. */
    static PostgresEngine open(ConnectionTarget target, int poolSize, SqlDialect dialect) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("graph-bench-postgres");
        config.setJdbcUrl(target.url());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setDataSourceProperties(target.driverProperties());
        config.setMaximumPoolSize(poolSize);
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
        // One attempt, not retries until a deadline: a wrong password or a missing database will not
        // come right by waiting, and a dead server is already given CONNECT_SECONDS to answer.
        config.setInitializationFailTimeout(1);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (HikariPool.PoolInitializationException e) {
            throw target.connectFailure(e);
        }
        try {
            return new PostgresEngine(target, pool, poolSize, dialect);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    private String serverVersion() {
        try (Connection connection = connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SHOW server_version")) {
            rows.next();
            return rows.getString(1);
        } catch (SQLException e) {
            throw target.failure("reading the server version", e);
        }
    }

    /** The database's files on disk, as PostgreSQL counts them: tables, indexes and their free space, not the WAL. */
    @Override
    public Optional<DataSize> dataSize() {
        try (Connection connection = connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT pg_database_size(current_database())")) {
            rows.next();
            return Optional.of(new DataSize(rows.getLong(1), "the database's files on disk (pg_database_size)"));
        } catch (SQLException e) {
            throw target.failure("reading the database's size", e);
        }
    }

    private String deployment() {
        String hostPort = target.host() + ":" + target.port();
        return EmbeddedPostgresServer.isRunningAt(hostPort) ? "embedded, " + hostPort : "external, " + target.address();
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
                        + " are in use; raise BENCH_POSTGRES_POOL_SIZE or open fewer sessions", e);
            }
            throw target.connectFailure(e);
        } catch (SQLException e) {
            throw target.connectFailure(e);
        }
    }

    /**
     * A pooled connection that answers: one the server dropped while it sat in the pool (a restart, a
     * failover, an idle timeout) is evicted and another taken. Checked once a session, not once a call.
     */
    private Connection liveConnection() {
        Connection connection = connection();
        try {
            if (connection.isValid(VALIDATION_SECONDS)) {
                return connection;
            }
        } catch (SQLException e) {
            // Not valid either way: evicted below.
        }
        pool.evictConnection(connection);
        return connection();
    }

    ConnectionTarget target() {
        return target;
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public void ping() {
        try (Connection connection = liveConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("SELECT 1");
        } catch (SQLException e) {
            throw target.connectFailure(e);
        }
    }

    @Override
    public Schema schema() {
        return new PostgresSchema(this);
    }

    @Override
    public Loader loader() {
        return new CopyLoader(this);
    }

    @Override
    public Session openSession() {
        return new PostgresSession(this, dialect, liveConnection());
    }

    /** The database's {@code pg_stat_database} counters, on a connection outside the pool. */
    @Override
    public Optional<ServerTelemetry> telemetry() {
        return Optional.of(PostgresTelemetry.open(target));
    }

    @Override
    public void close() {
        pool.close();
    }

    @Override
    public String toString() {
        return "PostgreSQL at " + target;
    }
}
