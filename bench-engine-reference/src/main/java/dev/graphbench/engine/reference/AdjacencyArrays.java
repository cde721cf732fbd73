package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.ReferenceGraph;

/**
 * One direction of one relationship type as compressed sparse rows: the neighbours of node
 * {@code n} are {@code targets[offsets[n]]} up to, not including, {@code targets[offsets[n + 1]]}.
 * Nodes on both sides are numbered within their label (see {@link Graph}).
 */
final class AdjacencyArrays implements ReferenceGraph.Adjacency {

    private final int[] offsets;
    private final int[] targets;

    private AdjacencyArrays(int[] offsets, int[] targets) {
        this.offsets = offsets;
        this.targets = targets;
    }

    /**
     * The rows of {@code nodes} nodes from parallel lists of relationship ends: relationship
     * {@code k} runs from {@code from.get(k)} to {@code to.get(k)}. Within a row, neighbours keep
     * the order the relationships arrived in.
     */
    static AdjacencyArrays build(int nodes, IntList from, IntList to) {
        return build(nodes, from, to, null);
    }

    /**
     * The rows as {@link #build(int, IntList, IntList)} makes them, and in {@code order}, when not null, the
     * relationship {@code k} that each position holds, so that its properties can be put in the same order.
     */
    static AdjacencyArrays build(int nodes, IntList from, IntList to, int[] order) {
        int[] offsets = new int[nodes + 1];
        for (int k = 0; k < from.size(); k++) {
            offsets[from.get(k) + 1]++;
        }
        for (int n = 0; n < nodes; n++) {
            offsets[n + 1] += offsets[n];
        }
        int[] next = new int[nodes];
        System.arraycopy(offsets, 0, next, 0, nodes);
        int[] targets = new int[from.size()];
        for (int k = 0; k < from.size(); k++) {
            int position = next[from.get(k)]++;
            targets[position] = to.get(k);
            if (order != null) {
                order[position] = k;
            }
        }
        return new AdjacencyArrays(offsets, targets);
    }

    /** The position of node {@code n}'s first neighbour. */
    @Override
    public int start(int n) {
        return offsets[n];
    }

    /** The position after node {@code n}'s last neighbour. */
    @Override
    public int end(int n) {
        return offsets[n + 1];
    }

    /** The neighbour at {@code position}. */
    @Override
    public int target(int position) {
        return targets[position];
    }

    /** How many neighbours node {@code n} has. */
    @Override
    public int degree(int n) {
        return offsets[n + 1] - offsets[n];
    }

    /** The bytes the rows hold, for the engine's memory figure. */
    long bytes() {
        return 4L * offsets.length + 4L * targets.length;
    }

    /** How many relationships the rows hold. */
    int relationships() {
        return targets.length;
    }
}
