package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.conformance.TestGraph;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.summary.Plan;

@ExtendWith(Neo4jExtension.class)
class Neo4jLoaderTest {

    /** Two orgs, three people, two repos, a topic, two issues, three comments: one of every type. */
    private static TestGraph oneOfEverything() {
        return new TestGraph().org("o0").org("o1").person("p0").person("p1").person("p2")
                .repo("r0", "o0").repo("r1", "o1").topic("t0")
                .issue("i0", "open", "r0", "p0").issue("i1", "closed", "r1", "p1")
                .comment("c0", "i0", "p1").comment("c1", "i0", "p2").comment("c2", "i1", "p0")
                .relationship(RelType.MEMBER_OF, "p0", "o0").relationship(RelType.MEMBER_OF, "p1", "o0")
                .relationship(RelType.FOLLOWS, "p0", "p1").relationship(RelType.FOLLOWS, "p2", "p1")
                .relationship(RelType.DEPENDS_ON, "r1", "r0").relationship(RelType.ASSIGNED_TO, "i0", "p2")
                .relationship(RelType.TAGGED, "i0", "t0").relationship(RelType.TAGGED, "i1", "t0");
    }

    @Test
    void countsEveryLabelAndType(Engine engine) {
        oneOfEverything().loadInto(engine);
        GraphCounts counts = engine.loader().counts();
        assertThat(counts.nodes()).containsExactlyInAnyOrderEntriesOf(Map.of("Org", 2L, "Person", 3L, "Repo", 2L,
                "Topic", 1L, "Issue", 2L, "Comment", 3L));
        assertThat(counts.relationships()).containsExactlyInAnyOrderEntriesOf(Map.of("MEMBER_OF", 2L, "FOLLOWS", 2L,
                "OWNED_BY", 2L, "DEPENDS_ON", 1L, "IN_REPO", 2L, "OPENED_BY", 2L, "ASSIGNED_TO", 1L, "TAGGED", 2L,
                "ON", 3L, "WRITTEN_BY", 3L));
        assertThat(counts.nodes(Label.PERSON)).isEqualTo(3);
        assertThat(counts.relationships(RelType.WRITTEN_BY)).isEqualTo(3);
    }

    @Test
    void propertiesAreStoredWithTheirTypes(Engine engine, Neo4jExtension.Server server) {
        oneOfEverything().loadInto(engine);
        Map<String, Object> issue = server.query("MATCH (i:Issue {id: 'i0'}) RETURN properties(i) AS p", Map.of())
                .get(0).get("p").asMap();
        assertThat(issue).containsExactlyInAnyOrderEntriesOf(Map.of("id", "i0", "title", "issue i0", "state", "open",
                "priority", 1L, "repoId", "r0"));
    }

    @Test
    void batchesSplitAtTheBatchSizeAndAtEachLabelAndTypeAndReportProgress(Neo4jExtension.Server server) {
        TestGraph graph = oneOfEverything();
        try (Engine engine = server.open(Map.of(Neo4jProvider.BATCH_SIZE, "2"))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            List<Long> nodeBatches = new ArrayList<>();
            engine.loader().loadNodes(graph.nodes().iterator(), nodeBatches::add);
            // Org 2 | Person 2+1 | Repo 2 | Topic 1 | Issue 2 | Comment 2+1
            assertThat(nodeBatches).containsExactly(2L, 2L, 1L, 2L, 1L, 2L, 2L, 1L);
            List<Long> relationshipBatches = new ArrayList<>();
            engine.loader().loadRelationships(graph.relationships().iterator(), relationshipBatches::add);
            // MEMBER_OF 2 | FOLLOWS 2 | OWNED_BY 2 | DEPENDS_ON 1 | IN_REPO 2 | OPENED_BY 2 | ASSIGNED_TO 1
            // | TAGGED 2 | ON 2+1 | WRITTEN_BY 2+1
            assertThat(relationshipBatches).containsExactly(2L, 2L, 2L, 1L, 2L, 2L, 1L, 2L, 2L, 1L, 2L, 1L);
            assertThat(engine.loader().counts().totalRelationships()).isEqualTo(20);
        }
    }

    @Test
    void aRelationshipToANodeThatIsNotLoadedFailsOnOneLine(Engine engine) {
        TestGraph graph = new TestGraph().person("p0").person("p1");
        // TestGraph refuses a relationship to a node it lacks: these are written out.
        List<Relationship> follows = List.of(new Relationship(RelType.FOLLOWS, 0, "p0", 1, "p1"),
                new Relationship(RelType.FOLLOWS, 0, "p0", 2, "p9"));
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        engine.loader().loadNodes(graph.nodes().iterator(), stored -> { });
        assertThatThrownBy(() -> engine.loader().loadRelationships(follows.iterator(), stored -> { }))
                .isInstanceOf(EngineException.class)
                .hasMessage("Neo4j stored 1 of a batch of 2 FOLLOWS relationships: the others name a node that is not loaded");
    }

    @Test
    void aDuplicateIdBreaksTheUniqueConstraintOnOneLine(Engine engine) {
        // TestGraph refuses an id twice: these are written out.
        List<Node> twice = List.of(new Node(Label.PERSON, 0, new Object[] {"p0", "person p0", "login-p0"}),
                new Node(Label.PERSON, 1, new Object[] {"p0", "person p0", "login-p0"}));
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        assertThatThrownBy(() -> engine.loader().loadNodes(twice.iterator(), stored -> { }))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("Neo4j at bolt://127.0.0.1:")
                .hasMessageContaining("failed to load Person nodes")
                .hasMessageContaining("p0")
                .message().doesNotContain("\n");
    }

    /**
     * The generated graph through four transactions in flight and small batches, so that batches of
     * one type, which share end nodes, commit at once: the counts are the manifest's, and every
     * FOLLOWS joins the people the generator joined.
     */
    @Test
    void theGeneratedGraphLoadsThroughSeveralTransactionsInFlight(Neo4jExtension.Server server) {
        // A small graph in many batches: what is tested is batches committing at once, not volume.
        DatasetSpec spec = DatasetSpec.of(0.002, DatasetSpec.DEFAULT_SEED);
        Set<String> follows = new HashSet<>();
        new Generator(spec).relationships().forEachRemaining(relationship -> {
            if (relationship.type() == RelType.FOLLOWS) {
                follows.add(relationship.srcId() + "->" + relationship.dstId());
            }
        });
        try (Engine engine = server.open(Map.of(Neo4jProvider.BATCH_SIZE, "200", Neo4jProvider.LOAD_THREADS, "4"))) {
            assertThat(engine.loader().loadPath()).isEqualTo(
                    "UNWIND batches of columns over Bolt, relationships grouped by start node, 4 transactions in flight");
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            Generator generator = new Generator(spec);
            engine.loader().loadNodes(generator.nodes(), stored -> { });
            engine.loader().loadRelationships(generator.relationships(), stored -> { });

            assertThat(engine.loader().counts().differencesFrom(generator.manifest().counts())).isEmpty();
            assertThat(follows).hasSizeGreaterThan(1000);
            assertThat(server.query("MATCH (a:Person)-[:FOLLOWS]->(b:Person) RETURN a.id + '->' + b.id AS pair",
                    Map.of()).stream().map(record -> record.get("pair").asString()).toList())
                    .containsExactlyInAnyOrderElementsOf(follows);
        }
    }

    /** A batch that reaches its size ends at a new start node, never among one start node's relationships. */
    @Test
    void aStartNodesRelationshipsStayInOneBatch(Neo4jExtension.Server server) {
        TestGraph graph = new TestGraph().person("p0").person("p1").person("p2").person("p3")
                .relationship(RelType.FOLLOWS, "p0", "p1").relationship(RelType.FOLLOWS, "p0", "p2")
                .relationship(RelType.FOLLOWS, "p0", "p3").relationship(RelType.FOLLOWS, "p1", "p2")
                .relationship(RelType.FOLLOWS, "p2", "p3");
        try (Engine engine = server.open(Map.of(Neo4jProvider.BATCH_SIZE, "2"))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            engine.loader().loadNodes(graph.nodes().iterator(), stored -> { });
            List<Long> batches = new ArrayList<>();
            engine.loader().loadRelationships(graph.relationships().iterator(), batches::add);
            assertThat(batches).containsExactly(3L, 2L);
            assertThat(server.query("MATCH (:Person {id: 'p0'})-[:FOLLOWS]->(p) RETURN p.id AS id ORDER BY id",
                    Map.of()).stream().map(record -> record.get("id").asString()).toList())
                    .containsExactly("p1", "p2", "p3");
        }
    }

    /** Relationships loaded without the schema created first still find their ends through an index. */
    @Test
    void theIdConstraintsAreMadeBeforeTheRelationshipsWhenMissing(Engine engine, Neo4jExtension.Server server) {
        TestGraph graph = oneOfEverything();
        engine.schema().drop();
        engine.loader().loadNodes(graph.nodes().iterator(), stored -> { });
        assertThat(server.query("SHOW CONSTRAINTS YIELD name WHERE name STARTS WITH 'bench_' RETURN name", Map.of())).isEmpty();
        engine.loader().loadRelationships(graph.relationships().iterator(), stored -> { });
        assertThat(server.query("SHOW CONSTRAINTS YIELD name WHERE name STARTS WITH 'bench_' RETURN name", Map.of()).stream()
                .map(record -> record.get("name").asString()).toList())
                .containsExactlyInAnyOrder("bench_Org_id", "bench_Person_id", "bench_Repo_id", "bench_Topic_id",
                        "bench_Issue_id", "bench_Comment_id");
        assertThat(engine.loader().counts().totalRelationships()).isEqualTo(graph.relationships().size());
    }

    /** Each relationship's ends are found through the unique constraint's index, never by a scan. */
    @Test
    void relationshipsFindTheirEndsThroughTheUniqueIndex(Engine engine, Neo4jExtension.Server server) {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        NamedStatements load = NamedStatements.load(Neo4jLoader.class, "load.cypher", "//");
        for (RelType type : GraphSchema.GENERATED.types()) {
            List<String> operators = new ArrayList<>();
            try (org.neo4j.driver.Session session = server.driver().session()) {
                Plan plan = session.run("EXPLAIN " + load.get("relationships-" + type.name()),
                        Map.of("src", List.of(), "dst", List.of())).consume().queryPlan().orElseThrow();
                collect(plan, operators);
            }
            assertThat(operators).as(type.name())
                    .filteredOn(operator -> operator.startsWith("NodeUniqueIndexSeek")).hasSize(2);
            assertThat(operators).as(type.name()).noneMatch(operator -> operator.contains("Scan"));
        }
    }

    private static void collect(Plan plan, List<String> operators) {
        operators.add(plan.operatorType());
        for (Plan child : plan.children()) {
            collect(child, operators);
        }
    }
}
