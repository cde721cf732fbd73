package dev.graphbench.results;

/** How a workload, a load or an engine's run ended. */
public enum Status {
    /** Measured. */
    OK,
    /** Not measured because something failed; the reason says what. Never dropped from a report. */
    HELD,
    /** The engine does not declare what the workload needs. */
    UNSUPPORTED,
    /** Not run: the engine could not be reached or started, or the phase was not asked for. */
    SKIPPED
}
