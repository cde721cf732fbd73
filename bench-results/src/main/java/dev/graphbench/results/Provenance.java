package dev.graphbench.results;

import java.time.Instant;
import java.util.Map;

/**
 * Where a results file comes from.
 *
 * @param harnessVersion the graph-bench version
 * @param runId          the run's id, the name of its folder ({@link ResultsFolder}); null in files written
 *                       before runs had folders of their own
 * @param engine         the engine's provider name
 * @param displayName    the engine's name as reports print it: {@code "PostgreSQL"}
 * @param judge          the engine whose answers this run's were checked against first: the reference
 *                       engine's name, the same in every file of a run
 * @param settings       the engine's settings as used, secrets shown as {@code ***}
 * @param jvm            the JVM's vendor and version
 * @param os             the operating system and architecture
 * @param cores          the processors the JVM saw
 * @param scaleFactor    the generated graph's scale factor; 0 for another dataset
 * @param seed           the dataset's seed
 * @param datasetHash    the content hash of the dataset
 * @param startedAt      when the engine's run began
 * @param endedAt        when it ended, or the last time the file was written
 * @param method         how the figures were taken
 * @param dataset        the dataset as the user named it ({@code generated}, {@code snap:FILE}); null in files
 *                       written before other datasets, which were all of the generated graph
 * @param datasetLabel   the dataset in file names and titles ({@code sf0.1}, {@code snap-com-orkut}); null likewise
 * @param source         what the dataset held, and the file it was read from; null in files written before it was kept
 */
public record Provenance(String harnessVersion, String runId, String engine, String displayName, String judge,
                         Map<String, String> settings, String jvm, String os,
                         int cores, double scaleFactor, long seed, String datasetHash, Instant startedAt,
                         Instant endedAt, Method method, String dataset, String datasetLabel, DatasetSource source) {

    /** Where a results file comes from, without what its dataset held. */
    public Provenance(String harnessVersion, String runId, String engine, String displayName, String judge,
                      Map<String, String> settings, String jvm, String os, int cores, double scaleFactor, long seed,
                      String datasetHash, Instant startedAt, Instant endedAt, Method method, String dataset,
                      String datasetLabel) {
        this(harnessVersion, runId, engine, displayName, judge, settings, jvm, os, cores, scaleFactor, seed, datasetHash,
                startedAt, endedAt, method, dataset, datasetLabel, null);
    }

    /** Where a results file of the generated graph comes from. */
    public Provenance(String harnessVersion, String runId, String engine, String displayName, String judge,
                      Map<String, String> settings, String jvm, String os, int cores, double scaleFactor, long seed,
                      String datasetHash, Instant startedAt, Instant endedAt, Method method) {
        this(harnessVersion, runId, engine, displayName, judge, settings, jvm, os, cores, scaleFactor, seed, datasetHash,
                startedAt, endedAt, method, GENERATED, "sf" + ResultsFiles.sfLabel(scaleFactor), null);
    }

    /** The dataset of a file that names none: the generated graph, the only one there was. */
    private static final String GENERATED = "generated";

    /** The dataset as the user named it. */
    @Override
    public String dataset() {
        return dataset != null ? dataset : GENERATED;
    }

    /** The dataset in file names and titles: the generated graph's is {@code sf} and its scale factor. */
    @Override
    public String datasetLabel() {
        return datasetLabel != null ? datasetLabel : "sf" + ResultsFiles.sfLabel(scaleFactor);
    }
}
