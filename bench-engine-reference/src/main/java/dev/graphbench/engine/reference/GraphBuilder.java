package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the streamed graph: node ids, every property in columns, and each relationship type's ends
 * in two int buffers. {@link #build()} turns the buffers into adjacency arrays.
 *
 * <p>It holds the loader to its contract (nodes first, grouped by label in the schema's order, with
 * ordinals 0, 1, 2, ...; relationships between nodes of their type's labels) and fails on the first
 * node or relationship that breaks it, since the reference must not answer for a graph other than
 * the one it was given.
 */
final class GraphBuilder {

    private final GraphSchema schema;
    private final NodeIds.Builder ids = new NodeIds.Builder();
    private final int[] labelSize;
    /** Per label, per property (the id's slot empty): a text or a number column's builder. */
    private final Object[][] columns;
    private int currentLabel;
    private Label lastLabel;
    /** Fixed when the first relationship arrives; no node may come after it. */
    private int[] labelStart;
    private final IntList[] sources;
    private final IntList[] targets;
    private RelType lastType;
    private int lastTypePosition;

    GraphBuilder(GraphSchema schema) {
        this.schema = schema;
        List<Label> labels = schema.labels();
        labelSize = new int[labels.size()];
        columns = new Object[labels.size()][];
        for (int label = 0; label < labels.size(); label++) {
            List<Property> properties = labels.get(label).properties();
            columns[label] = new Object[properties.size()];
            for (int property = 1; property < properties.size(); property++) {
                columns[label][property] = properties.get(property).type() == Property.Type.LONG
                        ? new NumberColumn.Builder() : new TextColumn.Builder();
            }
        }
        sources = new IntList[schema.types().size()];
        targets = new IntList[schema.types().size()];
        for (int type = 0; type < sources.length; type++) {
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
                    + " nodes: use a smaller graph");
        }
        if (node.label() != lastLabel) {
            int position = schema.indexOf(node.label());
            if (position < 0) {
                throw new IllegalArgumentException("node " + node.id() + " is a " + node.label()
                        + ", a label the graph's schema does not have");
            }
            if (position < currentLabel) {
                throw new IllegalArgumentException("node " + node.id() + " (" + node.label() + ") arrives after "
                        + schema.labels().get(currentLabel) + " nodes: nodes must arrive grouped by label in the"
                        + " schema's order");
            }
            currentLabel = position;
            lastLabel = node.label();
        }
        Object[] values = node.values();
        Object[] labelColumns = columns[currentLabel];
        for (int property = 1; property < values.length; property++) {
            addValue(node, property, labelColumns[property], values[property]);
        }
        ids.add(node.id());
        labelSize[currentLabel]++;
    }

    private static void addValue(Node node, int property, Object column, Object value) {
        if (column instanceof NumberColumn.Builder numbers && value instanceof Long number) {
            numbers.add(number);
        } else if (column instanceof TextColumn.Builder text && value instanceof String string) {
            text.add(string);
        } else {
            throw new IllegalArgumentException("node " + node.id() + " has " + value + " for "
                    + node.label().properties().get(property) + ": every value must be of its property's type");
        }
    }

    void addRelationship(Relationship relationship) {
        if (labelStart == null) {
            labelStart = starts();
        }
        RelType type = relationship.type();
        if (type != lastType) {
            lastTypePosition = schema.indexOf(type);
            if (lastTypePosition < 0) {
                throw new IllegalArgumentException(relationship + " is of a type the graph's schema does not have");
            }
            lastType = type;
        }
        int source = index(type.from(), relationship.srcOrdinal(), relationship);
        int target = index(type.to(), relationship.dstOrdinal(), relationship);
        sources[lastTypePosition].add(source);
        targets[lastTypePosition].add(target);
    }

    private int[] starts() {
        int[] starts = new int[labelSize.length];
        for (int label = 1; label < labelSize.length; label++) {
            starts[label] = starts[label - 1] + labelSize[label - 1];
        }
        return starts;
    }

    private int index(Label label, long ordinal, Relationship relationship) {
        int position = schema.indexOf(label);
        long index = ordinal - labelStart[position];
        if (index < 0 || index >= labelSize[position]) {
            throw new IllegalArgumentException(relationship + ": node ordinal " + ordinal + " is not a "
                    + label.graphName() + " node");
        }
        return (int) index;
    }

    /** What has been collected so far. */
    GraphCounts counts() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        for (int label = 0; label < labelSize.length; label++) {
            nodes.put(schema.labels().get(label).graphName(), (long) labelSize[label]);
        }
        Map<String, Long> relationships = new LinkedHashMap<>();
        for (int type = 0; type < sources.length; type++) {
            relationships.put(schema.types().get(type).name(), (long) sources[type].size());
        }
        return new GraphCounts(nodes, relationships);
    }

    /**
     * The graph, with both directions of every relationship type as adjacency arrays. Each type's
     * buffers are released as soon as its arrays exist, so the load never holds both forms of
     * every type at once. The builder is not used afterwards.
     */
    Graph build() {
        int types = sources.length;
        AdjacencyArrays[] outgoing = new AdjacencyArrays[types];
        AdjacencyArrays[] incoming = new AdjacencyArrays[types];
        for (int t = 0; t < types; t++) {
            RelType type = schema.types().get(t);
            outgoing[t] = AdjacencyArrays.build(labelSize[schema.indexOf(type.from())], sources[t], targets[t]);
            incoming[t] = AdjacencyArrays.build(labelSize[schema.indexOf(type.to())], targets[t], sources[t]);
            sources[t] = null;
            targets[t] = null;
        }
        Object[][] built = new Object[columns.length][];
        for (int label = 0; label < columns.length; label++) {
            built[label] = new Object[columns[label].length];
            for (int property = 1; property < columns[label].length; property++) {
                built[label][property] = columns[label][property] instanceof NumberColumn.Builder numbers
                        ? numbers.build() : ((TextColumn.Builder) columns[label][property]).build();
            }
        }
        return new Graph(schema, ids.build(), starts(), labelSize.clone(), built, outgoing, incoming);
    }
}
