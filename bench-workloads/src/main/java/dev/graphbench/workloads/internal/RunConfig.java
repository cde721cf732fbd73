package dev.graphbench.workloads.internal;

import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.workloads.Phase;
import java.nio.file.Path;
import java.util.Set;

/**
 * The checked settings of a run.
 *
 * @param spec          the dataset
 * @param phases        the phases to run
 * @param calls         timed calls per workload
 * @param warmup        untimed calls before each workload
 * @param maxSeconds    seconds after which a workload stops calling
 * @param output        the results folder
 * @param workDirectory where embedded servers keep their data
 * @param answers       whether to write every call's answer
 */
public record RunConfig(DatasetSpec spec, Set<Phase> phases, int calls, int warmup, double maxSeconds, Path output,
                        Path workDirectory, boolean answers) {
}
