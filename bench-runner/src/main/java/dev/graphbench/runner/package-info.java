/**
 * The benchmark as a library: {@link dev.graphbench.runner.Benchmark} runs it, with the settings of
 * {@link dev.graphbench.options.RunOption}, and {@link dev.graphbench.runner.Validation} checks engines against an
 * answers file an earlier run wrote. Both take the engines of {@link dev.graphbench.runner.engines.EngineCatalog}
 * and tell a {@link dev.graphbench.runner.events.RunListener} what they are doing.
 */
package dev.graphbench.runner;
