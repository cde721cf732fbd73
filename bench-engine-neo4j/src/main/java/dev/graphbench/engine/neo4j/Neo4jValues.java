package dev.graphbench.engine.neo4j;

import dev.graphbench.api.graph.Property;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * The graph's values as Neo4j stores them, type by type: a string, a whole number (Neo4j's long), a double,
 * a boolean, a date, a local datetime as they are; a datetime as a zoned datetime in UTC (every engine keeps
 * a datetime's instant, in UTC); an array as a Java array of its type, as the importer takes it and stores a
 * homogeneous list. Neo4j gives them back as the driver's (and the embedded API's) Java values, which the
 * sessions answer with: long, double, boolean, string, {@code LocalDate}, {@code LocalDateTime},
 * {@code ZonedDateTime}, a list for an array.
 */
final class Neo4jValues {

    private Neo4jValues() {
    }

    /** {@code value} of {@code property} as the importer takes it; null stays null (the property is missing). */
    static Object forImporter(Property property, Object value) {
        if (!(value instanceof List<?> array)) {
            return one(value);
        }
        return switch (property.type()) {
            case STRING -> array.toArray(String[]::new);
            case LONG -> array.stream().mapToLong(element -> (Long) element).toArray();
            case DOUBLE -> array.stream().mapToDouble(element -> (Double) element).toArray();
            case BOOLEAN -> {
                boolean[] booleans = new boolean[array.size()];
                for (int i = 0; i < booleans.length; i++) {
                    booleans[i] = (Boolean) array.get(i);
                }
                yield booleans;
            }
            case DATE -> array.toArray(LocalDate[]::new);
            case DATETIME -> array.stream().map(Neo4jValues::one).toArray(ZonedDateTime[]::new);
            case LOCAL_DATETIME -> array.toArray(LocalDateTime[]::new);
        };
    }

    /** {@code value} as a parameter of a statement sent over Bolt: the driver takes lists of the same values. */
    static Object forDriver(Object value) {
        return value instanceof List<?> array ? array.stream().map(Neo4jValues::one).toList() : one(value);
    }

    private static Object one(Object value) {
        return value instanceof Instant instant ? ZonedDateTime.ofInstant(instant, ZoneOffset.UTC) : value;
    }
}
