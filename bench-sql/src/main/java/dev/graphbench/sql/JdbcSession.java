package dev.graphbench.sql;

import dev.graphbench.api.Answer;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Plan;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One pooled connection, held until {@link #close()}, with each query's statement prepared on first
 * use and reused after, so that the server can keep its plan. Its object store works on the same
 * connection. Each value of an answer is read as the engine's {@link JsonSqlDialect#value} says, a
 * document as its JSON text.
 */
public final class JdbcSession implements Session {

    private final JdbcDialect dialect;
    private final JsonSqlDialect json;
    private final Connection connection;
    private final JdbcObjectStore.Failures failures;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();
    private ObjectStore objects;
    private boolean closed;
    /** What this session sent while a call is planned; null otherwise. */
    private List<SentSql> kept;
    /** The statement a call is running, for {@link #abort()} to cancel from another thread; null between calls. */
    private volatile PreparedStatement running;

    /** A session of {@code dialect}'s engine on {@code connection}, its failures worded by {@code failures}. */
    public JdbcSession(JdbcDialect dialect, Connection connection, JdbcObjectStore.Failures failures) {
        this.dialect = Objects.requireNonNull(dialect, "dialect");
        this.json = dialect.json();
        this.connection = Objects.requireNonNull(connection, "connection");
        this.failures = Objects.requireNonNull(failures, "failures");
    }

    @Override
    public Optional<ObjectStore> objects() {
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        if (objects == null) {
            objects = new JdbcObjectStore(connection, dialect.objectSql(), failures, this::sent);
        }
        return Optional.of(objects);
    }

    @Override
    public Answer execute(Query query, Map<String, Object> arguments) {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(arguments, "arguments");
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        JdbcStatement jdbc = dialect.jdbc(query)
                .orElseThrow(() -> new UnsupportedException(dialect.engine() + " has no statement for " + query));
        try {
            PreparedStatement statement = prepared(query, jdbc);
            jdbc.bind(statement, arguments);
            sent(new SentSql(jdbc.sql(), bound -> jdbc.bind(bound, arguments)));
            running = statement;
            if (!statement.execute()) {
                // A statement that writes and returns no rows (a workload folder's insert): its answer is the rows
                // it changed.
                return new Answer(List.of(List.of((long) statement.getUpdateCount())));
            }
            try (ResultSet rows = statement.getResultSet()) {
                ResultSetMetaData metadata = rows.getMetaData();
                int columns = metadata.getColumnCount();
                List<List<Object>> answer = new ArrayList<>();
                while (rows.next()) {
                    List<Object> row = new ArrayList<>(columns);
                    for (int column = 1; column <= columns; column++) {
                        row.add(json.value(rows, metadata, column));
                    }
                    answer.add(row);
                }
                return new Answer(answer);
            }
        } catch (SQLException e) {
            throw failures.failure(query.id(), e);
        } finally {
            running = null;
        }
    }

    private void sent(SentSql statement) {
        if (kept != null) {
            kept.add(statement);
        }
    }

    /** Every statement the call sent, the object store's too, planned on this session's connection. */
    @Override
    public List<Plan> plan(Runnable call) {
        SqlPlans plans = dialect.sqlPlans()
                .orElseThrow(() -> new UnsupportedException(dialect.engine() + " gives no plans"));
        List<SentSql> sent;
        kept = new ArrayList<>();
        try {
            call.run();
            sent = List.copyOf(kept);
        } finally {
            kept = null;
        }
        List<Plan> planned = new ArrayList<>(sent.size());
        for (SentSql statement : sent) {
            try {
                planned.add(plans.plan(connection, statement));
            } catch (SQLException e) {
                throw failures.failure("plan", e);
            }
        }
        return planned;
    }

    private PreparedStatement prepared(Query query, JdbcStatement jdbc) throws SQLException {
        PreparedStatement statement = prepared.get(query.id());
        if (statement == null) {
            statement = connection.prepareStatement(jdbc.sql());
            prepared.put(query.id(), statement);
        }
        return statement;
    }

    /** Turns auto-commit off: the calls after it are in one transaction, until {@link #rollback()}. */
    @Override
    public boolean begin() {
        try {
            connection.setAutoCommit(false);
            return true;
        } catch (SQLException e) {
            throw failures.failure("beginning a transaction", e);
        }
    }

    @Override
    public void rollback() {
        try {
            if (!connection.getAutoCommit()) {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failures.failure("rolling a transaction back", e);
        }
    }

    /**
     * Asks the server to cancel the statement running, then closes the connection's socket at once, without a word to
     * a server that may not answer. The cancel is what ends the statement: a server notices a closed socket only when
     * it next writes to it, so a walk of minutes would run on to its end, taking the cores from the calls after it.
     */
    @Override
    public void abort() {
        PreparedStatement statement = running;
        if (statement != null) {
            try {
                statement.cancel();
            } catch (SQLException e) {
                // A server that does not answer cannot cancel either: the socket is closed all the same.
            }
        }
        try {
            connection.abort(Runnable::run);
        } catch (SQLException e) {
            throw failures.failure("ending a session", e);
        }
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
            throw failures.failure("closing a session", e);
        }
    }
}
