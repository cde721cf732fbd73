package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphCounts;

/**
 * What a dataset holds: counts per label and type and a content hash, so that two runs can tell
 * whether they loaded the same graph. For the generated graph the hash is over every node's values
 * and every relationship, in stream order; for a file, over the file's bytes and the rules it was read
 * by.
 *
 * @param generatorVersion {@link Generator#VERSION} of the generator that made it; null for a file's graph
 * @param scaleFactor      the generated graph's scale factor; 0 for another dataset
 * @param seed             the seed of the graph and of the argument lists
 * @param counts           nodes per label, relationships per type
 * @param contentHash      {@code sha256:} and the hex digest
 * @param dataset          the dataset as the user named it: {@code generated}, {@code snap:FILE}, {@code kronecker:20}
 * @param file             the file a dataset was read from, and what its reading dropped; null for the generated
 *                         code-collaboration graph
 */
public record Manifest(String generatorVersion, double scaleFactor, long seed, GraphCounts counts, String contentHash,
                       String dataset, DatasetFile file) {

    /** The manifest of the generated graph. */
    public Manifest(String generatorVersion, double scaleFactor, long seed, GraphCounts counts, String contentHash) {
        this(generatorVersion, scaleFactor, seed, counts, contentHash, Datasets.GENERATED, null);
    }

    /**
     * The file a dataset was read from, or for a graph generated from a seed alone the rules it was made by.
     *
     * @param name              the file's name, without its folder; null when there is no file
     * @param bytes             its size
     * @param sha256            the hex SHA-256 of its bytes
     * @param undirected        whether each line was read as a relationship both ways
     * @param selfLoopsDropped  relationships from a node to itself, dropped
     * @param duplicatesDropped relationships repeating one already read, dropped (see the dataset for the rule)
     */
    public record DatasetFile(String name, long bytes, String sha256, boolean undirected, long selfLoopsDropped,
                              long duplicatesDropped) {
    }
}
