package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EngineException;
import dev.graphbench.conformance.PropertyGraphs;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.Datasets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A property graph on FalkorDB by its other load path, UNWIND batches, value for value as GRAPH.BULK loads it
 * (the conformance kit checks that one); the statements its schema runs; and a datetime with a fraction of a
 * second, which FalkorDB cannot keep, refused in one line.
 */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbPropertyGraphTest {

    @TempDir
    Path folder;

    @Test
    void aPropertyGraphLoadedByUnwindBatchesComesBackAsItsFilesHoldIt(FalkorDbExtension.Server server) {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        try (FalkorDbEngine unwind = server.open(Map.of(FalkorDbProvider.GRAPH, "unwind-movies",
                FalkorDbProvider.LOAD_PATH, "unwind"))) {
            assertThat(PropertyGraphs.check(unwind, movies, new FalkorDbPropertyReader(unwind))).isEmpty();
            unwind.schema().drop();
        }
    }

    @Test
    void theSchemaIsAnIdIndexForEachLabelInBackticks() {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        assertThat(new FalkorDbProvider().dialect().schema(movies.schema())).startsWith(
                "CREATE INDEX FOR (n:`Movie`) ON (n.id)", "CREATE INDEX FOR (n:`Sequel`) ON (n.id)")
                .contains("CREATE INDEX FOR (n:`Big Deal`) ON (n.id)",
                        "GRAPH.CONSTRAINT CREATE bench UNIQUE NODE \"Big Deal\" PROPERTIES 1 id");
    }

    @Test
    void aDatetimeWithAFractionOfASecondIsRefusedInOneLine(FalkorDbExtension.Server server) throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,at:datetime,:LABEL\n1,2024-05-31T09:30:00.5Z,Event\n"
                + "2,2024-05-31T09:30:00Z,Event\n");
        Files.writeString(folder.resolve("b.relationships.csv"), ":START_ID,:END_ID,:TYPE\n1,2,NEXT\n");
        Dataset events = Datasets.parse("csv:" + folder, 1, 1, false);
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "fractions"))) {
            engine.schema().drop();
            engine.schema().create(events.schema());
            assertThatThrownBy(() -> engine.loader().loadNodes(events.nodes(), stored -> { }))
                    .isInstanceOf(EngineException.class)
                    .hasMessageContaining("2024-05-31T09:30:00.500 has a fraction of a second, which FalkorDB does not"
                            + " keep (its datetimes are whole seconds): round the datetimes of the files to the second,"
                            + " or leave FalkorDB out of the run (--engines)")
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
            engine.schema().drop();
        }
    }
}
