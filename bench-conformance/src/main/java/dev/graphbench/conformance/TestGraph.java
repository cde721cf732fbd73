package dev.graphbench.conformance;

import dev.graphbench.api.Engine;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A small graph built by hand, for tests whose every answer can be worked out on paper. It reaches
 * an engine's loader as the generator's graph does: nodes grouped by label in the generated schema's
 * order with dense ordinals, then relationships grouped by type in its order.
 *
 * <p>Each builder returns the graph, so that a test reads as the graph it builds. A node's id may
 * be added once, and a relationship must join nodes already added, of the labels its type joins: a
 * slip in a hand-built graph fails where it is made rather than as a wrong answer later. A test of
 * how a loader takes a broken stream builds that stream itself.
 *
 * <pre>{@code
 * new TestGraph().org("o0").person("p0").repo("r0", "o0").issue("i0", "open", "r0", "p0")
 *         .relationship(RelType.MEMBER_OF, "p0", "o0")
 *         .loadInto(engine);
 * }</pre>
 */
public final class TestGraph {

    private record AddedRelationship(RelType type, String srcId, String dstId) {
    }

    /** In the order added, numbered as added: {@link #nodes()} numbers them again. */
    private final List<Node> addedNodes = new ArrayList<>();
    private final List<AddedRelationship> addedRelationships = new ArrayList<>();
    private final Map<String, Label> labels = new HashMap<>();

    /**
     * A node with its property values in the order of {@link Label#properties()}, the id first.
     *
     * @throws IllegalArgumentException when the values do not match the label's properties, or the
     *                                  id was added before
     */
    public TestGraph node(Label label, Object... values) {
        Node node = new Node(label, addedNodes.size(), values);
        if (labels.putIfAbsent(node.id(), label) != null) {
            throw new IllegalArgumentException("id " + node.id() + " twice");
        }
        addedNodes.add(node);
        return this;
    }

    /** An org named {@code org <id>}. */
    public TestGraph org(String id) {
        return node(Label.ORG, id, "org " + id);
    }

    /** A person named {@code person <id>}, with login {@code login-<id>}. */
    public TestGraph person(String id) {
        return node(Label.PERSON, id, "person " + id, "login-" + id);
    }

    /** A topic named {@code topic <id>}. */
    public TestGraph topic(String id) {
        return node(Label.TOPIC, id, "topic " + id);
    }

    /** A Java repo with 10 stars that no org owns. */
    public TestGraph repo(String id) {
        return node(Label.REPO, id, "repo " + id, "Java", 10L);
    }

    /** A Java repo with 10 stars, owned by {@code org}. */
    public TestGraph repo(String id, String org) {
        return repo(id).relationship(RelType.OWNED_BY, id, org);
    }

    /** An issue of priority 1 in {@code repo}, opened by {@code openedBy}: its repoId and both relationships. */
    public TestGraph issue(String id, String state, String repo, String openedBy) {
        node(Label.ISSUE, id, "issue " + id, state, 1L, repo);
        return relationship(RelType.IN_REPO, id, repo).relationship(RelType.OPENED_BY, id, openedBy);
    }

    /** A comment on {@code issue}, written by {@code writtenBy}, at 1,700,000,000,000 ms. */
    public TestGraph comment(String id, String issue, String writtenBy) {
        node(Label.COMMENT, id, "comment " + id, 1_700_000_000_000L);
        return relationship(RelType.ON, id, issue).relationship(RelType.WRITTEN_BY, id, writtenBy);
    }

    /**
     * A relationship from {@code srcId} to {@code dstId}; the same pair may be joined more than once.
     *
     * @throws IllegalArgumentException when an end was not added, or is not of the label the type joins
     */
    public TestGraph relationship(RelType type, String srcId, String dstId) {
        if (labels.get(srcId) != type.from() || labels.get(dstId) != type.to()) {
            throw new IllegalArgumentException("bad ends for " + type + ": " + srcId + " -> " + dstId);
        }
        addedRelationships.add(new AddedRelationship(type, srcId, dstId));
        return this;
    }

    /** The nodes grouped by label in label order, each label's in the order added, with dense ordinals. */
    public List<Node> nodes() {
        List<Node> sorted = new ArrayList<>(addedNodes);
        sorted.sort(Comparator.comparingInt(node -> GraphSchema.GENERATED.indexOf(node.label())));
        List<Node> nodes = new ArrayList<>(sorted.size());
        for (Node added : sorted) {
            nodes.add(new Node(added.label(), nodes.size(), added.values()));
        }
        return List.copyOf(nodes);
    }

    /** The relationships grouped by type in type order, each type's in the order added. */
    public List<Relationship> relationships() {
        Map<String, Long> ordinals = new HashMap<>();
        for (Node node : nodes()) {
            ordinals.put(node.id(), node.ordinal());
        }
        List<AddedRelationship> sorted = new ArrayList<>(addedRelationships);
        sorted.sort(Comparator.comparingInt(added -> GraphSchema.GENERATED.indexOf(added.type())));
        return sorted.stream().map(added -> new Relationship(added.type(), ordinals.get(added.srcId()),
                added.srcId(), ordinals.get(added.dstId()), added.dstId())).toList();
    }

    /** Replaces whatever the engine holds with this graph: drops and creates the schema, loads, builds the indexes. */
    public void loadInto(Engine engine) {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        engine.loader().loadNodes(nodes().iterator(), stored -> { });
        engine.loader().loadRelationships(relationships().iterator(), stored -> { });
        engine.schema().afterLoad();
    }
}
