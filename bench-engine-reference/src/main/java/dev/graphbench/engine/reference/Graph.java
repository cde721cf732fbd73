package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import java.util.EnumMap;
import java.util.Map;

/**
 * The loaded graph, ready for queries and never changed afterwards, so that any number of sessions
 * read it at once.
 *
 * <p>Nodes arrive grouped by label, so each label holds a range of ordinals; within it a node is
 * known by its <em>index</em>, its ordinal minus the label's first ordinal. Adjacency arrays and
 * property columns are indexed that way, so each is as long as its label, not the whole graph.
 */
final class Graph {

    private final NodeIds ids;
    private final int[] labelStart;
    private final int[] labelSize;
    /** Each issue's state, as an index into {@link #stateNames}. */
    private final byte[] issueStates;
    private final String[] stateNames;
    private final Adjacency[] outgoing;
    private final Adjacency[] incoming;

    Graph(NodeIds ids, int[] labelStart, int[] labelSize, byte[] issueStates, String[] stateNames,
          Adjacency[] outgoing, Adjacency[] incoming) {
        this.ids = ids;
        this.labelStart = labelStart;
        this.labelSize = labelSize;
        this.issueStates = issueStates;
        this.stateNames = stateNames;
        this.outgoing = outgoing;
        this.incoming = incoming;
    }

    /** How many nodes have {@code label}. */
    int size(Label label) {
        return labelSize[label.ordinal()];
    }

    /** The index of the node of {@code label} whose id is {@code id}, or -1 when there is none. */
    int indexOf(Label label, String id) {
        int ordinal = ids.ordinalOf(id);
        if (ordinal < 0) {
            return -1;
        }
        int index = ordinal - labelStart[label.ordinal()];
        return index >= 0 && index < labelSize[label.ordinal()] ? index : -1;
    }

    /** The id of the node of {@code label} at {@code index}. */
    String id(Label label, int index) {
        return ids.id(labelStart[label.ordinal()] + index);
    }

    /** For each node of the relationship type's start label, the nodes it points to. */
    Adjacency outgoing(RelType type) {
        return outgoing[type.ordinal()];
    }

    /** For each node of the relationship type's end label, the nodes pointing to it. */
    Adjacency incoming(RelType type) {
        return incoming[type.ordinal()];
    }

    /** The state of the issue at {@code issue}, as an index into the state names. */
    int issueState(int issue) {
        return issueStates[issue];
    }

    /** The index of state {@code name}, or -1 when no issue has it. */
    int stateIndex(String name) {
        for (int state = 0; state < stateNames.length; state++) {
            if (stateNames[state].equals(name)) {
                return state;
            }
        }
        return -1;
    }

    /** The name of every state some issue has, by index. */
    String[] stateNames() {
        return stateNames.clone();
    }

    /** What the graph holds, per label and per type. */
    GraphCounts counts() {
        Map<Label, Long> nodes = new EnumMap<>(Label.class);
        for (Label label : Label.values()) {
            nodes.put(label, (long) size(label));
        }
        Map<RelType, Long> relationships = new EnumMap<>(RelType.class);
        for (RelType type : RelType.values()) {
            relationships.put(type, (long) outgoing(type).relationships());
        }
        return new GraphCounts(nodes, relationships);
    }
}
