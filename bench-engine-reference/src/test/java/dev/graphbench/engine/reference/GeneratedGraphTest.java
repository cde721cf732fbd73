package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The generated graph at scale factor 0.01, loaded once: its counts and answers. */
class GeneratedGraphTest {

    private static final DatasetSpec SPEC = DatasetSpec.of(0.01, DatasetSpec.DEFAULT_SEED);
    private static Engine engine;

    @BeforeAll
    static void load() {
        Generator generator = new Generator(SPEC);
        engine = new ReferenceProvider().open(Settings.resolve(List.of(), Map.of()));
        engine.schema().drop();
        engine.schema().create();
        engine.loader().loadNodes(generator.nodes(), added -> { });
        engine.loader().loadRelationships(generator.relationships(), added -> { });
        engine.schema().afterLoad();
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    @Test
    void holdsWhatTheManifestCounts() {
        Manifest manifest = new Generator(SPEC).manifest();
        assertThat(engine.loader().counts()).isEqualTo(manifest.counts());
        assertThat(engine.loader().counts().totalNodes()).isEqualTo(SPEC.totalNodes());
    }

    @Test
    void answersAsTheOracleForSeededArguments() {
        Generator generator = new Generator(SPEC);
        List<Node> nodes = new ArrayList<>();
        generator.nodes().forEachRemaining(nodes::add);
        List<Relationship> relationships = new ArrayList<>();
        generator.relationships().forEachRemaining(relationships::add);
        WalkOracle oracle = new WalkOracle(nodes, relationships);
        ArgumentLists arguments = new ArgumentLists(SPEC);
        try (Session session = engine.openSession()) {
            for (QueryId query : ReferenceEngineQueries.SUPPORTED) {
                if (query.parameters().isEmpty()) {
                    assertThat(session.execute(query, Map.of())).as(query.id()).isEqualTo(oracle.answer(query, null));
                    continue;
                }
                String parameter = query.parameters().getFirst().name();
                for (String id : arguments.ids(query.parameters().getFirst().label(), "reference-test/" + query.id(), 30)) {
                    if (query == QueryId.HOPS) {
                        for (int hops = 1; hops <= 4; hops++) {
                            // The generated FOLLOWS never run both ways, so walks and trails differ
                            // only at four hops, by the walks round a cycle of three people.
                            assertThat(session.execute(query, Map.of(parameter, id, "hops", hops)).count())
                                    .as("walks %s %d", id, hops).isEqualTo(oracle.paths(id, hops, PathSemantics.WALK));
                            assertThat(session.execute(query, Map.of(parameter, id, "hops", hops,
                                    PathSemantics.ARGUMENT, PathSemantics.TRAIL.name())).count())
                                    .as("trails %s %d", id, hops).isEqualTo(oracle.paths(id, hops, PathSemantics.TRAIL));
                        }
                    } else {
                        assertThat(session.execute(query, Map.of(parameter, id))).as(query.id() + " " + id)
                                .isEqualTo(oracle.answer(query, id));
                    }
                }
            }
        }
    }

}
