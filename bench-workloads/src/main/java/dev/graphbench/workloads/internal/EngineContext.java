package dev.graphbench.workloads.internal;

import dev.graphbench.api.Engine;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.workloads.RunListener;

/**
 * What a phase's measurement needs to know about the engine it measures and the run it is part of.
 *
 * @param name      the engine's name in results
 * @param engine    the open engine
 * @param config    the run's settings
 * @param arguments the seeded argument lists of the run's dataset
 * @param listener  told what the measurement is doing, on the thread that runs the benchmark
 * @param judge     the reference engine's answers, or null when no reference has run
 * @param collected where this engine's answers are kept when it is the reference, or null
 */
record EngineContext(String name, Engine engine, RunConfig config, ArgumentLists arguments, RunListener listener,
                     ReferenceAnswers judge, ReferenceAnswers collected) {

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
