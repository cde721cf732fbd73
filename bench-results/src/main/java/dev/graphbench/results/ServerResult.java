package dev.graphbench.results;

/**
 * The embedded server the harness started for an engine.
 *
 * @param description  what it was: {@code "PostgreSQL 17.11 on 127.0.0.1:41234"}
 * @param startSeconds how long it took to start
 * @param stopSeconds  how long it took to stop; null until it has
 * @param memoryBytes  its resident memory at the end of the run, where it can be measured; null otherwise
 */
public record ServerResult(String description, double startSeconds, Double stopSeconds, Long memoryBytes) {
}
