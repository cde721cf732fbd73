package dev.graphbench.api.graph;

import java.util.Objects;

/**
 * A property of a node label or a relationship type: its name and the type of its values, one value or an
 * array of them.
 *
 * <p>A node or relationship that lacks the property holds {@code null} for it (an empty cell of a CSV
 * file); the generated graph has no such value. An array is an unmodifiable {@link java.util.List} of its
 * type's values, none of them null.
 *
 * @param name  the property name, the same on every engine
 * @param type  the type of its values, or of its array's elements
 * @param array whether a value is an array of {@code type}'s values
 */
public record Property(String name, Type type, boolean array) {

    /**
     * The value types every engine stores without loss; each names the Java class of its values. An engine
     * that cannot store one refuses it in {@link dev.graphbench.api.Schema#create}, naming the property.
     */
    public enum Type {
        /** A {@link String}. */
        STRING,
        /** A whole number, a {@link Long}. */
        LONG,
        /** A 64-bit floating-point number, a {@link Double}. */
        DOUBLE,
        /** A {@link Boolean}. */
        BOOLEAN,
        /** A calendar day, a {@link java.time.LocalDate}. */
        DATE,
        /**
         * An instant, a {@link java.time.Instant}: a date and time with a zone, which every engine keeps as its
         * time in UTC (PostgreSQL's and Oracle's timestamps with a time zone keep no zone either).
         */
        DATETIME,
        /** A date and time of no zone, a {@link java.time.LocalDateTime}. */
        LOCAL_DATETIME
    }

    /** Checks the name: text without a backtick, a colon or a control character, which no engine writes alike. */
    public Property {
        Names.check(name, "a property name");
        Objects.requireNonNull(type, "type");
    }

    /** A property of one value of {@code type}. */
    public Property(String name, Type type) {
        this(name, type, false);
    }

    /** A string property. */
    public static Property string(String name) {
        return new Property(name, Type.STRING);
    }

    /** A whole-number property. */
    public static Property integer(String name) {
        return new Property(name, Type.LONG);
    }

    /** A property of one value of {@code type}. */
    public static Property of(String name, Type type) {
        return new Property(name, type);
    }

    /** A property whose value is an array of {@code type}'s values. */
    public static Property arrayOf(String name, Type type) {
        return new Property(name, type, true);
    }

    /** The type as a CSV header of Neo4j's importer writes it: {@code long}, {@code string[]}. */
    public String typeName() {
        String name = switch (type) {
            case STRING -> "string";
            case LONG -> "long";
            case DOUBLE -> "double";
            case BOOLEAN -> "boolean";
            case DATE -> "date";
            case DATETIME -> "datetime";
            case LOCAL_DATETIME -> "localdatetime";
        };
        return array ? name + "[]" : name;
    }

    /** Its name and type: {@code tags:string[]}. */
    @Override
    public String toString() {
        return name + ":" + typeName();
    }
}
