package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.ReferenceGraph;
import java.util.ArrayList;
import java.util.List;

/**
 * The first {@code limit} nodes of one label by count descending, then id ascending (in
 * {@link String#compareTo} order), kept in order as nodes are offered. Ids are read only to break
 * ties.
 */
final class Ranking {

    private final ReferenceGraph graph;
    private final Label label;
    private final int[] nodes;
    private final long[] counts;
    private int size;

    Ranking(ReferenceGraph graph, Label label, int limit) {
        this.graph = graph;
        this.label = label;
        this.nodes = new int[limit];
        this.counts = new long[limit];
    }

    /** Takes {@code node} into the ranking when it belongs there, pushing out the last one when full. */
    void offer(int node, long count) {
        int position = size;
        while (position > 0 && before(node, count, nodes[position - 1], counts[position - 1])) {
            position--;
        }
        if (position == nodes.length) {
            return;
        }
        int moved = Math.min(size, nodes.length - 1) - position;
        System.arraycopy(nodes, position, nodes, position + 1, moved);
        System.arraycopy(counts, position, counts, position + 1, moved);
        nodes[position] = node;
        counts[position] = count;
        size = Math.min(size + 1, nodes.length);
    }

    private boolean before(int node, long count, int other, long otherCount) {
        if (count != otherCount) {
            return count > otherCount;
        }
        return graph.id(label, node).compareTo(graph.id(label, other)) < 0;
    }

    /** The ranking as rows {@code [id, count]}. */
    List<List<Object>> rows() {
        List<List<Object>> rows = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            rows.add(List.of(graph.id(label, nodes[i]), counts[i]));
        }
        return rows;
    }
}
