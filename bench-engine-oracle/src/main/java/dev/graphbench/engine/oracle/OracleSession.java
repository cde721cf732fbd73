package dev.graphbench.engine.oracle;

import dev.graphbench.sql.JdbcSession;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import oracle.jdbc.OracleTypes;

/** An Oracle session: a document, whether stored as JSON or built as a CLOB, comes back as its text. */
final class OracleSession extends JdbcSession {

    OracleSession(OracleEngine engine, PgqDialect dialect, Connection connection) {
        super("oracle", dialect, connection, engine.target()::failure);
    }

    @Override
    protected Object value(ResultSet rows, ResultSetMetaData metadata, int column) throws SQLException {
        int type = metadata.getColumnType(column);
        return type == OracleTypes.JSON || type == Types.CLOB ? rows.getString(column) : rows.getObject(column);
    }
}
