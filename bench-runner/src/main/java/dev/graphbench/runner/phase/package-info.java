/**
 * A phase is a plug-in: a kind of measurement a run makes on each engine, with its own result and tables. A phase
 * implements {@link dev.graphbench.runner.phase.Phase} (its id and order, what it will measure on a dataset, how it
 * measures through the run's call loop, its typed result, its tables) and is found through
 * {@link java.util.ServiceLoader} by one line in {@code META-INF/services/dev.graphbench.runner.phase.Phase}; the
 * runner gives it a {@link dev.graphbench.runner.phase.PhaseRun} on each opened engine, and the report a
 * {@link dev.graphbench.runner.phase.Reported} of every engine's results. {@link dev.graphbench.runner.phase.Phases}
 * holds the phases found.
 */
package dev.graphbench.runner.phase;
