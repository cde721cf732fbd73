package dev.graphbench.engine.postgres;

import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.sql.JdbcSchema;

/**
 * PostgreSQL's DDL, {@code schema.sql}, run by step: tables before the load, indexes and statistics
 * after it, a vacuum after the write phase.
 */
final class PostgresSchema extends JdbcSchema {

    /** The statements of {@code schema.sql}, which also holds the loader's. */
    static final NamedStatements STATEMENTS = NamedStatements.load(PostgresSchema.class, "schema.sql", "--");

    PostgresSchema(PostgresEngine engine) {
        super(engine, STATEMENTS);
    }
}
