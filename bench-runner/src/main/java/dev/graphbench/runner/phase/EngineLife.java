package dev.graphbench.runner.phase;

import java.util.OptionalLong;

/** What a phase may ask of the engine's life in a run: the lifecycle around the load, and its server's process. */
public interface EngineLife {

    /** The old graph is dropped, and the new one not yet loaded: an engine in this JVM has its heap measured now. */
    void beforeLoad();

    /** The load ended, {@code completed} or not: after one that did, the engine's memory is read. */
    void loaded(boolean completed);

    /** The embedded server's process, for its telemetry: the harness's own for a server in this JVM; empty for none. */
    OptionalLong serverProcess();
}
