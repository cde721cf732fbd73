package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.Property;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.postgresql.util.PGobject;

/**
 * The graph's property types in PostgreSQL, both ways: the column type each is stored in, how a value is
 * written into COPY's text format, and how a value a query reads comes back to the session.
 *
 * <table>
 * <caption>Property types and PostgreSQL's</caption>
 * <tr><th>property</th><th>column</th><th>answered as</th></tr>
 * <tr><td>string</td><td>{@code text}</td><td>String</td></tr>
 * <tr><td>long</td><td>{@code bigint}</td><td>Long</td></tr>
 * <tr><td>double</td><td>{@code double precision}</td><td>Double</td></tr>
 * <tr><td>boolean</td><td>{@code boolean}</td><td>Boolean</td></tr>
 * <tr><td>date</td><td>{@code date}</td><td>LocalDate</td></tr>
 * <tr><td>datetime</td><td>{@code timestamptz}</td><td>OffsetDateTime, in UTC</td></tr>
 * <tr><td>localdatetime</td><td>{@code timestamp}</td><td>LocalDateTime</td></tr>
 * <tr><td>an array of one</td><td>that type's array, {@code text[]}</td><td>a list</td></tr>
 * </table>
 * A missing value is NULL; {@code jsonb} and {@code json} come back as their text.
 */
final class PostgresTypes {

    private PostgresTypes() {
    }

    /** The column type of {@code property}. */
    static String of(Property property) {
        String type = switch (property.type()) {
            case STRING -> "text";
            case LONG -> "bigint";
            case DOUBLE -> "double precision";
            case BOOLEAN -> "boolean";
            case DATE -> "date";
            case DATETIME -> "timestamptz";
            case LOCAL_DATETIME -> "timestamp";
        };
        return property.array() ? type + "[]" : type;
    }

    /** Appends {@code value} to a COPY row in the text format: NULL as {@code \N}, an array as its literal. */
    static void copy(CopyText out, Object value) {
        switch (value) {
            case null -> out.ascii("\\N");
            case List<?> array -> {
                out.appendByte((byte) '{');
                for (int i = 0; i < array.size(); i++) {
                    if (i > 0) {
                        out.appendByte((byte) ',');
                    }
                    arrayElement(out, array.get(i));
                }
                out.appendByte((byte) '}');
            }
            default -> element(out, value);
        }
    }

    /** Appends text to a COPY row, escaped. */
    static void copyText(CopyText out, String text) {
        out.appendText(text, false);
    }

    private static void element(CopyText out, Object value) {
        switch (value) {
            case String text -> out.appendText(text, false);
            case Long number -> out.appendLong(number);
            case Double number -> out.ascii(number.toString());
            case Boolean bool -> out.ascii(bool ? "t" : "f");
            case LocalDate date -> out.ascii(date.toString());
            case Instant instant -> out.ascii(instant.toString());
            case LocalDateTime local -> out.ascii(local.toString());
            default -> throw new EngineException("a value of type " + value.getClass().getSimpleName()
                    + " is no property value");
        }
    }

    /** Appends an array's element: text in double quotes, escaped for the literal and then for COPY. */
    private static void arrayElement(CopyText out, Object value) {
        if (value instanceof String text) {
            out.appendText(text, true);
        } else {
            element(out, value);
        }
    }

    /**
     * The value of {@code column} of the current row as a session answers it: a date, datetime or array as the
     * table above gives it, jsonb and json as their text, anything else as the driver gives it.
     */
    static Object answer(ResultSet rows, ResultSetMetaData metadata, int column) throws SQLException {
        Object value = rows.getObject(column);
        // The driver gives dates and timestamps as java.sql values, read in the JVM's zone: read them again as
        // the table says. Only then is the column's type looked up, so that other answers cost nothing more.
        if (value instanceof java.util.Date) {
            return switch (metadata.getColumnTypeName(column)) {
                case "timestamptz" -> rows.getObject(column, OffsetDateTime.class);
                case "timestamp" -> rows.getObject(column, LocalDateTime.class);
                case "date" -> rows.getObject(column, LocalDate.class);
                default -> value;
            };
        }
        if (value instanceof Array array) {
            try {
                return list(array);
            } finally {
                array.free();
            }
        }
        return value instanceof PGobject json && ("jsonb".equals(json.getType()) || "json".equals(json.getType()))
                ? json.getValue() : value;
    }

    /**
     * An array's elements: a date's, a timestamp's and a timestamptz's read as the table above gives them (the
     * driver's {@code getArray} gives java.sql values, read in the JVM's zone), the others as the driver gives them.
     */
    private static List<Object> list(Array array) throws SQLException {
        Class<?> temporal = switch (array.getBaseTypeName()) {
            case "date" -> LocalDate.class;
            case "timestamp" -> LocalDateTime.class;
            case "timestamptz" -> OffsetDateTime.class;
            default -> null;
        };
        List<Object> list = new ArrayList<>();
        if (temporal == null) {
            for (Object element : (Object[]) array.getArray()) {
                list.add(element);
            }
            return list;
        }
        try (ResultSet elements = array.getResultSet()) {
            while (elements.next()) {
                list.add(elements.getObject(2, temporal));
            }
        }
        return list;
    }
}
