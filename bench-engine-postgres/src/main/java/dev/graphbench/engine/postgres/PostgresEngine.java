package dev.graphbench.engine.postgres;

import dev.graphbench.api.DataSize;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.ServerTelemetry;
import dev.graphbench.sql.JdbcEngine;
import dev.graphbench.sql.JdbcPool;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import org.postgresql.util.DriverInfo;

/** One PostgreSQL database: its version and size, its schema, its COPY loader, its statistics. */
final class PostgresEngine extends JdbcEngine {

    private final PostgresTarget target;
    private final EngineInfo info;
    /** The graph the schema was last created for, which the loader loads: the generated graph's until then. */
    private volatile GraphSchema graph = GraphSchema.GENERATED;

    private PostgresEngine(PostgresTarget target, JdbcPool pool, SqlDialect dialect) {
        super(pool, dialect);
        this.target = target;
        this.info = new EngineInfo("PostgreSQL", serverVersion(), "pgjdbc", DriverInfo.DRIVER_VERSION, deployment());
    }

    /** Connects to {@code target}, failing within 10 s with a one-line message when it does not answer. */
    static PostgresEngine open(PostgresTarget target, int poolSize, SqlDialect dialect) {
        return open(target, poolSize, config -> { }, pool -> new PostgresEngine(target, pool, dialect));
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

    @Override
    public EngineInfo info() {
        return info;
    }

    @Override
    public Schema schema() {
        return new PostgresSchema(this);
    }

    /** The graph the schema was last created for. */
    GraphSchema graph() {
        return graph;
    }

    /** Records the graph the schema is created for, which the loader and the schema's later steps read. */
    void graph(GraphSchema graph) {
        this.graph = graph;
    }

    @Override
    public Loader loader() {
        return new CopyLoader(this);
    }

    /** The database's {@code pg_stat_database} counters, on a connection outside the pool. */
    @Override
    public Optional<ServerTelemetry> telemetry() {
        return Optional.of(PostgresTelemetry.open(target));
    }
}
