package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Feature;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.Label;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Org;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.Repo;
import dev.graphbench.workloads.model.RepoOverview;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphPath;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Hop;
import org.drivine.annotation.Root;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Every class of the model loads exactly what the graph holds, by id, by filter and counted. */
@ExtendWith(EmbeddedPostgresExtension.class)
class ObjectReadsTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    private static Session session;
    private static ObjectStore objects;

    @BeforeAll
    static void load(Engine engine) {
        GRAPH.graph.loadInto(engine);
        session = engine.openSession();
        objects = session.objects();
    }

    @AfterAll
    static void close() {
        session.close();
    }

    /** Lists compare as multisets: their order carries no meaning, their duplicates do. */
    private static void assertSameObject(Object actual, Object expected) {
        assertThat(actual).usingRecursiveComparison().ignoringCollectionOrder().isEqualTo(expected);
    }

    @Test
    void theEngineDeclaresItsObjectStore(Engine engine) {
        assertThat(engine.capabilities().features()).containsExactlyInAnyOrder(Feature.OBJECT_READS, Feature.OBJECT_WRITES);
        assertThat(session.objects()).isSameAs(objects);
    }

    @Test
    void aClosedSessionHasNoObjectStore(Engine engine) {
        Session closed = engine.openSession();
        closed.close();
        assertThatThrownBy(closed::objects).isInstanceOf(IllegalStateException.class).hasMessage("session is closed");
    }

    @Test
    void fragmentsLoadByIdWithTheirProperties() {
        for (String id : GRAPH.ids(Label.PERSON)) {
            assertThat(objects.load(Person.class, id)).isEqualTo(GRAPH.person(id));
        }
        for (String id : GRAPH.ids(Label.REPO)) {
            assertThat(objects.load(Repo.class, id)).isEqualTo(GRAPH.repo(id));
        }
        assertThat(objects.load(Repo.class, "r2").language()).isNull();
        assertThat(objects.load(Issue.class, "i0")).isEqualTo(new Issue("i0", "it's broken", "open", 2, "r0"));
        assertThat(objects.load(Comment.class, "c0").createdAt()).isEqualTo(1_700_000_000_000L);
    }

    @Test
    void anIdThatIsNotThereOrOfAnotherLabelLoadsNull() {
        assertThat(objects.load(Person.class, "nobody")).isNull();
        assertThat(objects.load(Person.class, "o0")).isNull();
        assertThat(objects.load(IssueDetail.class, "p1")).isNull();
        assertThat(objects.load(PersonNetwork.class, "p1' OR '1'='1")).isNull();
    }

    @Test
    void issueDetailsHoldTheirFiveRelationships() {
        for (String id : GRAPH.ids(Label.ISSUE)) {
            assertSameObject(objects.load(IssueDetail.class, id), GRAPH.issueDetail(id));
        }
        IssueDetail i0 = objects.load(IssueDetail.class, "i0");
        assertThat(i0.comments()).extracting(Comment::id).containsExactlyInAnyOrder("c0", "c1", "c2");
        IssueDetail i2 = objects.load(IssueDetail.class, "i2");
        assertThat(i2.author()).isNull();
        assertThat(i2.assignees()).isEmpty();
        assertThat(i2.comments()).isEmpty();
    }

    @Test
    void issueThreadsNestEachCommentWithItsAuthor() {
        for (String id : GRAPH.ids(Label.ISSUE)) {
            assertSameObject(objects.load(IssueThread.class, id), GRAPH.issueThread(id));
        }
        IssueThread thread = objects.load(IssueThread.class, "i0");
        assertThat(thread.comments()).hasSize(3)
                .anySatisfy(comment -> {
                    assertThat(comment.comment().id()).isEqualTo("c2");
                    assertThat(comment.author()).isNull();
                })
                .anySatisfy(comment -> assertThat(comment.author()).isEqualTo(GRAPH.person("p1")));
    }

    @Test
    void repoOverviewsCountIssuesWithoutLoadingThem() {
        for (String id : GRAPH.ids(Label.REPO)) {
            assertSameObject(objects.load(RepoOverview.class, id), GRAPH.repoOverview(id));
        }
        RepoOverview r0 = objects.load(RepoOverview.class, "r0");
        assertThat(r0.issueCount()).isEqualTo(3);
        assertThat(r0.dependencies()).extracting(Repo::id).containsExactlyInAnyOrder("r1", "r2");
        assertThat(objects.load(RepoOverview.class, "r2").owner()).isNull();
    }

    @Test
    void aPathGivesEachNodeItReachesOnce() {
        for (String id : GRAPH.ids(Label.PERSON)) {
            assertSameObject(objects.load(PersonNetwork.class, id), GRAPH.personNetwork(id));
        }
        assertThat(objects.load(PersonNetwork.class, "p0").orgsOfFollowed()).extracting(Org::id)
                .containsExactlyInAnyOrder("o0", "o1", "o2");
        assertThat(objects.load(PersonNetwork.class, "p4").orgsOfFollowed()).isEmpty();
    }

    /** A path that comes back along its own type: Cypher never uses one relationship twice in a walk. */
    @GraphView
    record CoFollowers(
            @Root Person person,
            @GraphPath(hops = {
                @Hop(type = "FOLLOWS", direction = Direction.OUTGOING, label = "Person"),
                @Hop(type = "FOLLOWS", direction = Direction.INCOMING)
            }) List<Person> alsoFollowing) {
    }

    @Test
    void aPathNeverWalksOneRelationshipTwice() {
        // p1 is followed by p0, p'q and p5: from p0, back over FOLLOWS into p1, the walk cannot return to p0.
        assertThat(objects.load(CoFollowers.class, "p0").alsoFollowing()).extracting(Person::id)
                .containsExactlyInAnyOrder("p'q", "p5");
        assertThat(objects.load(CoFollowers.class, "p4").alsoFollowing()).isEmpty();
    }

    @Test
    void targetsMustCarryTheirLabelButCountsCountEveryRelationship(Engine engine) throws SQLException {
        // An IN_REPO from an issue to a person, and from a person to a repo: outside the dataset, not outside SQL.
        String insert = "INSERT INTO bench_edge (src, dst, type) SELECT a.nid, b.nid, 'IN_REPO' FROM bench_node a,"
                + " bench_node b WHERE (a.props ->> 'id') = '%s' AND (b.props ->> 'id') = '%s'";
        try (Connection connection = ((PostgresEngine) engine).connection();
             Statement statement = connection.createStatement()) {
            statement.execute(insert.formatted("i2", "p0"));
            statement.execute(insert.formatted("p4", "r1"));
            try {
                assertThat(objects.load(IssueDetail.class, "i2").repo()).isEqualTo(GRAPH.repo("r1"));
                assertThat(objects.load(RepoOverview.class, "r1").issueCount()).isEqualTo(2);
            } finally {
                statement.execute("DELETE FROM bench_edge e USING bench_node a, bench_node b WHERE e.src = a.nid"
                        + " AND e.dst = b.nid AND e.type = 'IN_REPO'"
                        + " AND ((a.props ->> 'id'), (b.props ->> 'id')) IN (('i2', 'p0'), ('p4', 'r1'))");
            }
        }
        assertThat(objects.load(RepoOverview.class, "r1").issueCount()).isEqualTo(1);
    }

    @Test
    void loadAllFiltersTheRootOnBoundValues() {
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r0").and("state", "open")))
                .containsExactlyInAnyOrderElementsOf(GRAPH.issues(i -> i.repoId().equals("r0") && i.state().equals("open")));
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r'q"))).extracting(Issue::id).containsExactly("i4");
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r0' OR '1'='1"))).isEmpty();
        assertThat(objects.loadAll(Issue.class, Filter.eq("priority", 2L)))
                .containsExactlyInAnyOrderElementsOf(GRAPH.issues(i -> i.priority() == 2));
        assertThat(objects.loadAll(Issue.class, Filter.eq("priority", 2))).hasSize(3);
        assertThat(objects.loadAll(Issue.class, Filter.eq("state", null))).isEmpty();
        assertThat(objects.loadAll(Person.class, Filter.all())).hasSize(GRAPH.ids(Label.PERSON).size());
        List<IssueDetail> details = objects.loadAll(IssueDetail.class, Filter.eq("state", "open"));
        assertThat(details).hasSize(4);
        details.forEach(detail -> assertSameObject(detail, GRAPH.issueDetail(detail.issue().id())));
    }

    @Test
    void countCountsRootsOnBoundValues() {
        assertThat(objects.count(Comment.class, Filter.all())).isEqualTo(4);
        assertThat(objects.count(Issue.class, Filter.eq("state", "open").and("priority", 2L))).isEqualTo(2);
        assertThat(objects.count(Issue.class, Filter.eq("state", "open' OR '1'='1"))).isZero();
        assertThat(objects.count(IssueThread.class, Filter.eq("repoId", "r0"))).isEqualTo(3);
        assertThat(objects.count(Repo.class, Filter.eq("name", "it's quoted"))).isEqualTo(1);
    }

    @Test
    void statementsAreCompiledOncePerClassAndFilter() {
        ObjectSql sql = new ObjectSql(new PostgresJson());
        assertThat(sql.load(IssueDetail.class)).isSameAs(sql.load(IssueDetail.class));
        assertThat(sql.loadAll(Issue.class, Filter.eq("state", "open")))
                .isSameAs(sql.loadAll(Issue.class, Filter.eq("state", "closed")))
                .isNotSameAs(sql.loadAll(Issue.class, Filter.eq("repoId", "r0")));
    }
}
