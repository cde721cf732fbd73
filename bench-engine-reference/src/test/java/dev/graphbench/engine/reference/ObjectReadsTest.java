package dev.graphbench.engine.reference;

import static dev.graphbench.api.graph.Label.COMMENT;
import static dev.graphbench.api.graph.Label.ORG;
import static dev.graphbench.api.graph.Label.PERSON;
import static dev.graphbench.api.graph.Label.REPO;
import static dev.graphbench.api.graph.Label.TOPIC;
import static dev.graphbench.api.graph.RelType.ASSIGNED_TO;
import static dev.graphbench.api.graph.RelType.DEPENDS_ON;
import static dev.graphbench.api.graph.RelType.MEMBER_OF;
import static dev.graphbench.api.graph.RelType.ON;
import static dev.graphbench.api.graph.RelType.OPENED_BY;
import static dev.graphbench.api.graph.RelType.OWNED_BY;
import static dev.graphbench.api.graph.RelType.TAGGED;
import static dev.graphbench.api.graph.RelType.WRITTEN_BY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Query;
import dev.graphbench.catalogue.Queries;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The reference's answers to the object store's reads, as documents, on a graph small enough to know
 * each answer. Lists in a document compare in any order, as {@link Query.Shape#DOCUMENT} says.
 *
 * <pre>
 * orgs      o0 Acme, o1 Globex, o2 Initech
 * people    p0 Ada, p1 Bob, p2 Cy, p3 Di      MEMBER_OF p0: o2; p1: o0, o1; p2: o1; p3: o2
 *                                             FOLLOWS   p0: p1, p2; p3: p0
 * repos     r0 engine (Java, 120), r1 tools (Go, 7), r2 empty (C, 0)
 *           OWNED_BY r0: o0; r1: o1; r2 none    DEPENDS_ON r0: r1, r2
 * topics    t0 graphs, t1 bugs
 * issues    i0 open 2 in r0, by p0, assigned p1 and p2, tagged t0 and t1, comments c0 (p1) and c1 (p2)
 *           i1 closed 1 in r0, by p1
 *           i2 open 2 in r0, by nobody, nothing else
 *           i3 open 2 in r1, by p2, tagged t0, comment c2 (p0); its title not ASCII
 * </pre>
 */
class ObjectReadsTest {

    private static final TinyGraph GRAPH = new TinyGraph()
            .node(ORG, "o0", "name", "Acme").node(ORG, "o1", "name", "Globex").node(ORG, "o2", "name", "Initech")
            .node(PERSON, "p0", "name", "Ada", "login", "ada").node(PERSON, "p1", "name", "Bob", "login", "bob")
            .node(PERSON, "p2", "name", "Cy", "login", "cy").node(PERSON, "p3", "name", "Di", "login", "di")
            .rel(MEMBER_OF, "p0", "o2").rel(MEMBER_OF, "p1", "o0", "o1").rel(MEMBER_OF, "p2", "o1")
            .rel(MEMBER_OF, "p3", "o2")
            .follows("p0", "p1", "p2").follows("p3", "p0")
            .node(REPO, "r0", "name", "engine", "language", "Java", "stars", 120L)
            .node(REPO, "r1", "name", "tools", "language", "Go", "stars", 7L)
            .node(REPO, "r2", "name", "empty", "language", "C", "stars", 0L)
            .rel(OWNED_BY, "r0", "o0").rel(OWNED_BY, "r1", "o1").rel(DEPENDS_ON, "r0", "r1", "r2")
            .node(TOPIC, "t0", "name", "graphs").node(TOPIC, "t1", "name", "bugs")
            .issue("i0", "open", 2, "r0").rel(OPENED_BY, "i0", "p0").rel(ASSIGNED_TO, "i0", "p1", "p2")
            .rel(TAGGED, "i0", "t0", "t1")
            .issue("i1", "closed", 1, "r0").rel(OPENED_BY, "i1", "p1")
            .issue("i2", "open", 2, "r0")
            .issue("i3", "open", 2, "r1").rel(OPENED_BY, "i3", "p2").rel(TAGGED, "i3", "t0")
            .node(COMMENT, "c0", "body", "me too", "createdAt", 1_000L).rel(ON, "c0", "i0").rel(WRITTEN_BY, "c0", "p1")
            .node(COMMENT, "c1", "body", "fixed?", "createdAt", 2_000L).rel(ON, "c1", "i0").rel(WRITTEN_BY, "c1", "p2")
            .node(COMMENT, "c2", "body", "ok", "createdAt", 3_000L).rel(ON, "c2", "i3").rel(WRITTEN_BY, "c2", "p0");

    private static TinyGraph.Loaded loaded;

    @BeforeAll
    static void load() {
        loaded = GRAPH.load();
    }

    @AfterAll
    static void close() {
        loaded.close();
    }

    private static Map<String, Object> fragment(String id) {
        return GRAPH.fragment(id);
    }

    /** The one document of the answer to {@code query} for {@code id}, in a form that compares lists in any order. */
    private static Object document(Query query, String id) {
        Answer answer = loaded.answer(query, id);
        assertThat(answer.rows()).as("%s %s: one row of one document", query, id).hasSize(1)
                .allSatisfy(row -> assertThat(row).hasSize(1));
        return ReferenceEngineQueries.comparable(query, answer);
    }

    /** {@code expected} as {@link #document} gives it. */
    private static Object expected(Query query, Object expected) {
        return ReferenceEngineQueries.comparable(query, Answer.ofRows(List.of(List.of(expected))));
    }

    private static Map<String, Object> view(Object... namesAndValues) {
        Map<String, Object> view = new HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            view.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return view;
    }

    @Test
    void aFragmentIsEveryPropertyOfThePerson() {
        Answer answer = loaded.answer(Queries.READ_FRAGMENT, "p0");
        assertThat(answer.rows()).containsExactly(List.of(Map.of("id", "p0", "name", "Ada", "login", "ada")));
        // In the label's order, as the object store's fragment class declares its fields.
        assertThat(List.copyOf(((Map<?, ?>) answer.rows().getFirst().getFirst()).keySet()))
                .isEqualTo(List.of("id", "name", "login"));
    }

    @Test
    void anIssueDetailHoldsItsRepoAuthorAssigneesTopicsAndComments() {
        assertThat(document(Queries.READ_ISSUE_DETAIL, "i0")).isEqualTo(expected(Queries.READ_ISSUE_DETAIL, view(
                "issue", Map.of("id", "i0", "title", "i0 title", "state", "open", "priority", 2L, "repoId", "r0"),
                "repo", Map.of("id", "r0", "name", "engine", "language", "Java", "stars", 120L),
                "author", fragment("p0"),
                "assignees", List.of(fragment("p2"), fragment("p1")),
                "topics", List.of(fragment("t1"), fragment("t0")),
                "comments", List.of(fragment("c0"), fragment("c1")))));
    }

    @Test
    void anIssueWithoutAnAuthorHasNullAndEmptyListsForWhatItLacks() {
        assertThat(document(Queries.READ_ISSUE_DETAIL, "i2")).isEqualTo(expected(Queries.READ_ISSUE_DETAIL, view(
                "issue", fragment("i2"), "repo", fragment("r0"), "author", null,
                "assignees", List.of(), "topics", List.of(), "comments", List.of())));
    }

    @Test
    void anIssueThreadHoldsEachCommentWithItsAuthor() {
        assertThat(document(Queries.READ_ISSUE_THREAD, "i0")).isEqualTo(expected(Queries.READ_ISSUE_THREAD, view(
                "issue", fragment("i0"),
                "comments", List.of(Map.of("comment", fragment("c1"), "author", fragment("p2")),
                        Map.of("comment", Map.of("id", "c0", "body", "me too", "createdAt", 1_000L),
                                "author", fragment("p1"))))));
        assertThat(document(Queries.READ_ISSUE_THREAD, "i1")).isEqualTo(expected(Queries.READ_ISSUE_THREAD,
                view("issue", fragment("i1"), "comments", List.of())));
    }

    @Test
    void aRepoOverviewHoldsItsOwnerDependenciesAndIssueCount() {
        assertThat(document(Queries.READ_REPO_OVERVIEW, "r0")).isEqualTo(expected(Queries.READ_REPO_OVERVIEW, view(
                "repo", fragment("r0"), "owner", Map.of("id", "o0", "name", "Acme"),
                "dependencies", List.of(fragment("r1"), fragment("r2")), "issueCount", 3L)));
        assertThat(document(Queries.READ_REPO_OVERVIEW, "r2")).isEqualTo(expected(Queries.READ_REPO_OVERVIEW, view(
                "repo", fragment("r2"), "owner", null, "dependencies", List.of(), "issueCount", 0L)));
    }

    @Test
    void aPersonNetworkHoldsEachOrgOfThePeopleFollowedOnce() {
        // p0 follows p1 (o0, o1) and p2 (o1): o1 is reached twice and listed once.
        assertThat(document(Queries.READ_PERSON_NETWORK, "p0")).isEqualTo(expected(Queries.READ_PERSON_NETWORK,
                view("person", fragment("p0"), "orgsOfFollowed", List.of(fragment("o0"), fragment("o1")))));
        assertThat(document(Queries.READ_PERSON_NETWORK, "p3")).isEqualTo(expected(Queries.READ_PERSON_NETWORK,
                view("person", fragment("p3"), "orgsOfFollowed", List.of(fragment("o2")))));
        assertThat(document(Queries.READ_PERSON_NETWORK, "p1")).isEqualTo(expected(Queries.READ_PERSON_NETWORK,
                view("person", fragment("p1"), "orgsOfFollowed", List.of())));
    }

    @Test
    void theOpenIssuesOfARepoAreReadByItsRepoIdPropertyAndAlwaysOneRow() {
        assertThat(document(Queries.READ_OPEN_ISSUES_OF_REPO, "r0")).isEqualTo(expected(Queries.READ_OPEN_ISSUES_OF_REPO,
                List.of(fragment("i2"), fragment("i0"))));
        assertThat(document(Queries.READ_OPEN_ISSUES_OF_REPO, "r1")).isEqualTo(expected(Queries.READ_OPEN_ISSUES_OF_REPO,
                List.of(fragment("i3"))));
        assertThat(document(Queries.READ_OPEN_ISSUES_OF_REPO, "r2")).isEqualTo(expected(Queries.READ_OPEN_ISSUES_OF_REPO,
                List.of()));
        // No repo r9: still one row, an empty list, as the object store's loadAll gives.
        assertThat(loaded.answer(Queries.READ_OPEN_ISSUES_OF_REPO, "r9").rows()).containsExactly(List.of(List.of()));
    }

    @Test
    void issuesAreCountedByStateAndPriorityAndCommentsAltogether() {
        assertThat(countIssues("open", 2)).isEqualTo(3);
        assertThat(countIssues("closed", 1)).isEqualTo(1);
        assertThat(countIssues("closed", 2)).isZero();
        assertThat(countIssues("open", 0)).isZero();
        assertThat(loaded.session().execute(Queries.COUNT_COMMENTS, Map.of()).rows()).containsExactly(List.of(3L));
    }

    private static long countIssues(String state, long priority) {
        Answer answer = loaded.session().execute(Queries.COUNT_ISSUES_BY_PROPERTIES,
                Map.of("state", state, "priority", priority));
        assertThat(answer.rows()).hasSize(1);
        return answer.count();
    }

    @Test
    void anIdThatNamesNoNodeOfTheRootsLabelGivesNoRow() {
        for (Query query : List.of(Queries.READ_FRAGMENT, Queries.READ_ISSUE_DETAIL, Queries.READ_ISSUE_THREAD,
                Queries.READ_REPO_OVERVIEW, Queries.READ_PERSON_NETWORK)) {
            assertThat(loaded.answer(query, "x9").rows()).as(query.id()).isEmpty();
            // An id of a node of another label names no root either.
            assertThat(loaded.answer(query, query.equals(Queries.READ_REPO_OVERVIEW) ? "p0" : "r0").rows())
                    .as(query.id()).isEmpty();
        }
    }

    @Test
    void theDocumentsAreWhatTheSlowWayPutsTogether() {
        WalkOracle oracle = new WalkOracle(GRAPH.streamedNodes(), GRAPH.streamedRelationships());
        for (Query query : List.of(Queries.READ_FRAGMENT, Queries.READ_ISSUE_DETAIL, Queries.READ_ISSUE_THREAD,
                Queries.READ_REPO_OVERVIEW, Queries.READ_PERSON_NETWORK, Queries.READ_OPEN_ISSUES_OF_REPO)) {
            String label = query.parameters().getFirst().label().idPrefix();
            for (int n = 0; n < 4; n++) {
                Map<String, Object> call = Map.of(query.parameters().getFirst().name(), label + n);
                assertThat(ReferenceEngineQueries.comparable(query, loaded.session().execute(query, call)))
                        .as("%s %s", query, call).isEqualTo(ReferenceEngineQueries.comparable(query,
                                oracle.answer(query, call)));
            }
        }
    }
}
