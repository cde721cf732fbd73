package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.sql.JdbcEngine;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The pool of bench-sql's {@link JdbcEngine}, which every JDBC engine shares (Oracle's too), on a real
 * PostgreSQL: a connection the server dropped while it sat in the pool (a restart, a failover, an idle
 * timeout) is evicted, and the session or the ping that would have taken it gets one that answers.
 * HikariCP checks only a connection idle for more than half a second; these hand the dropped one back
 * to the pool and ask for it again at once. The engine has a pool of one, in a database of its own.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class LiveConnectionTest {

    private static OwnDatabase database;
    private static Connection admin;
    private static PostgresEngine engine;

    @BeforeAll
    static void aPoolOfOne(EmbeddedPostgresExtension.Shared shared) throws SQLException {
        database = OwnDatabase.create(shared, "bench_live_connection", 1);
        admin = database.admin;
        engine = database.engine;
    }

    @AfterAll
    static void dropIt() throws SQLException {
        database.close();
    }

    @Test
    void aSessionIsNeverGivenAConnectionTheServerDropped() throws SQLException {
        int dropped = dropThePooledConnection();
        try (Session session = engine.openSession()) {
            assertThat(session.execute(Queries.COUNT_COMMENTS, Map.of()).rows()).isEqualTo(List.of(List.of(0L)));
        }
        assertThat(pooledBackend()).isNotEqualTo(dropped);
    }

    @Test
    void aPingIsNeverGivenAConnectionTheServerDropped() throws SQLException {
        int dropped = dropThePooledConnection();
        engine.ping();
        assertThat(pooledBackend()).isNotEqualTo(dropped);
    }

    /**
     * Ends the backend of the pool's one connection while it is taken, waits until the server has let it go,
     * and gives the connection back to the pool, which still holds it for alive; returns the backend's pid.
     */
    private static int dropThePooledConnection() throws SQLException {
        try (Connection pooled = engine.connection()) {
            int pid = backend(pooled);
            try (PreparedStatement terminate = admin.prepareStatement("SELECT pg_terminate_backend(?)");
                 PreparedStatement present = admin.prepareStatement("SELECT count(*) FROM pg_stat_activity WHERE pid = ?")) {
                terminate.setInt(1, pid);
                try (ResultSet ended = terminate.executeQuery()) {
                    assertThat(ended.next() && ended.getBoolean(1)).as("backend %d ended", pid).isTrue();
                }
                present.setInt(1, pid);
                long deadline = System.nanoTime() + 10_000_000_000L;
                while (count(present) > 0) {
                    assertThat(System.nanoTime()).as("backend %d gone within 10 s", pid).isLessThan(deadline);
                    Thread.onSpinWait();
                }
            }
            return pid;
        }
    }

    private static int pooledBackend() throws SQLException {
        try (Connection pooled = engine.connection()) {
            return backend(pooled);
        }
    }

    private static int backend(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet pid = statement.executeQuery("SELECT pg_backend_pid()")) {
            pid.next();
            return pid.getInt(1);
        }
    }

    private static long count(PreparedStatement statement) throws SQLException {
        try (ResultSet rows = statement.executeQuery()) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
