package dev.graphbench.engine.postgres;

import dev.graphbench.sql.JdbcSession;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import org.postgresql.util.PGobject;

/** A PostgreSQL session: jsonb and json come back as their text. */
final class PostgresSession extends JdbcSession {

    PostgresSession(PostgresEngine engine, SqlDialect dialect, Connection connection) {
        super("postgres", dialect, connection, engine.target()::failure);
    }

    @Override
    protected Object value(ResultSet rows, ResultSetMetaData metadata, int column) throws SQLException {
        Object value = rows.getObject(column);
        return value instanceof PGobject json && ("jsonb".equals(json.getType()) || "json".equals(json.getType()))
                ? json.getValue() : value;
    }
}
