package dev.graphbench.engine.postgres;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.sql.JdbcDialect;
import java.util.List;

/**
 * The statements of {@code queries.sql} in PostgreSQL's SQL, among them the hand-written
 * counterparts of the object store's reads, and the object store compiled to PostgreSQL's SQL.
 */
final class SqlDialect extends JdbcDialect {

    SqlDialect() {
        this("postgres");
    }

    /** PostgreSQL's statements with those jars add for engine {@code engine}: PostgreSQL under another name. */
    SqlDialect(String engine) {
        super(SqlDialect.class, engine, new PostgresJson(), new PostgresPlans());
    }

    @Override
    public String language() {
        return "SQL";
    }

    @Override
    public List<String> schema(GraphSchema graph) {
        return PostgresSchema.statements(graph);
    }
}
