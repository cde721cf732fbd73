/**
 * The benchmark graph's vocabulary, the same on every engine: its labels and their properties, its
 * relationship types, and the nodes and relationships the generator streams to a loader.
 */
package dev.graphbench.api.graph;
