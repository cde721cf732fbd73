package dev.graphbench.engine.postgres;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A small graph built by hand: nodes get ordinals in the order they are added. */
final class TestGraph {

    final List<Node> nodes = new ArrayList<>();
    final List<Relationship> relationships = new ArrayList<>();
    private final Map<String, Node> byId = new HashMap<>();

    TestGraph node(Label label, Object... values) {
        Node node = new Node(label, nodes.size(), values);
        if (byId.put(node.id(), node) != null) {
            throw new IllegalArgumentException("id " + node.id() + " twice");
        }
        nodes.add(node);
        return this;
    }

    TestGraph org(String id) {
        return node(Label.ORG, id, "org " + id);
    }

    TestGraph person(String id) {
        return node(Label.PERSON, id, "person " + id, "login-" + id);
    }

    TestGraph repo(String id) {
        return node(Label.REPO, id, "repo " + id, "Java", 7L);
    }

    TestGraph topic(String id) {
        return node(Label.TOPIC, id, "topic " + id);
    }

    TestGraph issue(String id, String state, String repoId) {
        return node(Label.ISSUE, id, "issue " + id, state, 1L, repoId);
    }

    TestGraph comment(String id) {
        return node(Label.COMMENT, id, "comment " + id, 1_700_000_000_000L);
    }

    TestGraph rel(RelType type, String srcId, String dstId) {
        Node src = byId.get(srcId);
        Node dst = byId.get(dstId);
        if (src == null || dst == null || src.label() != type.from() || dst.label() != type.to()) {
            throw new IllegalArgumentException("bad ends for " + type + ": " + srcId + " -> " + dstId);
        }
        relationships.add(new Relationship(type, src.ordinal(), srcId, dst.ordinal(), dstId));
        return this;
    }

    /** Drops whatever the engine holds, loads this graph and builds the indexes. */
    void loadInto(Engine engine) {
        Schema schema = engine.schema();
        schema.drop();
        schema.create();
        engine.loader().loadNodes(nodes.iterator(), added -> { });
        engine.loader().loadRelationships(relationships.iterator(), added -> { });
        schema.afterLoad();
    }
}
