package dev.graphbench.engine.oracle;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.JdbcStatement;
import dev.graphbench.sql.ObjectSql;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The statements of {@code queries.sql}, as text for people and parsed for JDBC, each named by its
 * {@link QueryId}: the traversals in SQL/PGQ, the rest in Oracle's SQL. It also holds the object
 * store's compiler, which the engine's sessions share, so that the SQL shown for an object store
 * read is the SQL the object store prepares.
 */
final class PgqDialect implements Dialect {

    private final NamedStatements file = NamedStatements.load(PgqDialect.class, "queries.sql", "--");
    private final Map<QueryId, String> texts = new EnumMap<>(QueryId.class);
    private final Map<QueryId, JdbcStatement> statements = new EnumMap<>(QueryId.class);
    private final ObjectSql objectSql = new ObjectSql(new OracleJson());

    PgqDialect() {
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
        return "SQL/PGQ";
    }

    @Override
    public Optional<String> statement(QueryId query) {
        return Optional.ofNullable(texts.get(query));
    }

    /**
     * A SQL/PGQ pattern binds each of its relationship variables to any relationship, the same one to
     * two variables too: Oracle matches walks, as the write-up's hops phase found (its counts equal
     * PostgreSQL's joins'). The quantified pattern of dependencies walks as well.
     */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }

    @Override
    public Optional<String> objectStatement(ObjectCall call) {
        ObjectSql.ReadStatement statement = switch (call.operation()) {
            case LOAD -> objectSql.load(call.type());
            case LOAD_ALL -> objectSql.loadAll(call.type(), filter(call));
            case COUNT -> objectSql.count(call.type(), filter(call));
        };
        return Optional.of(statement.sql());
    }

    @Override
    public String objectStatementSource() {
        return "compiled";
    }

    /** A statement is compiled for the properties a filter tests, whatever their values. */
    private static Filter filter(ObjectCall call) {
        Filter filter = Filter.all();
        for (String property : call.filterProperties()) {
            filter = filter.and(property, null);
        }
        return filter;
    }

    /** The object store's compiler, in Oracle's SQL. */
    ObjectSql objectSql() {
        return objectSql;
    }

    /** The statement for {@code query} with JDBC parameters, when there is one. */
    Optional<JdbcStatement> jdbc(QueryId query) {
        return Optional.ofNullable(statements.get(query));
    }
}
