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
 */
public record LoadResult(Status status, String reason, double nodesSeconds, double relationshipsSeconds,
                         double afterLoadSeconds, long nodes, long relationships, List<String> countDifferences) {
}
