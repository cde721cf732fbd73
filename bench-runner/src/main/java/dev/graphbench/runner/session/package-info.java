/**
 * How one engine's run is carried out: {@link dev.graphbench.runner.session.EngineSession} is the skeleton a run
 * and a validation share (whether the engine can run here, its life in {@code EngineLifecycle} and
 * {@code EngineMemory}, the answers log, the phases that load the graph);
 * {@link dev.graphbench.runner.session.RunSession} settles the engine and runs each phase asked for, in order,
 * through a {@code SessionPhaseRun}, and {@link dev.graphbench.runner.session.ValidationSession} makes an answers
 * file's calls and compares its answers with the file's. {@code RunRecord} keeps what was measured on disk as it
 * goes; {@code WriteCleanup} restores what the writes and a mix wrote. The classes here are the harness's
 * internals, public only where the library's root package needs them.
 */
package dev.graphbench.runner.session;
