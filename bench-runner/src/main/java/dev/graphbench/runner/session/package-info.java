/**
 * How one engine's run is carried out, in parts: its life ({@code EngineLifecycle}), the load, each
 * workload's measurement, the concurrent phase (each thread count a {@code ClosedLoop}, each offered
 * rate an {@code OpenLoop} on a {@code Schedule}, both second by second through {@code Intervals},
 * windows on a {@code Timetable} when clients measure together) and the hops phase, the clean-up of
 * what the writes and a mix wrote, and the record
 * of what was measured ({@code RunRecord}), kept on disk as it goes. {@link
 * dev.graphbench.runner.session.EngineRunner} holds the phase order and what a failure stops;
 * {@link dev.graphbench.runner.session.Validator} makes an answers file's calls on one engine, with
 * the same parts, and compares its answers with the file's. The classes here are the harness's internals, public only where the library's root package needs them.
 */
package dev.graphbench.runner.session;
