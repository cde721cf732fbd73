package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.conformance.TestGraph;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(EmbeddedPostgresExtension.class)
class LoaderTest {

    private static final List<String> NASTY = List.of(
            "back\\slash", "\\", "\\\\N", "\\N", "\\.", "tab\there", "new\nline", "carriage\rreturn", "crlf\r\n",
            "\"quoted\"", "'single'", "{\"json\": [1, 2]}", "é ü ß", "中文", "emoji 😀 and 🏳️‍🌈", "\u0001\u001f\u007f",
            "", " ", "trailing\\", "u\\u0041 is not A", "comma, semicolon; pipe|");

    private final PostgresEngine engine;

    LoaderTest(Engine engine) {
        this.engine = (PostgresEngine) engine;
    }

    @BeforeEach
    void emptyTables() {
        engine.schema().drop();
        engine.schema().create(GraphSchema.GENERATED);
    }

    @Test
    void nastyStringsComeBackAsTheyWent() throws SQLException {
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < NASTY.size(); i++) {
            nodes.add(new Node(Label.TOPIC, i, new Object[] {"t" + i, NASTY.get(i)}));
        }
        // The id is the value too: the id index and the parameter binding must see the same text.
        nodes.add(new Node(Label.PERSON, NASTY.size(), new Object[] {"p\"'\\\t\n😀", "n", "l"}));
        engine.loader().loadNodes(nodes.iterator(), added -> { });
        engine.schema().afterLoad();

        try (Connection connection = engine.connection();
             PreparedStatement select = connection.prepareStatement(
                     "SELECT props ->> 'name' FROM bench_node WHERE (props ->> 'id') = ?")) {
            for (int i = 0; i < NASTY.size(); i++) {
                select.setString(1, "t" + i);
                try (ResultSet rows = select.executeQuery()) {
                    assertThat(rows.next()).isTrue();
                    assertThat(rows.getString(1)).as("value %d", i).isEqualTo(NASTY.get(i));
                }
            }
            select.setString(1, "p\"'\\\t\n😀");
            try (ResultSet rows = select.executeQuery()) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo("n");
            }
        }
    }

    @Test
    void nodesAreStoredWithLabelsPropertiesAndTypes() throws SQLException {
        engine.loader().loadNodes(List.of(
                new Node(Label.REPO, 0, new Object[] {"r0", "graph", "Java", 1234L}),
                new Node(Label.ISSUE, 1, new Object[] {"i0", "crash", "open", 3L, "r0"}),
                new Node(Label.PERSON, 2, new Object[] {"p0", null, "x"})).iterator(), added -> { });
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "SELECT nid, labels::text, props::text, jsonb_typeof(props -> 'stars') FROM bench_node ORDER BY nid")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getLong(1)).isZero();
            assertThat(rows.getString(2)).isEqualTo("[\"Repo\"]");
            assertThat(rows.getString(3))
                    .isEqualTo("{\"id\": \"r0\", \"name\": \"graph\", \"stars\": 1234, \"language\": \"Java\"}");
            assertThat(rows.getString(4)).isEqualTo("number");
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(3))
                    .isEqualTo("{\"id\": \"i0\", \"state\": \"open\", \"title\": \"crash\", \"repoId\": \"r0\", \"priority\": 3}");
            assertThat(rows.next()).isTrue();
            assertThat(rows.getLong(1)).isEqualTo(2);
            assertThat(rows.getString(3)).isEqualTo("{\"id\": \"p0\", \"login\": \"x\"}");
            assertThat(rows.next()).isFalse();
        }
    }

    @Test
    void relationshipsAreStoredByOrdinal() throws SQLException {
        engine.loader().loadRelationships(List.of(
                new Relationship(RelType.FOLLOWS, 5, "p5", 7, "p7"),
                new Relationship(RelType.WRITTEN_BY, 9_000_000_000L, "c1", 0, "p0")).iterator(), added -> { });
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT src, dst, type FROM bench_edge ORDER BY src")) {
            assertThat(rows.next()).isTrue();
            assertThat(List.of(rows.getLong(1), rows.getLong(2), rows.getString(3))).containsExactly(5L, 7L, "FOLLOWS");
            assertThat(rows.next()).isTrue();
            assertThat(List.of(rows.getLong(1), rows.getLong(2), rows.getString(3)))
                    .containsExactly(9_000_000_000L, 0L, "WRITTEN_BY");
            assertThat(rows.next()).isFalse();
        }
    }

    @Test
    void countsGroupByLabelAndType() {
        TestGraph graph = new TestGraph().person("p0").person("p1").person("p2").org("o0").repo("r0").repo("r1")
                .relationship(RelType.FOLLOWS, "p0", "p1").relationship(RelType.FOLLOWS, "p1", "p2")
                .relationship(RelType.MEMBER_OF, "p0", "o0").relationship(RelType.DEPENDS_ON, "r1", "r0");
        graph.loadInto(engine);
        GraphCounts counts = engine.loader().counts();
        assertThat(counts.nodes()).isEqualTo(Map.of("Person", 3L, "Org", 1L, "Repo", 2L));
        assertThat(counts.relationships()).isEqualTo(Map.of("FOLLOWS", 2L, "MEMBER_OF", 1L, "DEPENDS_ON", 1L));
        assertThat(counts.nodes(Label.PERSON)).isEqualTo(3);
        assertThat(counts.relationships(RelType.DEPENDS_ON)).isEqualTo(1);
        assertThat(counts.nodes(Label.COMMENT)).as("a label with no node").isZero();
    }

    @Test
    void countsOfAnEmptyGraphAreZero() {
        GraphCounts counts = engine.loader().counts();
        assertThat(counts.totalNodes()).isZero();
        assertThat(counts.totalRelationships()).isZero();
    }

    @Test
    void progressIsReportedInBatchesAndAddsUpToEveryRow() {
        int people = 30_000;
        List<Long> batches = new ArrayList<>();
        Iterator<Node> nodes = LongStream.range(0, people)
                .mapToObj(i -> new Node(Label.PERSON, i, new Object[] {"p" + i, "person number " + i, "login" + i}))
                .iterator();
        engine.loader().loadNodes(nodes, batches::add);
        assertThat(batches.size()).as("batches").isGreaterThan(1);
        assertThat(batches.stream().mapToLong(Long::longValue).sum()).isEqualTo(people);

        AtomicLong relationships = new AtomicLong();
        Iterator<Relationship> follows = LongStream.range(1, people)
                .mapToObj(i -> new Relationship(RelType.FOLLOWS, i, "p" + i, 0, "p0")).iterator();
        engine.loader().loadRelationships(follows, relationships::addAndGet);
        assertThat(relationships.get()).isEqualTo(people - 1);
        assertThat(engine.loader().counts().relationships(RelType.FOLLOWS)).isEqualTo(people - 1);
    }

    @Test
    void aValuePostgresCannotStoreStopsTheLoadAndLeavesTheConnectionUsable() {
        List<Node> nodes = List.of(new Node(Label.TOPIC, 0, new Object[] {"t0", "fine"}),
                new Node(Label.TOPIC, 1, new Object[] {"t1", "nul \u0000 inside"}));
        assertThatThrownBy(() -> engine.loader().loadNodes(nodes.iterator(), added -> { }))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("cannot load node t1: its name holds the character U+0000");
        // The COPY was cancelled: nothing of it was stored, and pooled connections still work.
        assertThat(engine.loader().counts().totalNodes()).isZero();
        engine.loader().loadNodes(List.of(nodes.get(0)).iterator(), added -> { });
        assertThat(engine.loader().counts().nodes(Label.TOPIC)).isEqualTo(1);
    }

    @Test
    void rowsThatFailMidwayStopTheEncodingThreadAndKeepNothing() {
        // The rows are generated on the encoding thread: a failure there, batches into the COPY, is the load's.
        Iterator<Node> nodes = LongStream.range(0, 50_000).mapToObj(i -> {
            if (i == 40_000) {
                throw new IllegalStateException("the generator failed at row " + i);
            }
            return new Node(Label.PERSON, i, new Object[] {"p" + i, "person number " + i, "login" + i});
        }).iterator();
        assertThatThrownBy(() -> engine.loader().loadNodes(nodes, added -> { }))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the generator failed at row 40000");
        assertThat(Thread.getAllStackTraces().keySet().stream().map(Thread::getName))
                .noneMatch(name -> name.startsWith("copy-encoder-"));
        assertThat(engine.loader().counts().totalNodes()).isZero();
    }

    @Test
    void loadingWithoutTablesSaysWhatFailed() {
        engine.schema().drop();
        assertThatThrownBy(() -> engine.loader().loadNodes(List.<Node>of().iterator(), added -> { }))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("COPY into bench_node failed on PostgreSQL at 127.0.0.1:")
                .hasMessageContaining("relation \"bench_node\" does not exist")
                .hasMessageNotContaining("\n");
    }
}
