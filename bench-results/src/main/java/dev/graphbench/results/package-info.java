/**
 * The results model: everything one run measured on one engine ({@link dev.graphbench.results.EngineRun}), each
 * phase's result under the phase's id ({@link dev.graphbench.results.PhaseResult}), written as
 * {@code <engine>-<dataset>.json} by {@link dev.graphbench.results.ResultsFiles}, whose earlier formats read as this
 * one. A report is drawn from these files alone. What every kind of measurement shares lives here too: a workload's
 * timed calls ({@link dev.graphbench.results.WorkloadResult}, {@link dev.graphbench.results.Latency}, kept raw as
 * HdrHistograms by {@link dev.graphbench.results.Histograms}), the agreement with the judge, the host's telemetry.
 */
package dev.graphbench.results;
