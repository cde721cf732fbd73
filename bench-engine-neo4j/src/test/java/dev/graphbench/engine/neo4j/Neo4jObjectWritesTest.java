package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
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
import dev.graphbench.workloads.model.Repo;
import dev.graphbench.workloads.model.RepoOverview;
import dev.graphbench.workloads.model.Topic;
import dev.graphbench.workloads.answers.Documents;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Writes through Drivine on Neo4j load back as they were saved: incoming relationships written the
 * right way round, related nodes given by id left as they are, updates, deletes.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jObjectWritesTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    private static Session session;
    private static ObjectStore objects;
    private final Neo4jExtension.Server server;

    Neo4jObjectWritesTest(Neo4jExtension.Server server) {
        this.server = server;
    }

    @BeforeEach
    void load(Engine engine) {
        GRAPH.loadInto(engine);
        if (session == null) {
            session = engine.openSession();
            objects = session.objects().orElseThrow();
        }
    }

    @AfterAll
    static void close() {
        session.close();
    }

    private static List<Comment> comments(String issue, int count) {
        List<Comment> comments = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            comments.add(new Comment(issue + "-c" + i, "it's comment " + i, 1_000L + i));
        }
        return comments;
    }

    private static void same(Object actual, Object expected) {
        assertThat(Documents.canonical(actual)).isEqualTo(Documents.canonical(expected));
    }

    private long count(String cypher, Map<String, Object> parameters) {
        return server.query(cypher, parameters).getFirst().get(0).asLong();
    }

    @Test
    void aViewSavedWithNewCommentsLoadsBackWithThemEachCommentOnTheIssue() {
        IssueDetail saved = new IssueDetail(new Issue("w-i1", "new", "open", 1, "r0"), GRAPH.repo("r0"),
                GRAPH.person("p0"), List.of(GRAPH.person("p1")), List.of(GRAPH.topic("t0")), comments("w-i1", 10));
        objects.save(saved);

        same(objects.load(IssueDetail.class, "w-i1"), saved);
        // Drivine alone would write issue-ON->comment; the comments point at the issue, and nothing the other way.
        assertThat(count("MATCH (:Comment)-[:ON]->(:Issue {id: 'w-i1'}) RETURN count(*)", Map.of())).isEqualTo(10);
        assertThat(count("MATCH (:Issue {id: 'w-i1'})-[:ON]->() RETURN count(*)", Map.of())).isZero();
        assertThat(count("MATCH (:Issue {id: 'w-i1'})-[:IN_REPO]->(:Repo {id: 'r0'}) RETURN count(*)", Map.of())).isOne();
    }

    @Test
    void aNestedViewSavedWithNewCommentsLoadsBack() {
        IssueThread saved = new IssueThread(new Issue("w-i2", "thread", "open", 0, "r1"), List.of(
                new CommentWithAuthor(new Comment("w-c1", "first", 1L), GRAPH.person("p3")),
                new CommentWithAuthor(new Comment("w-c2", "second", 2L), new Person("p4", null, null))));
        objects.save(saved);

        same(objects.load(IssueThread.class, "w-i2"), new IssueThread(saved.issue(), List.of(
                saved.comments().get(0), new CommentWithAuthor(new Comment("w-c2", "second", 2L), GRAPH.person("p4")))));
    }

    @Test
    void aRelatedNodeGivenByIdAloneIsLinkedAndLeftAsItIs() {
        IssueDetail saved = new IssueDetail(new Issue("w-i3", "refs", "open", 1, "r0"), new Repo("r1", null, null, 0),
                new Person("p2", null, null), List.of(new Person("p'q", null, null)), List.of(new Topic("t1", null)),
                List.of(new Comment("c3", null, 0)));
        objects.save(saved);

        IssueDetail loaded = objects.load(IssueDetail.class, "w-i3");
        same(loaded, new IssueDetail(saved.issue(), GRAPH.repo("r1"), GRAPH.person("p2"), List.of(GRAPH.person("p'q")),
                List.of(GRAPH.topic("t1")), List.of(GRAPH.comment("c3"))));
        // Drivine alone would have set their properties to null.
        assertThat(objects.load(Person.class, "p2")).isEqualTo(GRAPH.person("p2"));
        assertThat(objects.load(Comment.class, "c3")).isEqualTo(GRAPH.comment("c3"));
        // A view answers for its own root's relationships only: c3 is on w-i3 now, and still on i3.
        assertThat(objects.load(IssueDetail.class, "i3").comments()).containsExactly(GRAPH.comment("c3"));
    }

    @Test
    void aViewsIncomingRelationshipsBecomeWhatItHolds() {
        objects.save(new IssueDetail(new Issue("w-i4", "n", "open", 1, "r0"), null, null, List.of(), List.of(),
                comments("w-i4", 3)));
        List<Comment> kept = List.of(new Comment("w-i4-c1", "it's comment 1", 1_001L));
        objects.save(new IssueDetail(new Issue("w-i4", "n", "open", 1, "r0"), null, null, List.of(), List.of(), kept));

        assertThat(objects.load(IssueDetail.class, "w-i4").comments()).isEqualTo(kept);
        assertThat(objects.load(Comment.class, "w-i4-c0")).as("a comment let go stays").isNotNull();
    }

    @Test
    void anUpdateLoadedChangedAndSavedWritesTheChange() {
        objects.save(new Issue("w-i5", "before", "open", 1, "w-r"));
        Issue loaded = objects.load(Issue.class, "w-i5");
        objects.save(new Issue(loaded.id(), "after", "closed", loaded.priority(), loaded.repoId()));

        assertThat(objects.load(Issue.class, "w-i5")).isEqualTo(new Issue("w-i5", "after", "closed", 1, "w-r"));
    }

    @Test
    void saveAllWritesFragmentsAndViewsInOneCall() {
        List<Object> all = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            all.add(new Issue("w-f" + i, "fragment " + i, "open", i % 4, "w-batch"));
        }
        for (int i = 0; i < 5; i++) {
            all.add(new IssueDetail(new Issue("w-v" + i, "view " + i, "open", 0, "w-views"), null, null, List.of(),
                    List.of(), comments("w-v" + i, 5)));
        }
        objects.saveAll(all);

        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "w-batch"))).hasSize(20);
        List<IssueDetail> views = objects.loadAll(IssueDetail.class, Filter.eq("repoId", "w-views"));
        assertThat(views).hasSize(5).allSatisfy(view -> assertThat(view.comments()).hasSize(5));
        assertThat(count("MATCH (:Issue {repoId: 'w-views'})-[:ON]->() RETURN count(*)", Map.of())).isZero();
    }

    @Test
    void deleteRemovesTheNodesAndTheirRelationships() {
        objects.save(new IssueDetail(new Issue("w-i6", "doomed", "open", 1, "r0"), GRAPH.repo("r0"), null, List.of(),
                List.of(), comments("w-i6", 2)));
        objects.delete(IssueDetail.class, List.of("w-i6"));
        objects.delete(Comment.class, List.of("w-i6-c0", "w-i6-c1", "nothing"));

        assertThat(objects.load(Issue.class, "w-i6")).isNull();
        assertThat(objects.load(Comment.class, "w-i6-c0")).isNull();
        assertThat(count("MATCH (n) WHERE n.id STARTS WITH 'w-i6' RETURN count(n)", Map.of())).isZero();
        same(objects.load(RepoOverview.class, "r0"), GRAPH.repoOverview("r0"));
    }
}
