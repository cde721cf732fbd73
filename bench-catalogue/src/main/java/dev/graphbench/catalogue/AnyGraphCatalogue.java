package dev.graphbench.catalogue;

import dev.graphbench.api.ArgumentSource;
import dev.graphbench.api.WorkloadCatalogue;
import dev.graphbench.api.WorkloadSpec;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.RelType;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The questions of any graph of one label and one relationship type (a SNAP edge list, a Kronecker
 * graph): how many distinct nodes lie within 1, 2, 3 and 4 hops of a start node, the start drawn from the
 * nodes with a relationship going out. Semurg's benchmark asks it at 4 hops. (The depth ladder, which asks
 * it of one start at every depth, is a phase of its own.)
 */
public final class AnyGraphCatalogue implements WorkloadCatalogue {

    /** The deepest reach of a workload of its own: Semurg's question. */
    public static final int MAX_HOPS = 4;

    private static final List<WorkloadSpec> WORKLOADS = IntStream.rangeClosed(1, MAX_HOPS)
            .mapToObj(AnyGraphCatalogue::reach).toList();

    @Override
    public List<WorkloadSpec> workloads() {
        return WORKLOADS;
    }

    /** The id of the reach workload of {@code hops}: {@code reach-4}. */
    public static String reachId(int hops) {
        return Queries.REACH.id() + "-" + hops;
    }

    private static WorkloadSpec reach(int hops) {
        WorkloadSpec reach = WorkloadSpec.of(Queries.REACH, "distinct nodes within " + hops
                        + (hops == 1 ? " hop" : " hops") + " of a start node", "traverse", GraphSchema.ONE_LABEL)
                .withId(reachId(hops))
                .with("startId", ArgumentSource.startNodes(RelType.LINK))
                .with("hops", ArgumentSource.values((long) hops));
        // Semurg's question, asked on many threads at once as well.
        return hops == MAX_HOPS ? reach.alsoIn("concurrent") : reach;
    }
}
