package dev.graphbench.runner.answers;

import dev.graphbench.api.PathSemantics;

/**
 * The first line of an answers file: what it is, which graph-bench and engine wrote it, and of which
 * dataset, so that a file of another graph, of a newer format or of none is recognised before anything
 * runs.
 *
 * @param format         always {@link #FORMAT}
 * @param formatVersion  the version of the file's shape, {@link #FORMAT_VERSION} when written; the files
 *                       of earlier versions had no header
 * @param harnessVersion the graph-bench version that wrote it
 * @param runId          the run that wrote it
 * @param engine         the engine whose answers these are, by name
 * @param displayName    its name as reports print it
 * @param product        the database product it reported; null when it never opened
 * @param productVersion that product's version; null when it never opened
 * @param paths          the engine's path rule, under which its hops counts are
 * @param scaleFactor    the generated graph's scale factor; 0 for another dataset
 * @param seed           the dataset's seed
 * @param datasetHash    the content hash of the dataset
 * @param dataset        the dataset as the user named it ({@code generated}, {@code snap:FILE}); null in files
 *                       written before other datasets, which were of the generated graph
 */
public record AnswersHeader(String format, int formatVersion, String harnessVersion, String runId, String engine,
                            String displayName, String product, String productVersion, PathSemantics paths,
                            double scaleFactor, long seed, String datasetHash, String dataset) {

    /** What the header's {@code format} says. */
    public static final String FORMAT = "graph-bench answers";
    /** The version of the shape this build writes; the files of version 1 had no header. */
    public static final int FORMAT_VERSION = 2;

    /** A header in this version's shape, of an engine not opened yet. */
    public static AnswersHeader of(String harnessVersion, String runId, String engine, String displayName,
                                   PathSemantics paths, double scaleFactor, long seed, String datasetHash,
                                   String dataset) {
        return new AnswersHeader(FORMAT, FORMAT_VERSION, harnessVersion, runId, engine, displayName, null, null, paths,
                scaleFactor, seed, datasetHash, dataset);
    }

    /** The dataset as the user named it: the generated graph in a file that names none. */
    @Override
    public String dataset() {
        return dataset != null ? dataset : "generated";
    }

    /** This header, naming the product and version the engine reported once it opened. */
    public AnswersHeader opened(String product, String productVersion) {
        return new AnswersHeader(format, formatVersion, harnessVersion, runId, engine, displayName, product,
                productVersion, paths, scaleFactor, seed, datasetHash, dataset);
    }
}
