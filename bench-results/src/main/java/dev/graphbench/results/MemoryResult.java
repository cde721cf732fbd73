package dev.graphbench.results;

/**
 * An engine's memory after its run, where it can be measured; a results file has none for an
 * external server, never a made-up figure.
 *
 * @param bytes   the memory, in bytes
 * @param measure what was measured: {@code "PSS of the embedded server's processes"} or
 *                {@code "JVM heap the in-process engine holds"}
 */
public record MemoryResult(long bytes, String measure) {
}
