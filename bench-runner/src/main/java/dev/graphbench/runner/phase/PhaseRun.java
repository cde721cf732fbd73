package dev.graphbench.runner.phase;

import dev.graphbench.datagen.Manifest;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.workloads.core.Workload;
import java.util.List;
import java.util.Map;

/**
 * What a phase is given to measure on one opened engine, and how it hands back what it measured: the engine and
 * the run, its plan, the call loop every call goes through, and the results file kept up to date as it goes. A
 * workload that ends is told ({@link #finished}); when it was held, the engine is pinged, and once the engine stops
 * answering the phase ends ({@link EngineStopped}) and everything that remains is held with the reason: the one
 * failure policy of every phase.
 *
 * @param <R> the phase's result
 */
public interface PhaseRun<R extends PhaseResult> {

    /** The engine measured, the run's options and arguments, the judge, the watch on calls. */
    EngineContext engine();

    /** The run: its options, dataset, workload catalogue and folder. */
    RunConfig config();

    /** What the phase measures in this run. */
    PhasePlan plan();

    /** The call loop every call of the phase goes through: its answers log, and whether the cycle is a cold one. */
    CallLoop calls();

    /** Whether {@code --phases} asked for the phase: a phase that loads runs unasked, and decides what that means. */
    boolean asked();

    /** The engine's life around the load, and its server's process. */
    EngineLife life();

    /** The dataset's manifest: what the loaded graph must hold. */
    Manifest manifest();

    /**
     * Why an item is held, as the result should say it: {@code why}, led by what else is known of the engine (its
     * control group killed it for lack of memory).
     */
    String explain(String why);

    /** The result so far, written to the results file while the phase goes on. */
    void progress(R soFar);

    /**
     * {@code item} ended, and {@code soFar} is the result with it: written, and told to the listener. When the item
     * was held, the engine is pinged.
     *
     * @throws EngineStopped when the engine no longer answers: the phase ends, and what remains is held
     */
    void finished(R soFar, Outcome item);

    /**
     * {@code item} ended as the engine stopped answering, which the phase found out itself: written, told, and the
     * phase ends with {@code reason}.
     *
     * @throws EngineStopped always
     */
    void stopped(R soFar, Outcome item, String reason);

    /**
     * Nothing after this phase can run on the engine (its graph did not load): they are held with {@code reason}.
     */
    void holdRest(String reason);

    /**
     * Deletes, untimed, what {@code calls} of each workload wrote (or may have), told as {@code writer}'s
     * ({@code the write phase}, {@code the mix}), and lets the engine reclaim the room; returns why the graph is not
     * the one loaded any more, or null when it is.
     */
    String deleteWritten(Map<Workload, List<Map<String, Object>>> calls, String writer);
}
