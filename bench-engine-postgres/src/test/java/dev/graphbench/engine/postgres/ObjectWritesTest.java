package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.CommentWithAuthor;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.Repo;
import dev.graphbench.workloads.model.RepoOverview;
import dev.graphbench.workloads.model.Topic;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Saves and deletes, each checked by loading back and by reading the tables. */
@ExtendWith(EmbeddedPostgresExtension.class)
class ObjectWritesTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();

    private final PostgresEngine engine;
    private Session session;
    private ObjectStore objects;

    ObjectWritesTest(Engine engine) {
        this.engine = (PostgresEngine) engine;
    }

    @BeforeEach
    void load() {
        GRAPH.loadInto(engine);
        session = engine.openSession();
        objects = session.objects().orElseThrow();
    }

    @AfterEach
    void close() {
        session.close();
    }

    private static void assertSameObject(Object actual, Object expected) {
        assertThat(actual).usingRecursiveComparison().ignoringCollectionOrder().isEqualTo(expected);
    }

    private long number(String sql) throws SQLException {
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** Each row's identity and the transaction that wrote its current version. */
    private Map<String, String> rowVersions() throws SQLException {
        Map<String, String> versions = new HashMap<>();
        try (Connection connection = engine.connection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT 'node ' || (props ->> 'id'), xmin::text FROM bench_node"
                     + " UNION ALL SELECT 'edge ' || (s.props ->> 'id') || ' ' || e.type || ' ' || (d.props ->> 'id'),"
                     + " e.xmin::text FROM bench_edge e JOIN bench_node s ON s.nid = e.src JOIN bench_node d ON d.nid = e.dst")) {
            while (rows.next()) {
                versions.put(rows.getString(1), rows.getString(2));
            }
        }
        return versions;
    }

    @Test
    void aSavedFragmentLoadsBackAndNumbersOnFromTheLoad() throws SQLException {
        Person person = new Person("p100", "New Person", "newbie");
        objects.save(person);
        assertThat(objects.load(Person.class, "p100")).isEqualTo(person);
        assertThat(number("SELECT nid FROM bench_node WHERE (props ->> 'id') = 'p100'"))
                .isEqualTo(GRAPH.nodes().size());
        objects.save(new Person("p1", "Renamed", null));
        assertThat(objects.load(Person.class, "p1")).isEqualTo(new Person("p1", "Renamed", null));
        assertThat(number("SELECT COUNT(*) FROM bench_node WHERE props ? 'login' AND (props ->> 'id') = 'p1'")).isZero();
        assertThat(number("SELECT COUNT(*) FROM bench_node")).isEqualTo(GRAPH.nodes().size() + 1);
    }

    @Test
    void aSavedViewLoadsBackWithItsIncomingRelationshipsRunningToTheRoot() throws SQLException {
        IssueDetail detail = new IssueDetail(new Issue("i100", "a new issue", "open", 1, "r0"), GRAPH.repo("r0"),
                new Person("p1", null, null), List.of(new Person("p2", null, null), new Person("p100", "Pat", "pat")),
                List.of(new Topic("t100", "new topic")),
                List.of(new Comment("c100", "first", 5L), new Comment("c101", "second", 6L)));
        objects.save(detail);

        IssueDetail expected = new IssueDetail(detail.issue(), GRAPH.repo("r0"), GRAPH.person("p1"),
                List.of(GRAPH.person("p2"), new Person("p100", "Pat", "pat")), detail.topics(), detail.comments());
        assertSameObject(objects.load(IssueDetail.class, "i100"), expected);
        assertThat(number("SELECT COUNT(*) FROM bench_edge e JOIN bench_node c ON c.nid = e.src"
                + " JOIN bench_node i ON i.nid = e.dst WHERE e.type = 'ON' AND (i.props ->> 'id') = 'i100'")).isEqualTo(2);
        assertThat(objects.load(IssueThread.class, "i100").comments()).extracting(CommentWithAuthor::author)
                .containsOnlyNulls();
        assertThat(objects.load(RepoOverview.class, "r0").issueCount()).isEqualTo(4);
    }

    @Test
    void aNestedViewSavesItsOwnRelationships() {
        IssueThread thread = new IssueThread(GRAPH.issue("i2"), List.of(
                new CommentWithAuthor(new Comment("c100", "hello", 9L), new Person("p200", "Author", "author")),
                new CommentWithAuthor(new Comment("c101", "again", 10L), new Person("p0", null, null))));
        objects.save(thread);
        IssueThread expected = new IssueThread(GRAPH.issue("i2"), List.of(thread.comments().get(0),
                new CommentWithAuthor(new Comment("c101", "again", 10L), GRAPH.person("p0"))));
        assertSameObject(objects.load(IssueThread.class, "i2"), expected);
    }

    @Test
    void saveAllSavesAHundredViewsInOneCall() {
        List<IssueDetail> details = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            details.add(new IssueDetail(new Issue("n" + i, "batch " + i, i % 2 == 0 ? "open" : "closed", i % 4, "r1"),
                    new Repo("r1", null, null, 0), GRAPH.person("p" + i % 7), List.of(), List.of(GRAPH.topic("t" + i % 2)),
                    List.of(new Comment("nc" + i, "comment " + i, i))));
        }
        objects.saveAll(details);
        for (IssueDetail detail : details) {
            IssueDetail expected = new IssueDetail(detail.issue(), GRAPH.repo("r1"), detail.author(), List.of(),
                    detail.topics(), detail.comments());
            assertSameObject(objects.load(IssueDetail.class, detail.issue().id()), expected);
        }
        assertThat(objects.count(Issue.class, Filter.eq("repoId", "r1"))).isEqualTo(101);
        assertThat(objects.load(RepoOverview.class, "r1").issueCount()).isEqualTo(101);
    }

    @Test
    void anUpdateChangesOnlyWhatChanged() throws SQLException {
        IssueDetail loaded = objects.load(IssueDetail.class, "i0");
        List<Comment> comments = loaded.comments().stream().filter(comment -> !comment.id().equals("c1")).toList();
        List<Person> assignees = new ArrayList<>(loaded.assignees());
        assignees.add(GRAPH.person("p3"));
        IssueDetail changed = new IssueDetail(new Issue("i0", "fixed title", "open", 2, "r0"), loaded.repo(),
                loaded.author(), assignees, loaded.topics(), comments);
        Map<String, String> before = rowVersions();

        objects.save(changed);

        assertSameObject(objects.load(IssueDetail.class, "i0"), changed);
        Map<String, String> after = rowVersions();
        Map<String, String> rewritten = new HashMap<>(after);
        rewritten.entrySet().removeIf(row -> row.getValue().equals(before.get(row.getKey())));
        assertThat(rewritten).containsOnlyKeys("node i0", "edge i0 ASSIGNED_TO p3");
        Map<String, String> removed = new HashMap<>(before);
        removed.keySet().removeAll(after.keySet());
        assertThat(removed).containsOnlyKeys("edge c1 ON i0");
        assertThat(objects.load(Comment.class, "c1")).isEqualTo(GRAPH.comment("c1"));
        for (String other : List.of("i1", "i2", "i3", "i4")) {
            assertSameObject(objects.load(IssueDetail.class, other), GRAPH.issueDetail(other));
        }
    }

    @Test
    void aNullSingleValueLeavesNoRelationshipAndDerivedFieldsAreLeftAlone() {
        IssueDetail loaded = objects.load(IssueDetail.class, "i0");
        objects.save(new IssueDetail(loaded.issue(), loaded.repo(), null, loaded.assignees(), loaded.topics(),
                loaded.comments()));
        assertThat(objects.load(IssueDetail.class, "i0").author()).isNull();
        assertThat(objects.load(Person.class, "p0")).isEqualTo(GRAPH.person("p0"));

        objects.save(new RepoOverview(GRAPH.repo("r0"), GRAPH.org("o0"), List.of(), 99));
        assertThat(objects.load(RepoOverview.class, "r0"))
                .isEqualTo(new RepoOverview(GRAPH.repo("r0"), GRAPH.org("o0"), List.of(), 3));
        objects.save(new PersonNetwork(new Person("p0", "Zero", "zero"), List.of()));
        assertSameObject(objects.load(PersonNetwork.class, "p0"),
                new PersonNetwork(new Person("p0", "Zero", "zero"), GRAPH.personNetwork("p0").orgsOfFollowed()));
    }

    @Test
    void deleteRemovesTheNodesAndTheirRelationships() throws SQLException {
        long edges = number("SELECT COUNT(*) FROM bench_edge");
        long touching = GRAPH.relationships().stream()
                .filter(r -> List.of("i0", "i3").contains(r.srcId()) || List.of("i0", "i3").contains(r.dstId())).count();

        objects.delete(Issue.class, List.of("i0", "i3", "nothing"));

        assertThat(objects.load(Issue.class, "i0")).isNull();
        assertThat(objects.load(IssueDetail.class, "i3")).isNull();
        assertThat(number("SELECT COUNT(*) FROM bench_edge")).isEqualTo(edges - touching);
        assertThat(objects.load(RepoOverview.class, "r0").issueCount()).isEqualTo(1);
        assertThat(objects.load(Comment.class, "c0")).isEqualTo(GRAPH.comment("c0"));
        objects.delete(Person.class, List.of("i1"));
        objects.delete(Person.class, List.of());
        assertThat(objects.load(Issue.class, "i1")).isEqualTo(GRAPH.issue("i1"));
        objects.delete(IssueDetail.class, List.of("i1"));
        assertThat(objects.load(Issue.class, "i1")).isNull();
    }

    @Test
    void anIdOfAnotherLabelIsRefused() {
        // Neo4j keeps ids unique per label; here one index keeps them unique across labels.
        assertThatThrownBy(() -> objects.save(new Person("i0", "not", "an issue"))).isInstanceOf(EngineException.class)
                .hasMessage("cannot save Person 'i0': that id belongs to a node labelled Issue");
        assertThat(objects.load(Issue.class, "i0")).isEqualTo(GRAPH.issue("i0"));
    }
}
