package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One string property of every node of a label, by node index. While the label's nodes take few
 * distinct values (an issue's state), each node holds a one-byte code into a dictionary, so a scan
 * compares bytes, not strings; past {@link #MAX_CODES} distinct values the column keeps every value as
 * UTF-8 bytes in blocks of 2^16 nodes, as {@link NodeIds} keeps ids, and no value costs an object.
 */
final class TextColumn {

    /** The most distinct values kept as codes. */
    static final int MAX_CODES = 128;
    private static final int BLOCK_BITS = 16;
    private static final int BLOCK_SIZE = 1 << BLOCK_BITS;
    private static final int BLOCK_MASK = BLOCK_SIZE - 1;

    /** The dictionary and each node's code into it; null once the column holds bytes. */
    private final String[] dictionary;
    private final byte[] codes;
    private final byte[][] blockBytes;
    private final int[][] blockOffsets;

    private TextColumn(String[] dictionary, byte[] codes, byte[][] blockBytes, int[][] blockOffsets) {
        this.dictionary = dictionary;
        this.codes = codes;
        this.blockBytes = blockBytes;
        this.blockOffsets = blockOffsets;
    }

    /** The value of node {@code node}. */
    String get(int node) {
        if (codes != null) {
            return dictionary[codes[node]];
        }
        int[] offsets = blockOffsets[node >>> BLOCK_BITS];
        int index = node & BLOCK_MASK;
        return new String(blockBytes[node >>> BLOCK_BITS], offsets[index], offsets[index + 1] - offsets[index],
                StandardCharsets.UTF_8);
    }

    /** A test of nodes' values against one value, made once for a scan. */
    Matcher matcher(String value) {
        if (codes != null) {
            int code = Arrays.asList(dictionary).indexOf(value);
            return node -> codes[node] == code;
        }
        byte[] wanted = value.getBytes(StandardCharsets.UTF_8);
        return node -> {
            int[] offsets = blockOffsets[node >>> BLOCK_BITS];
            int index = node & BLOCK_MASK;
            return Arrays.equals(blockBytes[node >>> BLOCK_BITS], offsets[index], offsets[index + 1], wanted, 0,
                    wanted.length);
        };
    }

    /** Whether a node's value is the one a matcher was made for. */
    @FunctionalInterface
    interface Matcher {
        boolean matches(int node);
    }

    /** How many of the first {@code nodes} nodes hold each value, by value in {@link String#compareTo} order. */
    SortedMap<String, Long> tally(int nodes) {
        SortedMap<String, Long> tally = new TreeMap<>();
        if (codes != null) {
            long[] perCode = new long[dictionary.length];
            for (int node = 0; node < nodes; node++) {
                perCode[codes[node]]++;
            }
            for (int code = 0; code < perCode.length; code++) {
                if (perCode[code] > 0) {
                    tally.put(dictionary[code], perCode[code]);
                }
            }
        } else {
            for (int node = 0; node < nodes; node++) {
                tally.merge(get(node), 1L, Long::sum);
            }
        }
        return tally;
    }

    /** The bytes the column holds, for the engine's memory figure. */
    long bytes() {
        if (codes != null) {
            return codes.length;
        }
        long bytes = 0;
        for (int block = 0; block < blockBytes.length; block++) {
            bytes += blockBytes[block].length + 4L * blockOffsets[block].length;
        }
        return bytes;
    }

    /** Collects the values of a label's nodes, in node order. */
    static final class Builder {

        private final List<String> dictionary = new ArrayList<>();
        private byte[] codes = new byte[1 << 10];
        private final List<byte[]> sealedBytes = new ArrayList<>();
        private final List<int[]> sealedOffsets = new ArrayList<>();
        private byte[] bytes;
        private int[] offsets;
        private int inBlock;
        private int size;

        /** Adds the value of the next node. */
        void add(String value) {
            if (codes != null) {
                int code = dictionary.indexOf(value);
                if (code < 0 && dictionary.size() < MAX_CODES) {
                    code = dictionary.size();
                    dictionary.add(value);
                }
                if (code >= 0) {
                    if (size == codes.length) {
                        codes = Arrays.copyOf(codes, grown(size));
                    }
                    codes[size++] = (byte) code;
                    return;
                }
                toBytes();
            }
            append(value);
        }

        /** Too many distinct values for codes: every value so far is kept as bytes from now on. */
        private void toBytes() {
            byte[] coded = codes;
            int codedSize = size;
            codes = null;
            bytes = new byte[1 << 12];
            offsets = new int[BLOCK_SIZE + 1];
            size = 0;
            for (int node = 0; node < codedSize; node++) {
                append(dictionary.get(coded[node]));
            }
        }

        private void append(String value) {
            byte[] encoded = value.getBytes(StandardCharsets.UTF_8);
            int end = offsets[inBlock];
            if (end + encoded.length > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(grown(bytes.length), end + encoded.length));
            }
            System.arraycopy(encoded, 0, bytes, end, encoded.length);
            offsets[++inBlock] = end + encoded.length;
            size++;
            if (inBlock == BLOCK_SIZE) {
                seal();
            }
        }

        private static int grown(int size) {
            long grown = Math.max(16, size + (long) (size >> 1));
            if (grown > Integer.MAX_VALUE - 8) {
                throw new EngineException("the reference engine holds at most " + (Integer.MAX_VALUE - 8)
                        + " values of one property: use a smaller graph");
            }
            return (int) grown;
        }

        private void seal() {
            sealedBytes.add(Arrays.copyOf(bytes, offsets[inBlock]));
            sealedOffsets.add(inBlock == BLOCK_SIZE ? offsets : Arrays.copyOf(offsets, inBlock + 1));
            offsets = new int[BLOCK_SIZE + 1];
            inBlock = 0;
        }

        /** The column; the builder is not used afterwards. */
        TextColumn build() {
            if (codes != null) {
                return new TextColumn(dictionary.toArray(String[]::new), Arrays.copyOf(codes, size), null, null);
            }
            if (inBlock > 0) {
                seal();
            }
            return new TextColumn(null, null, sealedBytes.toArray(byte[][]::new), sealedOffsets.toArray(int[][]::new));
        }
    }
}
