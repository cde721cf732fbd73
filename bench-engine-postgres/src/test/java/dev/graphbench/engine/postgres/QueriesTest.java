package dev.graphbench.engine.postgres;

import static dev.graphbench.api.graph.RelType.ASSIGNED_TO;
import static dev.graphbench.api.graph.RelType.DEPENDS_ON;
import static dev.graphbench.api.graph.RelType.FOLLOWS;
import static dev.graphbench.api.graph.RelType.MEMBER_OF;
import static dev.graphbench.api.graph.RelType.TAGGED;
import static dev.graphbench.catalogue.Queries.DEPENDENCIES;
import static dev.graphbench.catalogue.Queries.FOLLOWED_REPOS;
import static dev.graphbench.catalogue.Queries.HOPS;
import static dev.graphbench.catalogue.Queries.ISSUES_BY_STATE;
import static dev.graphbench.catalogue.Queries.ONE_HOP;
import static dev.graphbench.catalogue.Queries.ORG_TOPICS;
import static dev.graphbench.catalogue.Queries.REPO_COMMENTERS;
import static dev.graphbench.catalogue.Queries.THREE_HOPS;
import static dev.graphbench.catalogue.Queries.TOP_FOLLOWED;
import static dev.graphbench.catalogue.Queries.TWO_HOPS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.conformance.TestGraph;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The nine statements on a graph small enough to work every answer out by hand: a diamond and a
 * 3-cycle of FOLLOWS, a DEPENDS_ON chain longer than four hops, ties at the LIMIT 10 boundary, ids
 * that sort differently as numbers and as text (p10 before p2), and an id holding a quote.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class QueriesTest {

    private static Session session;

    @BeforeAll
    static void load(Engine engine) {
        TestGraph graph = new TestGraph();
        graph.org("o0").org("o1");
        for (int i = 0; i <= 12; i++) {
            graph.person("p" + i);
        }
        graph.person("p'q");
        graph.repo("r0", "o0").repo("r1", "o0").repo("r2", "o1").repo("r3", "o0").repo("r4", "o1").repo("r5", "o1")
                .repo("r6", "o1");
        for (int i = 0; i <= 11; i++) {
            graph.topic("t" + i);
        }
        graph.issue("i0", "open", "r0", "p1").issue("i1", "open", "r0", "p1").issue("i2", "open", "r1", "p2")
                .issue("i3", "closed", "r1", "p3").issue("i4", "open", "r3", "p4").issue("i5", "open", "r2", "p1")
                .issue("i6", "closed", "r2", "p5");
        graph.comment("c0", "i0", "p1").comment("c1", "i0", "p2").comment("c2", "i1", "p1").comment("c3", "i3", "p2")
                .comment("c4", "i2", "p3").comment("c5", "i5", "p1");

        graph.relationship(MEMBER_OF, "p0", "o0").relationship(MEMBER_OF, "p1", "o0")
                .relationship(MEMBER_OF, "p1", "o1");
        // p0 -> p1 -> p4 and p0 -> p2 -> p4: a diamond; p0 -> p3 -> p6 -> p0: a 3-cycle.
        int[][] follows = {{0, 1}, {0, 2}, {0, 3}, {1, 4}, {2, 4}, {2, 5}, {3, 6}, {4, 7}, {5, 7}, {6, 0}, {7, 8},
                {9, 1}, {8, 10}, {8, 11}, {8, 12}};
        for (int[] pair : follows) {
            graph.relationship(FOLLOWS, "p" + pair[0], "p" + pair[1]);
        }
        graph.relationship(FOLLOWS, "p'q", "p9");

        // r3 -> r2 -> r1 and r3 -> r1: a diamond; r6 -> r5 -> r4 -> r3 -> r2 -> r0: r0 is five hops from r6.
        graph.relationship(DEPENDS_ON, "r1", "r0").relationship(DEPENDS_ON, "r2", "r0")
                .relationship(DEPENDS_ON, "r2", "r1").relationship(DEPENDS_ON, "r3", "r2")
                .relationship(DEPENDS_ON, "r3", "r1").relationship(DEPENDS_ON, "r4", "r3")
                .relationship(DEPENDS_ON, "r5", "r4").relationship(DEPENDS_ON, "r6", "r5");

        graph.relationship(ASSIGNED_TO, "i0", "p4");
        graph.relationship(TAGGED, "i0", "t0").relationship(TAGGED, "i0", "t1").relationship(TAGGED, "i0", "t2");
        graph.relationship(TAGGED, "i1", "t0").relationship(TAGGED, "i1", "t1");
        graph.relationship(TAGGED, "i2", "t0");
        for (int t = 3; t <= 11; t++) {
            graph.relationship(TAGGED, "i2", "t" + t);
        }
        graph.relationship(TAGGED, "i3", "t0").relationship(TAGGED, "i3", "t1");
        graph.relationship(TAGGED, "i4", "t11");
        graph.relationship(TAGGED, "i5", "t5").relationship(TAGGED, "i6", "t5");

        graph.loadInto(engine);
        session = engine.openSession();
    }

    @AfterAll
    static void close() {
        session.close();
    }

    private static long count(Query query, String parameter, String id) {
        return session.execute(query, Map.of(parameter, id)).count();
    }

    private static List<List<Object>> rows(Query query, String parameter, String id) {
        return session.execute(query, Map.of(parameter, id)).rows();
    }

    private static List<Object> row(String id, long count) {
        return List.of(id, count);
    }

    @Test
    void oneHopCountsFollowers() {
        assertThat(count(ONE_HOP, "personId", "p0")).isEqualTo(1);
        assertThat(count(ONE_HOP, "personId", "p1")).isEqualTo(2);
        assertThat(count(ONE_HOP, "personId", "p4")).isEqualTo(2);
        assertThat(count(ONE_HOP, "personId", "p9")).isEqualTo(1);
        assertThat(count(ONE_HOP, "personId", "p'q")).isZero();
        assertThat(count(ONE_HOP, "personId", "nobody")).isZero();
    }

    @Test
    void twoHopsCountsTheDiamondOnce() {
        assertThat(count(TWO_HOPS, "personId", "p0")).isEqualTo(3);
        assertThat(count(TWO_HOPS, "personId", "p9")).isEqualTo(1);
        assertThat(count(TWO_HOPS, "personId", "p'q")).isEqualTo(1);
        assertThat(count(TWO_HOPS, "personId", "nobody")).isZero();
    }

    @Test
    void threeHopsComesBackRoundTheCycle() {
        // p0 reaches p7 twice (through p4 from both sides of the diamond, and through p5) and itself through p3, p6.
        assertThat(count(THREE_HOPS, "personId", "p0")).isEqualTo(2);
        assertThat(count(THREE_HOPS, "personId", "p9")).isEqualTo(1);
        assertThat(count(THREE_HOPS, "personId", "p12")).isZero();
    }

    private static long paths(String personId, int hops) {
        return session.execute(HOPS, Map.of("personId", personId, "hops", hops)).count();
    }

    @Test
    void hopsCountsEveryWalkOfExactlySoManyHops() {
        // From p0: p1, p2, p3; then p1-p4, p2-p4, p2-p5, p3-p6; then p4-p7 twice, p5-p7, p6-p0; then p7-p8
        // three times and p0 out again to p1, p2, p3. One of those walks, p0-p3-p6-p0-p3, takes p0 -> p3 twice:
        // a walk, which joins count, not a trail, which Cypher would.
        assertThat(List.of(paths("p0", 1), paths("p0", 2), paths("p0", 3), paths("p0", 4))).containsExactly(3L, 4L, 4L, 6L);
        assertThat(List.of(paths("p'q", 1), paths("p'q", 4))).containsExactly(1L, 1L);
        assertThat(paths("p12", 1)).isZero();
        assertThat(paths("nobody", 2)).isZero();
    }

    @Test
    void dependenciesStopAtFourHops() {
        assertThat(count(DEPENDENCIES, "repoId", "r6")).isEqualTo(5);
        assertThat(count(DEPENDENCIES, "repoId", "r4")).isEqualTo(4);
        assertThat(count(DEPENDENCIES, "repoId", "r3")).isEqualTo(3);
        assertThat(count(DEPENDENCIES, "repoId", "r0")).isZero();
        assertThat(count(DEPENDENCIES, "repoId", "nothing")).isZero();
    }

    @Test
    void orgTopicsCountsOpenIssuesAndBreaksTiesById() {
        assertThat(rows(ORG_TOPICS, "orgId", "o0")).containsExactly(
                row("t0", 3), row("t1", 2), row("t11", 2),
                row("t10", 1), row("t2", 1), row("t3", 1), row("t4", 1), row("t5", 1), row("t6", 1), row("t7", 1));
        assertThat(rows(ORG_TOPICS, "orgId", "o1")).containsExactly(row("t5", 1));
        assertThat(rows(ORG_TOPICS, "orgId", "nothing")).isEmpty();
    }

    @Test
    void repoCommentersCountsCommentsOnTheReposIssues() {
        assertThat(rows(REPO_COMMENTERS, "repoId", "r0")).containsExactly(row("p1", 2), row("p2", 1));
        assertThat(rows(REPO_COMMENTERS, "repoId", "r1")).containsExactly(row("p2", 1), row("p3", 1));
        assertThat(rows(REPO_COMMENTERS, "repoId", "r6")).isEmpty();
        assertThat(rows(REPO_COMMENTERS, "repoId", "nothing")).isEmpty();
    }

    @Test
    void followedReposCountsIssuesOpenedByFollowedPeople() {
        assertThat(rows(FOLLOWED_REPOS, "personId", "p0")).containsExactly(row("r0", 2), row("r1", 2), row("r2", 1));
        assertThat(rows(FOLLOWED_REPOS, "personId", "p9")).containsExactly(row("r0", 2), row("r2", 1));
        assertThat(rows(FOLLOWED_REPOS, "personId", "p1")).containsExactly(row("r3", 1));
        assertThat(rows(FOLLOWED_REPOS, "personId", "p8")).isEmpty();
    }

    @Test
    void issuesByStateInStateOrder() {
        assertThat(session.execute(ISSUES_BY_STATE, Map.of()).rows())
                .containsExactly(row("closed", 2), row("open", 5));
    }

    @Test
    void topFollowedTakesTheFirstTenInIdOrder() {
        assertThat(session.execute(TOP_FOLLOWED, Map.of()).rows()).containsExactly(
                row("p1", 2), row("p4", 2), row("p7", 2),
                row("p0", 1), row("p10", 1), row("p11", 1), row("p12", 1), row("p2", 1), row("p3", 1), row("p5", 1));
    }

    @Test
    void valuesAreBoundNotSpliced() {
        assertThat(count(ONE_HOP, "personId", "p1' OR '1'='1")).isZero();
        assertThat(count(TWO_HOPS, "personId", "p'q")).isEqualTo(1);
    }

    @Test
    void aStatementRunsAgainAndAgainOnItsSession() {
        // pgjdbc switches to a server-side prepared statement after five runs: the answers must not change.
        for (int run = 0; run < 12; run++) {
            assertThat(count(TWO_HOPS, "personId", run % 2 == 0 ? "p0" : "p9")).isEqualTo(run % 2 == 0 ? 3 : 1);
        }
    }

    @Test
    void sessionsAreIndependent(Engine engine) {
        try (Session other = engine.openSession()) {
            assertThat(other.execute(ONE_HOP, Map.of("personId", "p1")).count()).isEqualTo(2);
        }
        assertThat(count(ONE_HOP, "personId", "p1")).isEqualTo(2);
    }

    @Test
    void aClosedSessionRefusesWork(Engine engine) {
        Session closed = engine.openSession();
        closed.close();
        closed.close();
        assertThatThrownBy(() -> closed.execute(ISSUES_BY_STATE, Map.of()))
                .isInstanceOf(IllegalStateException.class).hasMessage("session is closed");
    }

    @Test
    void answersAreLongsAndStrings() {
        Answer answer = session.execute(TOP_FOLLOWED, Map.of());
        assertThat(answer.rows().get(0).get(0)).isInstanceOf(String.class);
        assertThat(answer.rows().get(0).get(1)).isInstanceOf(Long.class);
    }
}
