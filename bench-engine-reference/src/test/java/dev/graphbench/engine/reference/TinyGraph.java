package dev.graphbench.engine.reference;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A graph built by hand for a test: nodes and relationships named by id, in any order. It streams
 * them as the generator does (nodes grouped by label with dense ordinals, relationships grouped by
 * type) into a fresh reference engine.
 */
final class TinyGraph {

    private record NodeSpec(Label label, String id, String state) {
    }

    private record RelSpec(RelType type, String from, String to) {
    }

    private final List<NodeSpec> nodes = new ArrayList<>();
    private final List<RelSpec> relationships = new ArrayList<>();

    TinyGraph nodes(Label label, String... ids) {
        for (String id : ids) {
            nodes.add(new NodeSpec(label, id, null));
        }
        return this;
    }

    TinyGraph persons(String... ids) {
        return nodes(Label.PERSON, ids);
    }

    /** An issue with its IN_REPO relationship. */
    TinyGraph issue(String id, String state, String repoId) {
        nodes.add(new NodeSpec(Label.ISSUE, id, state));
        return rel(RelType.IN_REPO, id, repoId);
    }

    /** A comment with its ON and WRITTEN_BY relationships. */
    TinyGraph comment(String id, String issueId, String writerId) {
        nodes.add(new NodeSpec(Label.COMMENT, id, null));
        return rel(RelType.ON, id, issueId).rel(RelType.WRITTEN_BY, id, writerId);
    }

    TinyGraph rel(RelType type, String from, String... to) {
        for (String target : to) {
            relationships.add(new RelSpec(type, from, target));
        }
        return this;
    }

    TinyGraph follows(String from, String... to) {
        return rel(RelType.FOLLOWS, from, to);
    }

    /** The nodes as the generator streams them: grouped by label, ordinals 0, 1, 2, ... */
    List<Node> streamedNodes() {
        List<NodeSpec> sorted = new ArrayList<>(nodes);
        sorted.sort(Comparator.comparing(NodeSpec::label));
        List<Node> streamed = new ArrayList<>();
        for (NodeSpec spec : sorted) {
            streamed.add(new Node(spec.label(), streamed.size(), values(spec)));
        }
        return streamed;
    }

    /** The relationships as the generator streams them: grouped by type, ends by ordinal and id. */
    List<Relationship> streamedRelationships() {
        Map<String, Long> ordinals = new HashMap<>();
        for (Node node : streamedNodes()) {
            ordinals.put(node.id(), node.ordinal());
        }
        List<RelSpec> sorted = new ArrayList<>(relationships);
        sorted.sort(Comparator.comparing(RelSpec::type));
        List<Relationship> streamed = new ArrayList<>();
        for (RelSpec spec : sorted) {
            streamed.add(new Relationship(spec.type(), ordinal(ordinals, spec.from()), spec.from(),
                    ordinal(ordinals, spec.to()), spec.to()));
        }
        return streamed;
    }

    private static long ordinal(Map<String, Long> ordinals, String id) {
        Long ordinal = ordinals.get(id);
        if (ordinal == null) {
            throw new IllegalArgumentException("the test graph has no node " + id);
        }
        return ordinal;
    }

    private static Object[] values(NodeSpec spec) {
        List<Property> properties = spec.label().properties();
        Object[] values = new Object[properties.size()];
        for (int i = 0; i < values.length; i++) {
            Property property = properties.get(i);
            if (i == 0) {
                values[i] = spec.id();
            } else if (property.name().equals("state")) {
                values[i] = spec.state();
            } else {
                values[i] = property.type() == Property.Type.LONG ? (Object) 0L : spec.id() + " " + property.name();
            }
        }
        return values;
    }

    /** A fresh reference engine holding this graph, its adjacency built by afterLoad. */
    Loaded load() {
        Loaded loaded = loadWithoutAfterLoad();
        loaded.engine().schema().afterLoad();
        return loaded;
    }

    /** A fresh reference engine holding this graph, its adjacency left for the first query to build. */
    Loaded loadWithoutAfterLoad() {
        Engine engine = new ReferenceProvider().open(Settings.resolve(List.of(), Map.of()));
        engine.schema().drop();
        engine.schema().create();
        engine.loader().loadNodes(streamedNodes().iterator(), added -> { });
        engine.loader().loadRelationships(streamedRelationships().iterator(), added -> { });
        return new Loaded(engine, engine.openSession());
    }

    /** An engine holding a test graph, with one session to query it. */
    record Loaded(Engine engine, Session session) implements AutoCloseable {

        long count(QueryId query, String id) {
            return answer(query, id).count();
        }

        List<List<Object>> rows(QueryId query, String id) {
            return answer(query, id).rows();
        }

        List<List<Object>> rows(QueryId query) {
            return session.execute(query, Map.of()).rows();
        }

        Answer answer(QueryId query, String id) {
            return session.execute(query, Map.of(query.parameters().getFirst().name(), id));
        }

        @Override
        public void close() {
            session.close();
            engine.close();
        }
    }

    /** A row {@code [id, count]}. */
    static List<Object> row(String id, long count) {
        return List.of(id, count);
    }
}
