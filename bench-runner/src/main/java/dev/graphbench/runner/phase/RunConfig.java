package dev.graphbench.runner.phase;

import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.workloads.Workloads;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A run as the runner and its phases see it: its options, the dataset and the workload catalogue they name, and
 * where its files and servers go.
 *
 * @param options       every option's checked value, the phases resolved to those found
 * @param dataset       the graph it loads
 * @param workloads     the workload catalogue
 * @param output        the results folder: the run's own once it has begun ({@link #inRun})
 * @param runId         the run's id; null until it has begun
 * @param workDirectory where embedded servers keep their data
 */
public record RunConfig(RunOptions options, Dataset dataset, Workloads workloads, Path output, String runId,
                        Path workDirectory) {

    /**
     * A run of {@code options}, not yet begun; a dataset of a file is read once now, to check it, and a workload
     * folder ({@link RunOption#WORKLOADS}) read and checked against it, its workloads added to {@code workloads}.
     *
     * @throws IllegalArgumentException one line saying what is wrong with the dataset or the workload folder
     */
    public static RunConfig of(RunOptions options, Workloads workloads, Path workDirectory) {
        Dataset dataset = Datasets.parse(options.get(RunOption.DATASET), options.get(RunOption.SCALE_FACTOR),
                options.get(RunOption.SEED), options.get(RunOption.UNDIRECTED));
        Optional<Path> folder = options.get(RunOption.WORKLOADS);
        if (folder.isPresent()) {
            workloads = workloads.with(WorkloadFolder.read(folder.get())
                    .catalogue(dataset.schema(), new DatasetValues(dataset)));
        }
        return new RunConfig(options, dataset, workloads, options.get(RunOption.OUTPUT), null, workDirectory);
    }

    /** The value of {@code option}. */
    public <T> T get(RunOption<T> option) {
        return options.get(option);
    }

    /**
     * The graph of the untimed load before each engine's timed one: a smaller generated graph with the run's
     * seed; empty when the run asks for none, for one no smaller than its own graph, or loads another dataset.
     */
    public Optional<DatasetSpec> warmupLoad() {
        double loadWarmup = get(RunOption.LOAD_WARMUP);
        return dataset instanceof GeneratedDataset generated && loadWarmup > 0
                && loadWarmup < generated.spec().scaleFactor()
                ? Optional.of(DatasetSpec.of(loadWarmup, generated.spec().seed())) : Optional.empty();
    }

    /**
     * How long a call may go unanswered: {@code --call-timeout} for a graph of scale factor 1 or less, as many times
     * that as the scale factor above it, since a whole-graph query takes as long as the graph is large (at scale
     * factor 10 on two cores, one call of FalkorDB's ten most followed took four and a half minutes).
     */
    public double callTimeoutSeconds() {
        return get(RunOption.CALL_TIMEOUT) * Math.max(1, dataset.scaleFactor());
    }

    /** These settings in run {@code id}, whose files go to {@code folder}. */
    public RunConfig inRun(String id, Path folder) {
        return new RunConfig(options, dataset, workloads, folder, id, workDirectory);
    }

    /** These settings with {@code changed} for the options. */
    public RunConfig with(RunOptions changed) {
        return new RunConfig(changed, dataset, workloads, output, runId, workDirectory);
    }
}
