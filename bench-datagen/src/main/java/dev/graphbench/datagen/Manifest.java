package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphCounts;

/**
 * What a generated graph holds: counts per label and type and a content hash over every node's
 * values and every relationship, in stream order. Two graphs with the same hash are the same graph.
 *
 * @param generatorVersion {@link Generator#VERSION} of the generator that made it
 * @param scaleFactor      the spec's scale factor
 * @param seed             the spec's seed
 * @param counts           nodes per label, relationships per type
 * @param contentHash      {@code sha256:} and the hex digest
 */
public record Manifest(String generatorVersion, double scaleFactor, long seed, GraphCounts counts,
                       String contentHash) {
}
