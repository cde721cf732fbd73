package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import java.util.Arrays;

/**
 * One property of every node of a label, or every relationship of a type, of a user's graph: any value of the
 * property's type, or null where it is missing, by index. The generated graph's columns are tighter
 * ({@link TextColumn}, {@link NumberColumn}); a user's graph is held as its values are.
 */
final class ValueColumn {

    private final Object[] values;

    private ValueColumn(Object[] values) {
        this.values = values;
    }

    /** The value of index {@code index}; null when it is missing. */
    Object get(int index) {
        return values[index];
    }

    /** The column with its values put in {@code order}: the value at {@code i} is this one's at {@code order[i]}. */
    ValueColumn reordered(int[] order) {
        Object[] reordered = new Object[order.length];
        for (int i = 0; i < order.length; i++) {
            reordered[i] = values[order[i]];
        }
        return new ValueColumn(reordered);
    }

    /** A rough count of the bytes the column holds: a reference a value, and 16 for each boxed value. */
    long bytes() {
        long bytes = 8L * values.length;
        for (Object value : values) {
            bytes += value == null ? 0 : value instanceof String text ? 40 + text.length() : 16;
        }
        return bytes;
    }

    /** Collects the values in index order. */
    static final class Builder {

        private Object[] values = new Object[1 << 6];
        private int size;

        /** Adds the value of the next index; null for a missing one. */
        void add(Object value) {
            if (size == values.length) {
                long grown = size + (long) (size >> 1);
                if (grown > Integer.MAX_VALUE - 8) {
                    throw new EngineException("the reference engine holds at most " + (Integer.MAX_VALUE - 8)
                            + " values of one property: use a smaller graph");
                }
                values = Arrays.copyOf(values, (int) grown);
            }
            values[size++] = value;
        }

        /** The column; the builder is not used afterwards. */
        ValueColumn build() {
            return new ValueColumn(Arrays.copyOf(values, size));
        }
    }
}
