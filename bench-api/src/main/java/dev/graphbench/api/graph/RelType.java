package dev.graphbench.api.graph;

/**
 * The ten relationship types of the benchmark graph, in the order the generator emits them.
 * Each runs from one label to one label and has no properties.
 */
public enum RelType {
    /** Person to the orgs they belong to. */
    MEMBER_OF(Label.PERSON, Label.ORG),
    /** Person to person; never both ways between two people. */
    FOLLOWS(Label.PERSON, Label.PERSON),
    /** Repo to the one org that owns it. */
    OWNED_BY(Label.REPO, Label.ORG),
    /** Repo to an earlier repo; the relationship graph is acyclic. */
    DEPENDS_ON(Label.REPO, Label.REPO),
    /** Issue to the one repo it is raised in. */
    IN_REPO(Label.ISSUE, Label.REPO),
    /** Issue to the person who opened it. */
    OPENED_BY(Label.ISSUE, Label.PERSON),
    /** Issue to the people it is assigned to. */
    ASSIGNED_TO(Label.ISSUE, Label.PERSON),
    /** Issue to its topics. */
    TAGGED(Label.ISSUE, Label.TOPIC),
    /** Comment to the one issue it is on. */
    ON(Label.COMMENT, Label.ISSUE),
    /** Comment to the person who wrote it. */
    WRITTEN_BY(Label.COMMENT, Label.PERSON);

    private final Label from;
    private final Label to;

    RelType(Label from, Label to) {
        this.from = from;
        this.to = to;
    }

    /** The label of every relationship's start node. */
    public Label from() {
        return from;
    }

    /** The label of every relationship's end node. */
    public Label to() {
        return to;
    }
}
