package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.conformance.TestGraph;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The nine statements on a graph small enough to work every answer out by hand: a diamond and a
 * cycle of three among the FOLLOWS, a diamond and a chain five long among the DEPENDS_ON, ties
 * that the id breaks, more than ten candidates where the answer stops at ten, unknown ids.
 */
@ExtendWith(Neo4jExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Neo4jQueriesTest {

    /** An id with both quotes in it: it reaches Neo4j only as a bound value. */
    private static final String QUOTED = "p'q\"";

    private Session session;

    @BeforeAll
    void load(Engine engine) {
        TestGraph graph = new TestGraph().org("o0").org("o1");
        for (int i = 0; i <= 13; i++) {
            graph.person("p" + i);
        }
        graph.person(QUOTED);
        follows(graph, "p0", "p1", "p0", "p2", "p0", "p3", "p1", "p4", "p2", "p4", "p3", "p5", "p5", "p0",
                "p4", "p6", "p6", "p7", "p7", "p1", "p8", "p4", "p9", "p4", "p9", "p10", "p9", "p11", "p9", "p12",
                "p9", "p13", "p9", QUOTED);
        graph.repo("r0", "o0").repo("r1", "o0").repo("r2", "o0");
        for (int i = 3; i <= 7; i++) {
            graph.repo("r" + i, "o1");
        }
        String[] dependsOn = {"r5", "r3", "r5", "r4", "r3", "r1", "r4", "r1", "r1", "r0", "r2", "r0", "r6", "r5",
                "r7", "r6"};
        for (int i = 0; i < dependsOn.length; i += 2) {
            graph.relationship(RelType.DEPENDS_ON, dependsOn[i], dependsOn[i + 1]);
        }
        for (int i = 0; i <= 11; i++) {
            graph.topic("t" + i);
        }
        graph.issue("i0", "open", "r0", "p1").issue("i1", "open", "r1", "p2").issue("i2", "open", "r2", "p1")
                .issue("i3", "closed", "r0", "p3").issue("i4", "open", "r3", "p4").issue("i5", "open", "r1", "p2");
        tag(graph, "i0", "t0", "t1", "t2");
        tag(graph, "i1", "t0", "t1");
        tag(graph, "i2", "t0");
        tag(graph, "i3", "t0", "t3");
        tag(graph, "i4", "t0");
        tag(graph, "i5", "t2", "t4", "t5", "t6", "t7", "t8", "t9", "t10", "t11");
        graph.relationship(RelType.ASSIGNED_TO, "i0", "p5").relationship(RelType.MEMBER_OF, "p0", "o0");
        graph.comment("c0", "i1", "p1").comment("c1", "i1", "p1").comment("c2", "i5", "p1")
                .comment("c3", "i5", "p2").comment("c4", "i5", "p3").comment("c5", "i1", "p3")
                .comment("c6", "i0", "p2").comment("c7", "i5", "p0");
        graph.loadInto(engine);
        session = engine.openSession();
    }

    @AfterAll
    void close() {
        session.close();
    }

    private static void follows(TestGraph graph, String... pairs) {
        for (int i = 0; i < pairs.length; i += 2) {
            graph.relationship(RelType.FOLLOWS, pairs[i], pairs[i + 1]);
        }
    }

    private static void tag(TestGraph graph, String issue, String... topics) {
        for (String topic : topics) {
            graph.relationship(RelType.TAGGED, issue, topic);
        }
    }

    private long count(Query query, String parameter, String id) {
        return session.execute(query, Map.of(parameter, id)).count();
    }

    private List<List<Object>> rows(Query query, Map<String, Object> arguments) {
        return session.execute(query, arguments).rows();
    }

    @Test
    void oneHopCountsFollowers() {
        assertThat(count(Queries.ONE_HOP, "personId", "p4")).isEqualTo(4);
        assertThat(count(Queries.ONE_HOP, "personId", "p0")).isEqualTo(1);
        assertThat(count(Queries.ONE_HOP, "personId", "p8")).isZero();
        assertThat(count(Queries.ONE_HOP, "personId", "p999")).isZero();
    }

    @Test
    void twoHopsCountsThePersonReachedThroughADiamondOnce() {
        assertThat(count(Queries.TWO_HOPS, "personId", "p0")).isEqualTo(2);
        assertThat(count(Queries.TWO_HOPS, "personId", "p5")).isEqualTo(3);
        assertThat(count(Queries.TWO_HOPS, "personId", "p9")).isEqualTo(1);
        assertThat(count(Queries.TWO_HOPS, "personId", "p10")).isZero();
        assertThat(count(Queries.TWO_HOPS, "personId", "p999")).isZero();
    }

    @Test
    void threeHopsComesBackToThePersonAroundACycleOfThree() {
        assertThat(count(Queries.THREE_HOPS, "personId", "p0")).isEqualTo(2);
        assertThat(count(Queries.THREE_HOPS, "personId", "p5")).isEqualTo(2);
        assertThat(count(Queries.THREE_HOPS, "personId", "p4")).isEqualTo(1);
        assertThat(count(Queries.THREE_HOPS, "personId", "p999")).isZero();
    }

    @Test
    void dependenciesStopAtFourHops() {
        assertThat(count(Queries.DEPENDENCIES, "repoId", "r5")).isEqualTo(4);
        assertThat(count(Queries.DEPENDENCIES, "repoId", "r6")).isEqualTo(5);
        assertThat(count(Queries.DEPENDENCIES, "repoId", "r7")).isEqualTo(5);
        assertThat(count(Queries.DEPENDENCIES, "repoId", "r2")).isEqualTo(1);
        assertThat(count(Queries.DEPENDENCIES, "repoId", "r0")).isZero();
        assertThat(count(Queries.DEPENDENCIES, "repoId", "r999")).isZero();
    }

    @Test
    void orgTopicsCountOpenIssuesOfTheOrgsReposAndStopAtTen() {
        assertThat(rows(Queries.ORG_TOPICS, Map.of("orgId", "o0"))).containsExactly(
                List.of("t0", 3L), List.of("t1", 2L), List.of("t2", 2L), List.of("t10", 1L), List.of("t11", 1L),
                List.of("t4", 1L), List.of("t5", 1L), List.of("t6", 1L), List.of("t7", 1L), List.of("t8", 1L));
        assertThat(rows(Queries.ORG_TOPICS, Map.of("orgId", "o1"))).containsExactly(List.of("t0", 1L));
        assertThat(rows(Queries.ORG_TOPICS, Map.of("orgId", "o999"))).isEmpty();
    }

    @Test
    void repoCommentersCountCommentsOnTheReposIssues() {
        assertThat(rows(Queries.REPO_COMMENTERS, Map.of("repoId", "r1"))).containsExactly(
                List.of("p1", 3L), List.of("p3", 2L), List.of("p0", 1L), List.of("p2", 1L));
        assertThat(rows(Queries.REPO_COMMENTERS, Map.of("repoId", "r0"))).containsExactly(List.of("p2", 1L));
        assertThat(rows(Queries.REPO_COMMENTERS, Map.of("repoId", "r7"))).isEmpty();
        assertThat(rows(Queries.REPO_COMMENTERS, Map.of("repoId", "r999"))).isEmpty();
    }

    @Test
    void followedReposCountIssuesOpenedByThePeopleFollowed() {
        assertThat(rows(Queries.FOLLOWED_REPOS, Map.of("personId", "p0"))).containsExactly(
                List.of("r0", 2L), List.of("r1", 2L), List.of("r2", 1L));
        assertThat(rows(Queries.FOLLOWED_REPOS, Map.of("personId", "p8"))).containsExactly(List.of("r3", 1L));
        assertThat(rows(Queries.FOLLOWED_REPOS, Map.of("personId", "p6"))).isEmpty();
        assertThat(rows(Queries.FOLLOWED_REPOS, Map.of("personId", "p999"))).isEmpty();
    }

    @Test
    void issuesByStateInStateOrder() {
        assertThat(rows(Queries.ISSUES_BY_STATE, Map.of())).containsExactly(List.of("closed", 1L), List.of("open", 5L));
    }

    @Test
    void topFollowedStopsAtTenWithTiesInIdOrder() {
        assertThat(rows(Queries.TOP_FOLLOWED, Map.of())).containsExactly(
                List.of("p4", 4L), List.of("p1", 2L), List.of(QUOTED, 1L), List.of("p0", 1L), List.of("p10", 1L),
                List.of("p11", 1L), List.of("p12", 1L), List.of("p13", 1L), List.of("p2", 1L), List.of("p3", 1L));
    }

    @Test
    void valuesWithQuotesAreBoundNotSpliced() {
        assertThat(count(Queries.ONE_HOP, "personId", QUOTED)).isEqualTo(1);
        assertThat(count(Queries.ONE_HOP, "personId", "p4' OR true //")).isZero();
        assertThat(count(Queries.ONE_HOP, "personId", "p4\"}) RETURN 99 //")).isZero();
    }

    @Test
    void answersAreRowsOfLongsAndStrings() {
        Answer answer = session.execute(Queries.ORG_TOPICS, Map.of("orgId", "o1"));
        assertThat(answer.rows().get(0)).hasExactlyElementsOfTypes(String.class, Long.class);
    }
}
