package dev.graphbench.results;

/**
 * What a run's dataset held, and the file it was read from: its size and hash, for the report's provenance, so
 * that a reader can tell which file of their own a figure was measured on.
 *
 * @param nodes             the nodes the dataset held
 * @param relationships     the relationships it held
 * @param file              the file's (or the folder's) name, without the folder it was in; null for a graph made
 *                          by graph-bench itself (the generated graph, a Kronecker graph)
 * @param bytes             the file's size; null without a file
 * @param sha256            the hex SHA-256 of the file's bytes; null without a file
 * @param undirected        whether each relationship of the file was read both ways
 * @param selfLoopsDropped  relationships from a node to itself, dropped on reading
 * @param duplicatesDropped relationships repeating one already read, dropped on reading
 */
public record DatasetSource(long nodes, long relationships, String file, Long bytes, String sha256, boolean undirected,
                            long selfLoopsDropped, long duplicatesDropped) {
}
