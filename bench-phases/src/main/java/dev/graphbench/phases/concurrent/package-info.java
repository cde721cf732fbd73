/**
 * The concurrent phase: workloads called by several threads at once in a closed loop, at fixed rates in an open
 * loop, the highest rate an engine sustains searched, and a mix of workloads; its result, its tables and charts,
 * the host's telemetry beside them.
 */
package dev.graphbench.phases.concurrent;
