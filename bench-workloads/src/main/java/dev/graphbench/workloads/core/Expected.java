package dev.graphbench.workloads.core;

import java.util.Map;

/** How the judge of a run finds the answer a call must give ({@link Workload#judged}). */
public sealed interface Expected {

    /**
     * The judge asks {@code workload} the call with {@code arguments} and takes its answer: a read's own call, or
     * for an object store read, its hand-written twin's.
     */
    record Asked(Workload workload, Map<String, Object> arguments) implements Expected {
    }

    /** The answer is known without asking any engine: what a write was asked to write. */
    record Given(String canonical) implements Expected {
    }

    /** No answer can be asked for: a mix's call whose answer the mix's writes could change. */
    record Unchecked() implements Expected {
    }
}
