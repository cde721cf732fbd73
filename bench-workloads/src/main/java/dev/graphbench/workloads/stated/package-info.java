/**
 * Statements a catalogue brings for the engines ({@link dev.graphbench.api.WorkloadCatalogue#statement}), as a
 * workload folder does: an engine's statements with them added ({@link StatedDialect}), and the engine whose sessions
 * are given them with each call ({@link StatedEngine}).
 */
package dev.graphbench.workloads.stated;
