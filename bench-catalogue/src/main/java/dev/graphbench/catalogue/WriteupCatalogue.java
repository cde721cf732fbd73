package dev.graphbench.catalogue;

import dev.graphbench.api.Query;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import java.util.List;

/**
 * The write-up's workloads of hand-written queries, on the generated graph: the traversals and the
 * queries over the whole graph, in the order its tables print them. (The object store's reads and
 * writes, which call the object model rather than a statement, are the harness's own.)
 */
public final class WriteupCatalogue implements WorkloadCatalogue {

    /** The phase whose threads call at once: the write-up times its 2-hop traversal there. */
    private static final String CONCURRENT = "concurrent";

    private static final List<WorkloadSpec> WORKLOADS = List.of(
            traverse(Queries.ONE_HOP, "1 hop: a person's followers, counted"),
            traverse(Queries.TWO_HOPS, "2 hops: who the people I follow follow, distinct").alsoIn(CONCURRENT),
            traverse(Queries.THREE_HOPS, "3 hops: the same, one further"),
            traverse(Queries.DEPENDENCIES, "1 to 4 hops: a repo's transitive dependencies"),
            traverse(Queries.ORG_TOPICS, "3 hops and a group: an org's top topics among open issues"),
            traverse(Queries.REPO_COMMENTERS, "3 hops and a group: a repo's top commenters"),
            traverse(Queries.FOLLOWED_REPOS, "3 hops and a group: repos the people I follow raise issues in"),
            wholeGraph(Queries.ISSUES_BY_STATE, "every issue, grouped by state"),
            wholeGraph(Queries.TOP_FOLLOWED, "every FOLLOWS, grouped: the ten most followed"));

    @Override
    public List<WorkloadSpec> workloads() {
        return WORKLOADS;
    }

    private static WorkloadSpec traverse(Query query, String title) {
        return WorkloadSpec.of(query, title, "traverse", GraphSchema.GENERATED_KIND);
    }

    private static WorkloadSpec wholeGraph(Query query, String title) {
        return WorkloadSpec.of(query, title, "graph", GraphSchema.GENERATED_KIND);
    }
}
