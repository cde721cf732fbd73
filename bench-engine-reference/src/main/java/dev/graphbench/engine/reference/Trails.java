package dev.graphbench.engine.reference;

/** The trails of the hops query counted: paths that use no relationship twice, enumerated depth first. */
final class Trails {

    private Trails() {
    }

    /**
     * Trails, depth first: {@code used} holds the relationships (their positions in the adjacency)
     * walked so far. At the last hop, every relationship out of the node extends the trail except
     * those already used.
     */
    static long count(AdjacencyArrays follows, int at, int remaining, int[] used, int depth) {
        if (remaining == 1) {
            long extensions = follows.degree(at);
            for (int i = 0; i < depth; i++) {
                if (used[i] >= follows.start(at) && used[i] < follows.end(at)) {
                    extensions--;
                }
            }
            return extensions;
        }
        long total = 0;
        for (int k = follows.start(at); k < follows.end(at); k++) {
            if (!isUsed(used, depth, k)) {
                used[depth] = k;
                total += count(follows, follows.target(k), remaining - 1, used, depth + 1);
            }
        }
        return total;
    }

    private static boolean isUsed(int[] used, int depth, int relationship) {
        for (int i = 0; i < depth; i++) {
            if (used[i] == relationship) {
                return true;
            }
        }
        return false;
    }
}
