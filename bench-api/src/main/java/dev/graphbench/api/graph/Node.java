package dev.graphbench.api.graph;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One node as the generator streams it to a loader.
 *
 * <p>{@code ordinal} is the node's position in the whole node stream, dense from 0: engines that
 * key nodes by a number (a table's primary key, an array index) can use it directly, and
 * {@link Relationship} carries the ordinals of its ends as well as their ids.
 *
 * @param label   the node's label
 * @param ordinal the node's dense position in the node stream, from 0
 * @param values  the property values, in the order of {@link Label#properties()}; {@code values[0]} is the id
 */
public record Node(Label label, long ordinal, Object[] values) {

    /** Checks that the values match the label's properties. */
    public Node {
        Objects.requireNonNull(label, "label");
        List<Property> properties = label.properties();
        if (values.length != properties.size()) {
            throw new IllegalArgumentException(label + " has " + properties.size() + " properties, got "
                    + values.length + " values");
        }
    }

    /** The node's id, unique across the graph. */
    public String id() {
        return (String) values[0];
    }

    /** The value of property {@code name}, or {@code null} when the label has no such property. */
    public Object get(String name) {
        List<Property> properties = label.properties();
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).name().equals(name)) {
                return values[i];
            }
        }
        return null;
    }

    /** The properties as a map in the label's order, for drivers that take maps. */
    public Map<String, Object> properties() {
        List<Property> properties = label.properties();
        Map<String, Object> map = new LinkedHashMap<>(properties.size() * 2);
        for (int i = 0; i < values.length; i++) {
            map.put(properties.get(i).name(), values[i]);
        }
        return map;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Node node && label.equals(node.label) && ordinal == node.ordinal
                && Arrays.equals(values, node.values);
    }

    @Override
    public int hashCode() {
        return 31 * Long.hashCode(ordinal) + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return label.graphName() + properties();
    }
}
