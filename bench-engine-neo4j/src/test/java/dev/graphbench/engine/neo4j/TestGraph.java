package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Engine;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A small graph built by hand, streamed to a loader as the generator streams a big one. */
final class TestGraph {

    private record PendingNode(Label label, Object[] values) {
    }

    private final List<PendingNode> pendingNodes = new ArrayList<>();
    private final List<String[]> pendingRelationships = new ArrayList<>();

    TestGraph org(String id) {
        return node(Label.ORG, id, "org " + id);
    }

    TestGraph person(String id) {
        return node(Label.PERSON, id, "person " + id, "login-" + id);
    }

    TestGraph repo(String id, String org) {
        node(Label.REPO, id, "repo " + id, "Java", 10L);
        return relationship(RelType.OWNED_BY, id, org);
    }

    TestGraph topic(String id) {
        return node(Label.TOPIC, id, "topic " + id);
    }

    /** An issue with its one repo and its one opener. */
    TestGraph issue(String id, String state, String repo, String openedBy) {
        node(Label.ISSUE, id, "issue " + id, state, 1L, repo);
        relationship(RelType.IN_REPO, id, repo);
        return relationship(RelType.OPENED_BY, id, openedBy);
    }

    /** A comment with its one issue and its one writer. */
    TestGraph comment(String id, String issue, String writtenBy) {
        node(Label.COMMENT, id, "comment " + id, 1_700_000_000_000L);
        relationship(RelType.ON, id, issue);
        return relationship(RelType.WRITTEN_BY, id, writtenBy);
    }

    TestGraph node(Label label, Object... values) {
        pendingNodes.add(new PendingNode(label, values));
        return this;
    }

    TestGraph relationship(RelType type, String src, String dst) {
        pendingRelationships.add(new String[] {type.name(), src, dst});
        return this;
    }

    /** The nodes grouped by label in label order, with dense ordinals. */
    List<Node> nodes() {
        List<PendingNode> sorted = new ArrayList<>(pendingNodes);
        sorted.sort(Comparator.comparing(PendingNode::label));
        List<Node> nodes = new ArrayList<>();
        for (PendingNode pending : sorted) {
            nodes.add(new Node(pending.label(), nodes.size(), pending.values()));
        }
        return nodes;
    }

    /** The relationships grouped by type in type order. */
    List<Relationship> relationships() {
        Map<String, Long> ordinals = new HashMap<>();
        for (Node node : nodes()) {
            ordinals.put(node.id(), node.ordinal());
        }
        List<Relationship> relationships = new ArrayList<>();
        for (String[] pending : pendingRelationships) {
            relationships.add(new Relationship(RelType.valueOf(pending[0]), ordinals.getOrDefault(pending[1], -1L),
                    pending[1], ordinals.getOrDefault(pending[2], -1L), pending[2]));
        }
        relationships.sort(Comparator.comparing(Relationship::type));
        return relationships;
    }

    /** Replaces whatever the engine holds with this graph. */
    void loadInto(Engine engine) {
        engine.schema().drop();
        engine.schema().create();
        engine.loader().loadNodes(nodes().iterator(), stored -> { });
        engine.loader().loadRelationships(relationships().iterator(), stored -> { });
        engine.schema().afterLoad();
    }
}
