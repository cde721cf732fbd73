package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.conformance.PropertyGraphs;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.Datasets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A property graph on {@code neo4j} by Neo4j's importer (the conformance kit checks it over Bolt, and on
 * {@code neo4j-embedded}), the constraints its schema makes, and a drop that removes its nodes by the labels of
 * those constraints, whatever they are called.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jPropertyGraphTest {

    @TempDir
    Path folder;

    @Test
    void aPropertyGraphImportedComesBackAsItsFilesHoldIt(Neo4jExtension.Server server) {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        try (Engine engine = server.open(Map.of(Neo4jProvider.LOAD_PATH, Neo4jProvider.IMPORT))) {
            assertThat(engine.loader().loadPath()).isEqualTo(Neo4jLoader.IMPORT_PATH);
            assertThat(PropertyGraphs.check(engine, movies, Neo4jPropertyReader.overBolt((Neo4jEngine) engine)))
                    .isEmpty();
        }
    }

    @Test
    void dropRemovesAPropertyGraphsNodesWhateverItsLabels(Engine engine, Neo4jExtension.Server server) {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        PropertyGraphs.load(engine, movies);
        assertThat(server.query("MATCH (n:`Big Deal`) RETURN count(n) AS n", Map.of()).getFirst().get("n").asLong())
                .isEqualTo(1);

        engine.schema().drop();

        assertThat(server.query("MATCH (n) RETURN count(n) AS n", Map.of()).getFirst().get("n").asLong()).isZero();
        assertThat(server.query("SHOW CONSTRAINTS YIELD name WHERE name STARTS WITH 'bench_' RETURN count(*) AS n",
                Map.of()).getFirst().get("n").asLong()).isZero();
    }

    @Test
    void theSchemaIsAUniqueConstraintOnEachLabelsIdInBackticks() {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        assertThat(new Neo4jProvider().dialect().schema(movies.schema())).startsWith(
                "CREATE CONSTRAINT `bench_Movie_id` IF NOT EXISTS FOR (n:`Movie`) REQUIRE n.id IS UNIQUE")
                .contains("CREATE CONSTRAINT `bench_Big Deal_id` IF NOT EXISTS FOR (n:`Big Deal`) REQUIRE n.id IS UNIQUE",
                        "CALL db.awaitIndexes(600)", "CALL db.resampleOutdatedIndexes()");
        assertThat(new Neo4jEmbeddedProvider().dialect().schema(movies.schema()))
                .isEqualTo(new Neo4jProvider().dialect().schema(movies.schema()));
    }
}
