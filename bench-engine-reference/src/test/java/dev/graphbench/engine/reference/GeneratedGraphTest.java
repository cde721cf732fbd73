package dev.graphbench.engine.reference;

import static dev.graphbench.engine.reference.ReferenceEngineQueries.comparable;
import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.catalogue.Queries;
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
        engine.schema().create(GraphSchema.GENERATED);
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
    void aRelationshipTakesTwoIntsAndANodeItsIdAndPropertiesWithoutAnObjectOfItsOwn() {
        Graph graph = ((ReferenceEngine) engine).graph();
        long nodes = SPEC.totalNodes();
        long relationships = engine.loader().counts().totalRelationships();

        // Both directions of a relationship are an int each in a target array; the offset arrays, an int a node of
        // each end's label for each type, add about three bytes (most types have one relationship a source).
        assertThat(graph.relationshipBytes() / (double) relationships).isBetween(8.0, 12.0);
        // A node's id and its text are their UTF-8 bytes with an int offset each, its numbers 8 bytes, its id's
        // slot in the lookup table an int or two: no String, no object, which alone would cost 40 bytes or more.
        assertThat(graph.nodeBytes() / (double) nodes).isBetween(20.0, 120.0);
        assertThat(engine.dataSize().orElseThrow().bytes()).isEqualTo(graph.bytes());
        assertThat(engine.dataSize().orElseThrow().measure()).matches("the reference graph's arrays in the JVM heap:"
                + " [0-9.]+ bytes a node \\(its id, the table that finds it, its properties\\), [0-9.]+ bytes a"
                + " relationship \\(both directions\\)");
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
            for (Query query : ReferenceEngineQueries.SUPPORTED) {
                if (query.equals(Queries.COUNT_ISSUES_BY_PROPERTIES)) {
                    for (String state : List.of("open", "closed")) {
                        for (long priority = 0; priority <= 3; priority++) {
                            Map<String, Object> call = Map.of("state", state, "priority", priority);
                            assertThat(session.execute(query, call)).as(query.id() + " " + call)
                                    .isEqualTo(oracle.answer(query, call));
                        }
                    }
                    continue;
                }
                if (query.parameters().isEmpty()) {
                    assertThat(comparable(query, session.execute(query, Map.of()))).as(query.id())
                            .isEqualTo(comparable(query, oracle.answer(query, Map.of())));
                    continue;
                }
                Parameter parameter = query.parameters().getFirst();
                for (String id : arguments.ids(parameter.label(), "reference-test/" + query.id(), 30)) {
                    if (query.equals(Queries.HOPS)) {
                        for (int hops = 1; hops <= 4; hops++) {
                            // The generated FOLLOWS never run both ways, so walks and trails differ
                            // only at four hops, by the walks round a cycle of three people.
                            for (PathSemantics paths : PathSemantics.values()) {
                                Map<String, Object> call = Map.of(parameter.name(), id, "hops", hops,
                                        PathSemantics.ARGUMENT, paths.name());
                                assertThat(session.execute(query, call).count()).as("%s %s %d", paths, id, hops)
                                        .isEqualTo(oracle.paths(id, hops, paths));
                            }
                        }
                    } else {
                        Map<String, Object> call = Map.of(parameter.name(), id);
                        assertThat(comparable(query, session.execute(query, call))).as(query.id() + " " + id)
                                .isEqualTo(comparable(query, oracle.answer(query, call)));
                    }
                }
            }
        }
    }

}
