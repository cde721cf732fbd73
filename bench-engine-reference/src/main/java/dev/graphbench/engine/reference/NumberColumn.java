package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import java.util.Arrays;

/** One whole-number property of every node of a label, by node index. */
final class NumberColumn {

    private final long[] values;

    private NumberColumn(long[] values) {
        this.values = values;
    }

    /** The value of node {@code node}. */
    long get(int node) {
        return values[node];
    }

    /** The bytes the column holds, for the engine's memory figure. */
    long bytes() {
        return 8L * values.length;
    }

    /** Collects the values of a label's nodes, in node order. */
    static final class Builder {

        private long[] values = new long[1 << 10];
        private int size;

        /** Adds the value of the next node. */
        void add(long value) {
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
        NumberColumn build() {
            return new NumberColumn(Arrays.copyOf(values, size));
        }
    }
}
