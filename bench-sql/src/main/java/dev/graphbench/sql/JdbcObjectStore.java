package dev.graphbench.sql;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.graph.Property;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The object store of a SQL engine on one connection: every call is one statement, executed once,
 * so one round trip. Statements are prepared on first use and kept for the connection's life, so
 * that the server can keep their plans. Not thread-safe, like the session that owns it.
 */
public final class JdbcObjectStore implements ObjectStore {

    /** Words a failed statement as the engine does: {@code what} failed, on which server, why. */
    @FunctionalInterface
    public interface Failures {

        /** The exception to throw for {@code failure} of the statement doing {@code what}. */
        EngineException failure(String what, SQLException failure);
    }

    private final Connection connection;
    private final ObjectSql sql;
    private final Failures failures;
    private final Map<String, PreparedStatement> prepared = new HashMap<>();
    /** Told each statement as it is sent, with its values, so that the session can plan what a call sent. */
    private final Consumer<SentSql> sent;

    /**
     * An object store on {@code connection}, which stays in autocommit mode: each statement is its
     * own transaction.
     */
    public JdbcObjectStore(Connection connection, ObjectSql sql, Failures failures) {
        this(connection, sql, failures, statement -> { });
    }

    /** An object store as above that tells {@code sent} each statement it sends, with its values. */
    public JdbcObjectStore(Connection connection, ObjectSql sql, Failures failures, Consumer<SentSql> sent) {
        this.connection = Objects.requireNonNull(connection, "connection");
        this.sql = Objects.requireNonNull(sql, "sql");
        this.failures = Objects.requireNonNull(failures, "failures");
        this.sent = Objects.requireNonNull(sent, "sent");
    }

    @Override
    public <T> T load(Class<T> type, String id) {
        ObjectSql.ReadStatement statement = sql.load(type);
        if (id == null) {
            throw Messages.nullId("load", type);
        }
        List<String> documents = documents(statement, List.of(id), "load " + type.getSimpleName());
        return documents.isEmpty() ? null : sql.hydrate(documents.get(0), type);
    }

    @Override
    public <T> List<T> loadAll(Class<T> type, Filter filter) {
        ObjectSql.ReadStatement statement = sql.loadAll(type, filter);
        List<Object> arguments = sql.arguments(type, filter, "load all");
        List<T> objects = new ArrayList<>();
        for (String document : documents(statement, arguments, "load all " + type.getSimpleName())) {
            objects.add(sql.hydrate(document, type));
        }
        return objects;
    }

    @Override
    public long count(Class<?> type, Filter filter) {
        ObjectSql.ReadStatement statement = sql.count(type, filter);
        List<Object> arguments = sql.arguments(type, filter, "count");
        String what = "count " + type.getSimpleName();
        try {
            PreparedStatement query = bind(statement.sql(), statement.parameters(), arguments);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        } catch (SQLException e) {
            throw failures.failure(what, e);
        }
    }

    @Override
    public void save(Object object) {
        write(sql.changes(Collections.singletonList(object)));
    }

    @Override
    public void saveAll(Collection<?> objects) {
        write(sql.changes(objects));
    }

    /** Runs the save statement, unless there is nothing to save. */
    private void write(ChangeSet changes) {
        if (changes.isEmpty()) {
            return;
        }
        try {
            run(sql.dialect().saveStatement(), changes.json());
        } catch (SQLException e) {
            Optional<JsonSqlDialect.Refusal> refusal = sql.dialect().refusal(e);
            if (refusal.isPresent()) {
                throw new EngineException(changes.message(refusal.get()), e);
            }
            throw failures.failure("save", e);
        }
    }

    @Override
    public void delete(Class<?> type, Collection<String> ids) {
        String deletion = sql.deletion(type, Objects.requireNonNull(ids, "ids"));
        if (ids.isEmpty()) {
            return;
        }
        try {
            run(sql.dialect().deleteStatement(), deletion);
        } catch (SQLException e) {
            throw failures.failure("delete " + type.getSimpleName(), e);
        }
    }

    private void run(String statement, String json) throws SQLException {
        PreparedStatement call = prepared(statement);
        SentSql.Values values = bound -> sql.dialect().bindDocument(bound, 1, json);
        values.bind(call);
        sent.accept(new SentSql(statement, values));
        // What a write did is in the database: PostgreSQL's write functions answer a row of nothing the
        // caller needs, left unread, and Oracle's PL/SQL blocks answer nothing.
        call.execute();
    }

    private List<String> documents(ObjectSql.ReadStatement statement, List<Object> arguments, String what) {
        try {
            PreparedStatement query = bind(statement.sql(), statement.parameters(), arguments);
            List<String> documents = new ArrayList<>();
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    documents.add(rows.getString(1));
                }
            }
            return documents;
        } catch (SQLException e) {
            throw failures.failure(what, e);
        }
    }

    private PreparedStatement prepared(String text) throws SQLException {
        PreparedStatement statement = prepared.get(text);
        if (statement == null) {
            statement = connection.prepareStatement(text);
            prepared.put(text, statement);
        }
        return statement;
    }

    private PreparedStatement bind(String text, List<Property.Type> types, List<Object> arguments) throws SQLException {
        PreparedStatement statement = prepared(text);
        SentSql.Values values = bound -> bindValues(bound, types, arguments);
        values.bind(statement);
        sent.accept(new SentSql(text, values));
        return statement;
    }

    private static void bindValues(PreparedStatement statement, List<Property.Type> types, List<Object> arguments)
            throws SQLException {
        for (int i = 0; i < types.size(); i++) {
            Object value = arguments.get(i);
            switch (types.get(i)) {
                case STRING -> {
                    if (value == null) {
                        statement.setNull(i + 1, Types.VARCHAR);
                    } else {
                        statement.setString(i + 1, (String) value);
                    }
                }
                case LONG -> {
                    if (value == null) {
                        statement.setNull(i + 1, Types.BIGINT);
                    } else {
                        statement.setLong(i + 1, (Long) value);
                    }
                }
            }
        }
    }
}
