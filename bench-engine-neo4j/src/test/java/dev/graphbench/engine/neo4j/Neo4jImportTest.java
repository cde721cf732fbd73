package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.conformance.TestGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Neo4j server the harness starts loaded through Neo4j's bulk importer, the default path of a run. */
@ExtendWith(Neo4jExtension.class)
class Neo4jImportTest {

    private static final Map<String, String> IMPORT = Map.of(Neo4jProvider.LOAD_PATH, Neo4jProvider.IMPORT);

    private static TestGraph graph() {
        return new TestGraph().org("o0").person("p0").person("p1").repo("r0", "o0").topic("t0")
                .issue("i0", "open", "r0", "p0").comment("c0", "i0", "p1")
                .relationship(RelType.MEMBER_OF, "p0", "o0").relationship(RelType.FOLLOWS, "p0", "p1")
                .relationship(RelType.FOLLOWS, "p1", "p0").relationship(RelType.TAGGED, "i0", "t0");
    }

    @Test
    void theImportedGraphHasItsNodesRelationshipsPropertiesConstraintsAndIndexes(Neo4jExtension.Server server) {
        TestGraph graph = graph();
        try (Engine engine = server.open(IMPORT)) {
            assertThat(engine.loader().loadPath()).isEqualTo(Neo4jLoader.IMPORT_PATH);
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            List<Long> nodes = new ArrayList<>();
            engine.loader().loadNodes(graph.nodes().iterator(), nodes::add);
            List<Long> relationships = new ArrayList<>();
            engine.loader().loadRelationships(graph.relationships().iterator(), relationships::add);
            engine.schema().afterLoad();

            assertThat(nodes.stream().mapToLong(Long::longValue).sum()).isEqualTo(7);
            assertThat(relationships.stream().mapToLong(Long::longValue).sum()).isEqualTo(graph.relationships().size());
            assertThat(engine.loader().counts().totalNodes()).isEqualTo(7);
            assertThat(engine.loader().counts().totalRelationships()).isEqualTo(graph.relationships().size());
            assertThat(engine.loader().counts().nodes()).containsEntry(Label.PERSON.graphName(), 2L);
            assertThat(server.query("MATCH (i:Issue {id: 'i0'}) RETURN properties(i) AS p", Map.of()).get(0)
                    .get("p").asMap()).containsExactlyInAnyOrderEntriesOf(Map.of("id", "i0", "title", "issue i0",
                            "state", "open", "priority", 1L, "repoId", "r0"));
            assertThat(server.query("MATCH (:Person {id: 'p0'})-[:FOLLOWS]->(p:Person) RETURN p.id AS id", Map.of())
                    .get(0).get("id").asString()).isEqualTo("p1");
            List<String> schema = server.query("SHOW INDEXES YIELD name, type RETURN name, type", Map.of()).stream()
                    .map(record -> record.get("name").asString() + " " + record.get("type").asString()).toList();
            // The lookup indexes every new database has, each label's unique id, the issue's repoId.
            assertThat(schema).filteredOn(index -> index.endsWith(" LOOKUP")).hasSize(2);
            assertThat(schema).contains("bench_Person_id RANGE", "bench_issue_repo_id RANGE");
            assertThatThrownBy(() -> server.query("CREATE (:Person {id: 'p0'})", Map.of()))
                    .hasMessageContaining("already exists");
        }
    }

    /** The engines the other tests hold reach the Neo4j started again after an import. */
    @Test
    void engineOpenBeforeAnImportStillAnswersAfterIt(Engine shared, Neo4jExtension.Server server) {
        try (Engine engine = server.open(IMPORT)) {
            graph().loadInto(engine);
        }
        assertThat(shared.loader().counts().totalNodes()).isEqualTo(7);
    }

    @Test
    void relationshipsBeforeNodesAreRefusedOnOneLine(Neo4jExtension.Server server) {
        try (Engine engine = server.open(IMPORT)) {
            assertThatThrownBy(() -> engine.loader().loadRelationships(graph().relationships().iterator(), n -> { }))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("Neo4j's importer takes the relationships after the nodes: load the nodes first");
        }
    }

    @Test
    void aLoadPathThatIsNeitherImportNorBoltIsRefused() {
        Neo4jProvider provider = new Neo4jProvider();
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_LOAD_PATH", "copy"));
        assertThatThrownBy(() -> provider.check(settings))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BENCH_NEO4J_LOAD_PATH must be import or bolt, got 'copy'");
    }

    @Test
    void theImportPathToAServerOfYourOwnIsRefused() {
        Neo4jProvider provider = new Neo4jProvider();
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_LOAD_PATH", "import",
                "BENCH_NEO4J_URI", "bolt://db.example:7687"));
        assertThatThrownBy(() -> provider.check(settings))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BENCH_NEO4J_LOAD_PATH=import needs the Neo4j the harness starts, whose store the importer writes;"
                        + " unset BENCH_NEO4J_URI, or set BENCH_NEO4J_LOAD_PATH=bolt");
    }
}
