package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.ReferenceGraph;
import dev.graphbench.api.graph.RelType;
import java.util.HashMap;
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
    /** Of a property graph: per label, its nodes' ordinals, ascending, and each id's index; null otherwise. */
    private final int[][] members;
    private final Map<String, Integer>[] indexes;
    /** Per type, per property, the value of the relationship at each position of {@link #outgoing}. */
    private final ValueColumn[][] relationshipValues;

    @SuppressWarnings("unchecked")
    Graph(GraphSchema schema, NodeIds ids, int[] labelStart, int[] labelSize, Object[][] columns,
          AdjacencyArrays[] outgoing, AdjacencyArrays[] incoming, int[][] members, ValueColumn[][] relationshipValues) {
        this.schema = schema;
        this.ids = ids;
        this.labelStart = labelStart;
        this.labelSize = labelSize;
        this.columns = columns;
        this.outgoing = outgoing;
        this.incoming = incoming;
        this.members = members;
        this.relationshipValues = relationshipValues;
        this.indexes = members == null ? null : new Map[members.length];
        if (members != null) {
            for (int label = 0; label < members.length; label++) {
                indexes[label] = new HashMap<>(members[label].length * 2);
                for (int index = 0; index < members[label].length; index++) {
                    indexes[label].put(ids.id(members[label][index]), index);
                }
            }
        }
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
        if (members != null) {
            return position < 0 ? -1 : indexes[position].getOrDefault(id, -1);
        }
        int ordinal = position < 0 ? -1 : ids.ordinalOf(id);
        if (ordinal < 0) {
            return -1;
        }
        int index = ordinal - labelStart[position];
        return index >= 0 && index < labelSize[position] ? index : -1;
    }

    @Override
    public String id(Label label, int node) {
        int position = position(label);
        return ids.id(members != null ? members[position][node] : labelStart[position] + node);
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
                    case ValueColumn values -> values.get(node);
                    default -> throw new IllegalStateException("no column for " + label + "." + property);
                };
            }
        }
        throw new IllegalArgumentException(label + " has no property " + property);
    }

    @Override
    public Object property(RelType type, int position, String property) {
        List<Property> properties = type.properties();
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).name().equals(property)) {
                return relationshipValues[position(type)][i].get(position);
            }
        }
        throw new IllegalArgumentException(type + " has no property " + property);
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
                bytes += switch (column) {
                    case TextColumn text -> text.bytes();
                    case NumberColumn numbers -> numbers.bytes();
                    case ValueColumn values -> values.bytes();
                    case null, default -> 0;
                };
            }
        }
        if (members != null) {
            for (int[] ordinals : members) {
                // The ordinals, and each id's entry in its label's index.
                bytes += 4L * ordinals.length + 64L * ordinals.length;
            }
        }
        return bytes;
    }

    /** The bytes of the relationships: both directions of every type, as adjacency arrays. */
    long relationshipBytes() {
        long bytes = 0;
        for (int type = 0; type < outgoing.length; type++) {
            bytes += outgoing[type].bytes() + incoming[type].bytes();
            for (ValueColumn values : relationshipValues[type]) {
                bytes += values.bytes();
            }
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
