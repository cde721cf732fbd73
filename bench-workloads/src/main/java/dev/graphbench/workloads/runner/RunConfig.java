package dev.graphbench.workloads.runner;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.workloads.Phase;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The checked settings of a run.
 *
 * @param spec            the dataset
 * @param phases          the phases to run
 * @param loadWarmup      the scale factor of the untimed load before each engine's timed load; 0 for none
 * @param calls           timed calls per workload
 * @param warmup          untimed calls before each workload, and by each thread before a concurrent measurement
 * @param warmupSeconds   the least time each workload is warmed up for, however many calls that takes
 * @param settleSeconds   the untimed pass over the run's reads before an engine's first timed phase
 * @param maxSeconds      seconds after which a workload stops calling
 * @param callTimeoutSeconds seconds a call may go unanswered before it is ended and its workload held
 * @param threads         the concurrent phase's headline thread count
 * @param durationSeconds the timed window of each concurrent measurement
 * @param sweep           the thread sweep's thread counts, ascending and distinct
 * @param hopsPeople      the people the hops phase starts from
 * @param output          the results folder: the run's own once it has begun ({@link #inRun})
 * @param runId           the run's id; null until it has begun
 * @param workDirectory   where embedded servers keep their data
 * @param answers         whether to write every call's answer
 * @param plans           whether to take each workload's plans after its timed calls
 * @param load            how the concurrent phase loads the engine besides its closed loop
 */
public record RunConfig(DatasetSpec spec, Set<Phase> phases, double loadWarmup, int calls, int warmup,
                        double warmupSeconds, double settleSeconds,
                        double maxSeconds, double callTimeoutSeconds, int threads,
                        double durationSeconds, List<Integer> sweep, int hopsPeople, Path output, String runId,
                        Path workDirectory, boolean answers, boolean plans, LoadSettings load) {

    /** Copies the sweep. */
    public RunConfig {
        sweep = List.copyOf(sweep);
    }

    /** Settings whose concurrent phase is the closed loop alone. */
    public RunConfig(DatasetSpec spec, Set<Phase> phases, double loadWarmup, int calls, int warmup,
                     double warmupSeconds, double settleSeconds, double maxSeconds, double callTimeoutSeconds, int threads,
                     double durationSeconds, List<Integer> sweep, int hopsPeople, Path output, String runId,
                     Path workDirectory, boolean answers, boolean plans) {
        this(spec, phases, loadWarmup, calls, warmup, warmupSeconds, settleSeconds, maxSeconds, callTimeoutSeconds,
                threads, durationSeconds, sweep, hopsPeople, output, runId, workDirectory, answers, plans,
                LoadSettings.closedLoop());
    }

    /**
     * The graph of the untimed load before each engine's timed one, with the run's seed; empty when the
     * run asks for none, or for one no smaller than its own graph.
     */
    public Optional<DatasetSpec> warmupLoad() {
        return loadWarmup > 0 && loadWarmup < spec.scaleFactor()
                ? Optional.of(DatasetSpec.of(loadWarmup, spec.seed())) : Optional.empty();
    }

    /** These settings in run {@code id}, whose files go to {@code folder}. */
    public RunConfig inRun(String id, Path folder) {
        return new RunConfig(spec, phases, loadWarmup, calls, warmup, warmupSeconds, settleSeconds, maxSeconds,
                callTimeoutSeconds, threads, durationSeconds, sweep, hopsPeople, folder, id, workDirectory, answers, plans,
                load);
    }
}
