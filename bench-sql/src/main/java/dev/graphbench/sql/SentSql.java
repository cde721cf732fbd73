package dev.graphbench.sql;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * A statement a session sent, with what it bound: enough to prepare it again, behind a plan command,
 * and bind the same values in the same places.
 *
 * @param sql    the statement, with {@code ?} for each value
 * @param values binds the values on a statement prepared from {@code sql} (or from {@code sql} behind a prefix)
 */
public record SentSql(String sql, Values values) {

    /** Binds a statement's values. */
    @FunctionalInterface
    public interface Values {
        void bind(PreparedStatement statement) throws SQLException;
    }
}
