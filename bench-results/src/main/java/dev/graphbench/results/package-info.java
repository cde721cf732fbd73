/**
 * The results model: everything one run measured on one engine ({@link dev.graphbench.results.EngineRun}),
 * written as {@code <engine>-sf<sf>.json} by {@link dev.graphbench.results.ResultsFiles}, with the hops
 * phase's calls beside it ({@link dev.graphbench.results.HopsCalls}). A report is drawn from these
 * files alone. The concurrent phase's latencies are kept raw too, as HdrHistograms
 * ({@link dev.graphbench.results.Histograms}, {@link dev.graphbench.results.IntervalLog}), so that the
 * files of several clients of one run add up exactly ({@link dev.graphbench.results.ClientMerge}).
 */
package dev.graphbench.results;
