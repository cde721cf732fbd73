/**
 * The workloads a run asks every engine: {@link dev.graphbench.workloads.Workloads} is the catalogue, in report
 * order (the object store's reads and writes, the hand-written queries of every
 * {@link dev.graphbench.api.WorkloadCatalogue}, the hops, the depth ladder); a {@link dev.graphbench.workloads.core.Workload}
 * says what a call does, with which seeded arguments, and the canonical form of its answer.
 */
package dev.graphbench.workloads;
