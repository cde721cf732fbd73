package dev.graphbench.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A SQL statement written with named parameters ({@code :personId}) turned into JDBC's positional
 * ones, so that statement files stay readable and every value is still bound, never spliced.
 * Casts ({@code ::jsonb}), string literals, quoted identifiers and comments are left alone.
 *
 * @param sql        the statement with {@code ?} in place of each parameter
 * @param parameters the parameter names, in the order of the {@code ?}s
 */
public record JdbcStatement(String sql, List<String> parameters) {

    /** Copies the names. */
    public JdbcStatement {
        parameters = List.copyOf(parameters);
    }

    /** Parses {@code text}. */
    public static JdbcStatement parse(String text) {
        StringBuilder sql = new StringBuilder(text.length());
        List<String> parameters = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\'' || c == '"') {
                int end = text.indexOf(c, i + 1);
                end = end < 0 ? n : end + 1;
                sql.append(text, i, end);
                i = end;
            } else if (c == '-' && i + 1 < n && text.charAt(i + 1) == '-') {
                int end = text.indexOf('\n', i);
                end = end < 0 ? n : end;
                sql.append(text, i, end);
                i = end;
            } else if (c == ':' && i + 1 < n && text.charAt(i + 1) == ':') {
                sql.append("::");
                i += 2;
            } else if (c == ':' && i + 1 < n && Character.isJavaIdentifierStart(text.charAt(i + 1))) {
                int end = i + 1;
                while (end < n && Character.isJavaIdentifierPart(text.charAt(end))) {
                    end++;
                }
                parameters.add(text.substring(i + 1, end));
                sql.append('?');
                i = end;
            } else {
                sql.append(c);
                i++;
            }
        }
        return new JdbcStatement(sql.toString(), parameters);
    }

    /**
     * Prepares the statement on {@code connection} and binds {@code arguments} by name.
     *
     * @throws IllegalArgumentException when an argument the statement names is missing
     */
    public PreparedStatement prepare(Connection connection, Map<String, ?> arguments) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        try {
            bind(statement, arguments);
            return statement;
        } catch (RuntimeException | SQLException e) {
            statement.close();
            throw e;
        }
    }

    /** Binds {@code arguments} by name to a statement prepared from {@link #sql()}. */
    public void bind(PreparedStatement statement, Map<String, ?> arguments) throws SQLException {
        for (int position = 0; position < parameters.size(); position++) {
            String name = parameters.get(position);
            if (!arguments.containsKey(name)) {
                throw new IllegalArgumentException("no value for parameter :" + name);
            }
            statement.setObject(position + 1, arguments.get(name));
        }
    }
}
