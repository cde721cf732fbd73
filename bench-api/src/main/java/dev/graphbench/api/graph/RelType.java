package dev.graphbench.api.graph;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A relationship type of a graph. Each runs from one label to one label: every relationship's start node
 * has its {@link #from()} label, and its end node its {@link #to()} label, among their labels. The generated
 * graph's ten types are constants here ({@link GraphSchema#GENERATED} lists them in the order the generator
 * emits them) and have no properties; a user's graph brings types of its own ({@link #of}), with properties
 * or without.
 */
public final class RelType {

    /** Person to the orgs they belong to. */
    public static final RelType MEMBER_OF = new RelType("MEMBER_OF", Label.PERSON, Label.ORG);
    /** Person to person; never both ways between two people. */
    public static final RelType FOLLOWS = new RelType("FOLLOWS", Label.PERSON, Label.PERSON);
    /** Repo to the one org that owns it. */
    public static final RelType OWNED_BY = new RelType("OWNED_BY", Label.REPO, Label.ORG);
    /** Repo to an earlier repo; the relationship graph is acyclic. */
    public static final RelType DEPENDS_ON = new RelType("DEPENDS_ON", Label.REPO, Label.REPO);
    /** Issue to the one repo it is raised in. */
    public static final RelType IN_REPO = new RelType("IN_REPO", Label.ISSUE, Label.REPO);
    /** Issue to the person who opened it. */
    public static final RelType OPENED_BY = new RelType("OPENED_BY", Label.ISSUE, Label.PERSON);
    /** Issue to the people it is assigned to. */
    public static final RelType ASSIGNED_TO = new RelType("ASSIGNED_TO", Label.ISSUE, Label.PERSON);
    /** Issue to its topics. */
    public static final RelType TAGGED = new RelType("TAGGED", Label.ISSUE, Label.TOPIC);
    /** Comment to the one issue it is on. */
    public static final RelType ON = new RelType("ON", Label.COMMENT, Label.ISSUE);
    /** Comment to the person who wrote it. */
    public static final RelType WRITTEN_BY = new RelType("WRITTEN_BY", Label.COMMENT, Label.PERSON);

    /** The one relationship type of a graph of any kind the user brings ({@link GraphSchema#ONE_LABEL}). */
    public static final RelType LINK = new RelType("LINK", Label.NODE, Label.NODE);

    private final String name;
    private final Label from;
    private final Label to;
    private final List<Property> properties;

    private RelType(String name, Label from, Label to) {
        this(name, from, to, List.of());
    }

    private RelType(String name, Label from, Label to, List<Property> properties) {
        Names.check(name, "a relationship type");
        this.name = name;
        this.from = Objects.requireNonNull(from, "from");
        this.to = Objects.requireNonNull(to, "to");
        this.properties = List.copyOf(properties);
        Set<String> names = new HashSet<>();
        for (Property property : this.properties) {
            if (!names.add(property.name())) {
                throw new IllegalArgumentException(name + " has two properties named " + property.name());
            }
        }
    }

    /** A relationship type of a graph of the user's, from nodes of {@code from} to nodes of {@code to}. */
    public static RelType of(String name, Label from, Label to) {
        return new RelType(name, from, to);
    }

    /**
     * A relationship type of a graph of the user's, from nodes of {@code from} to nodes of {@code to}, with
     * {@code properties}: {@link Relationship#values()} follow their order.
     */
    public static RelType of(String name, Label from, Label to, List<Property> properties) {
        return new RelType(name, from, to, properties);
    }

    /** The type as written in a graph query: {@code "FOLLOWS"}. */
    public String name() {
        return name;
    }

    /** The label of every relationship's start node. */
    public Label from() {
        return from;
    }

    /** The label of every relationship's end node. */
    public Label to() {
        return to;
    }

    /** The type's properties, in the order of {@link Relationship#values()}; empty for the generated graph's. */
    public List<Property> properties() {
        return properties;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RelType type && name.equals(type.name) && from.equals(type.from) && to.equals(type.to)
                && properties.equals(type.properties);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    /** Its name. */
    @Override
    public String toString() {
        return name;
    }
}
