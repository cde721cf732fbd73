package dev.graphbench.workloads.runner;

import dev.graphbench.api.Engine;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.RunListener;
import dev.graphbench.workloads.Support;

/**
 * What a phase's measurement needs to know about the engine it measures and the run it is part of.
 *
 * @param name      the engine's name in results
 * @param engine    the open engine
 * @param support   what the engine runs
 * @param config    the run's settings
 * @param arguments the seeded argument lists of the run's dataset
 * @param listener  told what the measurement is doing, on the thread that runs the benchmark
 * @param judge     the answers every engine is checked against: the reference's, or the first engine's
 *                  to answer a workload the reference does not
 */
record EngineContext(String name, Engine engine, Support support, RunConfig config, ArgumentLists arguments, RunListener listener,
                     ReferenceAnswers judge) {

    /** Whether this engine is the reference, whose answers are the judge's. */
    boolean isReference() {
        return name.equals(judge.reference());
    }

    /** Why the engine does not answer a ping, or null when it does. */
    String pingFailure() {
        try {
            engine.ping();
            return null;
        } catch (RuntimeException e) {
            return Failures.oneLine(e);
        }
    }
}
