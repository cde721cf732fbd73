package dev.graphbench.api.graph;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One relationship as the generator streams it to a loader. Its ends are given both by id (for
 * engines that match nodes by property) and by node ordinal (see {@link Node#ordinal()}).
 *
 * @param type       the relationship type; it fixes a label of each end
 * @param srcOrdinal the start node's ordinal
 * @param srcId      the start node's id
 * @param dstOrdinal the end node's ordinal
 * @param dstId      the end node's id
 * @param values     the property values, in the order of {@link RelType#properties()}; null where the
 *                   relationship lacks the property; empty for the generated graph
 */
public record Relationship(RelType type, long srcOrdinal, String srcId, long dstOrdinal, String dstId,
                           Object[] values) {

    private static final Object[] NONE = new Object[0];

    /** Checks that the values match the type's properties. */
    public Relationship {
        Objects.requireNonNull(type, "type");
        if (values.length != type.properties().size()) {
            throw new IllegalArgumentException(type + " has " + type.properties().size() + " properties, got "
                    + values.length + " values");
        }
    }

    /** A relationship of a type without properties. */
    public Relationship(RelType type, long srcOrdinal, String srcId, long dstOrdinal, String dstId) {
        this(type, srcOrdinal, srcId, dstOrdinal, dstId, NONE);
    }

    /** The value of property {@code name}, or {@code null} when the relationship lacks it. */
    public Object get(String name) {
        List<Property> properties = type.properties();
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).name().equals(name)) {
                return values[i];
            }
        }
        return null;
    }

    /** The properties the relationship has (not null) as a map in the type's order, for drivers that take maps. */
    public Map<String, Object> properties() {
        List<Property> properties = type.properties();
        Map<String, Object> map = new LinkedHashMap<>(properties.size() * 2);
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                map.put(properties.get(i).name(), values[i]);
            }
        }
        return map;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Relationship relationship && type.equals(relationship.type)
                && srcOrdinal == relationship.srcOrdinal && srcId.equals(relationship.srcId)
                && dstOrdinal == relationship.dstOrdinal && dstId.equals(relationship.dstId)
                && Arrays.equals(values, relationship.values);
    }

    @Override
    public int hashCode() {
        return Objects.hash(type, srcOrdinal, dstOrdinal) * 31 + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "(" + srcId + ")-[:" + type + (values.length == 0 ? "" : " " + properties()) + "]->(" + dstId + ")";
    }
}
