package dev.graphbench.engine.reference;

import static dev.graphbench.api.graph.Label.ISSUE;
import static dev.graphbench.api.graph.Label.PERSON;
import static dev.graphbench.api.graph.Label.REPO;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The built graph as a reference answer reads it: nodes numbered within their label, values by property, adjacency. */
class GraphTest {

    // Repos arrive before issues whatever the order here: each label's nodes are numbered from 0.
    private static final TinyGraph GRAPH = new TinyGraph()
            .node(ISSUE, "i0", "title", "Crash", "state", "open", "priority", 3L, "repoId", "r1")
            .node(REPO, "r0", "name", "engine", "language", "Java", "stars", 120L)
            .node(REPO, "r1", "name", "tööls", "language", "Go", "stars", -7L)
            .persons("p0", "p1")
            .rel(RelType.IN_REPO, "i0", "r1").rel(RelType.DEPENDS_ON, "r1", "r0")
            .follows("p0", "p1").follows("p1", "p0");

    @Test
    void nodesAreNumberedWithinTheirLabelAndFoundById() {
        Graph graph = GRAPH.build();
        assertThat(graph.schema()).isEqualTo(GraphSchema.GENERATED);
        assertThat(graph.size(REPO)).isEqualTo(2);
        assertThat(graph.size(ISSUE)).isEqualTo(1);
        assertThat(graph.size(Label.TOPIC)).isZero();
        assertThat(graph.indexOf(REPO, "r1")).isEqualTo(1);
        assertThat(graph.indexOf(ISSUE, "i0")).isZero();
        assertThat(graph.id(REPO, 1)).isEqualTo("r1");
        // An id of another label, or of none, is no node of this one.
        assertThat(graph.indexOf(REPO, "i0")).isEqualTo(-1);
        assertThat(graph.indexOf(REPO, "r9")).isEqualTo(-1);
        // A label the graph does not have holds no node.
        Label page = Label.of("Page", "", List.of(Property.string("id")));
        assertThat(graph.size(page)).isZero();
        assertThat(graph.indexOf(page, "r0")).isEqualTo(-1);
    }

    @Test
    void aPropertyIsAStringOrALongAndTheIdIsTheFirst() {
        Graph graph = GRAPH.build();
        int r1 = graph.indexOf(REPO, "r1");
        assertThat(graph.property(REPO, r1, "id")).isEqualTo("r1");
        assertThat(graph.property(REPO, r1, "name")).isEqualTo("tööls");
        assertThat(graph.property(REPO, r1, "stars")).isInstanceOf(Long.class).isEqualTo(-7L);
        assertThat(graph.property(ISSUE, 0, "priority")).isEqualTo(3L);
        assertThat(graph.property(ISSUE, 0, "repoId")).isEqualTo("r1");
        assertThatThrownBy(() -> graph.property(REPO, r1, "owner")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Repo has no property owner");
        Label page = Label.of("Page", "", List.of(Property.string("id")));
        assertThatThrownBy(() -> graph.property(page, 0, "id")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the graph has no label Page");
    }

    @Test
    void propertiesAreEveryValueInTheLabelsOrder() {
        Graph graph = GRAPH.build();
        assertThat(graph.properties(REPO, graph.indexOf(REPO, "r0"))).containsExactly(entry("id", "r0"),
                entry("name", "engine"), entry("language", "Java"), entry("stars", 120L));
        assertThat(graph.properties(ISSUE, 0)).containsExactly(entry("id", "i0"), entry("title", "Crash"),
                entry("state", "open"), entry("priority", 3L), entry("repoId", "r1"));
        assertThat(graph.properties(PERSON, graph.indexOf(PERSON, "p1"))).isEqualTo(GRAPH.fragment("p1"));
    }

    @Test
    void relationshipsAreReadInBothDirectionsByNodeNumber() {
        Graph graph = GRAPH.build();
        int r0 = graph.indexOf(REPO, "r0");
        int r1 = graph.indexOf(REPO, "r1");
        var dependsOn = graph.outgoing(RelType.DEPENDS_ON);
        assertThat(dependsOn.degree(r1)).isEqualTo(1);
        assertThat(dependsOn.target(dependsOn.start(r1))).isEqualTo(r0);
        assertThat(dependsOn.degree(r0)).isZero();
        var issues = graph.incoming(RelType.IN_REPO);
        assertThat(issues.degree(r1)).isEqualTo(1);
        assertThat(graph.id(ISSUE, issues.target(issues.start(r1)))).isEqualTo("i0");
        assertThat(graph.outgoing(RelType.TAGGED).degree(0)).isZero();
        RelType links = RelType.of("LINKS", PERSON, PERSON);
        assertThatThrownBy(() -> graph.outgoing(links)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the graph has no relationship type LINKS");
    }

    @Test
    void aColumnIsFoundByItsPropertyAndTheIdHasNone() {
        Graph graph = GRAPH.build();
        assertThat(graph.text(ISSUE, "state").matcher("open").matches(0)).isTrue();
        assertThat(graph.numbers(REPO, "stars").get(graph.indexOf(REPO, "r0"))).isEqualTo(120L);
        assertThatThrownBy(() -> graph.text(ISSUE, "id")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Issue has no column id");
    }

    @Test
    void countsAndBytesSayWhatTheGraphHolds() {
        Graph graph = GRAPH.build();
        assertThat(graph.counts().nodes(REPO)).isEqualTo(2);
        assertThat(graph.counts().relationships(RelType.FOLLOWS)).isEqualTo(2);
        assertThat(graph.counts().totalNodes()).isEqualTo(5);
        assertThat(graph.counts().totalRelationships()).isEqualTo(4);
        Graph bigger = new TinyGraph().persons("p0", "p1", "p2", "p3").follows("p0", "p1", "p2", "p3")
                .follows("p1", "p0").build();
        assertThat(bigger.bytes()).isGreaterThan(new TinyGraph().persons("p0").build().bytes()).isPositive();
    }
}
