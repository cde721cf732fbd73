package dev.graphbench.runner.phase;

/**
 * The engine stopped answering during a phase, or what a phase wrote could not be undone: the run stops on this
 * engine, and everything that remains is held with the reason ({@link #getMessage()}).
 */
public final class EngineStopped extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The engine stopped, for {@code reason}. */
    public EngineStopped(String reason) {
        super(reason, null, false, false);
    }
}
