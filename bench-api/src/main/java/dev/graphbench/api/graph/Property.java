package dev.graphbench.api.graph;

/**
 * A property of a node label: its name and the type of its values.
 *
 * @param name the property name, the same on every engine
 * @param type the type of its values
 */
public record Property(String name, Type type) {

    /** The two value types of the dataset; every engine stores them without loss. */
    public enum Type {
        /** A {@link String}. */
        STRING,
        /** A {@code long}, boxed as {@link Long}. */
        LONG
    }

    /** A string property. */
    public static Property string(String name) {
        return new Property(name, Type.STRING);
    }

    /** A whole-number property. */
    public static Property integer(String name) {
        return new Property(name, Type.LONG);
    }
}
