/**
 * The object store's workloads: eight reads, each with a hand-written twin asked the same arguments,
 * and six writes of objects of their own, deleted after the write phase.
 */
package dev.graphbench.workloads.objects;
