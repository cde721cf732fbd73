package dev.graphbench.runner.session;

import dev.graphbench.datagen.Manifest;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.EngineLife;
import dev.graphbench.runner.phase.EngineStopped;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.core.Workload;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A phase's run on one engine, as the session gives it: its results go to the session's {@link Recorder}, a held
 * item has the engine pinged, and an engine that no longer answers ends the phase.
 *
 * @param <R> the phase's result
 */
final class SessionPhaseRun<R extends PhaseResult> implements PhaseRun<R> {

    private final Planned<R> planned;
    private final EngineContext engine;
    private final RunConfig config;
    private final CallLoop calls;
    private final boolean asked;
    private final EngineLifecycle life;
    private final Manifest manifest;
    private final Recorder recorder;
    private final Consumer<String> holdRest;

    SessionPhaseRun(Planned<R> planned, EngineContext engine, RunConfig config, CallLoop calls, boolean asked,
                    EngineLifecycle life, Manifest manifest, Recorder recorder, Consumer<String> holdRest) {
        this.planned = planned;
        this.engine = engine;
        this.config = config;
        this.calls = calls;
        this.asked = asked;
        this.life = life;
        this.manifest = manifest;
        this.recorder = recorder;
        this.holdRest = holdRest;
    }

    @Override
    public EngineContext engine() {
        return engine;
    }

    @Override
    public RunConfig config() {
        return config;
    }

    @Override
    public PhasePlan plan() {
        return planned.plan();
    }

    @Override
    public CallLoop calls() {
        return calls;
    }

    @Override
    public boolean asked() {
        return asked;
    }

    @Override
    public EngineLife life() {
        return life;
    }

    @Override
    public Manifest manifest() {
        return manifest;
    }

    @Override
    public String explain(String why) {
        return recorder.explained(why);
    }

    @Override
    public void progress(R soFar) {
        recorder.progress(planned.id(), soFar);
    }

    @Override
    public void finished(R soFar, Outcome item) {
        String down = item.status() == Status.HELD ? engine.pingFailure() : null;
        // A call that failed because the server's process ended is not recorded as its own: it is held with the rest
        // of the phase for that one reason, so that the server's end is said once. Otherwise its own failure (a
        // call timed out, say) is the finding, and kept.
        if (down == null || !life.serverEnded()) {
            recorder.finished(planned.id(), soFar, item);
        }
        if (down != null) {
            throw new EngineStopped(engine.name() + " stopped answering during " + item.named() + ": " + down);
        }
    }

    @Override
    public void stopped(R soFar, Outcome item, String reason) {
        recorder.finished(planned.id(), soFar, item);
        throw new EngineStopped(reason);
    }

    @Override
    public void holdRest(String reason) {
        holdRest.accept(reason);
    }

    @Override
    public String deleteWritten(Map<Workload, List<Map<String, Object>>> written, String writer) {
        return WriteCleanup.run(engine, written, writer);
    }
}
