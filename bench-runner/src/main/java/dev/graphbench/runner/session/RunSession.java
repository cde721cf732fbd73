package dev.graphbench.runner.session;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.runner.answers.AnswersHeader;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.runner.engines.EngineCatalog.Availability;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.EngineStopped;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * An engine's session in a run: after the load, the untimed pass that settles it, then the phases asked for, in
 * order, the engine pinged before each; with {@code --cycles}, a cold cycle after a restart and warm ones after it,
 * the phases that run in the last cycle alone left to it. Every result goes to the {@link RunRecord}, which keeps
 * the results file up to date. The reference, loaded, stays open as the judge of the engines after it.
 */
public final class RunSession extends EngineSession<EngineRun> {

    /** The parts of an engine's wall time that are not phases. */
    private static final String SETTLE = "settle";

    private final ReferenceAnswers judge;
    private RunRecord record;
    private Target target;

    /**
     * A session of {@code planned} in the run {@code config} names.
     *
     * @param judge the answers engines are checked against, shared by every session of the run: the
     *              reference's, and for what the reference does not answer, the first engine's that did
     */
    public RunSession(RunConfig config, Manifest manifest, RunListener listener, ReferenceAnswers judge,
                      List<Planned<?>> planned) {
        super(config, manifest, listener, planned);
        this.judge = judge;
    }

    /** The results file this session writes; known once {@link #run} has started. */
    public Path file() {
        return record.file();
    }

    /** What this session measured but could not write (a full disk), in order; empty when it wrote everything. */
    public List<String> unwritten() {
        return record.unwritten();
    }

    @Override
    protected void begin(Target engine) {
        this.target = engine;
        record = new RunRecord(engine.name(), engine.provider().displayName(), judge.reference(), config,
                manifest.contentHash(), listener,
                config.output().resolve(ResultsFiles.fileName(engine.name(), config.dataset().label())), planned);
    }

    @Override
    protected EngineRun unavailable(Target engine, Availability availability) {
        // An engine nobody asked for that cannot run here is reported, but leaves no results file behind: an earlier
        // run's figures for it stay as they were.
        Status outcome = engine.requested() ? Status.HELD : Status.SKIPPED;
        record.end(outcome, availability.detail(), outcome);
        record.over();
        if (engine.requested()) {
            record.write();
        }
        EngineRun run = record.snapshot();
        listener.engineFinished(run);
        return run;
    }

    /** Should the JVM end before the run does (Ctrl-C), the file says the run was interrupted, and when. */
    @Override
    protected EngineRun guarded(Target engine, Supplier<EngineRun> body) {
        return record.guarded(body);
    }

    @Override
    protected Optional<MemoryBudget> budget() {
        return config.get(RunOption.MEMORY_BUDGET);
    }

    @Override
    protected double timeoutSeconds() {
        return config.callTimeoutSeconds();
    }

    @Override
    protected void explainHeld(EngineLifecycle lifecycle) {
        record.explainHeld(lifecycle::explain);
    }

    @Override
    protected AnswersLog answersLog(Target engine) {
        return !config.get(RunOption.ANSWERS) ? AnswersLog.off() : AnswersLog.to(config.output().resolve(
                AnswersLog.fileName(engine.name(), config.dataset().label())), AnswersHeader.of(Versions.harness(),
                config.runId(), engine.name(), engine.provider().displayName(), engine.provider().dialect().paths(),
                config.dataset().scaleFactor(), config.dataset().seed(), manifest.contentHash(), config.dataset().name()));
    }

    @Override
    protected ReferenceAnswers judge() {
        return judge;
    }

    @Override
    protected Recorder recorder() {
        return record;
    }

    @Override
    protected void opened(EngineInfo info, EngineLifecycle lifecycle) {
        record.server(lifecycle.server());
        record.settings(lifecycle.shownSettings());
        record.opened(info);
    }

    /** A client of several measures a graph loaded beforehand; the in-memory judge has only the one it loads itself. */
    @Override
    protected boolean loadsUnasked() {
        return !config.get(RunOption.CLIENT).alone() && target.name().equals(judge.reference());
    }

    @Override
    protected void measure(EngineContext context, EngineLifecycle lifecycle, AnswersLog answers) {
        int cycles = config.get(RunOption.CYCLES);
        if (cycles == 1) {
            long settling = System.nanoTime();
            if (Settle.run(context, settled(context))) {
                record.took(SETTLE, System.nanoTime() - settling);
            }
            runPhases(context, lifecycle, answers, false, true);
            return;
        }
        Cycles.run(cycles, context, lifecycle, answers, record, listener, this::runPhases);
    }

    /** The workloads the settling pass calls: those of the phases that settle, which the engine supports. */
    private List<Workload> settled(EngineContext context) {
        return planned.stream().filter(phase -> phase.phase().settles() && asked(phase))
                .flatMap(phase -> phase.plan().workloads().stream())
                .filter(workload -> workload.supportedBy(context.support())).toList();
    }

    /**
     * Runs the phases asked for after the load, in order, those that run in the last cycle alone only when
     * {@code all}; false when the engine stopped answering, and the rest is held.
     */
    private boolean runPhases(EngineContext context, EngineLifecycle lifecycle, AnswersLog answers, boolean cold,
                              boolean all) {
        for (Planned<?> phase : planned) {
            if (phase.phase().loads() || !asked(phase) || !all && !phase.phase().everyCycle()) {
                continue;
            }
            long began = System.nanoTime();
            String down = context.pingFailure();
            try {
                if (down != null) {
                    throw new EngineStopped(context.name() + " stopped answering before the " + phase.id()
                            + " phase: " + down);
                }
                PhaseResult result = measure(phase, context, lifecycle, answers, cold, true, record::holdRemaining);
                record.ended(phase, result);
            } catch (EngineStopped stopped) {
                record.took(phase.id(), System.nanoTime() - began);
                Optional<String> restarted = ServerRestart.after(lifecycle, stopped, record);
                if (restarted.isEmpty()) {
                    return false;
                }
                // The crash is said once, in the held line of what it cost; the phases after it are measured.
                record.lost(phase, stopped.getMessage() + "; " + restarted.get() + " for the phases after "
                        + phase.id());
                context = context.withEngine(lifecycle.engine());
                continue;
            }
            record.took(phase.id(), System.nanoTime() - began);
        }
        return true;
    }

    @Override
    protected void holdRemaining(String why) {
        record.holdRemaining(why);
    }

    @Override
    protected void held(String why) {
        record.end(Status.HELD, why, Status.HELD);
    }

    @Override
    protected void unwritten(String why) {
        record.unwritten(why);
    }

    @Override
    protected void settings(Map<String, String> shown) {
        record.settings(shown);
    }

    /** The reference engine, loaded, stays open as the judge of the engines after it, which closes it. */
    @Override
    protected boolean keepOpen(Target engine, Engine opened, Support support, boolean loaded) {
        boolean judging = engine.name().equals(judge.reference());
        boolean seat = judging && opened != null && loaded && record.loaded();
        if (seat) {
            judge.seat(opened, support, engine.engine() == null);
        } else if (judging) {
            judge.absent("the reference engine was held (" + record.snapshot().reason() + ")");
        }
        return seat;
    }

    @Override
    protected void closed(EngineLifecycle.Closed closed) {
        record.server(closed.server());
        record.memory(closed.memory());
        record.over();
        record.write();
        listener.engineFinished(record.snapshot());
    }

    @Override
    protected EngineRun result() {
        return record.snapshot();
    }
}
