/**
 * The benchmark as a library: {@link dev.graphbench.workloads.Benchmark} runs it, with settings
 * described once by {@link dev.graphbench.workloads.RunOption}; {@link dev.graphbench.workloads.Workloads}
 * lists the workloads in report order; {@link dev.graphbench.workloads.EngineCatalog} finds engines
 * through {@link java.util.ServiceLoader}, and {@link dev.graphbench.workloads.Plugins} in jars of
 * their own; {@link dev.graphbench.workloads.Validation} checks engines against an answers file an
 * earlier run wrote; a {@link dev.graphbench.workloads.RunListener} is told what a run is doing.
 */
package dev.graphbench.workloads;
