package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The id of every node by ordinal, and the ordinal of every id. Ids are opaque strings: nothing is
 * read from their text.
 *
 * <p>Ids are kept as UTF-8 bytes in blocks of 2^16 nodes, each block one byte array and one array of
 * offsets, so that no array has to hold every id and no id costs an object. The reverse lookup is an
 * open-addressing table of ordinals with linear probing over a hash of the bytes.
 */
final class NodeIds {

    private static final int BLOCK_BITS = 16;
    private static final int BLOCK_SIZE = 1 << BLOCK_BITS;
    private static final int BLOCK_MASK = BLOCK_SIZE - 1;
    /** The largest table an int[] holds; at most two thirds full. */
    private static final int MAX_TABLE = 1 << 30;
    private static final int EMPTY = -1;

    private final byte[][] blockBytes;
    /** Per block: where each id starts in the block's bytes, and where the last one ends. */
    private final int[][] blockOffsets;
    private final int size;
    private final int[] table;

    private NodeIds(byte[][] blockBytes, int[][] blockOffsets, int size, boolean indexed) {
        this.blockBytes = blockBytes;
        this.blockOffsets = blockOffsets;
        this.size = size;
        if (!indexed) {
            this.table = null;
            return;
        }
        long wanted = Math.max(2, size * 3L / 2 + 1);
        if (wanted > MAX_TABLE) {
            throw new EngineException("the reference engine indexes at most " + (MAX_TABLE / 3 * 2)
                    + " node ids, got " + size + ": use a smaller scale factor");
        }
        this.table = new int[Integer.highestOneBit((int) wanted - 1) << 1];
        Arrays.fill(table, EMPTY);
        for (int ordinal = 0; ordinal < size; ordinal++) {
            insert(ordinal);
        }
    }

    /** How many ids there are. */
    int size() {
        return size;
    }

    /** The bytes the ids and their lookup table hold, for the engine's memory figure. */
    long bytes() {
        long bytes = table == null ? 0 : 4L * table.length;
        for (int block = 0; block < blockBytes.length; block++) {
            bytes += blockBytes[block].length + 4L * blockOffsets[block].length;
        }
        return bytes;
    }

    /** The id of the node with {@code ordinal}. */
    String id(int ordinal) {
        int[] offsets = blockOffsets[ordinal >>> BLOCK_BITS];
        int index = ordinal & BLOCK_MASK;
        return new String(blockBytes[ordinal >>> BLOCK_BITS], offsets[index], offsets[index + 1] - offsets[index],
                StandardCharsets.UTF_8);
    }

    /**
     * The ordinal of the node with {@code id}, or -1 when there is none.
     *
     * @throws IllegalStateException when the ids were not indexed, being unique only within each label
     */
    int ordinalOf(String id) {
        if (table == null) {
            throw new IllegalStateException("the ids are unique within each label only: look them up by label");
        }
        byte[] bytes = id.getBytes(StandardCharsets.UTF_8);
        int mask = table.length - 1;
        for (int slot = hash(bytes, 0, bytes.length) & mask; table[slot] != EMPTY; slot = (slot + 1) & mask) {
            if (hasId(table[slot], bytes, 0, bytes.length)) {
                return table[slot];
            }
        }
        return -1;
    }

    private void insert(int ordinal) {
        byte[] bytes = blockBytes[ordinal >>> BLOCK_BITS];
        int[] offsets = blockOffsets[ordinal >>> BLOCK_BITS];
        int from = offsets[ordinal & BLOCK_MASK];
        int to = offsets[(ordinal & BLOCK_MASK) + 1];
        int mask = table.length - 1;
        int slot = hash(bytes, from, to) & mask;
        while (table[slot] != EMPTY) {
            if (hasId(table[slot], bytes, from, to)) {
                throw new IllegalArgumentException("node id '" + id(ordinal) + "' is given to ordinals "
                        + table[slot] + " and " + ordinal + ": ids must be unique across the graph");
            }
            slot = (slot + 1) & mask;
        }
        table[slot] = ordinal;
    }

    private boolean hasId(int ordinal, byte[] id, int from, int to) {
        int[] offsets = blockOffsets[ordinal >>> BLOCK_BITS];
        int index = ordinal & BLOCK_MASK;
        return Arrays.equals(blockBytes[ordinal >>> BLOCK_BITS], offsets[index], offsets[index + 1], id, from, to);
    }

    /** A polynomial hash of the bytes, its bits mixed so that similar ids spread over the table. */
    private static int hash(byte[] bytes, int from, int to) {
        int h = 1;
        for (int i = from; i < to; i++) {
            h = 31 * h + bytes[i];
        }
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        return h ^ (h >>> 16);
    }

    /** Collects ids in ordinal order. */
    static final class Builder {

        private final List<byte[]> sealedBytes = new ArrayList<>();
        private final List<int[]> sealedOffsets = new ArrayList<>();
        private byte[] bytes = new byte[1 << 12];
        private int[] offsets = new int[BLOCK_SIZE + 1];
        private int inBlock;
        private int size;

        /** Adds the id of the next ordinal. */
        void add(String id) {
            byte[] encoded = Objects.requireNonNull(id, "node id").getBytes(StandardCharsets.UTF_8);
            int end = offsets[inBlock];
            if (end + encoded.length > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, end + encoded.length));
            }
            System.arraycopy(encoded, 0, bytes, end, encoded.length);
            offsets[++inBlock] = end + encoded.length;
            size++;
            if (inBlock == BLOCK_SIZE) {
                seal();
            }
        }

        /** How many ids were added. */
        int size() {
            return size;
        }

        /**
         * The ids, indexed when {@code indexed} (each then unique across the graph); the builder is not used
         * afterwards.
         */
        NodeIds build(boolean indexed) {
            if (inBlock > 0) {
                seal();
            }
            return new NodeIds(sealedBytes.toArray(byte[][]::new), sealedOffsets.toArray(int[][]::new), size, indexed);
        }

        private void seal() {
            sealedBytes.add(Arrays.copyOf(bytes, offsets[inBlock]));
            sealedOffsets.add(inBlock == BLOCK_SIZE ? offsets : Arrays.copyOf(offsets, inBlock + 1));
            offsets = new int[BLOCK_SIZE + 1];
            inBlock = 0;
        }
    }
}
