package dev.graphbench.results;

import java.util.List;

/**
 * What the engine's server and the client used while one concurrent measurement ran, read once a
 * second: each sample closes a second of the measurement, as the concurrent phase's intervals do, so that a
 * second's CPU, memory and I/O stand beside its calls and latencies.
 *
 * @param server           what the server's figures are of and how they were read, such as {@code "the
 *                         embedded server's processes (pid 4242 and those under it), from /proc"}; null when no
 *                         process of the server's could be read (a server the harness did not start)
 * @param sharedWithClient whether the server's process is the client's too: an engine in the harness's JVM,
 *                         whose CPU, memory and collections are the client's and the engine's together
 * @param told             where the figures the server told of itself come from ({@code "pg_stat_database of
 *                         postgres"}); null when it tells none, or its engine cannot say
 * @param counters         which of the told figures count up (each sample gives the rise since the window opened);
 *                         the others are levels at the moment read
 * @param stopped          why sampling stopped, or a source of it, before the window closed (the server's process
 *                         exited, the server stopped answering); null when nothing stopped
 * @param seconds          the samples, one closing each second of the window
 */
public record Telemetry(String server, boolean sharedWithClient, String told, List<String> counters, String stopped,
                        List<TelemetrySample> seconds) {

    /** Copies the lists. */
    public Telemetry {
        counters = counters == null ? List.of() : List.copyOf(counters);
        seconds = seconds == null ? List.of() : List.copyOf(seconds);
    }
}
