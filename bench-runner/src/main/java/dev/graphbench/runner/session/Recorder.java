package dev.graphbench.runner.session;

import dev.graphbench.results.PhaseResult;
import dev.graphbench.runner.events.Outcome;

/** Where a phase's results go as it measures: the run's results file, or a validation's summary. */
interface Recorder {

    /** Phase {@code id}'s result so far, while the phase goes on. */
    void progress(String id, PhaseResult soFar);

    /** {@code item} of phase {@code id} ended, {@code soFar} the phase's result with it. */
    void finished(String id, PhaseResult soFar, Outcome item);

    /** Phase {@code phase} ended with {@code result}. */
    void ended(Planned<?> phase, PhaseResult result);

    /** {@code why} an item is held, led by what else is known of the engine; as given by default. */
    default String explained(String why) {
        return why;
    }

    /** Adds {@code nanos} of wall time to {@code part} of the run. */
    void took(String part, long nanos);
}
