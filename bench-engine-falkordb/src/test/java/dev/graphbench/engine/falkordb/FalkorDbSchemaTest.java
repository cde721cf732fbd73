package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.Label;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import redis.clients.jedis.exceptions.JedisDataException;

/** The schema on a graph key of its own: indexes always, unique constraints with the setting. */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbSchemaTest {

    @Test
    void withConstraintsEveryLabelsIdIsUniqueAndDropLeavesNoKey(FalkorDbExtension.Server server) {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "schema-test",
                FalkorDbProvider.CONSTRAINTS, "true"))) {
            engine.schema().drop();
            engine.schema().create();
            List<List<Object>> constraints = FalkorDbSession.rows(engine.read(
                    "CALL db.constraints() YIELD label, properties, status RETURN label, properties, status ORDER BY label",
                    Map.of()));
            assertThat(constraints).hasSize(Label.values().length)
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
}
