package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.Property;
import static dev.graphbench.api.graph.Label.ORG;
import static dev.graphbench.api.graph.Label.PERSON;
import static dev.graphbench.api.graph.Label.REPO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.catalogue.Queries;
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
        assertThat(counts.nodes()).containsExactly(entry("Org", 2L), entry("Person", 3L), entry("Repo", 2L),
                entry("Topic", 0L), entry("Issue", 1L), entry("Comment", 1L));
        assertThat(counts.relationships()).containsExactly(entry("MEMBER_OF", 2L), entry("FOLLOWS", 2L),
                entry("OWNED_BY", 2L), entry("DEPENDS_ON", 1L), entry("IN_REPO", 1L), entry("OPENED_BY", 1L),
                entry("ASSIGNED_TO", 2L), entry("TAGGED", 0L), entry("ON", 1L), entry("WRITTEN_BY", 1L));
        assertThat(counts.nodes(Label.PERSON)).isEqualTo(3);
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
            assertThat(g.count(Queries.ONE_HOP, "p1")).isZero();

            g.engine().schema().drop();
            g.engine().loader().loadNodes(GRAPH.streamedNodes().iterator(), added -> { });
            g.engine().loader().loadRelationships(GRAPH.streamedRelationships().iterator(), added -> { });
            assertHoldsGraph(g.engine().loader().counts());
            assertThat(g.count(Queries.ONE_HOP, "p1")).isEqualTo(1);
        }
    }

    @Test
    void createStartsFromAnEmptyGraph() {
        try (var g = GRAPH.load()) {
            g.engine().schema().create(GraphSchema.GENERATED);
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
            assertThat(g.count(Queries.ONE_HOP, "p0")).isEqualTo(69_999);
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

    @Test
    void loadsAGraphOfAUsersSchemaAndKeepsItAcrossADrop() {
        GraphSchema web = web();
        Label page = web.label("Page");
        RelType links = web.type("LINKS");
        TinyGraph graph = new TinyGraph(web).nodes(page, "home", "about", "blog").rel(links, "home", "about", "blog")
                .rel(links, "blog", "home");
        try (var g = graph.load()) {
            GraphCounts counts = new GraphCounts(Map.of("Page", 3L), Map.of("LINKS", 3L));
            assertThat(g.engine().loader().counts()).isEqualTo(counts);

            g.engine().schema().drop();
            assertThat(g.engine().loader().counts()).isEqualTo(new GraphCounts(Map.of("Page", 0L), Map.of("LINKS", 0L)));
            g.engine().loader().loadNodes(graph.streamedNodes().iterator(), added -> { });
            g.engine().loader().loadRelationships(graph.streamedRelationships().iterator(), added -> { });
            g.engine().schema().afterLoad();
            assertThat(g.engine().loader().counts()).isEqualTo(counts);
        }
    }

    @Test
    void refusesANodeOrARelationshipTheSchemaDoesNotHave() {
        GraphSchema web = web();
        try (var g = new TinyGraph(web).loadWithoutAfterLoad()) {
            List<Node> people = List.of(new Node(PERSON, 0, new Object[] {"p0", "n", "l"}));
            assertThatThrownBy(() -> g.engine().loader().loadNodes(people.iterator(), added -> { }))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("node p0 is a Person, a label the graph's schema does not have");
        }
        try (var g = new TinyGraph(web).nodes(web.label("Page"), "home").loadWithoutAfterLoad()) {
            var follows = List.of(new Relationship(RelType.FOLLOWS, 0, "home", 0, "home"));
            assertThatThrownBy(() -> g.engine().loader().loadRelationships(follows.iterator(), added -> { }))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageEndingWith("is of a type the graph's schema does not have");
        }
    }

    @Test
    void refusesAValueOfAnotherTypeThanItsProperty() {
        try (var g = new TinyGraph().loadWithoutAfterLoad()) {
            List<Node> repos = List.of(new Node(REPO, 0, new Object[] {"r0", "n", "Java", "many"}));
            assertThatThrownBy(() -> g.engine().loader().loadNodes(repos.iterator(), added -> { }))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("node r0 has many for ")
                    .hasMessageEndingWith(": every value must be of its property's type");
        }
    }

    /** A graph of web pages and the links between them, of a kind of its own. */
    private static GraphSchema web() {
        Label page = Label.of("Page", "", List.of(Property.string("id")));
        return new GraphSchema("web", List.of(page), List.of(RelType.of("LINKS", page, page)));
    }
}
