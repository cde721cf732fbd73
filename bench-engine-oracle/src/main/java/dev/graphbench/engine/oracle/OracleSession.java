package dev.graphbench.engine.oracle;

import dev.graphbench.api.Answer;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.sql.JdbcObjectStore;
import dev.graphbench.sql.JdbcStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import oracle.jdbc.OracleTypes;

/**
 * One pooled connection, held until {@link #close()}, with each query's statement prepared on first
 * use and reused after, so that the server can keep its cursor. Its object store works on the same
 * connection.
 */
final class OracleSession implements Session {

    private final OracleEngine engine;
    private final PgqDialect dialect;
    private final Connection connection;
    private final Map<QueryId, PreparedStatement> prepared = new EnumMap<>(QueryId.class);
    private ObjectStore objects;
    private boolean closed;

    OracleSession(OracleEngine engine, PgqDialect dialect, Connection connection) {
        this.engine = engine;
        this.dialect = dialect;
        this.connection = connection;
    }

    @Override
    public Optional<ObjectStore> objects() {
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        if (objects == null) {
            objects = new JdbcObjectStore(connection, dialect.objectSql(), engine.target()::failure);
        }
        return Optional.of(objects);
    }

    @Override
    public Answer execute(QueryId query, Map<String, Object> arguments) {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(arguments, "arguments");
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        JdbcStatement jdbc = dialect.jdbc(query)
                .orElseThrow(() -> new UnsupportedException("oracle has no statement for " + query));
        try {
            PreparedStatement statement = prepared(query, jdbc);
            jdbc.bind(statement, arguments);
            try (ResultSet rows = statement.executeQuery()) {
                ResultSetMetaData metadata = rows.getMetaData();
                int columns = metadata.getColumnCount();
                List<List<Object>> answer = new ArrayList<>();
                while (rows.next()) {
                    List<Object> row = new ArrayList<>(columns);
                    for (int column = 1; column <= columns; column++) {
                        row.add(isDocument(metadata.getColumnType(column)) ? rows.getString(column)
                                : rows.getObject(column));
                    }
                    answer.add(row);
                }
                return new Answer(answer);
            }
        } catch (SQLException e) {
            throw engine.target().failure(query.id(), e);
        }
    }

    /** A document comes back as its JSON text, as every engine can give it, whether stored as JSON or built as a CLOB. */
    private static boolean isDocument(int type) {
        return type == OracleTypes.JSON || type == Types.CLOB;
    }

    private PreparedStatement prepared(QueryId query, JdbcStatement jdbc) throws SQLException {
        PreparedStatement statement = prepared.get(query);
        if (statement == null) {
            statement = connection.prepareStatement(jdbc.sql());
            prepared.put(query, statement);
        }
        return statement;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            // Closing the connection returns it to the pool, which closes its statements.
            connection.close();
        } catch (SQLException e) {
            throw engine.target().failure("closing a session", e);
        }
    }
}
