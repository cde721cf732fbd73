package dev.graphbench.sql;

import com.zaxxer.hikari.HikariConfig;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Session;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A database reached over JDBC: a pool of connections to it ({@link JdbcPool}), shared by the sessions of
 * a run, each session a {@link JdbcSession} on a connection that answers, speaking the engine's
 * {@link JdbcDialect}. An engine module extends it with what is its own: its {@link #info()}, its
 * {@link #schema()} (a {@link JdbcSchema} over its DDL) and its {@link #loader()}.
 */
public abstract class JdbcEngine implements Engine {

    private final JdbcPool pool;
    private final JdbcDialect dialect;

    /** An engine on {@code pool} whose sessions speak {@code dialect}. */
    protected JdbcEngine(JdbcPool pool, JdbcDialect dialect) {
        this.pool = pool;
        this.dialect = dialect;
    }

    /**
     * Opens a pool of {@code poolSize} connections to {@code target}, which {@code poolConfig} may configure
     * further, and makes {@code engine} on it; the pool is closed again when the engine cannot be made (its
     * server's version unreadable, say), so that a failed open leaves nothing open.
     *
     * @throws EngineException the target's one-line message when the server does not answer or refuses
     */
    protected static <E extends JdbcEngine> E open(JdbcTarget target, int poolSize, Consumer<HikariConfig> poolConfig,
                                                  Function<JdbcPool, E> engine) {
        JdbcPool pool = JdbcPool.open(target, poolSize, poolConfig);
        try {
            return engine.apply(pool);
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    /**
     * A connection from the pool, in autocommit mode, for the loader, the schema and tests; fails with a
     * one-line message when none is free within 10 s. Close it to give it back.
     */
    public Connection connection() {
        return pool.connection();
    }

    /** The server and the messages for what goes wrong on it. */
    public JdbcTarget target() {
        return pool.target();
    }

    /** The statement {@link #ping()} runs: {@code SELECT 1}, which an engine whose SQL needs a table changes. */
    protected String pingStatement() {
        return "SELECT 1";
    }

    /** Runs {@link #pingStatement()} on a connection that answers, evicting one the server dropped. */
    @Override
    public void ping() {
        try (Connection connection = pool.liveConnection();
             Statement statement = connection.createStatement()) {
            statement.execute(pingStatement());
        } catch (SQLException e) {
            throw target().connectFailure(e);
        }
    }

    /** A session on a connection that answers, one the server dropped while it sat in the pool evicted. */
    @Override
    public Session openSession() {
        return new JdbcSession(dialect, pool.liveConnection(), target()::failure);
    }

    @Override
    public void close() {
        pool.close();
    }

    @Override
    public String toString() {
        return target().product() + " at " + target();
    }
}
