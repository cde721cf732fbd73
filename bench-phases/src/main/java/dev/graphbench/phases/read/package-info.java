/**
 * The read phase: reads through the object store, each beside the engine's hand-written statement; besides its
 * table, the mapper's cost, read by read.
 */
package dev.graphbench.phases.read;
