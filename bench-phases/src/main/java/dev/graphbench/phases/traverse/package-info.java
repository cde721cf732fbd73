/**
 * The traverse phase: walks of the graph, timed call by call.
 */
package dev.graphbench.phases.traverse;
