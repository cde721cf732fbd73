package dev.graphbench.sql;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import dev.graphbench.api.EngineException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.function.Consumer;

/**
 * The connections of a {@link JdbcEngine}, pooled by HikariCP: one a session, each in autocommit mode. It
 * connects once when opened, failing within 10 s with the target's one-line message, and hands out a
 * connection that answers to a session ({@link #liveConnection()}).
 */
public final class JdbcPool implements AutoCloseable {

    /** How long checking that a pooled connection still answers may take. */
    private static final int VALIDATION_SECONDS = 5;
    /** How long a session waits for a free connection, and a first connection may take. */
    private static final long CONNECTION_TIMEOUT_MILLIS = 10_000;

    private final JdbcTarget target;
    private final HikariDataSource pool;
    private final int size;

    private JdbcPool(JdbcTarget target, HikariDataSource pool, int size) {
        this.target = target;
        this.pool = pool;
        this.size = size;
    }

    /**
     * A pool of {@code size} connections to {@code target}, configured further by {@code engine} (a driver
     * class, a statement each connection runs first).
     *
     * @throws EngineException the target's one-line message when the server does not answer or refuses
     */
    static JdbcPool open(JdbcTarget target, int size, Consumer<HikariConfig> engine) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("graph-bench-" + target.engine());
        config.setJdbcUrl(target.url());
        config.setUsername(target.user());
        config.setPassword(target.password());
        config.setDataSourceProperties(target.driverProperties());
        config.setMaximumPoolSize(size);
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
        // One attempt, not retries until a deadline: a wrong password or a missing database will not
        // come right by waiting, and a dead server is already given CONNECT_SECONDS to answer.
        config.setInitializationFailTimeout(1);
        engine.accept(config);
        try {
            return new JdbcPool(target, new HikariDataSource(config), size);
        } catch (HikariPool.PoolInitializationException e) {
            throw target.connectFailure(e);
        }
    }

    /**
     * A connection from the pool, in autocommit mode; fails with a one-line message when none is free
     * within the connection timeout.
     */
    Connection connection() {
        try {
            return pool.getConnection();
        } catch (SQLTransientConnectionException e) {
            if (e.getCause() == null) {
                throw new EngineException("no free connection to " + target.shownUrl() + " within "
                        + CONNECTION_TIMEOUT_MILLIS / 1000 + " s: all " + size + " are in use; raise "
                        + target.poolSizeVariable() + " or open fewer sessions", e);
            }
            throw target.connectFailure(e);
        } catch (SQLException e) {
            throw target.connectFailure(e);
        }
    }

    /**
     * A pooled connection that answers: one the server dropped while it sat in the pool (a restart, a
     * failover, an idle timeout) is evicted and another taken. HikariCP checks only a connection idle for
     * more than half a second; this checks every one, once a session, not once a query.
     */
    Connection liveConnection() {
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

    JdbcTarget target() {
        return target;
    }

    @Override
    public void close() {
        pool.close();
    }
}
