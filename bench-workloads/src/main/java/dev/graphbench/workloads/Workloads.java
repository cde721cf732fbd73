package dev.graphbench.workloads;

import dev.graphbench.api.QueryId;
import dev.graphbench.api.graph.Label;
import java.util.List;
import java.util.Map;

/** Every workload, in the order the report prints them. */
public final class Workloads {

    private static final List<Workload> ALL = List.of(
            traverse(QueryId.ONE_HOP, "1 hop: a person's followers, counted", "personId", Label.PERSON),
            traverse(QueryId.TWO_HOPS, "2 hops: who the people I follow follow, distinct", "personId", Label.PERSON),
            traverse(QueryId.THREE_HOPS, "3 hops: the same, one further", "personId", Label.PERSON),
            traverse(QueryId.DEPENDENCIES, "1 to 4 hops: a repo's transitive dependencies", "repoId", Label.REPO),
            traverse(QueryId.ORG_TOPICS, "3 hops and a group: an org's top topics among open issues", "orgId",
                    Label.ORG),
            traverse(QueryId.REPO_COMMENTERS, "3 hops and a group: a repo's top commenters", "repoId", Label.REPO),
            traverse(QueryId.FOLLOWED_REPOS, "3 hops and a group: repos the people I follow raise issues in",
                    "personId", Label.PERSON),
            new QueryWorkload(QueryId.ISSUES_BY_STATE, Phase.GRAPH, "every issue, grouped by state", Map.of()),
            new QueryWorkload(QueryId.TOP_FOLLOWED, Phase.GRAPH, "every FOLLOWS, grouped: the ten most followed", Map.of()));

    private Workloads() {
    }

    private static Workload traverse(QueryId query, String title, String parameter, Label label) {
        return new QueryWorkload(query, Phase.TRAVERSE, title, Map.of(parameter, label));
    }

    /** Every workload, in report order. */
    public static List<Workload> all() {
        return ALL;
    }

    /** The workloads of {@code phase}, in report order. */
    public static List<Workload> of(Phase phase) {
        return ALL.stream().filter(workload -> workload.phase() == phase).toList();
    }

    /** The workload of {@code query}. */
    public static QueryWorkload of(QueryId query) {
        return ALL.stream().filter(workload -> workload instanceof QueryWorkload q && q.query() == query)
                .map(QueryWorkload.class::cast).findFirst().orElseThrow();
    }
}
