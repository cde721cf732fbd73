package dev.graphbench.api.graph;

import java.util.List;

/**
 * The six node labels of the benchmark graph, in the order the generator emits them.
 *
 * <p>Every node has a string {@code id}, unique across the whole graph: the label's prefix
 * followed by a number. The first property of every label is {@code id}.
 */
public enum Label {
    /** An organisation that people belong to and repositories belong to. */
    ORG("Org", "o", List.of(Property.string("id"), Property.string("name"))),
    /** A person: follows other people, opens issues, writes comments. */
    PERSON("Person", "p", List.of(Property.string("id"), Property.string("name"), Property.string("login"))),
    /** A code repository. */
    REPO("Repo", "r", List.of(Property.string("id"), Property.string("name"), Property.string("language"),
            Property.integer("stars"))),
    /** A topic that issues are tagged with. */
    TOPIC("Topic", "t", List.of(Property.string("id"), Property.string("name"))),
    /** An issue in a repository; {@code repoId} repeats the id of its IN_REPO target and is indexed. */
    ISSUE("Issue", "i", List.of(Property.string("id"), Property.string("title"), Property.string("state"),
            Property.integer("priority"), Property.string("repoId"))),
    /** A comment on an issue; {@code createdAt} is epoch milliseconds. */
    COMMENT("Comment", "c", List.of(Property.string("id"), Property.string("body"), Property.integer("createdAt")));

    private final String graphName;
    private final String idPrefix;
    private final List<Property> properties;

    Label(String graphName, String idPrefix, List<Property> properties) {
        this.graphName = graphName;
        this.idPrefix = idPrefix;
        this.properties = properties;
    }

    /** The label as written in a graph query or stored in a table: {@code "Person"}. */
    public String graphName() {
        return graphName;
    }

    /** The prefix of every id of this label: {@code "p"} for Person. */
    public String idPrefix() {
        return idPrefix;
    }

    /** The label's properties, {@code id} first; node values follow this order. */
    public List<Property> properties() {
        return properties;
    }

    /** The label whose {@link #graphName()} is {@code name}. */
    public static Label ofGraphName(String name) {
        for (Label label : values()) {
            if (label.graphName.equals(name)) {
                return label;
            }
        }
        throw new IllegalArgumentException("no label named " + name);
    }
}
