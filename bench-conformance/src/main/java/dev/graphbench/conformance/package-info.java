/**
 * The tests every engine passes, to extend in an engine's own tests:
 * {@link dev.graphbench.conformance.EngineConformanceTest} loads the graph and checks every supported
 * query's answers against the reference engine through the real runner;
 * {@link dev.graphbench.conformance.ObjectStoreConformanceTest} checks an object store against a small
 * graph of its own.
 */
package dev.graphbench.conformance;
