package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.conformance.TestGraph;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.neo4j.driver.Record;

@ExtendWith(Neo4jExtension.class)
class Neo4jSchemaTest {

    private static List<String> constraints(Neo4jExtension.Server server) {
        return server.query("SHOW CONSTRAINTS YIELD name, type, labelsOrTypes, properties "
                        + "WHERE name STARTS WITH 'bench_' RETURN type, labelsOrTypes[0] + '.' + properties[0] AS on",
                Map.of()).stream().map(record -> record.get("type").asString() + " " + record.get("on").asString())
                .toList();
    }

    private static List<String> onlineIndexes(Neo4jExtension.Server server) {
        return server.query("SHOW INDEXES YIELD name, state, labelsOrTypes, properties, owningConstraint "
                        + "WHERE name STARTS WITH 'bench_' AND owningConstraint IS NULL AND state = 'ONLINE' "
                        + "RETURN labelsOrTypes[0] + '.' + properties[0] AS on",
                Map.of()).stream().map(record -> record.get("on").asString()).toList();
    }

    @Test
    void createDropCreate(Engine engine, Neo4jExtension.Server server) {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        String[] unique = GraphSchema.GENERATED.labels().stream().map(label -> "UNIQUENESS " + label.graphName() + ".id")
                .toArray(String[]::new);
        assertThat(constraints(server)).containsExactlyInAnyOrder(unique);
        assertThat(onlineIndexes(server)).containsExactly("Issue.repoId");

        engine.schema().create(GraphSchema.GENERATED);
        assertThat(constraints(server)).hasSize(GraphSchema.GENERATED.labels().size());

        engine.schema().drop();
        assertThat(constraints(server)).isEmpty();
        assertThat(onlineIndexes(server)).isEmpty();
        engine.schema().drop();

        engine.schema().create(GraphSchema.GENERATED);
        assertThat(constraints(server)).containsExactlyInAnyOrder(unique);
        assertThat(onlineIndexes(server)).containsExactly("Issue.repoId");
    }

    /** A graph of one label gets the templated id-constraint for that label alone, and none of the generated graph's indexes. */
    @Test
    void aGraphOfOneLabelGetsAnIdConstraintForThatLabelAlone(Engine engine, Neo4jExtension.Server server) {
        engine.schema().drop();
        try {
            engine.schema().create(GraphSchema.ONE_LABEL_GRAPH);
            assertThat(constraints(server)).containsExactly("UNIQUENESS Node.id");
            assertThat(onlineIndexes(server)).isEmpty();
        } finally {
            engine.schema().drop();
        }
        assertThat(constraints(server)).isEmpty();
    }

    @Test
    void dropDeletesTheBenchmarkGraphInBatchesAndNothingElse(Engine engine, Neo4jExtension.Server server) {
        TestGraph graph = new TestGraph().org("o0").person("p0").person("p1").repo("r0", "o0");
        for (int i = 0; i < 25_000; i++) {
            graph.person("q" + i);
        }
        graph.relationship(dev.graphbench.api.graph.RelType.FOLLOWS, "p0", "p1");
        graph.loadInto(engine);
        server.query("CREATE (:Unrelated {id: 'keep'})", Map.of());
        try {
            engine.schema().drop();
            assertThat(engine.loader().counts().totalNodes()).isZero();
            assertThat(engine.loader().counts().totalRelationships()).isZero();
            List<Record> kept = server.query("MATCH (n) RETURN labels(n)[0] AS label, n.id AS id", Map.of());
            assertThat(kept).extracting(record -> record.get("id").asString()).containsExactly("keep");
        } finally {
            server.query("MATCH (n:Unrelated) DELETE n", Map.of());
        }
    }
}
