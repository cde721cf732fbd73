package dev.graphbench.api;

/**
 * What an engine's loaded graph takes where the engine keeps it: on disk for a database with files, in
 * memory for one without. The report compares it with the memory budget: a budget below it makes the run
 * one of a graph bigger than memory.
 *
 * @param bytes   the size, in bytes
 * @param measure what was measured, in a few words: {@code "the database's files (pg_database_size)"}
 */
public record DataSize(long bytes, String measure) {
}
