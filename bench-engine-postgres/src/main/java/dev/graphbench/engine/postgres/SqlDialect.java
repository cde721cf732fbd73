package dev.graphbench.engine.postgres;

import dev.graphbench.api.PathSemantics;
import dev.graphbench.sql.JdbcDialect;
import dev.graphbench.sql.SqlPlans;
import java.util.Optional;

/**
 * The statements of {@code queries.sql} in PostgreSQL's SQL, among them the hand-written
 * counterparts of the object store's reads, and the object store compiled to PostgreSQL's SQL.
 */
final class SqlDialect extends JdbcDialect {

    private static final SqlPlans PLANS = new PostgresPlans();

    SqlDialect() {
        super(SqlDialect.class, "postgres", new PostgresJson());
    }

    @Override
    public String language() {
        return "SQL";
    }

    @Override
    public Optional<SqlPlans> sqlPlans() {
        return Optional.of(PLANS);
    }

    /** A join may follow the same relationship again. */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }
}
