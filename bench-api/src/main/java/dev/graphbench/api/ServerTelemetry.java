package dev.graphbench.api;

import java.util.Map;
import java.util.Set;

/**
 * What a server tells of its own work, read once a second beside the CPU, memory and I/O the harness
 * reads of its processes ({@link Engine#telemetry()}): PostgreSQL's {@code pg_stat_database}, valkey's
 * {@code INFO}. Each figure has the server's own name; a counter counts up from the server's start (the
 * report gives its rise each second), the others are levels at the moment read (bytes in use). It holds
 * a connection of its own, which {@link #close()} releases; one thread reads it.
 */
public interface ServerTelemetry extends AutoCloseable {

    /** Where the figures come from, in a few words: {@code "pg_stat_database of postgres"}. */
    String source();

    /** The figures that count up from the server's start, in the order {@link #sample()} gives them; the others are levels. */
    Set<String> counters();

    /**
     * The figures now, by name, in the same order each time.
     *
     * @throws EngineException when the server does not answer
     */
    Map<String, Long> sample();

    /** Releases its connection. */
    @Override
    void close();
}
