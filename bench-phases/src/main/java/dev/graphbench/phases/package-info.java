/**
 * graph-bench's own phases, each a package of its own holding its plan, its measurement, its result and its tables,
 * found by the runner and the report through {@link java.util.ServiceLoader} as a plugin's phase would be:
 * {@code load}, {@code read}, {@code traverse}, {@code graph}, {@code write}, {@code concurrent}, {@code hops} and
 * {@code ladder}. {@link dev.graphbench.phases.BuiltInResults} puts their results together as one engine's run.
 */
package dev.graphbench.phases;
