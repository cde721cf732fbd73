package dev.graphbench.api.graph;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A node label of a graph, with its properties. The generated graph's six labels are constants here
 * ({@link GraphSchema#GENERATED} lists them in the order the generator emits them); a user's graph
 * brings labels of its own ({@link #of}).
 *
 * <p>Every node has a string {@code id}, unique among the nodes of each of its labels, and {@code id} is
 * the first property of every label. In the generated graph an id is the label's prefix followed by a
 * number, unique across the whole graph.
 *
 * <p>A node may have several labels ({@link Node#otherLabels()}): each label lists the properties of every
 * node that has it.
 */
public final class Label {

    /** An organisation that people belong to and repositories belong to. */
    public static final Label ORG = new Label("Org", "o", List.of(Property.string("id"), Property.string("name")));
    /** A person: follows other people, opens issues, writes comments. */
    public static final Label PERSON = new Label("Person", "p",
            List.of(Property.string("id"), Property.string("name"), Property.string("login")));
    /** A code repository. */
    public static final Label REPO = new Label("Repo", "r", List.of(Property.string("id"), Property.string("name"),
            Property.string("language"), Property.integer("stars")));
    /** A topic that issues are tagged with. */
    public static final Label TOPIC = new Label("Topic", "t", List.of(Property.string("id"), Property.string("name")));
    /** An issue in a repository; {@code repoId} repeats the id of its IN_REPO target and is indexed. */
    public static final Label ISSUE = new Label("Issue", "i", List.of(Property.string("id"), Property.string("title"),
            Property.string("state"), Property.integer("priority"), Property.string("repoId")));
    /** A comment on an issue; {@code createdAt} is epoch milliseconds. */
    public static final Label COMMENT = new Label("Comment", "c", List.of(Property.string("id"),
            Property.string("body"), Property.integer("createdAt")));

    /** The one label of a graph of any kind the user brings ({@link GraphSchema#ONE_LABEL}): a SNAP edge list's nodes. */
    public static final Label NODE = new Label("Node", "", List.of(Property.string("id")));

    private final String graphName;
    private final String idPrefix;
    private final List<Property> properties;

    private Label(String graphName, String idPrefix, List<Property> properties) {
        this.graphName = Objects.requireNonNull(graphName, "graphName");
        this.idPrefix = Objects.requireNonNull(idPrefix, "idPrefix");
        this.properties = List.copyOf(properties);
        Names.check(graphName, "a label");
        if (this.properties.isEmpty() || !this.properties.getFirst().equals(Property.string("id"))) {
            throw new IllegalArgumentException(graphName + ": the first property of every label is the string id");
        }
        Set<String> names = new HashSet<>();
        for (Property property : this.properties) {
            if (!names.add(property.name())) {
                throw new IllegalArgumentException(graphName + " has two properties named " + property.name());
            }
        }
    }

    /**
     * A label of a graph of the user's.
     *
     * @param graphName  its name in a graph query: any text but a backtick, a colon or a control character
     * @param idPrefix   what every id of the label starts with; empty when ids have no common prefix
     * @param properties its properties, {@code id} (a string) first
     */
    public static Label of(String graphName, String idPrefix, List<Property> properties) {
        return new Label(graphName, idPrefix, properties);
    }

    /** The label as written in a graph query: {@code "Person"}. */
    public String graphName() {
        return graphName;
    }

    /** The prefix of every id of this label: {@code "p"} for Person; empty when ids share none. */
    public String idPrefix() {
        return idPrefix;
    }

    /** The label's properties, {@code id} first; node values follow this order. */
    public List<Property> properties() {
        return properties;
    }

    /** The position of property {@code name} in {@link #properties()}; -1 when the label has none. */
    public int indexOf(String name) {
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Label label && graphName.equals(label.graphName) && idPrefix.equals(label.idPrefix)
                && properties.equals(label.properties);
    }

    @Override
    public int hashCode() {
        return graphName.hashCode();
    }

    /** Its graph name. */
    @Override
    public String toString() {
        return graphName;
    }
}
