/**
 * The graph phase: whole-graph algorithms, timed call by call.
 */
package dev.graphbench.phases.graph;
