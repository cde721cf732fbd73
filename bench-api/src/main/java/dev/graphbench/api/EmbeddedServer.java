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
     * The process the server runs as, the root of its process tree (the processes under it are the server's too,
     * such as PostgreSQL's backends under its postmaster), when it is a process of its own on this machine: the
     * harness reads the tree's CPU, memory and I/O from {@code /proc} while the concurrent phase runs, and holds it
     * to a {@link MemoryBudget} by a control group. Empty for a server in the harness's own JVM, which no control
     * group can hold apart from the harness, and whose use the harness reads as its own JVM's.
     */
    default OptionalLong processId() {
        return OptionalLong.empty();
    }

    /**
     * How the server's own caches were sized to the {@link MemoryBudget} it was started with, in a few words
     * ({@code "shared_buffers 64MB, effective_cache_size 192MB"}); empty when it was started without one.
     */
    default Optional<String> memorySettings() {
        return Optional.empty();
    }

    /**
     * Where the server keeps its logs should its process end before it is stopped (a crash, a kill): the run's
     * folder, beside the results files. Such a server copies its whole log there before its own folder is removed,
     * and names the copy in what it says of its end. Called once, after the server started; a server with no log
     * of its own ignores it, as the default does.
     */
    default void keepLogsIn(Path folder) {
    }

    /**
     * The graph is loaded: a server that keeps its data in memory alone saves a snapshot here, to start again from
     * should its process end mid-run ({@link #restartIfEnded()}). Called after the load is timed; a server that
     * keeps its data on disk needs nothing, as the default does.
     */
    default void graphLoaded() {
    }

    /**
     * Starts the server again if its process ended before it was stopped (a crash, a kill), on the data it last
     * kept: on disk, or the snapshot of {@link #graphLoaded()}; {@link #connectionSettings()} then name it as it runs
     * again. Returns false, and does nothing, when its process runs, or when the server cannot tell, as the default.
     * The harness then reopens the engine on it, holds what the server's end cost, and goes on with the next phase.
     *
     * @throws EngineException with a one-line reason when it ended and could not start again
     */
    default boolean restartIfEnded() {
        return false;
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

        /**
         * Starts a server whose own caches fit inside {@code budget} (a database's buffer cache, a store's
         * maximum memory), leaving room for its processes' own work. The harness holds the server's
         * processes ({@link #processId()}) to the budget where the operating system can, by a control group it
         * makes before this is called and names in {@link MemoryBudget#controlGroup()}: a launcher that starts
         * the server's process itself should start it inside that group ({@link MemoryBudget#joining}), and
         * start it there again on {@link EmbeddedServer#restart()}, so that all it takes is held, its start
         * included. The harness moves the server's processes into the group once it has started in any case,
         * which holds a server this launcher could not start inside from then on. The default starts it as
         * {@link #start(Settings, Path)} does, its caches as its settings say.
         *
         * @throws EngineException with a one-line reason when it cannot start
         */
        default EmbeddedServer start(Settings settings, Path workDirectory, MemoryBudget budget) {
            return start(settings, workDirectory);
        }
    }
}
