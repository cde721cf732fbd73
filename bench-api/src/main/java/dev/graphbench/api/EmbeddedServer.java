package dev.graphbench.api;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A server the harness starts on this machine when the user has configured none, and stops when
 * the run ends. It listens on loopback only.
 */
public interface EmbeddedServer extends AutoCloseable {

    /** The settings that point the engine at this server; keys are the provider's setting keys. */
    Map<String, String> connectionSettings();

    /** One line: {@code "PostgreSQL 17.11 on 127.0.0.1:41234"}. */
    String description();

    /** The server's resident memory now, when it can be measured (its own process); empty otherwise. */
    default OptionalLong residentMemoryBytes() {
        return OptionalLong.empty();
    }

    /**
     * Stops the server and starts it again on the data it holds, so that what is measured next finds the
     * server's own caches cold, as after a reboot; {@link #connectionSettings()} then name the server as it
     * runs again. The harness closes the engine opened on it before, and opens it again after. A server that
     * cannot says so, as the default does, and a run's cold cycle then says it began without a restart.
     *
     * @throws UnsupportedException when this server cannot start again on its data
     * @throws EngineException      with a one-line reason when it stopped and could not start again
     */
    default void restart() {
        throw new UnsupportedException(description() + " cannot start again on its data");
    }

    /**
     * The server's process on this machine, whose CPU, memory and I/O the harness reads while the concurrent phase
     * runs: the root of its process tree (the processes under it are the server's too, such as PostgreSQL's
     * backends under its postmaster), or the harness's own process for a server that runs inside its JVM. Empty
     * when it cannot be known; the harness then samples no process of the server's.
     */
    default OptionalLong processId() {
        return OptionalLong.empty();
    }

    /** Stops the server and removes its files. */
    @Override
    void close();

    /** Starts embedded servers of one engine. */
    interface Launcher {

        /** Why no server can start here, with what to do about it; empty when one can. */
        default Optional<String> unavailableReason() {
            return Optional.empty();
        }

        /**
         * Starts a server, with its data under {@code workDirectory}: in a folder of its own made there,
         * since the folder may be shared with other servers and earlier runs.
         *
         * @throws EngineException with a one-line reason when it cannot start
         */
        EmbeddedServer start(Settings settings, Path workDirectory);
    }
}
