package dev.graphbench.api;

/**
 * A failure of an engine, with a message fit to show a user on one line: what failed, against
 * what, and what to do. Never carries a password.
 */
public class EngineException extends RuntimeException {

    /** A failure described by {@code message}. */
    public EngineException(String message) {
        super(message);
    }

    /** A failure described by {@code message}, caused by {@code cause}. */
    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
