package dev.graphbench.datagen;

import java.util.Arrays;

/**
 * The ordinal of each node id of an edge list: its position among the ids, sorted. Ids that are dense (a SNAP
 * file numbers its nodes from 0 or 1, with few gaps) index an array of ordinals; others are found in an
 * open-addressing table. Either costs one memory access a lookup, where a binary search over millions of ids
 * cost twenty, most of them cache misses, and was most of the time a relationship took to stream.
 */
final class NodeNumbers {

    /** Ids may run to this many times their count (and a little more) and still index an array. */
    private static final int DENSE_SPREAD = 4;
    private static final int EMPTY = -1;

    private final long first;
    /** By id minus {@link #first}: the ordinal, or -1; null when the ids are not dense. */
    private final int[] byId;
    /** Open addressing: the ids at twice their count's slots, and the ordinal of each; null when dense. */
    private final long[] keys;
    private final int[] ordinals;

    /** @param ids every node id, ascending, each once */
    NodeNumbers(long[] ids) {
        first = ids.length == 0 ? 0 : ids[0];
        long span = ids.length == 0 ? 0 : ids[ids.length - 1] - first + 1;
        if (span <= (long) DENSE_SPREAD * ids.length + 1024 && span < Integer.MAX_VALUE - 8) {
            byId = new int[(int) span];
            Arrays.fill(byId, EMPTY);
            for (int ordinal = 0; ordinal < ids.length; ordinal++) {
                byId[(int) (ids[ordinal] - first)] = ordinal;
            }
            keys = null;
            ordinals = null;
        } else {
            byId = null;
            long wanted = Long.highestOneBit(Math.max(2L, ids.length) * 2 - 1) << 1;
            if (wanted > 1 << 30) {
                throw new IllegalArgumentException(ids.length + " nodes with ids this sparse are more than graph-bench"
                        + " numbers");
            }
            int slots = (int) wanted;
            keys = new long[slots];
            ordinals = new int[slots];
            Arrays.fill(ordinals, EMPTY);
            int mask = slots - 1;
            for (int ordinal = 0; ordinal < ids.length; ordinal++) {
                int slot = slot(ids[ordinal], mask);
                while (ordinals[slot] != EMPTY) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = ids[ordinal];
                ordinals[slot] = ordinal;
            }
        }
    }

    /** The ordinal of node {@code id}, or -1 when there is no such node. */
    int ordinal(long id) {
        if (byId != null) {
            long index = id - first;
            return index >= 0 && index < byId.length ? byId[(int) index] : EMPTY;
        }
        int mask = keys.length - 1;
        for (int slot = slot(id, mask); ordinals[slot] != EMPTY; slot = (slot + 1) & mask) {
            if (keys[slot] == id) {
                return ordinals[slot];
            }
        }
        return EMPTY;
    }

    private static int slot(long id, int mask) {
        return (int) Rng.mix(id) & mask;
    }
}
