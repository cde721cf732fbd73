package dev.graphbench.engine.oracle;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.sql.JdbcDialect;
import java.util.List;

/**
 * The statements of {@code queries.sql}: the traversals in SQL/PGQ, the rest in Oracle's SQL; and
 * the object store compiled to Oracle's SQL. Its paths are walks, as SQL's joins: a SQL/PGQ pattern
 * binds each of its relationship variables to any relationship, the same one to two variables too, as
 * the write-up's hops phase found (its counts equal PostgreSQL's joins'), and the quantified pattern of
 * dependencies walks as well.
 */
final class PgqDialect extends JdbcDialect {

    PgqDialect() {
        super(PgqDialect.class, "oracle", new OracleJson(), new OraclePlans());
    }

    @Override
    public String language() {
        return "SQL/PGQ";
    }

    @Override
    public List<String> schema(GraphSchema graph) {
        return OracleSchema.statements(graph);
    }
}
