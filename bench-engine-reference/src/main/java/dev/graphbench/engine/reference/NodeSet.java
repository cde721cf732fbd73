package dev.graphbench.engine.reference;

import java.util.Arrays;

/**
 * A set of node indexes of one label that a session reuses from query to query: a node is in the
 * set when its stamp equals the current generation, so emptying the set costs nothing.
 */
final class NodeSet {

    private int[] stamps = new int[0];
    private int generation;

    /** Empties the set and makes room for indexes below {@code nodes}. */
    void clear(int nodes) {
        if (stamps.length < nodes) {
            stamps = new int[nodes];
            generation = 0;
        }
        generation++;
        if (generation == 0) {
            // The counter wrapped: old stamps could match again, so forget them.
            Arrays.fill(stamps, 0);
            generation = 1;
        }
    }

    /** Adds {@code node}; false when it was already in the set. */
    boolean add(int node) {
        if (stamps[node] == generation) {
            return false;
        }
        stamps[node] = generation;
        return true;
    }
}
