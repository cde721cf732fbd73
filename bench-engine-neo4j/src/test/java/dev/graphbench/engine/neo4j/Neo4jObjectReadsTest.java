package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Feature;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.Label;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.RepoOverview;
import dev.graphbench.workloads.objects.Documents;
import dev.graphbench.workloads.objects.HandWrittenRead;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Reads through Drivine on Neo4j give the objects the graph holds, and the hand-written statements
 * of {@code queries.cypher} give the same documents for the same arguments.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jObjectReadsTest {

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

    /** Lists compare in any order, as the harness compares them. */
    private static void same(Object actual, Object expected) {
        assertThat(Documents.canonical(actual)).isEqualTo(Documents.canonical(expected));
    }

    @Test
    void theEngineDeclaresAnObjectStoreAndEachSessionHasItsOwn(Engine engine) {
        assertThat(engine.capabilities().features()).containsExactlyInAnyOrder(Feature.OBJECT_READS, Feature.OBJECT_WRITES);
        assertThat(session.objects()).isSameAs(objects);
        try (Session other = engine.openSession()) {
            assertThat(other.objects()).isNotSameAs(objects);
        }
    }

    @Test
    void fragmentsLoadByIdAndAnIdThatNamesNothingGivesNull() {
        for (String id : GRAPH.idsAndOneMissing(Label.PERSON)) {
            assertThat(objects.load(Person.class, id)).as(id).isEqualTo(GRAPH.person(id));
        }
        assertThat(objects.load(Person.class, "nothing")).isNull();
        assertThat(objects.load(Issue.class, "p0")).as("an id of another label").isNull();
    }

    @Test
    void viewsLoadWithTheirRelationshipsCountsAndPaths() {
        for (String id : GRAPH.idsAndOneMissing(Label.ISSUE)) {
            same(objects.load(IssueDetail.class, id), GRAPH.issueDetail(id));
            same(objects.load(IssueThread.class, id), GRAPH.issueThread(id));
        }
        for (String id : GRAPH.idsAndOneMissing(Label.REPO)) {
            same(objects.load(RepoOverview.class, id), GRAPH.repoOverview(id));
        }
        for (String id : GRAPH.idsAndOneMissing(Label.PERSON)) {
            same(objects.load(PersonNetwork.class, id), GRAPH.personNetwork(id));
        }
        // p0 reaches o0 over two people: the path lists it once.
        assertThat(objects.load(PersonNetwork.class, "p0").orgsOfFollowed()).hasSize(3);
        assertThat(objects.load(IssueDetail.class, "i2").author()).isNull();
        assertThat(objects.load(IssueDetail.class, "i1").comments()).isEmpty();
    }

    @Test
    void filtersAreBoundParametersQuotesAndAll() {
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r'q").and("state", "open")))
                .containsExactly(GRAPH.issue("i4"));
        assertThat(objects.loadAll(Issue.class, Filter.eq("repoId", "r0").and("state", "open")))
                .containsExactlyInAnyOrder(GRAPH.issue("i0"), GRAPH.issue("i3"));
        assertThat(objects.count(Issue.class, Filter.eq("state", "o'pen' OR true OR 'x"))).isZero();
        assertThat(objects.load(Person.class, "p'q")).isEqualTo(GRAPH.person("p'q"));
        assertThat(objects.loadAll(IssueDetail.class, Filter.eq("repoId", "r'q")))
                .extracting(IssueDetail::issue).containsExactly(GRAPH.issue("i4"));
    }

    @Test
    void countsCountRootsByPropertiesOrAll() {
        assertThat(objects.count(Issue.class, Filter.eq("state", "open").and("priority", 2L))).isEqualTo(2);
        assertThat(objects.count(Issue.class, Filter.eq("state", "open").and("priority", 2))).as("an int").isEqualTo(2);
        assertThat(objects.count(Issue.class, Filter.eq("state", "closed"))).isEqualTo(1);
        assertThat(objects.count(Comment.class, Filter.all())).isEqualTo(4);
        assertThat(objects.count(Issue.class, Filter.eq("state", null))).as("null matches nothing").isZero();
        assertThat(objects.loadAll(Comment.class, Filter.all())).hasSize(4);
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

    /** Every id of the graph the read takes, and one that names nothing; every pair of state and priority. */
    private static List<Map<String, Object>> arguments(ObjectRead read) {
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

    private static List<Map<String, Object>> ids(String parameter, Label label) {
        return GRAPH.idsAndOneMissing(label).stream().<Map<String, Object>>map(id -> Map.of(parameter, id)).toList();
    }

    @Test
    void drivinesSessionHoldsNoMoreThanTheLastReadOverAThousandCalls() {
        Neo4jObjectStore store = (Neo4jObjectStore) objects;
        List<String> issues = List.of("i0", "i1", "i2", "i3", "i4");
        for (int call = 0; call < 1_000; call++) {
            objects.load(Issue.class, issues.get(call % issues.size()));
        }
        // The 1,000th call loaded i4: only it is held.
        assertThat(store.session().isTracked(Issue.class, "i4")).isTrue();
        for (String earlier : issues.subList(0, 4)) {
            assertThat(store.session().isTracked(Issue.class, earlier)).as(earlier).isFalse();
        }
        objects.loadAll(Issue.class, Filter.all());
        objects.count(Issue.class, Filter.all());
        assertThat(store.session().isTracked(Issue.class, "i4")).as("a count holds nothing").isFalse();
    }
}
