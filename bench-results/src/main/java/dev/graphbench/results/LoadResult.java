package dev.graphbench.results;

import java.util.List;

/**
 * The bulk load of the graph into one engine.
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
                         String loadPath) {

    /** A load whose loader does not say how it loaded. */
    public LoadResult(Status status, String reason, double nodesSeconds, double relationshipsSeconds,
                      double afterLoadSeconds, long nodes, long relationships, List<String> countDifferences) {
        this(status, reason, nodesSeconds, relationshipsSeconds, afterLoadSeconds, nodes, relationships,
                countDifferences, null);
    }
}
