package dev.graphbench.sql;

import dev.graphbench.api.Plan;
import java.sql.Connection;
import java.sql.SQLException;

/** How a SQL engine plans a statement its session sent, on the session's connection. */
public interface SqlPlans {

    /** How the plans are taken, for {@link dev.graphbench.api.Dialect#plans()}. */
    String how();

    /** The plan of {@code sent}, taken on {@code connection}; a write it runs is rolled back. */
    Plan plan(Connection connection, SentSql sent) throws SQLException;
}
