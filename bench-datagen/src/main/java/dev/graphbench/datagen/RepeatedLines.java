package dev.graphbench.datagen;

import java.util.Arrays;

/**
 * Which lines of an edge list repeat an earlier line (the same start and the same end), wherever it is in the file.
 * A SNAP file lists each node's lines together, one run of lines a start node: a repeat is then among the ends of the
 * run under way, and nothing of a run is kept once it ends. A start node whose lines come in more than one run (a file
 * not grouped by its first column) is "scattered": a first reading finds those ({@link Runs}), and their lines' pairs
 * are kept, in a set of their own, for as long as the file is read.
 */
final class RepeatedLines {

    /** The scattered start nodes, ascending. */
    private final long[] scattered;
    private final Ends run = new Ends();
    private final Pairs pairs = new Pairs();
    private long source = Long.MIN_VALUE;
    private boolean first = true;
    private boolean keptWhole;

    /** Repeats found with the scattered start nodes {@code scattered}, ascending: none in a grouped file. */
    RepeatedLines(long[] scattered) {
        this.scattered = scattered;
    }

    /** Whether the line {@code from}, {@code to}, read after every line before it, repeats one of them. */
    boolean repeats(long from, long to) {
        if (first || from != source) {
            first = false;
            source = from;
            keptWhole = Arrays.binarySearch(scattered, from) >= 0;
            run.clear();
        }
        return keptWhole ? !pairs.add(from, to) : run.repeats(to);
    }

    /** The start node of each run of lines, as the file is read; those that start more than one are scattered. */
    static final class Runs {
        private long[] starts = new long[1 << 10];
        private int size;

        void line(long from) {
            if (size > 0 && starts[size - 1] == from) {
                return;
            }
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, size * 2);
            }
            starts[size++] = from;
        }

        /** The start nodes of more than one run, ascending. */
        long[] scattered() {
            long[] sorted = Arrays.copyOf(starts, size);
            Arrays.sort(sorted);
            int found = 0;
            for (int i = 1; i < sorted.length; i++) {
                if (sorted[i] == sorted[i - 1] && (found == 0 || sorted[found - 1] != sorted[i])) {
                    sorted[found++] = sorted[i];
                }
            }
            return Arrays.copyOf(sorted, found);
        }
    }

    /**
     * The ends of the run under way, in an open-addressing table whose slots of earlier runs are told apart by a
     * stamp, so that a new run clears nothing.
     */
    private static final class Ends {
        private long[] targets = new long[64];
        private int[] stamps = new int[64];
        private int stamp = 1;
        private int size;

        void clear() {
            size = 0;
            if (++stamp == 0) {
                Arrays.fill(stamps, 0);
                stamp = 1;
            }
        }

        boolean repeats(long to) {
            if (2 * (size + 1) > targets.length) {
                grow();
            }
            int mask = targets.length - 1;
            for (int slot = (int) Rng.mix(to) & mask; ; slot = (slot + 1) & mask) {
                if (stamps[slot] != stamp) {
                    stamps[slot] = stamp;
                    targets[slot] = to;
                    size++;
                    return false;
                }
                if (targets[slot] == to) {
                    return true;
                }
            }
        }

        private void grow() {
            long[] oldTargets = targets;
            int[] oldStamps = stamps;
            targets = new long[oldTargets.length * 2];
            stamps = new int[oldTargets.length * 2];
            int mask = targets.length - 1;
            for (int i = 0; i < oldTargets.length; i++) {
                if (oldStamps[i] == stamp) {
                    int slot = (int) Rng.mix(oldTargets[i]) & mask;
                    while (stamps[slot] == stamp) {
                        slot = (slot + 1) & mask;
                    }
                    stamps[slot] = stamp;
                    targets[slot] = oldTargets[i];
                }
            }
        }
    }

    /** A set of (start, end) pairs, open addressing, for the lines of scattered start nodes. */
    private static final class Pairs {
        private long[] from = new long[64];
        private long[] to = new long[64];
        private boolean[] used = new boolean[64];
        private int size;

        /** Adds the pair; false when it was there already. */
        boolean add(long start, long end) {
            if (2 * (size + 1) > from.length) {
                grow();
            }
            int slot = find(from, to, used, start, end);
            if (used[slot]) {
                return false;
            }
            used[slot] = true;
            from[slot] = start;
            to[slot] = end;
            size++;
            return true;
        }

        private static int find(long[] from, long[] to, boolean[] used, long start, long end) {
            int mask = from.length - 1;
            int slot = (int) Rng.mix(start * 0x9E3779B97F4A7C15L ^ end) & mask;
            while (used[slot] && (from[slot] != start || to[slot] != end)) {
                slot = (slot + 1) & mask;
            }
            return slot;
        }

        private void grow() {
            long[] oldFrom = from;
            long[] oldTo = to;
            boolean[] oldUsed = used;
            from = new long[oldFrom.length * 2];
            to = new long[oldFrom.length * 2];
            used = new boolean[oldFrom.length * 2];
            for (int i = 0; i < oldFrom.length; i++) {
                if (oldUsed[i]) {
                    int slot = find(from, to, used, oldFrom[i], oldTo[i]);
                    used[slot] = true;
                    from[slot] = oldFrom[i];
                    to[slot] = oldTo[i];
                }
            }
        }
    }
}
