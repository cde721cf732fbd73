package dev.graphbench.sql;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.support.NamedStatements;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A SQL engine's statements: its {@code queries.sql} beside the engine's classes, each statement named
 * by the id of its {@link Query}, as text for people and parsed for JDBC; and the object store's compiler in
 * the engine's SQL, which the engine's sessions share, so that the SQL shown for an object store read
 * is the SQL the object store prepares. An engine gives its language, and how it plans a statement.
 */
public abstract class JdbcDialect implements Dialect {

    private final String engine;
    private final NamedStatements file;
    private final Map<String, JdbcStatement> statements = new HashMap<>();
    private final JsonSqlDialect json;
    private final ObjectSql objectSql;
    private final SqlPlans plans;

    /**
     * The statements of {@code queries.sql} in {@code owner}'s package (and those a jar adds for
     * {@code engine}, see {@link NamedStatements#queries}), the object store in {@code json}'s SQL,
     * no plans.
     */
    protected JdbcDialect(Class<?> owner, String engine, JsonSqlDialect json) {
        this(owner, engine, json, null);
    }

    /** As above, each statement a session sent planned by {@code plans}. */
    protected JdbcDialect(Class<?> owner, String engine, JsonSqlDialect json, SqlPlans plans) {
        this.engine = engine;
        this.file = NamedStatements.queries(owner, "queries.sql", "--", engine);
        this.json = json;
        this.objectSql = new ObjectSql(json);
        this.plans = plans;
        file.all().forEach((name, text) -> statements.put(name, JdbcStatement.parse(text)));
    }

    /** The engine's name, {@code "postgres"}. */
    public String engine() {
        return engine;
    }

    @Override
    public Map<String, String> statements() {
        return file.all();
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

    /** How the engine plans its statements; empty when it gives no plans. */
    public Optional<SqlPlans> sqlPlans() {
        return Optional.ofNullable(plans);
    }

    /** A join may follow the same relationship again: SQL's paths are walks. */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }

    @Override
    public Optional<String> plans() {
        return sqlPlans().map(SqlPlans::how);
    }

    /** The engine's pieces of JSON in SQL, and how its driver gives a document back. */
    public JsonSqlDialect json() {
        return json;
    }

    /** The object store's compiler, in this engine's SQL. */
    public ObjectSql objectSql() {
        return objectSql;
    }

    /** The statement for {@code query} with JDBC parameters, the one given with it first, when there is one. */
    public Optional<JdbcStatement> jdbc(Query query) {
        return query.statement().map(JdbcStatement::parse).or(() -> Optional.ofNullable(statements.get(query.id())));
    }
}
