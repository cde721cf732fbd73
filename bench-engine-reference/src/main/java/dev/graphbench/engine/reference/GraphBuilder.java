package dev.graphbench.engine.reference;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the streamed graph: node ids, every property in columns, and each relationship type's ends
 * in two int buffers. {@link #build()} turns the buffers into adjacency arrays.
 *
 * <p>A user's property graph ({@link GraphSchema#PROPERTY}) is held as its values are ({@link ValueColumn}s,
 * nulls and all, relationships' too), each label with the ordinals of its nodes: a node of several labels is
 * a member of each, with its values in each label's columns, as a table per label holds it.
 *
 * <p>It holds the loader to its contract (nodes first, grouped by label in the schema's order, with
 * ordinals 0, 1, 2, ...; relationships between nodes of their type's labels) and fails on the first
 * node or relationship that breaks it, since the reference must not answer for a graph other than
 * the one it was given.
 */
final class GraphBuilder {

    private final GraphSchema schema;
    /** Whether the graph is a user's property graph, its ids unique within each label only. */
    private final boolean property;
    private final NodeIds.Builder ids = new NodeIds.Builder();
    /** Of a property graph: per label, the ordinals of its nodes, and per type, per property, its values. */
    private final IntList[] members;
    private int[][] memberOrdinals;
    private final ValueColumn.Builder[][] relationshipValues;
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
        this.property = schema.kind().equals(GraphSchema.PROPERTY);
        List<Label> labels = schema.labels();
        labelSize = new int[labels.size()];
        columns = new Object[labels.size()][];
        members = new IntList[property ? labels.size() : 0];
        for (int label = 0; label < labels.size(); label++) {
            List<Property> properties = labels.get(label).properties();
            columns[label] = new Object[properties.size()];
            for (int p = 1; p < properties.size(); p++) {
                columns[label][p] = property ? new ValueColumn.Builder()
                        : properties.get(p).type() == Property.Type.LONG ? new NumberColumn.Builder()
                        : new TextColumn.Builder();
            }
            if (property) {
                members[label] = new IntList(16);
            }
        }
        sources = new IntList[schema.types().size()];
        targets = new IntList[schema.types().size()];
        relationshipValues = new ValueColumn.Builder[schema.types().size()][];
        for (int type = 0; type < sources.length; type++) {
            sources[type] = new IntList(16);
            targets[type] = new IntList(16);
            relationshipValues[type] = new ValueColumn.Builder[schema.types().get(type).properties().size()];
            Arrays.setAll(relationshipValues[type], p -> new ValueColumn.Builder());
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
        if (property) {
            addMember(node);
        } else {
            if (!node.otherLabels().isEmpty()) {
                throw new IllegalArgumentException("node " + node.id() + " has several labels, which only a property"
                        + " graph's nodes have");
            }
            Object[] values = node.values();
            Object[] labelColumns = columns[currentLabel];
            for (int p = 1; p < values.length; p++) {
                addValue(node, p, labelColumns[p], values[p]);
            }
        }
        ids.add(node.id());
        labelSize[currentLabel]++;
    }

    /** Adds a property graph's node to the columns and members of each of its labels. */
    private void addMember(Node node) {
        Object[] values = node.values();
        Object[] labelColumns = columns[currentLabel];
        for (int p = 1; p < values.length; p++) {
            ((ValueColumn.Builder) labelColumns[p]).add(values[p]);
        }
        members[currentLabel].add((int) node.ordinal());
        for (Label other : node.otherLabels()) {
            int position = schema.indexOf(other);
            if (position < 0) {
                throw new IllegalArgumentException("node " + node.id() + " is also a " + other + ", a label the graph's"
                        + " schema does not have");
            }
            List<Property> properties = other.properties();
            for (int p = 1; p < properties.size(); p++) {
                ((ValueColumn.Builder) columns[position][p]).add(node.get(properties.get(p).name()));
            }
            members[position].add((int) node.ordinal());
        }
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
        Object[] values = relationship.values();
        ValueColumn.Builder[] typeValues = relationshipValues[lastTypePosition];
        for (int p = 0; p < values.length; p++) {
            typeValues[p].add(values[p]);
        }
    }

    private int[] starts() {
        if (property && memberOrdinals == null) {
            memberOrdinals = new int[members.length][];
            for (int label = 0; label < members.length; label++) {
                memberOrdinals[label] = new int[members[label].size()];
                Arrays.setAll(memberOrdinals[label], members[label]::get);
            }
        }
        int[] starts = new int[labelSize.length];
        for (int label = 1; label < labelSize.length; label++) {
            starts[label] = starts[label - 1] + labelSize[label - 1];
        }
        return starts;
    }

    private int index(Label label, long ordinal, Relationship relationship) {
        int position = schema.indexOf(label);
        long index = property ? Arrays.binarySearch(memberOrdinals[position], (int) ordinal)
                : ordinal - labelStart[position];
        if (index < 0 || index >= (property ? memberOrdinals[position].length : labelSize[position])) {
            throw new IllegalArgumentException(relationship + ": node ordinal " + ordinal + " is not a "
                    + label.graphName() + " node");
        }
        return (int) index;
    }

    /** What has been collected so far. */
    GraphCounts counts() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        for (int label = 0; label < labelSize.length; label++) {
            nodes.put(schema.labels().get(label).graphName(), (long) (property ? members[label].size()
                    : labelSize[label]));
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
        int[] starts = starts();
        int[] sizes = property ? Arrays.stream(memberOrdinals).mapToInt(ordinals -> ordinals.length).toArray()
                : labelSize.clone();
        int types = sources.length;
        AdjacencyArrays[] outgoing = new AdjacencyArrays[types];
        AdjacencyArrays[] incoming = new AdjacencyArrays[types];
        ValueColumn[][] values = new ValueColumn[types][];
        for (int t = 0; t < types; t++) {
            RelType type = schema.types().get(t);
            int[] order = relationshipValues[t].length == 0 ? null : new int[sources[t].size()];
            outgoing[t] = AdjacencyArrays.build(sizes[schema.indexOf(type.from())], sources[t], targets[t], order);
            incoming[t] = AdjacencyArrays.build(sizes[schema.indexOf(type.to())], targets[t], sources[t]);
            values[t] = new ValueColumn[relationshipValues[t].length];
            for (int p = 0; p < values[t].length; p++) {
                values[t][p] = relationshipValues[t][p].build().reordered(order);
            }
            sources[t] = null;
            targets[t] = null;
        }
        Object[][] built = new Object[columns.length][];
        for (int label = 0; label < columns.length; label++) {
            built[label] = new Object[columns[label].length];
            for (int p = 1; p < columns[label].length; p++) {
                built[label][p] = switch (columns[label][p]) {
                    case NumberColumn.Builder numbers -> numbers.build();
                    case TextColumn.Builder text -> text.build();
                    case ValueColumn.Builder any -> any.build();
                    default -> throw new IllegalStateException("no column builder for " + schema.labels().get(label));
                };
            }
        }
        return new Graph(schema, ids.build(!property), starts, sizes, built, outgoing, incoming,
                property ? memberOrdinals : null, values);
    }
}
