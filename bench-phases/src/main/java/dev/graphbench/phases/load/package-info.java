/**
 * The load phase: the graph put into the engine by its own quickest path, each step timed, the counts checked
 * against the manifest; its result, its tables (the load, memory after it) and its chart.
 */
package dev.graphbench.phases.load;
