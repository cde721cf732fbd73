package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.Label;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Org;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.Repo;
import dev.graphbench.workloads.model.RepoOverview;
import dev.graphbench.workloads.model.Topic;
import dev.graphbench.workloads.answers.Documents;
import dev.graphbench.workloads.objects.HandWrittenRead;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.drivine.annotation.Direction;
import org.drivine.annotation.GraphPath;
import org.drivine.annotation.GraphView;
import org.drivine.annotation.Hop;
import org.drivine.annotation.Root;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.function.Executable;

/**
 * What every engine with an object store must pass: extend this class in an engine's tests and give
 * it an open engine whose sessions give an object store ({@link Session#objects()}).
 * It loads {@link ObjectGraph} and compares what the store gives with the objects worked out from
 * that graph: fragments and the benchmark's four views by id, roots filtered and counted on bound
 * values that hold quotes or look like injections, null for an id that names nothing or a node of
 * another label, a path that keeps the store's rule for a relationship walked twice ({@link #graphPaths()}), and every hand-written read
 * answering as the object store does for the same arguments. A caller's mistake must be named in
 * the same words on every engine. The one test that saves deletes what it saved, so that the others
 * read the graph as loaded.
 *
 * <pre>{@code
 * class MemgraphObjectStoreConformanceTest extends ObjectStoreConformanceTest {
 *     protected Engine engine() { return SharedMemgraph.engine(); }
 * }
 * }</pre>
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ObjectStoreConformanceTest {

    private static final String NEITHER = ": it is neither a @NodeFragment nor a @GraphView";

    private final ObjectGraph graph = new ObjectGraph();
    private Session session;
    private ObjectStore objects;

    /** The engine under test, open; the kit neither opens nor closes it, and replaces what it holds. */
    protected abstract Engine engine();

    @BeforeAll
    void loadTheGraphAndOpenASession() {
        graph.loadInto(engine());
        session = engine().openSession();
        objects = session.objects().orElseThrow(() -> new AssertionError("the engine's sessions give no object store"));
    }

    @AfterAll
    void closeTheSession() {
        session.close();
    }

    /** Lists compare in any order, as the harness compares answers; their duplicates count. */
    private static void assertSameObject(Object actual, Object expected) {
        assertThat(Documents.canonical(actual)).isEqualTo(Documents.canonical(expected));
    }

    private static void fails(Executable call, String message) {
        assertThatThrownBy(call::execute).isInstanceOf(EngineException.class).hasMessage(message);
    }

    private IssueDetail newIssue(Person author, List<Person> assignees) {
        return new IssueDetail(new Issue("i100", "new", "open", 1, "r0"), graph.repo("r0"), author, assignees,
                List.of(), List.of(new Comment("c100", "a comment", 1L)));
    }

    @Test
    void eachSessionHasAnObjectStoreOfItsOwn() {
        assertThat(session.objects()).containsSame(objects);
        try (Session other = engine().openSession()) {
            assertThat(other.objects()).isPresent().get().isNotSameAs(objects);
        }
    }

    @Test
    void aClosedSessionHasNoObjectStore() {
        Session closed = engine().openSession();
        closed.close();
        assertThatThrownBy(closed::objects).isInstanceOf(IllegalStateException.class).hasMessage("session is closed");
    }

    @Test
    void fragmentsLoadByIdWithTheirProperties() {
        for (String id : graph.idsAndOneMissing(Label.PERSON)) {
            assertThat(objects.load(Person.class, id)).as(id).isEqualTo(graph.person(id));
        }
        for (String id : graph.idsAndOneMissing(Label.REPO)) {
            assertThat(objects.load(Repo.class, id)).as(id).isEqualTo(graph.repo(id));
        }
        for (String id : graph.idsAndOneMissing(Label.TOPIC)) {
            assertThat(objects.load(Topic.class, id)).as(id).isEqualTo(graph.topic(id));
        }
        assertThat(objects.load(Topic.class, "t2").name()).as("a property t2 lacks").isNull();
        assertThat(objects.load(Issue.class, "i0")).isEqualTo(new Issue("i0", "it's broken", "open", 2, "r0"));
        assertThat(objects.load(Comment.class, "c0").createdAt()).isEqualTo(1_700_000_000_000L);
    }

    @Test
    void anIdThatIsNotThereOrOfAnotherLabelLoadsNull() {
        assertThat(objects.load(Person.class, "nobody")).isNull();
        assertThat(objects.load(Issue.class, "i999")).isNull();
        assertThat(objects.load(IssueDetail.class, "i999")).isNull();
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r999"))).isEmpty();
        assertThat(objects.load(Person.class, "o0")).isNull();
        assertThat(objects.load(Issue.class, "p0")).isNull();
        assertThat(objects.load(IssueDetail.class, "p1")).isNull();
        assertThat(objects.load(PersonNetwork.class, "p1' OR '1'='1")).isNull();
    }

    @Test
    void issueDetailsHoldTheirFiveRelationships() {
        for (String id : graph.idsAndOneMissing(Label.ISSUE)) {
            assertSameObject(objects.load(IssueDetail.class, id), graph.issueDetail(id));
        }
        IssueDetail i0 = objects.load(IssueDetail.class, "i0");
        assertThat(i0.comments()).extracting(Comment::id).containsExactlyInAnyOrder("c0", "c1", "c2");
        assertThat(objects.load(IssueDetail.class, "i1").comments()).isEmpty();
        IssueDetail i2 = objects.load(IssueDetail.class, "i2");
        assertThat(i2.author()).isNull();
        assertThat(i2.assignees()).isEmpty();
        assertThat(i2.comments()).isEmpty();
    }

    @Test
    void issueThreadsNestEachCommentWithItsAuthor() {
        for (String id : graph.idsAndOneMissing(Label.ISSUE)) {
            assertSameObject(objects.load(IssueThread.class, id), graph.issueThread(id));
        }
        IssueThread thread = objects.load(IssueThread.class, "i0");
        assertThat(thread.comments()).hasSize(3)
                .anySatisfy(comment -> {
                    assertThat(comment.comment().id()).isEqualTo("c2");
                    assertThat(comment.author()).isNull();
                })
                .anySatisfy(comment -> assertThat(comment.author()).isEqualTo(graph.person("p1")));
    }

    @Test
    void repoOverviewsCountIssuesWithoutLoadingThem() {
        for (String id : graph.idsAndOneMissing(Label.REPO)) {
            assertSameObject(objects.load(RepoOverview.class, id), graph.repoOverview(id));
        }
        RepoOverview r0 = objects.load(RepoOverview.class, "r0");
        assertThat(r0.issueCount()).isEqualTo(3);
        assertThat(r0.dependencies()).extracting(Repo::id).containsExactlyInAnyOrder("r1", "r2");
        assertThat(objects.load(RepoOverview.class, "r2").owner()).isNull();
    }

    @Test
    void aPathGivesEachNodeItReachesOnce() {
        for (String id : graph.idsAndOneMissing(Label.PERSON)) {
            assertSameObject(objects.load(PersonNetwork.class, id), graph.personNetwork(id));
        }
        // p0 reaches o0 over p1 and over p2: the path lists it once.
        assertThat(objects.load(PersonNetwork.class, "p0").orgsOfFollowed()).extracting(Org::id)
                .containsExactlyInAnyOrder("o0", "o1", "o2");
        assertThat(objects.load(PersonNetwork.class, "p4").orgsOfFollowed()).isEmpty();
    }

    /** A path that comes back along its own type: Cypher never uses one relationship twice in a walk. */
    @GraphView
    public record CoFollowers(
            @Root Person person,
            @GraphPath(hops = {
                @Hop(type = "FOLLOWS", direction = Direction.OUTGOING, label = "Person"),
                @Hop(type = "FOLLOWS", direction = Direction.INCOMING)
            }) List<Person> alsoFollowing) {
    }

    /**
     * Whether the store's paths ({@code @GraphPath}) may walk one relationship twice: trails by
     * default, as Cypher's patterns and the SQL stores' compiled joins give; a store whose paths are
     * walks says so here, and is held to that.
     */
    protected PathSemantics graphPaths() {
        return PathSemantics.TRAIL;
    }

    @Test
    void aPathKeepsTheStoresRuleForRelationshipsWalkedTwice() {
        // p1 is followed by p0, p'q and p5: from p0, out to p1 and back over FOLLOWS, a trail cannot return to
        // p0 over the relationship it left by; a walk can. p4 is the only one to follow whom it follows.
        boolean walks = graphPaths() == PathSemantics.WALK;
        List<String> fromP0 = new ArrayList<>(List.of("p'q", "p5"));
        if (walks) {
            fromP0.add("p0");
        }
        assertThat(objects.load(CoFollowers.class, "p0").alsoFollowing()).extracting(Person::id)
                .as("under the rule of %s", graphPaths()).containsExactlyInAnyOrderElementsOf(fromP0);
        assertThat(objects.load(CoFollowers.class, "p4").alsoFollowing()).extracting(Person::id)
                .as("under the rule of %s", graphPaths()).isEqualTo(walks ? List.of("p4") : List.of());
    }

    @Test
    void loadAllFiltersTheRootOnBoundValuesQuotesAndAll() {
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r0").and("state", "open")))
                .containsExactlyInAnyOrder(graph.issue("i0"), graph.issue("i3"));
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r'q").and("state", "open")))
                .containsExactly(graph.issue("i4"));
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r'q"))).extracting(Issue::id).containsExactly("i4");
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r0' OR '1'='1"))).isEmpty();
        assertThat(objects.loadAll(Issue.class, Filter.eq("priority", 2L)))
                .containsExactlyInAnyOrderElementsOf(graph.issues(issue -> issue.priority() == 2));
        assertThat(objects.loadAll(Issue.class, Filter.eq("priority", 2))).as("an int").hasSize(3);
        assertThat(objects.loadAll(Issue.class, Filter.eq("state", null))).as("null matches nothing").isEmpty();
        assertThat(objects.load(Person.class, "p'q")).isEqualTo(graph.person("p'q"));
        assertThat(objects.loadAll(Person.class, Filter.all())).hasSize(graph.ids(Label.PERSON).size());
        assertThat(objects.loadAll(IssueDetail.class, Filter.eq("repoId", "r'q")))
                .extracting(IssueDetail::issue).containsExactly(graph.issue("i4"));
        List<IssueDetail> details = objects.loadAll(IssueDetail.class, Filter.eq("state", "open"));
        assertThat(details).hasSize(4);
        details.forEach(detail -> assertSameObject(detail, graph.issueDetail(detail.issue().id())));
    }

    @Test
    void countsCountRootsOnBoundValuesOrAll() {
        assertThat(objects.count(Comment.class, Filter.all())).isEqualTo(4);
        assertThat(objects.loadAll(Comment.class, Filter.all())).hasSize(4);
        assertThat(objects.count(Issue.class, Filter.eq("state", "open").and("priority", 2L))).isEqualTo(2);
        assertThat(objects.count(Issue.class, Filter.eq("state", "open").and("priority", 2))).as("an int").isEqualTo(2);
        assertThat(objects.count(Issue.class, Filter.eq("state", "closed"))).isEqualTo(1);
        assertThat(objects.count(Issue.class, Filter.eq("state", null))).as("null matches nothing").isZero();
        assertThat(objects.count(Issue.class, Filter.eq("state", "open' OR '1'='1"))).isZero();
        assertThat(objects.count(Issue.class, Filter.eq("state", "o'pen' OR true OR 'x"))).isZero();
        assertThat(objects.count(IssueThread.class, Filter.eq("repoId", "r0"))).isEqualTo(3);
        assertThat(objects.count(Repo.class, Filter.eq("name", "it's quoted"))).isEqualTo(1);
    }

    @Test
    void everyHandWrittenReadAnswersAsTheObjectStoreForTheSameArguments() {
        Map<ObjectRead, List<Map<String, Object>>> calls = new LinkedHashMap<>();
        for (ObjectRead read : ObjectWorkloads.reads()) {
            calls.put(read, arguments(read));
        }
        assertThat(calls.keySet()).hasSize(8);
        for (Map.Entry<ObjectRead, List<Map<String, Object>>> read : calls.entrySet()) {
            HandWrittenRead byHand = read.getKey().handWritten();
            for (Map<String, Object> arguments : read.getValue()) {
                String expected = read.getKey().canonical(read.getKey().call(session, arguments));
                assertThat(byHand.canonical(byHand.call(session, arguments))).as("%s %s", byHand.id(), arguments)
                        .isEqualTo(expected);
            }
        }
    }

    /** Every id of the graph the read takes, and one that names nothing; pairs of state and priority. */
    private List<Map<String, Object>> arguments(ObjectRead read) {
        return switch (read.id()) {
            case "load-fragment", "load-path-view" -> ids("personId", Label.PERSON);
            case "load-view", "load-nested-view" -> ids("issueId", Label.ISSUE);
            case "load-count-view", "load-all-by-property" -> ids("repoId", Label.REPO);
            case "count-by-properties" -> List.of(Map.of("state", "open", "priority", 2L),
                    Map.of("state", "closed", "priority", 2L), Map.of("state", "open", "priority", 1L));
            case "count-all" -> List.of(Map.of());
            default -> throw new IllegalArgumentException(read.id());
        };
    }

    private List<Map<String, Object>> ids(String parameter, Label label) {
        return graph.idsAndOneMissing(label).stream().<Map<String, Object>>map(id -> Map.of(parameter, id)).toList();
    }

    @Test
    void aClassWithoutTheAnnotationsIsNamed() {
        fails(() -> objects.load(String.class, "x"), "cannot load String" + NEITHER);
        fails(() -> objects.loadAll(Object.class, Filter.all()), "cannot load all Object" + NEITHER);
        fails(() -> objects.count(Integer.class, Filter.all()), "cannot count Integer" + NEITHER);
        fails(() -> objects.save("text"), "cannot save String" + NEITHER);
        fails(() -> objects.saveAll(List.of(graph.person("p1"), 7L)), "cannot save Long" + NEITHER);
        fails(() -> objects.delete(String.class, List.of("x")), "cannot delete String" + NEITHER);
    }

    @Test
    void filtersNameTheClassAndItsProperties() {
        fails(() -> objects.count(Issue.class, Filter.eq("colour", "red")),
                "cannot count Issue: Issue has no property 'colour'; its properties are id, priority, repoId, state, title");
        fails(() -> objects.loadAll(IssueDetail.class, Filter.eq("state", "open").and("colour", "red")),
                "cannot load all IssueDetail: Issue has no property 'colour'; its properties are id, priority, repoId,"
                        + " state, title");
        fails(() -> objects.count(Issue.class, Filter.eq("priority", "2")),
                "cannot count Issue: priority holds whole numbers, got String '2'");
        fails(() -> objects.loadAll(Issue.class, Filter.eq("state", 1L)),
                "cannot load all Issue: state holds strings, got Long '1'");
    }

    @Test
    void nullsAreNamed() {
        fails(() -> objects.load(Issue.class, null), "cannot load Issue: the id is null");
        fails(() -> objects.save(null), "cannot save null");
        fails(() -> objects.saveAll(Arrays.asList(graph.person("p1"), null)), "cannot save null");
        fails(() -> objects.save(new Person(null, "no", "id")), "cannot save Person: its id is null");
        fails(() -> objects.save(new IssueDetail(null, null, null, List.of(), List.of(), List.of())),
                "cannot save IssueDetail: its root issue is null");
        fails(() -> objects.save(newIssue(new Person(null, "no", "id"), List.of())),
                "cannot save IssueDetail 'i100': author holds a Person whose id is null");
        fails(() -> objects.delete(Issue.class, Arrays.asList("i1", null)), "cannot delete Issue: the id is null");
        assertThat(objects.load(Issue.class, "i1")).as("nothing of a refused delete is deleted")
                .isEqualTo(graph.issue("i1"));
    }

    @Test
    void aRelatedNodeGivenByIdThatDoesNotExistRefusesTheWholeSave() {
        fails(() -> objects.save(newIssue(new Person("p999", null, null), List.of())),
                "cannot save IssueDetail 'i100': author refers to Person 'p999', which does not exist; save that"
                        + " Person first or give all its properties");
        fails(() -> objects.saveAll(List.of(graph.person("p6"), newIssue(graph.person("p1"),
                        List.of(new Person("p2", null, null), new Person("o0", null, null))))),
                "cannot save IssueDetail 'i100': assignees refers to Person 'o0', which does not exist; save that"
                        + " Person first or give all its properties");
        assertThat(objects.load(Issue.class, "i100")).isNull();
        assertThat(objects.load(Comment.class, "c100")).isNull();
        // Given in the same call, the node is there by the time the reference is checked.
        objects.saveAll(List.of(new Person("p999", "Nine", "nine"), newIssue(new Person("p999", null, null), List.of())));
        try {
            assertThat(objects.load(IssueDetail.class, "i100").author()).isEqualTo(new Person("p999", "Nine", "nine"));
        } finally {
            objects.delete(Issue.class, List.of("i100"));
            objects.delete(Comment.class, List.of("c100"));
            objects.delete(Person.class, List.of("p999"));
        }
    }
}
