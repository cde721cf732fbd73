package dev.graphbench.engine.oracle;

import dev.graphbench.api.PathSemantics;
import dev.graphbench.sql.JdbcDialect;
import dev.graphbench.sql.SqlPlans;
import java.util.Optional;

/**
 * The statements of {@code queries.sql}: the traversals in SQL/PGQ, the rest in Oracle's SQL; and
 * the object store compiled to Oracle's SQL.
 */
final class PgqDialect extends JdbcDialect {

    private static final SqlPlans PLANS = new OraclePlans();

    PgqDialect() {
        super(PgqDialect.class, "oracle", new OracleJson());
    }

    @Override
    public String language() {
        return "SQL/PGQ";
    }

    @Override
    public Optional<SqlPlans> sqlPlans() {
        return Optional.of(PLANS);
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
}
