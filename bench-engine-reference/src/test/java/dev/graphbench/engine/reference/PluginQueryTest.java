package dev.graphbench.engine.reference;

import dev.graphbench.api.graph.Property;
import static dev.graphbench.api.graph.Label.PERSON;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.ReferenceGraph;
import dev.graphbench.api.graph.RelType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A query the reference does not know is answered through the answer it brings ({@link Query#answeredBy}),
 * Java over the reference's graph; one that brings none is unsupported.
 */
class PluginQueryTest {

    /** The names of a person's followers, by id: over the incoming FOLLOWS, reading a property of each. */
    private static final Query FOLLOWER_NAMES = Query.rows("follower-names", Parameter.id("personId", PERSON))
            .answeredBy((graph, arguments) -> {
                int person = graph.indexOf(PERSON, (String) arguments.get("personId"));
                List<List<Object>> rows = new ArrayList<>();
                if (person >= 0) {
                    ReferenceGraph.Adjacency followers = graph.incoming(RelType.FOLLOWS);
                    for (int k = followers.start(person); k < followers.end(person); k++) {
                        int follower = followers.target(k);
                        rows.add(List.of(graph.id(PERSON, follower), graph.property(PERSON, follower, "name")));
                    }
                }
                return Answer.ofRows(rows);
            });

    private static final GraphSchema WEB = web();

    /** How many nodes a node points to, on a graph of one label and one type, read from the graph's schema. */
    private static final Query OUT_DEGREE = Query.count("out-degree", Parameter.id("nodeId", WEB.label("Page")))
            .answeredBy((graph, arguments) -> {
                Label label = graph.schema().labels().getFirst();
                int node = graph.indexOf(label, (String) arguments.get("nodeId"));
                return Answer.ofCount(node < 0 ? 0 : graph.outgoing(graph.schema().types().getFirst()).degree(node));
            });

    @Test
    void aPluginsQueryIsAnsweredThroughItsReferenceAnswer() {
        TinyGraph graph = new TinyGraph().node(PERSON, "p0", "name", "Ada").node(PERSON, "p1", "name", "Bob")
                .node(PERSON, "p2", "name", "Cy").follows("p1", "p0").follows("p2", "p0").follows("p0", "p2");
        try (var g = graph.load()) {
            assertThat(g.rows(FOLLOWER_NAMES, "p0")).containsExactly(List.of("p1", "Bob"), List.of("p2", "Cy"));
            assertThat(g.rows(FOLLOWER_NAMES, "p1")).isEmpty();
            assertThat(g.rows(FOLLOWER_NAMES, "p9")).isEmpty();
        }
    }

    @Test
    void itReadsAGraphOfAUsersSchemaThroughTheSchemaItIsGiven() {
        TinyGraph graph = new TinyGraph(WEB).nodes(WEB.label("Page"), "home", "about", "blog")
                .rel(WEB.type("LINKS"), "home", "about", "blog").rel(WEB.type("LINKS"), "blog", "home");
        try (var g = graph.load()) {
            assertThat(g.count(OUT_DEGREE, "home")).isEqualTo(2);
            assertThat(g.count(OUT_DEGREE, "blog")).isEqualTo(1);
            assertThat(g.count(OUT_DEGREE, "about")).isZero();
            assertThat(g.count(OUT_DEGREE, "nowhere")).isZero();
        }
    }

    @Test
    void aQueryTheReferenceDoesNotKnowAndThatBringsNoAnswerIsUnsupported() {
        Query unknown = Query.count("shortest-path", Parameter.id("personId", PERSON));
        try (var g = new TinyGraph().persons("p0").load()) {
            assertThatThrownBy(() -> g.session().execute(unknown, Map.of("personId", "p0")))
                    .isInstanceOf(UnsupportedException.class)
                    .hasMessage("the reference engine does not know shortest-path, and the query brings no reference"
                            + " answer of its own");
        }
    }

    /** A graph of web pages and the links between them, of a kind of its own. */
    private static GraphSchema web() {
        Label page = Label.of("Page", "", List.of(Property.string("id")));
        return new GraphSchema("web", List.of(page), List.of(RelType.of("LINKS", page, page)));
    }
}
