package dev.graphbench.api;

/** A call outside what an engine declares in its {@link Capabilities}. */
public class UnsupportedException extends EngineException {

    /** An unsupported call described by {@code message}. */
    public UnsupportedException(String message) {
        super(message);
    }
}
