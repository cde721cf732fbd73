package dev.graphbench.engine.reference;

import static dev.graphbench.api.graph.Label.ISSUE;
import static dev.graphbench.api.graph.Label.ORG;
import static dev.graphbench.api.graph.Label.PERSON;
import static dev.graphbench.api.graph.Label.REPO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.QueryId;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Loading, counting and dropping, and the load contract the engine holds the stream to. */
class LoaderTest {

    private static final TinyGraph GRAPH = new TinyGraph().nodes(ORG, "o0", "o1").persons("p0", "p1", "p2")
            .nodes(REPO, "r0", "r1").rel(RelType.OWNED_BY, "r0", "o0").rel(RelType.OWNED_BY, "r1", "o1")
            .rel(RelType.MEMBER_OF, "p0", "o0", "o1").follows("p0", "p1").follows("p1", "p2")
            .rel(RelType.DEPENDS_ON, "r1", "r0")
            .issue("i0", "open", "r0").rel(RelType.ASSIGNED_TO, "i0", "p1", "p2").rel(RelType.OPENED_BY, "i0", "p0")
            .comment("c0", "i0", "p2");

    private static void assertHoldsGraph(GraphCounts counts) {
        assertThat(counts.nodes()).containsExactlyInAnyOrderEntriesOf(Map.of(ORG, 2L, PERSON, 3L, REPO, 2L,
                Label.TOPIC, 0L, ISSUE, 1L, Label.COMMENT, 1L));
        assertThat(counts.relationships()).containsExactlyInAnyOrderEntriesOf(Map.of(RelType.MEMBER_OF, 2L,
                RelType.FOLLOWS, 2L, RelType.OWNED_BY, 2L, RelType.DEPENDS_ON, 1L, RelType.IN_REPO, 1L,
                RelType.OPENED_BY, 1L, RelType.ASSIGNED_TO, 2L, RelType.TAGGED, 0L, RelType.ON, 1L,
                RelType.WRITTEN_BY, 1L));
    }

    @Test
    void countsWhatItHoldsBeforeAndAfterTheAdjacencyIsBuilt() {
        try (var g = GRAPH.loadWithoutAfterLoad()) {
            assertHoldsGraph(g.engine().loader().counts());
            g.engine().schema().afterLoad();
            assertHoldsGraph(g.engine().loader().counts());
        }
    }

    @Test
    void dropEmptiesAndAllowsANewLoad() {
        try (var g = GRAPH.load()) {
            g.engine().schema().drop();
            GraphCounts counts = g.engine().loader().counts();
            assertThat(counts.totalNodes()).isZero();
            assertThat(counts.totalRelationships()).isZero();
            assertThat(g.count(QueryId.ONE_HOP, "p1")).isZero();

            g.engine().schema().drop();
            g.engine().loader().loadNodes(GRAPH.streamedNodes().iterator(), added -> { });
            g.engine().loader().loadRelationships(GRAPH.streamedRelationships().iterator(), added -> { });
            assertHoldsGraph(g.engine().loader().counts());
            assertThat(g.count(QueryId.ONE_HOP, "p1")).isEqualTo(1);
        }
    }

    @Test
    void createStartsFromAnEmptyGraph() {
        try (var g = GRAPH.load()) {
            g.engine().schema().create();
            assertThat(g.engine().loader().counts().totalNodes()).isZero();
        }
    }

    @Test
    void reportsProgressForEveryNodeAndRelationship() {
        try (var g = new TinyGraph().loadWithoutAfterLoad()) {
            AtomicLong nodes = new AtomicLong();
            AtomicLong relationships = new AtomicLong();
            List<Node> streamedNodes = new ArrayList<>();
            for (int p = 0; p < 70_000; p++) {
                streamedNodes.add(new Node(PERSON, p, new Object[] {"p" + p, "n", "l"}));
            }
            List<Relationship> follows = new ArrayList<>();
            for (int p = 1; p < 70_000; p++) {
                follows.add(new Relationship(RelType.FOLLOWS, p, "p" + p, 0, "p0"));
            }
            g.engine().loader().loadNodes(streamedNodes.iterator(), nodes::addAndGet);
            g.engine().loader().loadRelationships(follows.iterator(), relationships::addAndGet);
            assertThat(nodes).hasValue(70_000);
            assertThat(relationships).hasValue(69_999);
            assertThat(g.count(QueryId.ONE_HOP, "p0")).isEqualTo(69_999);
        }
    }

    @Test
    void refusesNodesOutOfOrdinalOrder() {
        try (var g = new TinyGraph().loadWithoutAfterLoad()) {
            List<Node> nodes = List.of(new Node(ORG, 0, new Object[] {"o0", "n"}),
                    new Node(ORG, 2, new Object[] {"o2", "n"}));
            assertThatThrownBy(() -> g.engine().loader().loadNodes(nodes.iterator(), added -> { }))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("ordinal 2, expected 1");
        }
    }

    @Test
    void refusesNodesOutOfLabelOrder() {
        try (var g = new TinyGraph().loadWithoutAfterLoad()) {
            List<Node> nodes = List.of(new Node(REPO, 0, new Object[] {"r0", "n", "Java", 1L}),
                    new Node(ORG, 1, new Object[] {"o0", "n"}));
            assertThatThrownBy(() -> g.engine().loader().loadNodes(nodes.iterator(), added -> { }))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("grouped by label");
        }
    }

    @Test
    void refusesARelationshipWhoseEndHasTheWrongLabel() {
        try (var g = new TinyGraph().nodes(ORG, "o0").persons("p0").loadWithoutAfterLoad()) {
            var follows = List.of(new Relationship(RelType.FOLLOWS, 1, "p0", 0, "o0"));
            assertThatThrownBy(() -> g.engine().loader().loadRelationships(follows.iterator(), added -> { }))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is not a Person node");
        }
    }

    @Test
    void refusesADuplicateId() {
        try (var g = new TinyGraph().persons("x").nodes(REPO, "x").loadWithoutAfterLoad()) {
            assertThatThrownBy(() -> g.engine().schema().afterLoad())
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'x'");
        }
    }

    @Test
    void refusesToLoadIntoABuiltGraphUntilDropped() {
        try (var g = GRAPH.load()) {
            assertThatThrownBy(() -> g.engine().loader().loadNodes(GRAPH.streamedNodes().iterator(), added -> { }))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("drop the schema");
        }
    }

    @Test
    void closingTheEngineLetsTheGraphGo() {
        var g = GRAPH.load();
        g.close();
        assertThat(g.engine().loader().counts().totalNodes()).isZero();
    }
}
