/**
 * What the phases of workloads timed call by call share: the phase ({@link dev.graphbench.phases.timed.TimedPhase}),
 * its result (a result a workload) and its table (a row a workload, a column an engine).
 */
package dev.graphbench.phases.timed;
