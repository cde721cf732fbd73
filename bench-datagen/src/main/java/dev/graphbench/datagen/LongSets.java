package dev.graphbench.datagen;

import java.util.Arrays;

/**
 * Whole numbers from 0 collected with repeats into a sorted set, so that memory follows the distinct ones: a
 * number below {@value #BITMAP_LIMIT} is a bit of a bitmap (a SNAP file numbers its nodes from 0 or 1, mostly
 * densely), any other one goes to bounded batches merged into a sorted array. Adding a number to the bitmap
 * costs a bit set, where sorting every added number cost a SNAP file's first reading more than unzipping it.
 */
final class LongSets {

    /** The numbers kept as bits: a bitmap of at most 32 MiB. */
    static final long BITMAP_LIMIT = 1L << 28;
    private static final int BATCH = 1 << 22;

    private long[] bits = new long[1 << 10];
    private long[] sorted = new long[0];
    private long[] batch = new long[1 << 10];
    private int inBatch;

    /** Adds {@code value}, 0 or more. */
    void add(long value) {
        if (value < BITMAP_LIMIT) {
            int word = (int) (value >>> 6);
            if (word >= bits.length) {
                bits = Arrays.copyOf(bits, (int) Math.min(BITMAP_LIMIT >>> 6, Math.max(word + 1, bits.length * 2L)));
            }
            bits[word] |= 1L << value;
            return;
        }
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
        int small = 0;
        for (long word : bits) {
            small += Long.bitCount(word);
        }
        long[] all = new long[small + sorted.length];
        int size = 0;
        for (int word = 0; word < bits.length; word++) {
            for (long rest = bits[word]; rest != 0; rest &= rest - 1) {
                all[size++] = ((long) word << 6) + Long.numberOfTrailingZeros(rest);
            }
        }
        System.arraycopy(sorted, 0, all, size, sorted.length);
        return all;
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
