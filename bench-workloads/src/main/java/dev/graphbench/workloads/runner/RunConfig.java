package dev.graphbench.workloads.runner;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.workloads.RunOption;
import dev.graphbench.workloads.RunOptions;
import dev.graphbench.workloads.Workloads;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A run as the runner sees it: its options, the dataset and the workload catalogue they name, and
 * where its files and servers go.
 *
 * @param options       every option's checked value
 * @param spec          the dataset
 * @param workloads     the workload catalogue
 * @param output        the results folder: the run's own once it has begun ({@link #inRun})
 * @param runId         the run's id; null until it has begun
 * @param workDirectory where embedded servers keep their data
 */
public record RunConfig(RunOptions options, DatasetSpec spec, Workloads workloads, Path output, String runId,
                        Path workDirectory) {

    /** A run of {@code options}, not yet begun. */
    public static RunConfig of(RunOptions options, Workloads workloads, Path workDirectory) {
        return new RunConfig(options, DatasetSpec.of(options.get(RunOption.SCALE_FACTOR), options.get(RunOption.SEED)),
                workloads, options.get(RunOption.OUTPUT), null, workDirectory);
    }

    /** The value of {@code option}. */
    public <T> T get(RunOption<T> option) {
        return options.get(option);
    }

    /**
     * The graph of the untimed load before each engine's timed one, with the run's seed; empty when the
     * run asks for none, or for one no smaller than its own graph.
     */
    public Optional<DatasetSpec> warmupLoad() {
        double loadWarmup = get(RunOption.LOAD_WARMUP);
        return loadWarmup > 0 && loadWarmup < spec.scaleFactor()
                ? Optional.of(DatasetSpec.of(loadWarmup, spec.seed())) : Optional.empty();
    }

    /** When each concurrent window opens, agreed with other clients; null to open each when its threads are ready. */
    public Timetable timetable() {
        return get(RunOption.START_AT).map(at -> new Timetable(at, get(RunOption.DURATION))).orElse(null);
    }

    /** These settings in run {@code id}, whose files go to {@code folder}. */
    public RunConfig inRun(String id, Path folder) {
        return new RunConfig(options, spec, workloads, folder, id, workDirectory);
    }
}
