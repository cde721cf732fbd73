package dev.graphbench.api;

/**
 * A call the engine does not support: a query its {@link Dialect} has no statement for, or an object
 * store call it cannot make. The harness reports the workload as unsupported, with this message.
 */
public class UnsupportedException extends EngineException {

    /** An unsupported call described by {@code message}. */
    public UnsupportedException(String message) {
        super(message);
    }
}
