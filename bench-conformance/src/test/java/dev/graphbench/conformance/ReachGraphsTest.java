package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Query;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.SnapDataset;
import dev.graphbench.engine.reference.ReferenceProvider;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The kit's edge list answers what it was drawn to answer, and the check finds an engine that answers otherwise. */
class ReachGraphsTest {

    @TempDir
    Path folder;

    private final ReferenceProvider provider = new ReferenceProvider();
    private final Engine reference = provider.open(Settings.resolve(provider.settings(), Map.of()));

    @AfterEach
    void close() {
        reference.close();
    }

    private Dataset edgeList() {
        return SnapDataset.read(ReachGraphs.writeEdgeList(folder.resolve("reach.txt")), false, DatasetSpec.DEFAULT_SEED);
    }

    @Test
    void theEdgeListsShapesAnswerWhatTheyWereDrawnFor() {
        Dataset dataset = edgeList();
        ReachGraphs.Checked checked = ReachGraphs.check(reference, dataset, List.of("0"));
        assertThat(checked.differences()).isEmpty();
        try (Session session = reference.openSession()) {
            // The cycle 0, 1, 2 and out to 3: the start is reached again at 3 hops and not counted.
            assertThat(reach(session, "0", 1, 2, 3, 4, 131_072)).containsExactly(1L, 2L, 3L, 3L, 3L);
            // 300 reaches 303 in one hop, two and three: whatever the path, 305 and 306 lie beyond it.
            assertThat(reach(session, "300", 1, 2, 3, 4)).containsExactly(3L, 5L, 6L, 6L);
            // The chain: 8 hops stop on it, 131,072 walk it and what it leads to, the tangle and the cycle.
            assertThat(reach(session, "10", 8)).containsExactly(8L);
            assertThat(reach(session, "10", 131_072).getFirst()).isGreaterThan(ReachGraphs.CHAIN + 50L);
            assertThat(reach(session, "60", 1, 131_072)).as("the chain's end, a sink").containsExactly(0L, 0L);
            assertThat(reach(session, "no-such-node", 4)).containsExactly(0L);
        }
        assertThat(dataset.manifest().file().selfLoopsDropped()).as("5 to 5, and two of the tangle's").isEqualTo(3);
    }

    @Test
    void everyStartIsAskedAtEveryDepthAndTheReferenceAgreesWithItself() {
        Dataset dataset = edgeList();
        List<String> starts = ReachGraphs.starts(dataset, ReachGraphs.EDGE_LIST_STARTS, 3);
        assertThat(starts).startsWith(ReachGraphs.EDGE_LIST_STARTS.toArray(String[]::new)).doesNotHaveDuplicates();
        ReachGraphs.Checked checked = ReachGraphs.check(reference, dataset, starts);
        assertThat(checked.calls()).isEqualTo(starts.size() * ReachGraphs.DEPTHS.size());
        assertThat(checked.differences()).isEmpty();
    }

    @Test
    void anEngineThatCountsOneNodeTooManyDeepDownIsNamedStartByStartAndDepthByDepth() {
        Dataset dataset = edgeList();
        ReachGraphs.Checked checked = ReachGraphs.check(new Planted(reference, false), dataset, List.of("0", "60"));
        assertThat(checked.calls()).isEqualTo(2 * ReachGraphs.DEPTHS.size());
        assertThat(checked.differences()).containsExactly(
                dataset.name() + ", start 0, 8 hops: 4 nodes, the reference 3",
                dataset.name() + ", start 0, 131072 hops: 4 nodes, the reference 3",
                dataset.name() + ", start 60, 8 hops: 1 nodes, the reference 0",
                dataset.name() + ", start 60, 131072 hops: 1 nodes, the reference 0");
    }

    @Test
    void anEngineThatLosesARelationshipIsStoppedAtItsCounts() {
        Dataset dataset = edgeList();
        ReachGraphs.Checked checked = ReachGraphs.check(new Planted(reference, true), dataset, List.of("0"));
        assertThat(checked.calls()).isZero();
        long relationships = dataset.manifest().counts().relationships(RelType.LINK);
        assertThat(checked.differences()).containsExactly(dataset.name() + ": the loaded graph differs from the"
                + " manifest: [LINK: " + (relationships - 1) + " loaded, " + relationships + " expected]");
    }

    private static List<Long> reach(Session session, String start, long... depths) {
        return Arrays.stream(depths)
                .mapToObj(depth -> session.execute(Queries.REACH, Map.of("startId", start, "hops", depth)).count())
                .toList();
    }

    /** The reference engine with a planted mistake: one node too many at 8 hops and more, or a relationship lost. */
    private record Planted(Engine engine, boolean losesARelationship) implements Engine {

        @Override
        public EngineInfo info() {
            return engine.info();
        }

        @Override
        public void ping() {
            engine.ping();
        }

        @Override
        public Schema schema() {
            return engine.schema();
        }

        @Override
        public Loader loader() {
            Loader loader = engine.loader();
            return new Loader() {
                @Override
                public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
                    loader.loadNodes(nodes, progress);
                }

                @Override
                public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
                    if (losesARelationship) {
                        relationships.next();
                    }
                    loader.loadRelationships(relationships, progress);
                }

                @Override
                public GraphCounts counts() {
                    return loader.counts();
                }
            };
        }

        @Override
        public Session openSession() {
            Session session = engine.openSession();
            return new Session() {
                @Override
                public Answer execute(Query query, Map<String, Object> arguments) {
                    Answer answer = session.execute(query, arguments);
                    return ((Number) arguments.get("hops")).longValue() >= 8 ? Answer.ofCount(answer.count() + 1) : answer;
                }

                @Override
                public void close() {
                    session.close();
                }
            };
        }

        @Override
        public void close() {
        }
    }
}
