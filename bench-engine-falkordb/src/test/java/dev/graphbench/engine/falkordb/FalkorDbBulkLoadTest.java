package dev.graphbench.engine.falkordb;

import dev.graphbench.api.graph.GraphSchema;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.conformance.TestGraph;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import redis.clients.jedis.Jedis;

/**
 * The load through GRAPH.BULK against a real FalkorDB: every kind of value read back as it was
 * given and as the UNWIND path stores it, node ids that are the stream's ordinals, a graph of many
 * requests, the fall-back to UNWIND where the server refuses the command, and what is refused
 * before anything reaches the server.
 */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbBulkLoadTest {

    private static final String NON_ASCII = "Zoë's «Straße» in 東京 🙂 — naïve";

    /** Orgs and repos with every kind of value the encoder writes, in the places the labels give them. */
    private static TestGraph everyKindOfValue() {
        return new TestGraph()
                .node(Label.ORG, "o-empty", "")
                .node(Label.ORG, "o-utf8", NON_ASCII)
                .node(Label.ORG, "o-escapes", "a \"quote\", a \\ and\na new line\tand a tab")
                .node(Label.ORG, "o-null", (Object) null)
                .node(Label.ORG, "", "an empty id")
                .node(Label.REPO, "r-longest", "r", "Java", Long.MAX_VALUE)
                .node(Label.REPO, "r-negative", "", NON_ASCII, -1L)
                .node(Label.REPO, "r-zero", "zero", "", 0L)
                .node(Label.REPO, "r-int", "an int", "Go", 7)
                .node(Label.REPO, "r-double", "a double", 2.5, -0.125)
                .node(Label.REPO, "r-boolean", "booleans", true, false)
                .relationship(RelType.OWNED_BY, "r-longest", "o-utf8")
                .relationship(RelType.OWNED_BY, "r-negative", "o-empty")
                .relationship(RelType.DEPENDS_ON, "r-negative", "r-longest")
                .relationship(RelType.DEPENDS_ON, "r-zero", "r-longest")
                .relationship(RelType.DEPENDS_ON, "r-zero", "r-longest");
    }

    @Test
    void everyKindOfValueIsReadBackAsGivenAndAsUnwindStoresIt(FalkorDbExtension.Server server) {
        TestGraph graph = everyKindOfValue();
        List<List<Object>> throughBulk;
        List<List<Object>> throughUnwind;
        try (FalkorDbEngine bulk = server.open(Map.of(FalkorDbProvider.GRAPH, "bulk-values"))) {
            graph.loadInto(bulk);
            assertThat(bulk.loader().loadPath()).isEqualTo("GRAPH.BULK requests of 16384 KiB");
            throughBulk = storedNodes(bulk);
            assertThat(relationships(bulk)).isEqualTo(relationships(graph.relationships()));
            bulk.schema().drop();
        }
        try (FalkorDbEngine unwind = server.open(Map.of(FalkorDbProvider.GRAPH, "unwind-values",
                FalkorDbProvider.LOAD_PATH, "unwind"))) {
            graph.loadInto(unwind);
            assertThat(unwind.loader().loadPath()).isEqualTo("UNWIND batches of 5000 rows");
            throughUnwind = storedNodes(unwind);
            unwind.schema().drop();
        }

        List<List<Object>> given = new ArrayList<>();
        for (Node node : graph.nodes()) {
            List<Object> row = new ArrayList<>(List.of(node.label().graphName()));
            row.addAll(node.properties().entrySet().stream().filter(property -> property.getValue() != null)
                    .map(Map.Entry::getKey).sorted().toList());
            for (Object value : node.values()) {
                row.add(value instanceof Integer number ? number.longValue() : value);
            }
            given.add(row);
        }
        assertThat(throughBulk).isEqualTo(given);
        assertThat(throughBulk).isEqualTo(throughUnwind);
    }

    /** Every node as label, its property names (a null value stores none), and its values in the label's order. */
    private static List<List<Object>> storedNodes(FalkorDbEngine engine) {
        List<List<Object>> rows = new ArrayList<>();
        for (List<Object> row : FalkorDbSession.rows(engine.read("MATCH (n) RETURN labels(n)[0], keys(n), n.id, n.name,"
                + " n.language, n.stars ORDER BY ID(n)", Map.of()))) {
            List<Object> node = new ArrayList<>(List.of(row.get(0)));
            node.addAll(((List<?>) row.get(1)).stream().map(String::valueOf).sorted().toList());
            node.addAll(row.subList(2, row.get(0).equals("Repo") ? 6 : 4));
            rows.add(node);
        }
        return rows;
    }

    /**
     * The generated graph in requests of 64 KiB, many of them: FalkorDB's id of every node is its
     * ordinal, every relationship joins the ends the stream names, progress adds up to the graph.
     */
    @Test
    void aGraphOfManyRequestsKeepsTheStreamsOrdinalsAsIds(FalkorDbExtension.Server server) {
        DatasetSpec spec = DatasetSpec.of(0.01, DatasetSpec.DEFAULT_SEED);
        Generator generator = new Generator(spec);
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "bulk-requests",
                FalkorDbProvider.BULK_REQUEST_KIB, "64"))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            long callsBefore = bulkCalls(engine);
            List<Long> nodeProgress = new ArrayList<>();
            List<Long> relationshipProgress = new ArrayList<>();
            engine.loader().loadNodes(generator.nodes(), nodeProgress::add);
            engine.loader().loadRelationships(generator.relationships(), relationshipProgress::add);
            engine.schema().afterLoad();

            assertThat(engine.loader().counts().differencesFrom(generator.manifest().counts())).isEmpty();
            assertThat(nodeProgress).hasSizeGreaterThan(10);
            assertThat(nodeProgress.stream().mapToLong(Long::longValue).sum())
                    .isEqualTo(generator.manifest().counts().totalNodes());
            assertThat(relationshipProgress).hasSizeGreaterThan(5);
            assertThat(relationshipProgress.stream().mapToLong(Long::longValue).sum())
                    .isEqualTo(generator.manifest().counts().totalRelationships());
            assertThat(bulkCalls(engine) - callsBefore).isEqualTo(nodeProgress.size() + relationshipProgress.size());

            List<List<Object>> ordinals = new ArrayList<>();
            generator.nodes().forEachRemaining(node -> ordinals.add(List.of(node.ordinal(), node.id())));
            assertThat(FalkorDbSession.rows(engine.read("MATCH (n) RETURN ID(n), n.id ORDER BY ID(n)", Map.of())))
                    .isEqualTo(ordinals);
            List<Relationship> streamed = new ArrayList<>();
            generator.relationships().forEachRemaining(streamed::add);
            assertThat(relationships(engine)).isEqualTo(relationships(streamed));
            engine.schema().drop();
        }
    }

    private static long bulkCalls(FalkorDbEngine engine) {
        try (Jedis jedis = engine.connection()) {
            return jedis.info("commandstats").lines().filter(line -> line.startsWith("cmdstat_graph.BULK:"))
                    .mapToLong(line -> Long.parseLong(line.replaceAll(".*:calls=(\\d+),.*", "$1")))
                    .findFirst().orElse(0);
        }
    }

    /** Each relationship as its type and its ends' ids, counted. */
    private static Map<List<Object>, Long> relationships(FalkorDbEngine engine) {
        return FalkorDbSession.rows(engine.read("MATCH (a)-[r]->(b) RETURN type(r), a.id, b.id", Map.of())).stream()
                .collect(Collectors.groupingBy(row -> row, Collectors.counting()));
    }

    private static Map<List<Object>, Long> relationships(List<Relationship> streamed) {
        return streamed.stream().map(r -> List.<Object>of(r.type().name(), r.srcId(), r.dstId()))
                .collect(Collectors.groupingBy(row -> row, Collectors.counting()));
    }

    /**
     * A server whose user may not run GRAPH.BULK (an ACL rule, as a managed service may set): create
     * makes the indexes at once, the load goes by UNWIND batches and says so, and the graph is whole.
     */
    @Test
    void whereTheServerRefusesGraphBulkTheLoadGoesByUnwind(FalkorDbExtension.Server shared, @TempDir Path work) {
        try (EmbeddedServer refusing = new EmbeddedFalkorDbLauncher().start(shared.settings(), work)) {
            try (Jedis admin = new Jedis(URI.create(refusing.connectionSettings().get(FalkorDbProvider.URL)))) {
                admin.aclSetUser("default", "-graph.bulk");
                assertThatThrownBy(() -> admin.sendCommand(() -> "GRAPH.BULK".getBytes(), "bench", "BEGIN", "0", "0",
                        "0", "0")).hasMessageStartingWith("NOPERM");
            }
            TestGraph graph = everyKindOfValue();
            try (FalkorDbEngine engine = (FalkorDbEngine) new FalkorDbProvider().open(
                    shared.settings().with(refusing.connectionSettings()))) {
                engine.schema().drop();
                engine.schema().create(GraphSchema.GENERATED);
                assertThat(indexes(engine)).isEqualTo(7);
                assertThat(engine.loader().loadPath())
                        .isEqualTo("UNWIND batches of 5000 rows (the server refused GRAPH.BULK)");
                engine.loader().loadNodes(graph.nodes().iterator(), stored -> { });
                engine.loader().loadRelationships(graph.relationships().iterator(), stored -> { });
                engine.schema().afterLoad();
                assertThat(relationships(engine)).isEqualTo(relationships(graph.relationships()));
                assertThat(storedNodes(engine)).hasSize(graph.nodes().size());
            }
        }
    }

    /** On the GRAPH.BULK path create makes an empty graph, and afterLoad the indexes over what was loaded. */
    @Test
    void throughGraphBulkTheIndexesAreBuiltAfterTheLoad(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "bulk-indexes"))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            try (Jedis jedis = engine.connection()) {
                assertThat(jedis.type("bulk-indexes")).isEqualTo(FalkorDbEngine.GRAPH_TYPE);
            }
            assertThat(indexes(engine)).isZero();
            TestGraph graph = new TestGraph().person("p0").person("p1").relationship(RelType.FOLLOWS, "p0", "p1");
            engine.loader().loadNodes(graph.nodes().iterator(), stored -> { });
            engine.loader().loadRelationships(graph.relationships().iterator(), stored -> { });
            engine.schema().afterLoad();
            assertThat(indexes(engine)).isEqualTo(7);
            assertThat(FalkorDbSession.rows(engine.read("MATCH (p:Person {id: $id}) RETURN p.name", Map.of("id", "p1"))))
                    .containsExactly(List.of("person p1"));
            engine.schema().drop();
        }
    }

    /** The indexed properties over every label: 7 when every index of schema.cypher is there. */
    private static long indexes(FalkorDbEngine engine) {
        return ((Number) FalkorDbSession.rows(engine.read("CALL db.indexes() YIELD properties"
                + " RETURN sum(size(properties))", Map.of())).getFirst().getFirst()).longValue();
    }

    /**
     * What FalkorDB would misread is refused before it is sent, on one line, and the server still
     * answers: text with a NUL character, a value of no property type, nodes out of ordinal order,
     * a relationship to a node not loaded, and a load into no graph created for it.
     */
    @Test
    void whatTheServerWouldMisreadIsRefusedBeforeItIsSent(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "bulk-refusals"))) {
            engine.schema().drop();
            assertThatThrownBy(() -> engine.loader().loadNodes(List.of(org(0, "o0")).iterator(), stored -> { }))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("FalkorDB loads nodes through GRAPH.BULK into the graph the schema's create made:"
                            + " drop and create the schema first");

            engine.schema().create(GraphSchema.GENERATED);
            assertThatThrownBy(() -> engine.loader().loadNodes(List.of(org(0, "o0"),
                    new Node(Label.ORG, 1, new Object[] {"o1", "nul\0inside"})).iterator(), stored -> { }))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("cannot load node Org o1, property name: text holding a NUL character cannot be sent"
                            + " through GRAPH.BULK, which ends text there");
            assertThatThrownBy(() -> engine.loader().loadNodes(List.of(
                    new Node(Label.ORG, 0, new Object[] {"o0", new java.util.HashMap<>(Map.of("a", "map"))})).iterator(),
                    stored -> { }))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("cannot load node Org o0, property name: a value of type HashMap cannot be a property through"
                            + " GRAPH.BULK; give text, a number, a boolean, a date, a datetime or an array of them");
            assertThatThrownBy(() -> engine.loader().loadNodes(List.of(org(1, "o1")).iterator(), stored -> { }))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("node Org o1 has ordinal 1 where FalkorDB gives id 0: GRAPH.BULK needs the nodes with"
                            + " ordinals 0, 1, 2, ... in order");
            assertThat(engine.loader().counts().totalNodes()).isZero();

            engine.loader().loadNodes(List.of(org(0, "o0"), person(1, "p1")).iterator(), stored -> { });
            Iterator<Relationship> toNodeTwo = List.of(
                    new Relationship(RelType.MEMBER_OF, 1, "p1", 0, "o0"),
                    new Relationship(RelType.MEMBER_OF, 2, "p2", 0, "o0")).iterator();
            assertThatThrownBy(() -> engine.loader().loadRelationships(toNodeTwo, stored -> { }))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("relationship (p2)-[:MEMBER_OF]->(o0) runs from node ordinal 2 to 0, but 2 nodes were"
                            + " loaded: load every node before the relationships");
            assertThat(engine.loader().counts().totalRelationships()).isZero();
            engine.ping();
            engine.schema().drop();
        }
    }

    private static Node org(long ordinal, String id) {
        return new Node(Label.ORG, ordinal, new Object[] {id, "org " + id});
    }

    private static Node person(long ordinal, String id) {
        return new Node(Label.PERSON, ordinal, new Object[] {id, "person " + id, "login-" + id});
    }

    /** The request's bytes, as FalkorDB's bulk insert reads them. */
    @Test
    void aRequestIsLaidOutAsFalkorDbReadsIt() {
        BulkRequest nodes = BulkRequest.ofNodes();
        nodes.add(new Node(Label.TOPIC, 0, new Object[] {"t0", "é"}));
        nodes.add(new Node(Label.REPO, 1, new Object[] {"r1", null, "Go", 258L}));
        assertThat(nodes.entities()).isEqualTo(2);
        byte[][] arguments = nodes.arguments("g", true);
        assertThat(arguments.length).isEqualTo(8);
        assertThat(List.of(arguments).subList(0, 6).stream().map(String::new).toList())
                .containsExactly("g", "BEGIN", "2", "0", "2", "0");
        assertThat(arguments[6]).containsExactly(bytes(
                "Topic\0", 2, 0, 0, 0, "id\0name\0",
                3, "t0\0", 3, 0xC3, 0xA9, 0));
        assertThat(arguments[7]).containsExactly(bytes(
                "Repo\0", 4, 0, 0, 0, "id\0name\0language\0stars\0",
                3, "r1\0", 0, 3, "Go\0", 4, 2, 1, 0, 0, 0, 0, 0, 0));
        assertThat(nodes.bytes()).isEqualTo(arguments[6].length + arguments[7].length);

        BulkRequest relationships = BulkRequest.ofRelationships();
        relationships.add(new Relationship(RelType.FOLLOWS, 1, "p1", 256, "p256"));
        byte[][] follows = relationships.arguments("g", false);
        assertThat(List.of(follows).subList(0, 5).stream().map(String::new).toList())
                .containsExactly("g", "0", "1", "0", "1");
        assertThat(follows[5]).containsExactly(bytes("FOLLOWS\0", 0, 0, 0, 0,
                1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0));
        assertThat(Stream.of(BulkRequest.beginArguments("g")).map(String::new).toList())
                .containsExactly("g", "BEGIN", "0", "0", "0", "0");
    }

    /** A node refused halfway leaves nothing of itself: the request is the one without it. */
    @Test
    void aRefusedNodeLeavesNothingInTheRequest() {
        BulkRequest without = BulkRequest.ofNodes();
        without.add(org(0, "o0"));
        without.add(org(1, "o2"));
        BulkRequest with = BulkRequest.ofNodes();
        with.add(org(0, "o0"));
        assertThatThrownBy(() -> with.add(new Node(Label.ORG, 1, new Object[] {"o1", "a \0 inside"})))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("node Org o1, property name: text holding a NUL character");
        with.add(org(1, "o2"));
        assertThat(with.entities()).isEqualTo(2);
        assertThat(with.arguments("g", false)).isDeepEqualTo(without.arguments("g", false));
    }

    /** Bytes from ASCII text and numbers from 0 to 255. */
    private static byte[] bytes(Object... parts) {
        List<Byte> bytes = new ArrayList<>();
        for (Object part : parts) {
            if (part instanceof String text) {
                for (byte b : text.getBytes(java.nio.charset.StandardCharsets.US_ASCII)) {
                    bytes.add(b);
                }
            } else {
                bytes.add((byte) (int) (Integer) part);
            }
        }
        byte[] array = new byte[bytes.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = bytes.get(i);
        }
        return array;
    }
}
