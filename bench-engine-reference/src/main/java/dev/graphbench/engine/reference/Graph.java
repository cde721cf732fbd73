package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.ReferenceGraph;
import dev.graphbench.api.graph.RelType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The loaded graph, ready for queries and never changed afterwards, so that any number of sessions
 * read it at once.
 *
 * <p>Nodes arrive grouped by label, so each label holds a range of ordinals; within it a node is
 * known by its <em>index</em>, its ordinal minus the label's first ordinal. Adjacency arrays and
 * property columns are indexed that way, so each is as long as its label, not the whole graph. Labels
 * and types are found by their position in the schema.
 */
final class Graph implements ReferenceGraph {

    private final GraphSchema schema;
    private final NodeIds ids;
    private final int[] labelStart;
    private final int[] labelSize;
    /** Per label, per property (the id's slot empty): a {@link TextColumn} or a {@link NumberColumn}. */
    private final Object[][] columns;
    private final AdjacencyArrays[] outgoing;
    private final AdjacencyArrays[] incoming;

    Graph(GraphSchema schema, NodeIds ids, int[] labelStart, int[] labelSize, Object[][] columns,
          AdjacencyArrays[] outgoing, AdjacencyArrays[] incoming) {
        this.schema = schema;
        this.ids = ids;
        this.labelStart = labelStart;
        this.labelSize = labelSize;
        this.columns = columns;
        this.outgoing = outgoing;
        this.incoming = incoming;
    }

    @Override
    public GraphSchema schema() {
        return schema;
    }

    @Override
    public int size(Label label) {
        int position = schema.indexOf(label);
        return position < 0 ? 0 : labelSize[position];
    }

    @Override
    public int indexOf(Label label, String id) {
        int position = schema.indexOf(label);
        int ordinal = position < 0 ? -1 : ids.ordinalOf(id);
        if (ordinal < 0) {
            return -1;
        }
        int index = ordinal - labelStart[position];
        return index >= 0 && index < labelSize[position] ? index : -1;
    }

    @Override
    public String id(Label label, int node) {
        return ids.id(labelStart[position(label)] + node);
    }

    @Override
    public Object property(Label label, int node, String property) {
        int position = position(label);
        List<Property> properties = label.properties();
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).name().equals(property)) {
                return i == 0 ? id(label, node) : switch (columns[position][i]) {
                    case TextColumn text -> text.get(node);
                    case NumberColumn numbers -> numbers.get(node);
                    default -> throw new IllegalStateException("no column for " + label + "." + property);
                };
            }
        }
        throw new IllegalArgumentException(label + " has no property " + property);
    }

    /** Every property of node {@code node} of {@code label}, in the label's order: what a fragment holds. */
    Map<String, Object> properties(Label label, int node) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (Property property : label.properties()) {
            values.put(property.name(), property(label, node, property.name()));
        }
        return values;
    }

    /** The string column of {@code property} of {@code label}, for scans that compare without decoding. */
    TextColumn text(Label label, String property) {
        return (TextColumn) columns[position(label)][propertyPosition(label, property)];
    }

    /** The whole-number column of {@code property} of {@code label}. */
    NumberColumn numbers(Label label, String property) {
        return (NumberColumn) columns[position(label)][propertyPosition(label, property)];
    }

    @Override
    public AdjacencyArrays outgoing(RelType type) {
        return outgoing[position(type)];
    }

    @Override
    public AdjacencyArrays incoming(RelType type) {
        return incoming[position(type)];
    }

    /** What the graph holds, per label and per type. */
    GraphCounts counts() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        for (int label = 0; label < labelSize.length; label++) {
            nodes.put(schema.labels().get(label).graphName(), (long) labelSize[label]);
        }
        Map<String, Long> relationships = new LinkedHashMap<>();
        for (int type = 0; type < outgoing.length; type++) {
            relationships.put(schema.types().get(type).name(), (long) outgoing[type].relationships());
        }
        return new GraphCounts(nodes, relationships);
    }

    /** The bytes the graph's arrays hold: ids, property columns and both directions of every type. */
    long bytes() {
        return nodeBytes() + relationshipBytes();
    }

    /** The bytes of the nodes: their ids, the table that finds an id, and every property column. */
    long nodeBytes() {
        long bytes = ids.bytes();
        for (Object[] label : columns) {
            for (Object column : label) {
                bytes += column instanceof TextColumn text ? text.bytes()
                        : column instanceof NumberColumn numbers ? numbers.bytes() : 0;
            }
        }
        return bytes;
    }

    /** The bytes of the relationships: both directions of every type, as adjacency arrays. */
    long relationshipBytes() {
        long bytes = 0;
        for (int type = 0; type < outgoing.length; type++) {
            bytes += outgoing[type].bytes() + incoming[type].bytes();
        }
        return bytes;
    }

    private int position(Label label) {
        int position = schema.indexOf(label);
        if (position < 0) {
            throw new IllegalArgumentException("the graph has no label " + label);
        }
        return position;
    }

    private int position(RelType type) {
        int position = schema.indexOf(type);
        if (position < 0) {
            throw new IllegalArgumentException("the graph has no relationship type " + type);
        }
        return position;
    }

    private static int propertyPosition(Label label, String property) {
        List<Property> properties = label.properties();
        for (int i = 1; i < properties.size(); i++) {
            if (properties.get(i).name().equals(property)) {
                return i;
            }
        }
        throw new IllegalArgumentException(label + " has no column " + property);
    }
}
