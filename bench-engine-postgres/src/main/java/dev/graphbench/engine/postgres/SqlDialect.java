package dev.graphbench.engine.postgres;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.support.JdbcStatement;
import dev.graphbench.api.support.NamedStatements;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The statements of {@code queries.sql}, as text for people and parsed for JDBC, each named by its
 * {@link QueryId}; among them the hand-written counterparts of the object store's reads.
 */
final class SqlDialect implements Dialect {

    private final NamedStatements file = NamedStatements.load(SqlDialect.class, "queries.sql", "--");
    private final Map<QueryId, String> texts = new EnumMap<>(QueryId.class);
    private final Map<QueryId, JdbcStatement> statements = new EnumMap<>(QueryId.class);

    SqlDialect() {
        for (String name : file.all().keySet()) {
            QueryId query = QueryId.of(name);
            String text = file.get(name);
            texts.put(query, text);
            statements.put(query, JdbcStatement.parse(text));
        }
    }

    /** Every statement of the file by name. */
    Map<String, String> named() {
        return file.all();
    }

    @Override
    public String language() {
        return "SQL";
    }

    @Override
    public Optional<String> statement(QueryId query) {
        return Optional.ofNullable(texts.get(query));
    }

    /** The statement for {@code query} with JDBC parameters, when there is one. */
    Optional<JdbcStatement> jdbc(QueryId query) {
        return Optional.ofNullable(statements.get(query));
    }

    /** The queries this dialect has a statement for. */
    Set<QueryId> supported() {
        return Collections.unmodifiableSet(statements.keySet());
    }
}
