package dev.graphbench.phases.load;

import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import java.util.List;

/**
 * The bulk load of the graph into one engine: the load phase's result.
 *
 * @param status              whether the load completed and its counts matched the manifest
 * @param reason              why it was held; null when OK
 * @param nodesSeconds        loading every node
 * @param relationshipsSeconds loading every relationship
 * @param afterLoadSeconds    what the engine builds after the load (indexes, statistics)
 * @param nodes               nodes the engine holds after the load
 * @param relationships       relationships it holds
 * @param countDifferences    every label and type whose count differs from the manifest's
 * @param loadPath            how the engine's loader loaded, in its own words; null when it does not say
 */
public record LoadResult(Status status, String reason, double nodesSeconds, double relationshipsSeconds,
                         double afterLoadSeconds, long nodes, long relationships, List<String> countDifferences,
                         String loadPath) implements PhaseResult {

    /** A load whose loader does not say how it loaded. */
    public LoadResult(Status status, String reason, double nodesSeconds, double relationshipsSeconds,
                      double afterLoadSeconds, long nodes, long relationships, List<String> countDifferences) {
        this(status, reason, nodesSeconds, relationshipsSeconds, afterLoadSeconds, nodes, relationships,
                countDifferences, null);
    }

    /** A load measured something when it completed. */
    @Override
    public boolean measured() {
        return status == Status.OK;
    }

    /** A load that did not complete, or whose graph is not the manifest's, leaves the run incomplete. */
    @Override
    public boolean incomplete() {
        return status != Status.OK;
    }

    /** The same load, held for {@code why} instead. */
    public LoadResult heldFor(String why) {
        return new LoadResult(status, why, nodesSeconds, relationshipsSeconds, afterLoadSeconds, nodes, relationships,
                countDifferences, loadPath);
    }
}
