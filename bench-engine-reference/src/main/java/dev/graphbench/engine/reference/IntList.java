package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import java.util.Arrays;

/** A growable list of ints: relationship ends before they become adjacency arrays, traversal frontiers. */
final class IntList {

    /** The longest array the JVM reliably allocates. */
    private static final int MAX_SIZE = Integer.MAX_VALUE - 8;

    private int[] values;
    private int size;

    IntList(int initialCapacity) {
        values = new int[initialCapacity];
    }

    void add(int value) {
        if (size == values.length) {
            grow();
        }
        values[size++] = value;
    }

    int get(int index) {
        return values[index];
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    private void grow() {
        if (size == MAX_SIZE) {
            throw new EngineException("the reference engine holds at most " + MAX_SIZE
                    + " values in one list (relationships of one type, nodes of one label): use a smaller scale"
                    + " factor");
        }
        // Half again as much keeps the slack of a large buffer small.
        long grown = Math.max(16, size + (long) (size >> 1));
        values = Arrays.copyOf(values, (int) Math.min(grown, MAX_SIZE));
    }
}
