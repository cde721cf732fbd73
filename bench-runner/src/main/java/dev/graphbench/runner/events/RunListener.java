package dev.graphbench.runner.events;

import dev.graphbench.results.EngineRun;
import java.nio.file.Path;

/**
 * Told what a run is doing, for progress bars and logs. Every method does nothing by default; all
 * are called on the thread that runs the benchmark. What it is told is the same for every phase, a plugin's too:
 * a task begins and advances, a task ends, a workload (or the phase) ends with its {@link Outcome}.
 */
public interface RunListener {

    /** A run began: its id, and the folder its files go to. */
    default void runStarted(String id, Path folder) {
    }

    /** A line worth showing a user: a server started, a manifest computed. */
    default void message(String engine, String line) {
    }

    /**
     * A task of phase {@code phase} begins: {@code task} in words ({@code two-hops}, {@code load nodes},
     * {@code two-hops 8 threads}), of {@code total} steps of {@code unit} ({@code calls}, {@code nodes}), or an
     * unknown number when {@code total} is negative.
     */
    default void started(String engine, String phase, String task, long total, String unit) {
    }

    /** The task under way advanced by {@code steps}. */
    default void advanced(String engine, long steps) {
    }

    /** A task ended after {@code seconds}, said in {@code words} ({@code loaded nodes}). */
    default void ended(String engine, String words, double seconds) {
    }

    /** A workload of phase {@code phase}, or the phase as a whole, ended, measured or not. */
    default void finished(String engine, String phase, Outcome outcome) {
    }

    /** An engine's run ended; its results file is written. */
    default void engineFinished(EngineRun run) {
    }
}
