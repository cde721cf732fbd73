package dev.graphbench.api;

import java.util.Optional;

/**
 * An open connection to one database, from {@link EngineProvider#open}. It is shared by every
 * thread of a run; each thread does its work through a {@link Session} of its own.
 */
public interface Engine extends AutoCloseable {

    /** Product, versions and deployment, for the provenance of results. */
    EngineInfo info();

    /** Checks that the server answers; throws {@link EngineException} when it does not. */
    void ping();

    /** Creates and drops what holds the benchmark graph. */
    Schema schema();

    /** Bulk-loads the generated graph. */
    Loader loader();

    /**
     * What the loaded graph takes where the engine keeps it, asked after the load: the database's files on
     * disk, or the memory of an engine that keeps the graph in memory. Empty when the engine cannot say.
     */
    default Optional<DataSize> dataSize() {
        return Optional.empty();
    }

    /** A session for one thread: hand-written queries and the object store. */
    Session openSession();

    /**
     * What the server tells of its own work, read once a second while the concurrent phase runs, on a
     * connection of its own: a new one each call, which the caller closes. Empty for an engine whose server
     * tells nothing the harness can read; its telemetry then says so.
     *
     * @throws EngineException when the server does not answer
     */
    default Optional<ServerTelemetry> telemetry() {
        return Optional.empty();
    }

    /** Releases connections; does not stop an embedded server, which the harness owns. */
    @Override
    void close();
}
