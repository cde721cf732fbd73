package dev.graphbench.api.graph;

import java.util.ArrayList;
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
 * <p>A node of a user's graph may have several labels: it streams with the first, {@code label}, whose
 * properties order its values, and has the others, {@code otherLabels}, besides. Each of those lists every
 * property the node has too (a label lists the properties of every node that has it), so that an engine
 * keeping a table per label finds the node's values for each of them by name ({@link #get}).
 *
 * @param label       the node's first label
 * @param ordinal     the node's dense position in the node stream, from 0
 * @param values      the property values, in the order of {@link Label#properties()}; {@code values[0]} is the
 *                    id; null where the node lacks the property
 * @param otherLabels the node's labels besides {@code label}, in the order its file gave them; empty for the
 *                    generated graph
 */
public record Node(Label label, long ordinal, Object[] values, List<Label> otherLabels) {

    /** Checks that the values match the label's properties. */
    public Node {
        Objects.requireNonNull(label, "label");
        otherLabels = List.copyOf(otherLabels);
        List<Property> properties = label.properties();
        if (values.length != properties.size()) {
            throw new IllegalArgumentException(label + " has " + properties.size() + " properties, got "
                    + values.length + " values");
        }
    }

    /** A node of one label. */
    public Node(Label label, long ordinal, Object[] values) {
        this(label, ordinal, values, List.of());
    }

    /** The node's id, unique among the nodes of each of its labels. */
    public String id() {
        return (String) values[0];
    }

    /** Every label of the node: {@link #label()} first, then {@link #otherLabels()}. */
    public List<Label> labels() {
        if (otherLabels.isEmpty()) {
            return List.of(label);
        }
        List<Label> labels = new ArrayList<>(1 + otherLabels.size());
        labels.add(label);
        labels.addAll(otherLabels);
        return labels;
    }

    /** The value of property {@code name}, or {@code null} when the node lacks it. */
    public Object get(String name) {
        int at = label.indexOf(name);
        return at < 0 ? null : values[at];
    }

    /** The properties the node has (not null) as a map in the label's order, for drivers that take maps. */
    public Map<String, Object> properties() {
        List<Property> properties = label.properties();
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
        return other instanceof Node node && label.equals(node.label) && ordinal == node.ordinal
                && Arrays.equals(values, node.values) && otherLabels.equals(node.otherLabels);
    }

    @Override
    public int hashCode() {
        return 31 * Long.hashCode(ordinal) + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return String.join(":", labels().stream().map(Label::graphName).toList()) + properties();
    }
}
