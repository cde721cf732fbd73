/**
 * The indexes a workload folder declares ({@code --indexes}): created after the load, or, with {@code both}, each of
 * the folder's reads measured without them first, and the report's Indexes table of each read without and with
 * them, the speedup and each plan's access operator ({@link IndexesPhase}).
 */
package dev.graphbench.phases.indexes;
