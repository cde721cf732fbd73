package dev.graphbench.engine.reference;

import static dev.graphbench.api.graph.Label.ORG;
import static dev.graphbench.api.graph.Label.REPO;
import static dev.graphbench.api.graph.Label.TOPIC;
import static dev.graphbench.api.graph.RelType.DEPENDS_ON;
import static dev.graphbench.api.graph.RelType.OPENED_BY;
import static dev.graphbench.api.graph.RelType.OWNED_BY;
import static dev.graphbench.api.graph.RelType.TAGGED;
import static dev.graphbench.catalogue.Queries.COUNT_COMMENTS;
import static dev.graphbench.catalogue.Queries.COUNT_ISSUES_BY_PROPERTIES;
import static dev.graphbench.catalogue.Queries.DEPENDENCIES;
import static dev.graphbench.catalogue.Queries.FOLLOWED_REPOS;
import static dev.graphbench.catalogue.Queries.HOPS;
import static dev.graphbench.catalogue.Queries.ISSUES_BY_STATE;
import static dev.graphbench.catalogue.Queries.ONE_HOP;
import static dev.graphbench.catalogue.Queries.ORG_TOPICS;
import static dev.graphbench.catalogue.Queries.READ_OPEN_ISSUES_OF_REPO;
import static dev.graphbench.catalogue.Queries.REPO_COMMENTERS;
import static dev.graphbench.catalogue.Queries.THREE_HOPS;
import static dev.graphbench.catalogue.Queries.TOP_FOLLOWED;
import static dev.graphbench.catalogue.Queries.TWO_HOPS;
import static dev.graphbench.engine.reference.TinyGraph.row;
import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Answer;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Each query on graphs small enough to work the answer out by hand; the working is in the comments. */
class QueriesTest {

    @Nested
    class OneHop {

        // p1 -> p0, p2 -> p0, p0 -> p3; r0 is a repo.
        private final TinyGraph graph = new TinyGraph().persons("p0", "p1", "p2", "p3").nodes(REPO, "r0")
                .follows("p1", "p0").follows("p2", "p0").follows("p0", "p3");

        @Test
        void countsFollowers() {
            try (var g = graph.load()) {
                assertThat(g.count(ONE_HOP, "p0")).isEqualTo(2);
                assertThat(g.count(ONE_HOP, "p3")).isEqualTo(1);
            }
        }

        @Test
        void aPersonNobodyFollowsHasNone() {
            try (var g = graph.load()) {
                assertThat(g.count(ONE_HOP, "p1")).isZero();
            }
        }

        @Test
        void unknownIdsAndIdsOfOtherLabelsCountZero() {
            try (var g = graph.load()) {
                assertThat(g.count(ONE_HOP, "p99")).isZero();
                assertThat(g.count(ONE_HOP, "r0")).isZero();
            }
        }
    }

    @Nested
    class TwoHops {

        // A diamond a -> {b, d} -> e, and a -> b -> c: two hops from a reach c and e; e by two walks.
        private final TinyGraph graph = new TinyGraph().persons("a", "b", "c", "d", "e", "loner")
                .follows("a", "b", "d").follows("b", "c", "e").follows("d", "e");

        @Test
        void countsDistinctPeopleTwoHopsAway() {
            try (var g = graph.load()) {
                assertThat(g.count(TWO_HOPS, "a")).isEqualTo(2);
                assertThat(g.count(TWO_HOPS, "b")).isZero();
            }
        }

        @Test
        void countsAPersonAlsoOneHopAway() {
            // a -> b, a -> c, b -> c: c is both one and two hops from a; two hops reach only c.
            try (var g = new TinyGraph().persons("a", "b", "c").follows("a", "b", "c").follows("b", "c").load()) {
                assertThat(g.count(TWO_HOPS, "a")).isEqualTo(1);
            }
        }

        @Test
        void aPersonWhoFollowsNobodyReachesNobody() {
            try (var g = graph.load()) {
                assertThat(g.count(TWO_HOPS, "loner")).isZero();
                assertThat(g.count(TWO_HOPS, "nobody")).isZero();
            }
        }
    }

    @Nested
    class ThreeHops {

        // A 3-cycle a -> b -> c -> a, and a diamond a -> {b, d} -> e -> f.
        // Hop 1 from a: {b, d}; hop 2: {c, e} (e twice); hop 3: {a, f} (f twice).
        private final TinyGraph graph = new TinyGraph().persons("a", "b", "c", "d", "e", "f")
                .follows("a", "b", "d").follows("b", "c", "e").follows("c", "a").follows("d", "e").follows("e", "f");

        @Test
        void countsThePersonThroughAThreeCycleAndDiamondsOnce() {
            try (var g = graph.load()) {
                assertThat(g.count(THREE_HOPS, "a")).isEqualTo(2);
            }
        }

        @Test
        void countsFromOtherPeople() {
            // b: hop 1 {c, e}; hop 2 {a, f}; hop 3 {b, d}. d: {e}, {f}, {}.
            try (var g = graph.load()) {
                assertThat(g.count(THREE_HOPS, "b")).isEqualTo(2);
                assertThat(g.count(THREE_HOPS, "d")).isZero();
            }
        }

        @Test
        void unknownAndFollowingNobodyCountZero() {
            try (var g = graph.load()) {
                assertThat(g.count(THREE_HOPS, "f")).isZero();
                assertThat(g.count(THREE_HOPS, "zz")).isZero();
            }
        }
    }

    @Nested
    class Dependencies {

        @Test
        void stopsAtFourHops() {
            // A chain r5 -> r4 -> r3 -> r2 -> r1 -> r0: r0 is five hops from r5.
            TinyGraph chain = new TinyGraph().nodes(REPO, "r0", "r1", "r2", "r3", "r4", "r5");
            for (int r = 5; r > 0; r--) {
                chain.rel(DEPENDS_ON, "r" + r, "r" + (r - 1));
            }
            try (var g = chain.load()) {
                assertThat(g.count(DEPENDENCIES, "r5")).isEqualTo(4);
                assertThat(g.count(DEPENDENCIES, "r4")).isEqualTo(4);
                assertThat(g.count(DEPENDENCIES, "r1")).isEqualTo(1);
                assertThat(g.count(DEPENDENCIES, "r0")).isZero();
            }
        }

        @Test
        void countsARepoReachedWithinFourHopsByAnyWalkOnce() {
            // The chain with a shortcut r5 -> r3: r3 is one and two hops away, r0 four and five.
            TinyGraph chain = new TinyGraph().nodes(REPO, "r0", "r1", "r2", "r3", "r4", "r5")
                    .rel(DEPENDS_ON, "r5", "r3");
            for (int r = 5; r > 0; r--) {
                chain.rel(DEPENDS_ON, "r" + r, "r" + (r - 1));
            }
            try (var g = chain.load()) {
                assertThat(g.count(DEPENDENCIES, "r5")).isEqualTo(5);
            }
        }

        @Test
        void unknownCountsZero() {
            try (var g = new TinyGraph().nodes(REPO, "r0").load()) {
                assertThat(g.count(DEPENDENCIES, "r1")).isZero();
            }
        }
    }

    @Nested
    class OrgTopics {

        // o0 owns r0, r1; o1 owns r2; o2 owns nothing.
        //   i0 open   r0: t0, t1, t3      i2 closed r0: t2, t0
        //   i1 open   r1: t1, t3          i3 open   r2: t2
        //   i4 open   r1: t0, t3
        // o0's open issues i0, i1, i4 give t3: 3, t0: 2, t1: 2; t2 only on a closed issue.
        private final TinyGraph graph = new TinyGraph()
                .nodes(ORG, "o0", "o1", "o2").nodes(REPO, "r0", "r1", "r2").nodes(TOPIC, "t0", "t1", "t2", "t3")
                .rel(OWNED_BY, "r0", "o0").rel(OWNED_BY, "r1", "o0").rel(OWNED_BY, "r2", "o1")
                .issue("i0", "open", "r0").rel(TAGGED, "i0", "t0", "t1", "t3")
                .issue("i1", "open", "r1").rel(TAGGED, "i1", "t1", "t3")
                .issue("i2", "closed", "r0").rel(TAGGED, "i2", "t2", "t0")
                .issue("i3", "open", "r2").rel(TAGGED, "i3", "t2")
                .issue("i4", "open", "r1").rel(TAGGED, "i4", "t0", "t3");

        @Test
        void countsTaggingsOfOpenIssuesMostFirstTiesById() {
            try (var g = graph.load()) {
                assertThat(g.rows(ORG_TOPICS, "o0")).containsExactly(row("t3", 3), row("t0", 2), row("t1", 2));
                assertThat(g.rows(ORG_TOPICS, "o1")).containsExactly(row("t2", 1));
            }
        }

        @Test
        void anOrgWithoutReposOrUnknownHasNoRows() {
            try (var g = graph.load()) {
                assertThat(g.rows(ORG_TOPICS, "o2")).isEmpty();
                assertThat(g.rows(ORG_TOPICS, "o9")).isEmpty();
                assertThat(g.rows(ORG_TOPICS, "r0")).isEmpty();
            }
        }

        @Test
        void noOpenIssueMeansNoRows() {
            try (var g = new TinyGraph().nodes(ORG, "o0").nodes(REPO, "r0").nodes(TOPIC, "t0")
                    .rel(OWNED_BY, "r0", "o0").issue("i0", "closed", "r0").rel(TAGGED, "i0", "t0").load()) {
                assertThat(g.rows(ORG_TOPICS, "o0")).isEmpty();
            }
        }
    }

    @Nested
    class RepoCommenters {

        // r0 has issues i0 and i1, r1 has i2. p0 writes 3 comments on r0 (two on i0, one on i1);
        // p1 .. p12 write one each on i1; p7 also writes five on i2, which is r1's.
        // By count then id (as strings: "p10" < "p2"): p0 3, then p1, p10, p11, p12, p2 .. p6 at 1;
        // p7, p8, p9 fall past the tenth row.
        private TinyGraph graph() {
            TinyGraph graph = new TinyGraph().nodes(REPO, "r0", "r1", "r2")
                    .issue("i0", "open", "r0").issue("i1", "closed", "r0").issue("i2", "open", "r1")
                    .persons("p0").comment("c0", "i0", "p0").comment("c1", "i0", "p0").comment("c2", "i1", "p0");
            for (int p = 1; p <= 12; p++) {
                graph.persons("p" + p).comment("c1" + p, "i1", "p" + p);
            }
            for (int c = 0; c < 5; c++) {
                graph.comment("c7" + c, "i2", "p7");
            }
            return graph;
        }

        @Test
        void countsCommentsPerWriterCutAtTenTiesById() {
            try (var g = graph().load()) {
                assertThat(g.rows(REPO_COMMENTERS, "r0")).containsExactly(row("p0", 3), row("p1", 1), row("p10", 1),
                        row("p11", 1), row("p12", 1), row("p2", 1), row("p3", 1), row("p4", 1), row("p5", 1),
                        row("p6", 1));
                assertThat(g.rows(REPO_COMMENTERS, "r1")).containsExactly(row("p7", 5));
            }
        }

        @Test
        void aRepoWithoutCommentsOrUnknownHasNoRows() {
            try (var g = graph().load()) {
                assertThat(g.rows(REPO_COMMENTERS, "r2")).isEmpty();
                assertThat(g.rows(REPO_COMMENTERS, "r9")).isEmpty();
            }
        }
    }

    @Nested
    class FollowedRepos {

        // p0 follows p1 and p2; p3 follows p1; p4 follows nobody.
        //   p1 opened i0 (r0), i1 (r1)     p2 opened i2 (r0), i5 (r10)
        //   p3 opened i3 (r1)              p0 opened i4 (r2), not counted for p0
        // For p0: r0 2 (i0, i2); r1 1; r10 1, after r1 as "r1" < "r10".
        private final TinyGraph graph = new TinyGraph().persons("p0", "p1", "p2", "p3", "p4")
                .nodes(REPO, "r0", "r1", "r2", "r10")
                .follows("p0", "p1", "p2").follows("p3", "p1")
                .issue("i0", "open", "r0").rel(OPENED_BY, "i0", "p1")
                .issue("i1", "open", "r1").rel(OPENED_BY, "i1", "p1")
                .issue("i2", "closed", "r0").rel(OPENED_BY, "i2", "p2")
                .issue("i3", "open", "r1").rel(OPENED_BY, "i3", "p3")
                .issue("i4", "open", "r2").rel(OPENED_BY, "i4", "p0")
                .issue("i5", "open", "r10").rel(OPENED_BY, "i5", "p2");

        @Test
        void countsIssuesOpenedByFollowedPeoplePerRepo() {
            try (var g = graph.load()) {
                assertThat(g.rows(FOLLOWED_REPOS, "p0")).containsExactly(row("r0", 2), row("r1", 1), row("r10", 1));
                assertThat(g.rows(FOLLOWED_REPOS, "p3")).containsExactly(row("r0", 1), row("r1", 1));
            }
        }

        @Test
        void aPersonWhoFollowsNobodyOrUnknownHasNoRows() {
            try (var g = graph.load()) {
                assertThat(g.rows(FOLLOWED_REPOS, "p4")).isEmpty();
                assertThat(g.rows(FOLLOWED_REPOS, "p9")).isEmpty();
            }
        }
    }

    @Nested
    class IssuesByState {

        @Test
        void countsIssuesPerStateByStateAscending() {
            // Issues arrive open first, so the rows' order is not the order states were met in.
            try (var g = new TinyGraph().nodes(REPO, "r0").issue("i0", "open", "r0").issue("i1", "closed", "r0")
                    .issue("i2", "open", "r0").issue("i3", "open", "r0").issue("i4", "closed", "r0").load()) {
                assertThat(g.rows(ISSUES_BY_STATE)).containsExactly(row("closed", 2), row("open", 3));
            }
        }

        @Test
        void listsOnlyStatesThatOccur() {
            try (var g = new TinyGraph().nodes(REPO, "r0").issue("i0", "open", "r0").load()) {
                assertThat(g.rows(ISSUES_BY_STATE)).containsExactly(row("open", 1));
            }
            try (var g = new TinyGraph().nodes(REPO, "r0").load()) {
                assertThat(g.rows(ISSUES_BY_STATE)).isEmpty();
            }
        }
    }

    @Nested
    class TopFollowed {

        @Test
        void ranksFollowedPeopleCutAtTenTiesById() {
            // p20 follows p1 .. p12; p21 follows p5 and p12; p22 follows p12.
            // p12 3, p5 2, then the ones by id: p1, p10, p11, p2, p3, p4, p6, p7; p8 and p9 cut.
            TinyGraph graph = new TinyGraph().persons("p20", "p21", "p22").follows("p21", "p5", "p12")
                    .follows("p22", "p12");
            for (int p = 1; p <= 12; p++) {
                graph.persons("p" + p).follows("p20", "p" + p);
            }
            try (var g = graph.load()) {
                assertThat(g.rows(TOP_FOLLOWED)).containsExactly(row("p12", 3), row("p5", 2), row("p1", 1),
                        row("p10", 1), row("p11", 1), row("p2", 1), row("p3", 1), row("p4", 1), row("p6", 1),
                        row("p7", 1));
            }
        }

        @Test
        void noFollowsMeansNoRows() {
            try (var g = new TinyGraph().persons("p0", "p1").load()) {
                assertThat(g.rows(TOP_FOLLOWED)).isEmpty();
            }
        }
    }

    @Nested
    class Hops {

        // A cycle of three, a -> b -> c -> a, with a -> d and d -> b besides.
        private final TinyGraph graph = new TinyGraph().persons("a", "b", "c", "d", "loner")
                .follows("a", "b", "d").follows("b", "c").follows("c", "a").follows("d", "b");

        private long paths(TinyGraph.Loaded g, String person, int hops, PathSemantics semantics) {
            return g.session().execute(HOPS, Map.of("personId", person, "hops", hops, PathSemantics.ARGUMENT,
                    semantics.name())).count();
        }

        @Test
        void countsEveryPathNotEveryPersonReached() {
            try (var g = graph.load()) {
                // a-b-c, a-d-b: two paths of two hops, ending at two people.
                assertThat(g.session().execute(HOPS, Map.of("personId", "a", "hops", 2)).count()).isEqualTo(2);
                // a-b-c-a, a-d-b-c: three hops.
                assertThat(paths(g, "a", 3, PathSemantics.WALK)).isEqualTo(2);
                assertThat(paths(g, "a", 1, PathSemantics.TRAIL)).isEqualTo(2);
            }
        }

        @Test
        void aWalkMayGoRoundTheCycleAndBackOverItsFirstRelationshipATrailMayNot() {
            try (var g = graph.load()) {
                // Four hops from a: a-b-c-a-b and a-b-c-a-d (round the cycle and out again), a-d-b-c-a.
                // The first takes a-b twice: a walk, not a trail.
                assertThat(paths(g, "a", 4, PathSemantics.WALK)).isEqualTo(3);
                assertThat(paths(g, "a", 4, PathSemantics.TRAIL)).isEqualTo(2);
                // Without the option the reference counts walks, its own rule.
                assertThat(g.session().execute(HOPS, Map.of("personId", "a", "hops", 4)).count()).isEqualTo(3);
            }
        }

        @Test
        void nobodyAndUnknownPeopleHaveNoPaths() {
            try (var g = graph.load()) {
                assertThat(paths(g, "loner", 1, PathSemantics.WALK)).isZero();
                assertThat(paths(g, "nobody", 2, PathSemantics.TRAIL)).isZero();
            }
        }
    }

    @Nested
    class Arguments {

        @Test
        void idsAreOpaqueStrings() {
            // Ids need no label prefix and may be any text: a person "r1", a repo "p1", a person "ünï 😀".
            TinyGraph graph = new TinyGraph().persons("r1", "ünï 😀").nodes(REPO, "p1").follows("ünï 😀", "r1");
            try (var g = graph.load()) {
                assertThat(g.count(ONE_HOP, "r1")).isEqualTo(1);
                assertThat(g.count(ONE_HOP, "p1")).isZero();
                assertThat(g.rows(TOP_FOLLOWED)).containsExactly(row("r1", 1));
                assertThat(g.rows(FOLLOWED_REPOS, "ünï 😀")).isEmpty();
            }
        }

        @Test
        void everyQueryAnswersOnAnEmptyGraph() {
            try (var g = new TinyGraph().load()) {
                for (Query query : ReferenceEngineQueries.SUPPORTED) {
                    Answer answer = g.session().execute(query, ReferenceEngineQueries.arguments(query, "x"));
                    if (query.shape() == Query.Shape.COUNT) {
                        assertThat(answer.count()).as(query.id()).isZero();
                    } else if (query == READ_OPEN_ISSUES_OF_REPO) {
                        assertThat(answer.rows()).as(query.id()).containsExactly(List.of(List.of()));
                    } else if (query == COUNT_ISSUES_BY_PROPERTIES || query == COUNT_COMMENTS) {
                        assertThat(answer.count()).as(query.id()).isZero();
                    } else {
                        assertThat(answer.rows()).as(query.id()).isEmpty();
                    }
                }
            }
        }
    }
}
