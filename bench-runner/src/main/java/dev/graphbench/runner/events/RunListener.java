package dev.graphbench.runner.events;

import dev.graphbench.workloads.Workload;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.LadderResult;
import dev.graphbench.results.Throughput;
import dev.graphbench.results.WorkloadResult;
import java.nio.file.Path;

/**
 * Told what a run is doing, for progress bars and logs. Every method does nothing by default; all
 * are called on the thread that runs the benchmark.
 */
public interface RunListener {

    /** A run began: its id, and the folder its files go to. */
    default void runStarted(String id, Path folder) {
    }

    /** A line worth showing a user: a server started, a manifest computed. */
    default void message(String engine, String line) {
    }

    /** A bulk load of {@code total} {@code what} ("nodes", "relationships") begins. */
    default void loadStarted(String engine, String what, long total) {
    }

    /** {@code records} more records are loaded. */
    default void loadProgress(String engine, long records) {
    }

    /** The bulk load of {@code what} ended. */
    default void loadFinished(String engine, String what, double seconds) {
    }

    /** A workload begins: {@code warmup} untimed calls, then up to {@code calls} timed ones. */
    default void workloadStarted(String engine, Workload workload, int warmup, int calls) {
    }

    /** One more call of the current workload ended. */
    default void callFinished(String engine, Workload workload) {
    }

    /** A workload ended, measured or not. */
    default void workloadFinished(String engine, WorkloadResult result) {
    }

    /** A concurrent measurement begins: {@code threads} threads, each its warm-up calls, then {@code seconds} timed. */
    default void concurrencyStarted(String engine, Workload workload, int threads, double seconds) {
    }

    /** An open-loop measurement begins: {@code rate} calls a second offered by {@code threads} threads, each its warm-up calls first. */
    default void rateStarted(String engine, Workload workload, double rate, int threads, double seconds) {
    }

    /** A concurrent measurement ended. */
    default void concurrencyMeasured(String engine, Workload workload, Throughput measurement) {
    }

    /** A workload of the concurrent phase ended, measured or not. */
    default void concurrencyFinished(String engine, ConcurrencyResult result) {
    }

    /** The hops phase ended, measured or not; its calls were announced as a workload's. */
    default void hopsFinished(String engine, HopsResult result) {
    }

    /** The depth ladder ended, measured or not; its calls were announced as a workload's. */
    default void ladderFinished(String engine, LadderResult result) {
    }

    /** An engine's run ended; its results file is written. */
    default void engineFinished(EngineRun run) {
    }
}
