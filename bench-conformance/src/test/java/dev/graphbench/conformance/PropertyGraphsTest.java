package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.engine.reference.ReferenceProvider;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kit's property graph, and its check: it passes an engine that holds every value and fails one that does not. */
class PropertyGraphsTest {

    @TempDir
    Path folder;

    @Test
    void theKitsGraphIsAPropertyGraphOfEveryType() {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        GraphSchema schema = movies.schema();
        assertThat(schema.kind()).isEqualTo(GraphSchema.PROPERTY);
        assertThat(schema.labels()).extracting(Label::graphName)
                .containsExactly("Movie", "Sequel", "Person", "Actor", "Director", "Order", "Big Deal");
        assertThat(schema.types()).extracting(RelType::name).containsExactly("ACTED_IN", "RATED", "PLACED BY");
        assertThat(movies.manifest().counts().nodes()).containsEntry("Person", 4L).containsEntry("Actor", 2L)
                .containsEntry("Director", 2L);
        assertThat(PropertyGraphs.expected(movies).get("label Movie"))
                .contains("[\"m1\",\"The Matrix, \\\"1999\\\"\",1999,8.7,0.1,[\"action\",\"sci-fi\"],"
                        + "\"1999-04-01T04:00:00\",\"1999-09-21\",\"2024-01-02T03:04:05\",true,[1,-2,9007199254740993],"
                        + "[0.25,-1.5],[\"1999-01-01\",\"2000-02-29\"]]");
    }

    @Test
    void theReferenceHoldsEveryValueAndAReaderThatLosesOneIsCaught() {
        Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(folder), 1, 1, false);
        ReferenceProvider provider = new ReferenceProvider();
        try (Engine engine = provider.open(Settings.resolve(provider.settings(), Map.of()));
             Session session = engine.openSession()) {
            PropertyGraphs.Reader reader = PropertyGraphs.reference(session);
            assertThat(PropertyGraphs.check(engine, movies, reader)).isEmpty();

            PropertyGraphs.Reader lossy = new PropertyGraphs.Reader() {
                @Override
                public List<List<Object>> nodes(Label label) {
                    List<List<Object>> rows = new ArrayList<>();
                    for (List<Object> row : reader.nodes(label)) {
                        List<Object> changed = new ArrayList<>(row);
                        // A datetime of another zone kept as local text, as an engine that lost its offset would.
                        changed.replaceAll(value -> value instanceof java.time.Instant instant
                                ? instant.atZone(java.time.ZoneId.of("Europe/Paris")).toLocalDateTime() : value);
                        rows.add(changed);
                    }
                    return rows;
                }

                @Override
                public List<List<Object>> relationships(RelType type) {
                    return reader.relationships(type);
                }
            };
            assertThat(PropertyGraphs.check(engine, movies, lossy)).extracting(line -> line.substring(0, 19))
                    .containsExactly("label Movie: read [", "label Sequel: read ");
        }
    }
}
