/**
 * The results model: everything one run measured on one engine ({@link dev.graphbench.results.EngineRun}),
 * written as {@code <engine>-sf<sf>.json} by {@link dev.graphbench.results.ResultsFiles}, with the hops
 * phase's calls beside it ({@link dev.graphbench.results.HopsCalls}). A report is drawn from these
 * files alone.
 */
package dev.graphbench.results;
