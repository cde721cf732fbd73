package dev.graphbench.datagen;

import java.util.Arrays;

/** Whole numbers collected with repeats into a sorted set, in bounded batches, so that memory follows the distinct ones. */
final class LongSets {

    private static final int BATCH = 1 << 22;

    private long[] sorted = new long[0];
    private long[] batch = new long[1 << 10];
    private int inBatch;

    /** Adds {@code value}. */
    void add(long value) {
        if (inBatch == batch.length) {
            if (batch.length < BATCH) {
                batch = Arrays.copyOf(batch, Math.min(BATCH, batch.length * 2));
            } else {
                merge();
            }
        }
        batch[inBatch++] = value;
    }

    /** The distinct values, ascending. */
    long[] toSortedArray() {
        merge();
        return sorted;
    }

    private void merge() {
        Arrays.sort(batch, 0, inBatch);
        long[] merged = new long[sorted.length + inBatch];
        int a = 0;
        int b = 0;
        int size = 0;
        while (a < sorted.length || b < inBatch) {
            long next = b >= inBatch || (a < sorted.length && sorted[a] <= batch[b]) ? sorted[a++] : batch[b++];
            if (size == 0 || merged[size - 1] != next) {
                merged[size++] = next;
            }
        }
        sorted = Arrays.copyOf(merged, size);
        inBatch = 0;
    }
}
