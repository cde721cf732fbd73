package dev.graphbench.engine.postgres;

import dev.graphbench.api.ServerTelemetry;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The benchmark database's row of {@code pg_stat_database}, read on a connection of its own, outside the
 * sessions' pool, so that no session waits for it. Every figure counts up from the statistics' last reset:
 * blocks read from outside shared buffers and found in them, transactions committed, rows returned. Each
 * read is a transaction of its own, so it sees what the backends have reported by then (they report at
 * most once a second, and when idle).
 */
final class PostgresTelemetry implements ServerTelemetry {

    private static final List<String> FIGURES = List.of("blks_read", "blks_hit", "xact_commit", "tup_returned");
    private static final String STATEMENT = "SELECT " + String.join(", ", FIGURES)
            + " FROM pg_stat_database WHERE datname = current_database()";
    /** A read that gets no answer this long fails, so that a server that hangs cannot hold the sampler. */
    private static final int SOCKET_TIMEOUT_SECONDS = 10;

    private final PostgresTarget target;
    private final Connection connection;
    private final PreparedStatement statement;

    private PostgresTelemetry(PostgresTarget target, Connection connection, PreparedStatement statement) {
        this.target = target;
        this.connection = connection;
        this.statement = statement;
    }

    static PostgresTelemetry open(PostgresTarget target) {
        Properties properties = target.driverProperties();
        properties.setProperty("user", target.user());
        if (target.password() != null) {
            properties.setProperty("password", target.password());
        }
        properties.setProperty("socketTimeout", Integer.toString(SOCKET_TIMEOUT_SECONDS));
        properties.setProperty("ApplicationName", "graph-bench telemetry");
        Connection connection = null;
        try {
            connection = DriverManager.getConnection(target.url(), properties);
            connection.setAutoCommit(true);
            return new PostgresTelemetry(target, connection, connection.prepareStatement(STATEMENT));
        } catch (SQLException e) {
            if (connection != null) {
                try {
                    connection.close();
                } catch (SQLException closing) {
                    e.addSuppressed(closing);
                }
            }
            throw target.connectFailure(e);
        }
    }

    @Override
    public String source() {
        return "pg_stat_database of " + target.address();
    }

    @Override
    public Set<String> counters() {
        return Collections.unmodifiableSet(new LinkedHashSet<>(FIGURES));
    }

    @Override
    public Map<String, Long> sample() {
        try (ResultSet row = statement.executeQuery()) {
            Map<String, Long> figures = new LinkedHashMap<>();
            if (row.next()) {
                for (String figure : FIGURES) {
                    figures.put(figure, row.getLong(figure));
                }
            }
            return figures;
        } catch (SQLException e) {
            throw target.failure("reading pg_stat_database", e);
        }
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // The connection is gone whichever way it went.
        }
    }
}
