package dev.graphbench.engine.reference;

/**
 * Counts per node index of one label that a session reuses from query to query. It remembers which
 * nodes it counted, so clearing it costs what the last query touched, not the label's size.
 */
final class Tally {

    private int[] counts = new int[0];
    private final IntList counted = new IntList(1 << 10);

    /** Sets every count to zero and makes room for indexes below {@code nodes}. */
    void clear(int nodes) {
        if (counts.length < nodes) {
            counts = new int[nodes];
        } else {
            for (int i = 0; i < counted.size(); i++) {
                counts[counted.get(i)] = 0;
            }
        }
        counted.clear();
    }

    /** Counts one more for {@code node}; fails rather than wrap past {@link Integer#MAX_VALUE}. */
    void increment(int node) {
        if (counts[node] == 0) {
            counted.add(node);
        }
        counts[node] = Math.incrementExact(counts[node]);
    }

    /** Offers every node counted at least once, with its count, to {@code ranking}. */
    void offerTo(Ranking ranking) {
        for (int i = 0; i < counted.size(); i++) {
            int node = counted.get(i);
            ranking.offer(node, counts[node]);
        }
    }
}
