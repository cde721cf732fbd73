/**
 * The benchmark's model, in Drivine's annotations: fragments (one node each: {@link
 * dev.graphbench.workloads.model.Person}, {@link dev.graphbench.workloads.model.Issue}, ...) and
 * views (a root fragment with what is related to it). Every engine's object store is asked for
 * these same classes: Drivine writes Cypher for them on the graph engines, and the SQL engines
 * compile them to SQL from the same annotations.
 */
package dev.graphbench.workloads.model;
