package dev.graphbench.engine.reference;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A graph built by hand for a test: nodes and relationships named by id, in any order. It streams
 * them as the generator does (nodes grouped by label in the schema's order with dense ordinals,
 * relationships grouped by type) into a fresh reference engine. A property not given is 0 for a
 * number and {@code "<id> <property>"} for a string.
 */
final class TinyGraph {

    private record NodeSpec(Label label, String id, Map<String, Object> values) {
    }

    private record RelSpec(RelType type, String from, String to) {
    }

    private final GraphSchema schema;
    private final List<NodeSpec> nodes = new ArrayList<>();
    private final List<RelSpec> relationships = new ArrayList<>();

    /** A graph of the generated graph's labels and types. */
    TinyGraph() {
        this(GraphSchema.GENERATED);
    }

    /** A graph of {@code schema}'s labels and types. */
    TinyGraph(GraphSchema schema) {
        this.schema = schema;
    }

    TinyGraph nodes(Label label, String... ids) {
        for (String id : ids) {
            node(label, id);
        }
        return this;
    }

    /** One node with the properties named in {@code namesAndValues}: a name, then its value, and so on. */
    TinyGraph node(Label label, String id, Object... namesAndValues) {
        Map<String, Object> values = new HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        nodes.add(new NodeSpec(label, id, values));
        return this;
    }

    TinyGraph persons(String... ids) {
        return nodes(Label.PERSON, ids);
    }

    /** An issue with its IN_REPO relationship, its repoId property the repo's id. */
    TinyGraph issue(String id, String state, String repoId) {
        return issue(id, state, 0, repoId);
    }

    /** An issue of a priority, with its IN_REPO relationship. */
    TinyGraph issue(String id, String state, long priority, String repoId) {
        return node(Label.ISSUE, id, "state", state, "priority", priority, "repoId", repoId)
                .rel(RelType.IN_REPO, id, repoId);
    }

    /** A comment with its ON and WRITTEN_BY relationships. */
    TinyGraph comment(String id, String issueId, String writerId) {
        nodes.add(new NodeSpec(Label.COMMENT, id, Map.of()));
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

    /** The nodes as the generator streams them: grouped by label in the schema's order, ordinals 0, 1, 2, ... */
    List<Node> streamedNodes() {
        List<NodeSpec> sorted = new ArrayList<>(nodes);
        sorted.sort(Comparator.comparingInt(spec -> schema.indexOf(spec.label())));
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
        sorted.sort(Comparator.comparingInt(spec -> schema.indexOf(spec.type())));
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
        values[0] = spec.id();
        for (int i = 1; i < values.length; i++) {
            Property property = properties.get(i);
            values[i] = spec.values().containsKey(property.name()) ? spec.values().get(property.name())
                    : property.type() == Property.Type.LONG ? (Object) 0L : spec.id() + " " + property.name();
        }
        return values;
    }

    /** The fragment of node {@code id} as the object store reads it: every property by name, in the label's order. */
    Map<String, Object> fragment(String id) {
        Node node = streamedNodes().stream().filter(candidate -> candidate.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the test graph has no node " + id));
        return new LinkedHashMap<>(node.properties());
    }

    /** The reference's graph of this one, built without an engine around it. */
    Graph build() {
        GraphBuilder builder = new GraphBuilder(schema);
        streamedNodes().forEach(builder::addNode);
        streamedRelationships().forEach(builder::addRelationship);
        return builder.build();
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
        engine.schema().create(schema);
        engine.loader().loadNodes(streamedNodes().iterator(), added -> { });
        engine.loader().loadRelationships(streamedRelationships().iterator(), added -> { });
        return new Loaded(engine, engine.openSession());
    }

    /** An engine holding a test graph, with one session to query it. */
    record Loaded(Engine engine, Session session) implements AutoCloseable {

        long count(Query query, String id) {
            return answer(query, id).count();
        }

        /** The count {@code query} answers to {@code arguments}. */
        long count(Query query, Map<String, Object> arguments) {
            return session.execute(query, arguments).count();
        }

        List<List<Object>> rows(Query query, String id) {
            return answer(query, id).rows();
        }

        List<List<Object>> rows(Query query) {
            return session.execute(query, Map.of()).rows();
        }

        /** The answer to {@code query} asked for {@code id}, the value of its first parameter. */
        Answer answer(Query query, String id) {
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
