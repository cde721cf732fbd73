package dev.graphbench.api;

import java.util.List;
import java.util.Objects;

/**
 * A read of an {@link ObjectStore} without its values, for {@link Dialect#objectStatement}: what is
 * asked, of which class, filtered on which properties. Engines bind ids and filter values as
 * parameters, so the statement is the same whatever they are.
 *
 * @param operation        the call
 * @param type             the class asked for
 * @param filterProperties the properties the {@link Filter} of a loadAll or count tests, in its
 *                         order; none for a load, which finds its root by id
 */
public record ObjectCall(Operation operation, Class<?> type, List<String> filterProperties) {

    /** The reading calls of {@link ObjectStore}. */
    public enum Operation {
        /** {@link ObjectStore#load}. */
        LOAD,
        /** {@link ObjectStore#loadAll}. */
        LOAD_ALL,
        /** {@link ObjectStore#count}. */
        COUNT
    }

    /** Copies the properties; a load takes none. */
    public ObjectCall {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(type, "type");
        filterProperties = List.copyOf(filterProperties);
        if (operation == Operation.LOAD && !filterProperties.isEmpty()) {
            throw new IllegalArgumentException("a load finds its root by id and takes no filter, got " + filterProperties);
        }
    }

    /** {@code load(type, id)}. */
    public static ObjectCall load(Class<?> type) {
        return new ObjectCall(Operation.LOAD, type, List.of());
    }

    /** {@code loadAll(type, filter)}, the filter testing {@code filterProperties}. */
    public static ObjectCall loadAll(Class<?> type, String... filterProperties) {
        return new ObjectCall(Operation.LOAD_ALL, type, List.of(filterProperties));
    }

    /** {@code count(type, filter)}, the filter testing {@code filterProperties}. */
    public static ObjectCall count(Class<?> type, String... filterProperties) {
        return new ObjectCall(Operation.COUNT, type, List.of(filterProperties));
    }
}
