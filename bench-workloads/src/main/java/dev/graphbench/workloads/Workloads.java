package dev.graphbench.workloads;

import dev.graphbench.api.QueryId;
import dev.graphbench.workloads.objects.HandWrittenRead;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.util.ArrayList;
import java.util.List;

/** Every workload, in the order the report prints them. */
public final class Workloads {

    private static final List<Workload> ALL = all(
            traverse(QueryId.ONE_HOP, "1 hop: a person's followers, counted"),
            traverse(QueryId.TWO_HOPS, "2 hops: who the people I follow follow, distinct"),
            traverse(QueryId.THREE_HOPS, "3 hops: the same, one further"),
            traverse(QueryId.DEPENDENCIES, "1 to 4 hops: a repo's transitive dependencies"),
            traverse(QueryId.ORG_TOPICS, "3 hops and a group: an org's top topics among open issues"),
            traverse(QueryId.REPO_COMMENTERS, "3 hops and a group: a repo's top commenters"),
            traverse(QueryId.FOLLOWED_REPOS, "3 hops and a group: repos the people I follow raise issues in"),
            new QueryWorkload(QueryId.ISSUES_BY_STATE, Phase.GRAPH, "every issue, grouped by state"),
            new QueryWorkload(QueryId.TOP_FOLLOWED, Phase.GRAPH, "every FOLLOWS, grouped: the ten most followed"));

    /**
     * The workloads the concurrent phase runs, threads at once: each is also a workload of a
     * sequential phase, whose answers it shares. Adding one here is all it takes.
     */
    private static final List<Workload> CONCURRENT = List.of(
            of(QueryId.TWO_HOPS),
            ObjectWorkloads.reads().stream().filter(read -> read.id().equals("load-view")).findFirst().orElseThrow());

    private static final Workload HOPS = new HopsWorkload();

    private Workloads() {
    }

    /** The object store's reads, each followed by its hand-written twin; the hand-written queries; the writes. */
    private static List<Workload> all(Workload... queries) {
        List<Workload> all = new ArrayList<>();
        for (ObjectRead read : ObjectWorkloads.reads()) {
            all.add(read);
            all.add(read.handWritten());
        }
        all.addAll(List.of(queries));
        all.addAll(ObjectWorkloads.writes());
        return List.copyOf(all);
    }

    private static Workload traverse(QueryId query, String title) {
        return new QueryWorkload(query, Phase.TRAVERSE, title);
    }

    /** Every workload of the sequential phases (read, traverse, graph and write), in report order. */
    public static List<Workload> all() {
        return ALL;
    }

    /** The workloads of sequential phase {@code phase}, in report order; none for the others. */
    public static List<Workload> of(Phase phase) {
        return ALL.stream().filter(workload -> workload.phase() == phase).toList();
    }

    /** The workloads the concurrent phase runs, in report order. */
    public static List<Workload> concurrent() {
        return CONCURRENT;
    }

    /** The hops phase's workload: {@link QueryId#HOPS} from seeded people, 1 to 4 hops each. */
    public static Workload hops() {
        return HOPS;
    }

    /** The workload of {@code query}. */
    public static Workload of(QueryId query) {
        if (query == QueryId.HOPS) {
            return HOPS;
        }
        return ALL.stream().filter(workload -> workload instanceof QueryWorkload q && q.query() == query
                        || workload instanceof HandWrittenRead read && read.query() == query)
                .findFirst().orElseThrow();
    }
}
