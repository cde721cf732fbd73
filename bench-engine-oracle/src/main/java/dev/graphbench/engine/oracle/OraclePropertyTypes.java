package dev.graphbench.engine.oracle;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.Property;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import oracle.jdbc.OracleType;
import oracle.jdbc.OracleTypes;
import oracle.sql.json.OracleJsonArray;
import oracle.sql.json.OracleJsonFactory;
import oracle.sql.json.OracleJsonObject;
import oracle.sql.json.OracleJsonValue;

/**
 * The graph's property types in Oracle Database 23ai, both ways: the column type each is stored in, how a value
 * is bound into an INSERT, and how a value a query reads comes back to the session.
 *
 * <table>
 * <caption>Property types and Oracle's</caption>
 * <tr><th>property</th><th>column</th><th>answered as</th></tr>
 * <tr><td>string</td><td>{@code VARCHAR2(4000)}</td><td>String</td></tr>
 * <tr><td>long</td><td>{@code NUMBER(19)}</td><td>Long</td></tr>
 * <tr><td>double</td><td>{@code BINARY_DOUBLE}</td><td>Double</td></tr>
 * <tr><td>boolean</td><td>{@code BOOLEAN}</td><td>Boolean</td></tr>
 * <tr><td>date</td><td>{@code DATE}</td><td>LocalDate (a DATE with a time of day: LocalDateTime)</td></tr>
 * <tr><td>datetime</td><td>{@code TIMESTAMP(6) WITH TIME ZONE}</td><td>OffsetDateTime</td></tr>
 * <tr><td>localdatetime</td><td>{@code TIMESTAMP(6)}</td><td>LocalDateTime</td></tr>
 * <tr><td>an array of one</td><td>{@code JSON}, an array of typed scalars</td><td>a list of the above</td></tr>
 * </table>
 * Oracle has no array column but a collection type of its own: an array is a JSON array whose elements keep
 * their types (a double as a binary double, a date as a JSON date, as the OSON format stores them). A missing
 * value is NULL. Text is held to 4,000 bytes, VARCHAR2's limit where the database's strings are not extended:
 * a longer value fails the load, naming its column.
 */
final class OraclePropertyTypes {

    private static final OracleJsonFactory JSON = new OracleJsonFactory();

    private OraclePropertyTypes() {
    }

    /** The column type of {@code property}. */
    static String of(Property property) {
        if (property.array()) {
            return "JSON";
        }
        return switch (property.type()) {
            case STRING -> "VARCHAR2(4000)";
            case LONG -> "NUMBER(19)";
            case DOUBLE -> "BINARY_DOUBLE";
            case BOOLEAN -> "BOOLEAN";
            case DATE -> "DATE";
            case DATETIME -> "TIMESTAMP(6) WITH TIME ZONE";
            case LOCAL_DATETIME -> "TIMESTAMP(6)";
        };
    }

    /** Binds {@code value} of {@code property} as parameter {@code index}. */
    static void bind(PreparedStatement statement, int index, Property property, Object value) throws SQLException {
        if (property.array()) {
            if (value == null) {
                statement.setNull(index, OracleTypes.JSON);
            } else {
                statement.setObject(index, array((List<?>) value), OracleType.JSON);
            }
            return;
        }
        switch (value) {
            case null -> statement.setNull(index, switch (property.type()) {
                case STRING -> Types.VARCHAR;
                case LONG -> Types.NUMERIC;
                case DOUBLE -> OracleTypes.BINARY_DOUBLE;
                case BOOLEAN -> Types.BOOLEAN;
                case DATE -> Types.DATE;
                case DATETIME -> Types.TIMESTAMP_WITH_TIMEZONE;
                case LOCAL_DATETIME -> Types.TIMESTAMP;
            });
            case String text -> statement.setString(index, text);
            case Long number -> statement.setLong(index, number);
            case Double number -> statement.setDouble(index, number);
            case Boolean bool -> statement.setBoolean(index, bool);
            case LocalDate date -> statement.setObject(index, date);
            case Instant instant -> statement.setObject(index, OffsetDateTime.ofInstant(instant, ZoneOffset.UTC));
            case LocalDateTime local -> statement.setObject(index, local);
            default -> throw new EngineException("a value of type " + value.getClass().getSimpleName()
                    + " is no property value");
        }
    }

    /** An array as a JSON array of typed scalars. */
    static OracleJsonArray array(List<?> values) {
        OracleJsonArray array = JSON.createArray();
        for (Object value : values) {
            array.add(switch (value) {
                case String text -> JSON.createString(text);
                case Long number -> JSON.createDecimal(number);
                case Double number -> JSON.createDouble(number);
                case Boolean bool -> JSON.createBoolean(bool);
                case LocalDate date -> JSON.createDate(date.atStartOfDay());
                case Instant instant -> JSON.createTimestampTZ(OffsetDateTime.ofInstant(instant, ZoneOffset.UTC));
                case LocalDateTime local -> JSON.createTimestamp(local);
                default -> throw new EngineException("a value of type " + value.getClass().getSimpleName()
                        + " is no element of an array property");
            });
        }
        return array;
    }

    /**
     * The value of {@code column} of the current row as a session answers it: a JSON or CLOB document as its text,
     * a JSON array as a list of its elements' values, a date and a timestamp as the table above gives them.
     */
    static Object answer(ResultSet rows, ResultSetMetaData metadata, int column) throws SQLException {
        int type = metadata.getColumnType(column);
        if (type == OracleTypes.JSON) {
            // Read once: a document's text is the value's own (its toString is its JSON text).
            OracleJsonValue json = rows.getObject(column, OracleJsonValue.class);
            return json == null ? null : json.getOracleJsonType() == OracleJsonValue.OracleJsonType.ARRAY
                    ? value(json) : json.toString();
        }
        return switch (type) {
            case Types.CLOB -> rows.getString(column);
            case Types.TIMESTAMP_WITH_TIMEZONE, OracleTypes.TIMESTAMPTZ, OracleTypes.TIMESTAMPLTZ ->
                    rows.getObject(column, OffsetDateTime.class);
            case Types.DATE, Types.TIMESTAMP -> day(rows.getObject(column, LocalDateTime.class),
                    "DATE".equals(metadata.getColumnTypeName(column)));
            default -> rows.getObject(column);
        };
    }

    /** A DATE is a day when it has no time of day, as a date property's has; a TIMESTAMP stays a datetime. */
    private static Object day(LocalDateTime value, boolean date) {
        return value != null && date && value.toLocalTime().equals(LocalTime.MIDNIGHT) ? value.toLocalDate() : value;
    }

    /** A JSON value as Java: an array as a list, an object as a map, scalars by their OSON types. */
    static Object value(OracleJsonValue json) {
        return switch (json.getOracleJsonType()) {
            case ARRAY -> {
                List<Object> list = new ArrayList<>();
                for (OracleJsonValue element : json.asJsonArray()) {
                    list.add(value(element));
                }
                yield list;
            }
            case OBJECT -> {
                Map<String, Object> map = new LinkedHashMap<>();
                OracleJsonObject object = json.asJsonObject();
                object.forEach((key, member) -> map.put(key, value(member)));
                yield map;
            }
            case NULL -> null;
            case TRUE -> Boolean.TRUE;
            case FALSE -> Boolean.FALSE;
            case STRING -> json.asJsonString().getString();
            case DECIMAL -> whole(json.asJsonDecimal().bigDecimalValue());
            case FLOAT -> (double) json.asJsonFloat().floatValue();
            case DOUBLE -> json.asJsonDouble().doubleValue();
            case DATE -> json.asJsonDate().getLocalDateTime().toLocalDate();
            case TIMESTAMP -> json.asJsonTimestamp().getLocalDateTime();
            case TIMESTAMPTZ -> json.asJsonTimestampTZ().getOffsetDateTime();
            default -> json.toString();
        };
    }

    private static Object whole(BigDecimal number) {
        BigDecimal stripped = number.stripTrailingZeros();
        return stripped.scale() <= 0 && stripped.precision() - stripped.scale() < 19 ? stripped.longValueExact() : number;
    }
}
