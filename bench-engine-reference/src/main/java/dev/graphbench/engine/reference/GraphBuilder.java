package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the streamed graph: node ids, the issue state column, and each relationship type's ends
 * in two int buffers. {@link #build()} turns the buffers into adjacency arrays.
 *
 * <p>It holds the loader to its contract (nodes first, grouped by label in label order, with
 * ordinals 0, 1, 2, ...; relationships between nodes of their type's labels) and fails on the first
 * node or relationship that breaks it, since the reference must not answer for a graph other than
 * the one it was given.
 */
final class GraphBuilder {

    private static final int LABELS = Label.values().length;
    private static final int TYPES = RelType.values().length;

    private final NodeIds.Builder ids = new NodeIds.Builder();
    private final int[] labelSize = new int[LABELS];
    private Label currentLabel = Label.values()[0];
    /** Fixed when the first relationship arrives; no node may come after it. */
    private int[] labelStart;
    private byte[] issueStates = new byte[1 << 10];
    private final List<String> stateNames = new ArrayList<>();
    private final IntList[] sources = new IntList[TYPES];
    private final IntList[] targets = new IntList[TYPES];

    GraphBuilder() {
        for (int type = 0; type < TYPES; type++) {
            sources[type] = new IntList(16);
            targets[type] = new IntList(16);
        }
    }

    void addNode(Node node) {
        if (labelStart != null) {
            throw new IllegalStateException("node " + node.id() + " arrives after relationships: every node must be "
                    + "loaded before the first relationship");
        }
        if (node.ordinal() != ids.size()) {
            throw new IllegalArgumentException("node " + node.id() + " has ordinal " + node.ordinal() + ", expected "
                    + ids.size() + ": nodes must arrive with ordinals 0, 1, 2, ...");
        }
        if (ids.size() == Integer.MAX_VALUE) {
            throw new EngineException("the reference engine holds at most " + Integer.MAX_VALUE
                    + " nodes: use a smaller scale factor");
        }
        if (node.label().compareTo(currentLabel) < 0) {
            throw new IllegalArgumentException("node " + node.id() + " (" + node.label().graphName()
                    + ") arrives after " + currentLabel.graphName() + " nodes: nodes must arrive grouped by label in label order");
        }
        currentLabel = node.label();
        if (node.label() == Label.ISSUE) {
            addIssueState(node);
        }
        ids.add(node.id());
        labelSize[node.label().ordinal()]++;
    }

    private void addIssueState(Node node) {
        if (!(node.get("state") instanceof String name)) {
            throw new IllegalArgumentException("issue " + node.id() + " has state " + node.get("state")
                    + ": every issue needs a state string");
        }
        int state = stateNames.indexOf(name);
        if (state < 0) {
            if (stateNames.size() == Byte.MAX_VALUE + 1) {
                throw new EngineException("the reference engine keeps at most " + (Byte.MAX_VALUE + 1)
                        + " distinct issue states");
            }
            state = stateNames.size();
            stateNames.add(name);
        }
        int issue = labelSize[Label.ISSUE.ordinal()];
        if (issue == issueStates.length) {
            issueStates = Arrays.copyOf(issueStates, (int) Math.min(Integer.MAX_VALUE - 8, issue * 2L));
        }
        issueStates[issue] = (byte) state;
    }

    void addRelationship(Relationship relationship) {
        if (labelStart == null) {
            labelStart = new int[LABELS];
            for (int label = 1; label < LABELS; label++) {
                labelStart[label] = labelStart[label - 1] + labelSize[label - 1];
            }
        }
        RelType type = relationship.type();
        int source = index(type.from(), relationship.srcOrdinal(), relationship);
        int target = index(type.to(), relationship.dstOrdinal(), relationship);
        sources[type.ordinal()].add(source);
        targets[type.ordinal()].add(target);
    }

    private int index(Label label, long ordinal, Relationship relationship) {
        long index = ordinal - labelStart[label.ordinal()];
        if (index < 0 || index >= labelSize[label.ordinal()]) {
            throw new IllegalArgumentException(relationship + ": node ordinal " + ordinal + " is not a "
                    + label.graphName() + " node");
        }
        return (int) index;
    }

    /** What has been collected so far. */
    GraphCounts counts() {
        Map<Label, Long> nodes = new EnumMap<>(Label.class);
        for (Label label : Label.values()) {
            nodes.put(label, (long) labelSize[label.ordinal()]);
        }
        Map<RelType, Long> relationships = new EnumMap<>(RelType.class);
        for (RelType type : RelType.values()) {
            relationships.put(type, (long) sources[type.ordinal()].size());
        }
        return new GraphCounts(nodes, relationships);
    }

    /**
     * The graph, with both directions of every relationship type as adjacency arrays. Each type's
     * buffers are released as soon as its arrays exist, so the load never holds both forms of
     * every type at once. The builder is not used afterwards.
     */
    Graph build() {
        int[] starts = new int[LABELS];
        for (int label = 1; label < LABELS; label++) {
            starts[label] = starts[label - 1] + labelSize[label - 1];
        }
        Adjacency[] outgoing = new Adjacency[TYPES];
        Adjacency[] incoming = new Adjacency[TYPES];
        for (RelType type : RelType.values()) {
            int t = type.ordinal();
            outgoing[t] = Adjacency.build(labelSize[type.from().ordinal()], sources[t], targets[t]);
            incoming[t] = Adjacency.build(labelSize[type.to().ordinal()], targets[t], sources[t]);
            sources[t] = null;
            targets[t] = null;
        }
        return new Graph(ids.build(), starts, labelSize.clone(),
                Arrays.copyOf(issueStates, labelSize[Label.ISSUE.ordinal()]), stateNames.toArray(String[]::new),
                outgoing, incoming);
    }
}
