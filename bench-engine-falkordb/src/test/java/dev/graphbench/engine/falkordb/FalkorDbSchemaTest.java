package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.exceptions.JedisDataException;

/**
 * The schema on a graph key of its own: indexes always, unique constraints with the setting, made
 * by create and afterLoad (afterLoad makes them on the GRAPH.BULK load path, after the load).
 */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbSchemaTest {

    @Test
    void withConstraintsEveryLabelsIdIsUniqueAndDropLeavesNoKey(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "schema-test",
                FalkorDbProvider.CONSTRAINTS, "true"))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            engine.schema().afterLoad();
            List<List<Object>> constraints = FalkorDbSession.rows(engine.read(
                    "CALL db.constraints() YIELD label, properties, status RETURN label, properties, status ORDER BY label",
                    Map.of()));
            assertThat(constraints).extracting(List::getFirst).as("one per label of the graph, by label")
                    .containsExactlyElementsOf(GraphSchema.GENERATED.labels().stream().map(Label::graphName).sorted()
                            .toList());
            assertThat(constraints)
                    .allSatisfy(row -> assertThat(row.subList(1, 3)).isEqualTo(List.of(List.of("id"), "OPERATIONAL")));
            List<List<Object>> indexes = FalkorDbSession.rows(engine.read(
                    "CALL db.indexes() YIELD label, properties RETURN label, properties ORDER BY label", Map.of()));
            assertThat(indexes).contains(List.of("Issue", List.of("id", "repoId")), List.of("Person", List.of("id")));

            engine.write("CREATE (:Person {id: $id})", Map.of("id", "p1"));
            assertThatThrownBy(() -> engine.write("CREATE (:Person {id: $id})", Map.of("id", "p1")))
                    .isInstanceOf(JedisDataException.class)
                    .hasMessageContaining("unique constraint violation");
            engine.schema().drop();
            try (var jedis = engine.connection()) {
                assertThat(jedis.exists("schema-test")).isFalse();
            }
            engine.schema().drop();
        }
    }

    /** A graph of one label gets one id index, the templated id-index for that label, and none of the generated graph's. */
    @Test
    void aGraphOfOneLabelGetsAnIdIndexForThatLabelAlone(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "one-label-schema-test",
                FalkorDbProvider.CONSTRAINTS, "true"))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.ONE_LABEL_GRAPH);
            engine.schema().afterLoad();
            assertThat(FalkorDbSession.rows(engine.read(
                    "CALL db.indexes() YIELD label, properties RETURN label, properties", Map.of())))
                    .containsExactly(List.of("Node", List.of("id")));
            assertThat(FalkorDbSession.rows(engine.read(
                    "CALL db.constraints() YIELD label, properties, status RETURN label, properties, status", Map.of())))
                    .containsExactly(List.of("Node", List.of("id"), "OPERATIONAL"));
            engine.schema().drop();
        }
    }

    /**
     * Deleted nodes leave their entries in the indexes until the garbage collector's next cycle, up
     * to half a minute away: afterWrites returns once they are gone and the cycle has ended (no child of the
     * server's runs), and the nodes left are still found.
     */
    @Test
    void afterWritesReturnsOnceTheIndexesHoldNoEntryOfADeletedNode(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "after-writes-test"))) {
            createCommentsAndDeleteAllButC7(engine, 2000);

            engine.schema().afterWrites();

            try (Jedis connection = engine.connection()) {
                assertThat(connection.info("persistence")).contains("module_fork_in_progress:0");
            }
            assertThat(commentIndex(engine)).containsExactly(List.of(1L, 1L));
            assertThat(FalkorDbSession.rows(engine.read("MATCH (c:Comment {id: 'c7'}) RETURN count(c)", Map.of())))
                    .containsExactly(List.of(1L));
            engine.schema().drop();
        }
    }

    /**
     * The collector leaves a few deleted nodes' entries for ever: afterWrites does not wait for them, only for an
     * interval of the collector to go by without a cycle.
     */
    @Test
    void afterWritesLeavesWhatTheCollectorLeaves(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "after-few-writes-test"))) {
            createCommentsAndDeleteAllButC7(engine, 60);

            engine.schema().afterWrites();

            // One node left, and the entries of the 59 deleted still there: no collection came.
            List<Object> nodesAndEntries = commentIndex(engine).getFirst();
            assertThat(nodesAndEntries.getFirst()).isEqualTo(1L);
            assertThat((Long) nodesAndEntries.get(1)).isGreaterThanOrEqualTo(60L);
            engine.schema().drop();
        }
    }

    /** A new schema, {@code count} comments c0, c1, ..., and every one of them deleted but c7. */
    private static void createCommentsAndDeleteAllButC7(FalkorDbEngine engine, int count) {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
        engine.schema().afterLoad();
        engine.write("UNWIND range(0, $last) AS i CREATE (:Comment {id: 'c' + toString(i)})",
                Map.of("last", count - 1));
        engine.write("MATCH (c:Comment) WHERE c.id <> 'c7' DELETE c", Map.of());
    }

    /** The Comment index's nodes and entries. */
    private static List<List<Object>> commentIndex(FalkorDbEngine engine) {
        return FalkorDbSession.rows(engine.read("CALL db.indexes() YIELD label, info WHERE label = 'Comment'"
                + " RETURN info.numDocuments, info.numRecords", Map.of()));
    }
}
