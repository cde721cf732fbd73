package dev.graphbench.runner.session;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.calls.CallWatch;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.runner.engines.EngineCatalog.Availability;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.core.Support;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One engine's session, the skeleton a run ({@link RunSession}) and a validation ({@link ValidationSession})
 * share: whether the engine can run here; its life (a server started, the engine opened, then closed and the server
 * stopped, whatever failed between); the answers log; the phases that load the graph; then what the mode does on
 * the loaded engine; and the record of it all, kept on disk as it goes. A failure of the engine never escapes:
 * the engine is held with the reason, and whatever it had not done is held with it.
 *
 * @param <S> what a session gives back: the engine's run, or its validation's summary
 */
public abstract class EngineSession<S> {

    /** Why an engine was held, with the stack of what failed: for --verbose, which shows INFO. */
    private static final Logger LOG = LoggerFactory.getLogger(EngineSession.class);
    /** The parts of an engine's wall time that are not phases. */
    private static final String OPEN = "open";
    private static final String CLOSE = "close";

    /** The run: its options, dataset and folder. */
    protected final RunConfig config;
    /** The dataset's manifest: what a loaded graph must hold. */
    protected final Manifest manifest;
    /** Told what the session does. */
    protected final RunListener listener;
    /** The phases of the run, in order; the mode runs those it runs. */
    protected final List<Planned<?>> planned;

    /** A session of {@code planned} in the run {@code config} names, of the dataset {@code manifest} describes. */
    protected EngineSession(RunConfig config, Manifest manifest, RunListener listener, List<Planned<?>> planned) {
        this.config = config;
        this.manifest = manifest;
        this.listener = listener;
        this.planned = List.copyOf(planned);
    }

    /**
     * Runs the session on {@code target} and returns what it found; never throws for a failure of the engine. The
     * engine's code runs with its own class loader as the context class loader, so that a plugin's driver finds its
     * own services, whichever thread calls it.
     */
    public final S run(Target target) {
        return EngineLifecycle.inItsLoader(target, () -> {
            begin(target);
            Availability availability = target.availability();
            if (availability != null && availability.kind() == Availability.Kind.UNAVAILABLE) {
                return unavailable(target, availability);
            }
            return guarded(target, () -> runOpened(target));
        });
    }

    private S runOpened(Target target) {
        EngineLifecycle lifecycle = new EngineLifecycle(target, config.workDirectory(), config.output(), listener, budget());
        explainHeld(lifecycle);
        AnswersLog answers = answersLog(target);
        Engine engine = null;
        Support support = null;
        boolean loaded = false;
        try (answers; CallWatch watch = new CallWatch(timeoutSeconds())) {
            long opening = System.nanoTime();
            engine = lifecycle.open();
            recorder().took(OPEN, System.nanoTime() - opening);
            opened(engine.info(), lifecycle);
            answers.opened(engine.info());
            // A workload folder's statements are the engine's too: its support says so, its sessions are given them.
            Dialect own = target.provider().dialect();
            support = Support.of(config.workloads().dialect(target.name(), own), engine);
            EngineContext context = new EngineContext(target.name(),
                    config.workloads().engine(target.name(), own, engine), support, config.options(),
                    config.dataset().arguments(), listener, judge(), watch, this::unwritten);
            loaded = load(context, lifecycle, answers);
            if (loaded) {
                measure(context, lifecycle, answers);
            }
        } catch (RuntimeException | LinkageError e) {
            String why = EngineLifecycle.failure(target, e);
            LOG.info("{} held: {}", target.name(), why, e);
            held(why);
        } finally {
            if (answers.failure() != null) {
                unwritten(answers.failure());
            }
            // Set before the engine was asked to open: a server that never answered is still named, secrets masked.
            settings(lifecycle.shownSettings());
            boolean keep = keepOpen(target, lifecycle.engine(), support, loaded);
            long closing = System.nanoTime();
            EngineLifecycle.Closed closed = lifecycle.close(keep);
            recorder().took(CLOSE, System.nanoTime() - closing);
            closed(closed);
        }
        return result();
    }

    /**
     * The phases that load the graph, in order, each unasked too (it decides what that means); false when one could
     * not complete, and everything else is held.
     */
    private boolean load(EngineContext context, EngineLifecycle lifecycle, AnswersLog answers) {
        for (Planned<?> phase : planned) {
            if (phase.phase().loads()) {
                String[] held = new String[1];
                long began = System.nanoTime();
                PhaseResult result = measure(phase, context, lifecycle, answers, false,
                        asked(phase) || loadsUnasked(), why -> held[0] = why);
                if (result != null) {
                    recorder().took(phase.id(), System.nanoTime() - began);
                    recorder().ended(phase, result);
                }
                if (held[0] != null) {
                    holdRemaining(held[0]);
                    return false;
                }
            }
        }
        return true;
    }

    /** Measures {@code phase} on the engine, its results going to the session's recorder; null when it measured nothing. */
    protected final <R extends PhaseResult> R measure(Planned<R> phase, EngineContext context,
                                                       EngineLifecycle lifecycle, AnswersLog answers, boolean cold,
                                                       boolean asked, java.util.function.Consumer<String> holdRest) {
        CallLoop calls = new CallLoop(context, answers, cold, phase.id());
        return phase.phase().measure(new SessionPhaseRun<>(phase, context, config, calls, asked, lifecycle, manifest,
                recorder(), holdRest));
    }

    /** Whether {@code --phases} asked for {@code phase}. */
    protected final boolean asked(Planned<?> phase) {
        return config.get(RunOption.PHASES).includes(phase.id());
    }

    /** The record made, for the target about to run. */
    protected abstract void begin(Target target);

    /** The target cannot run here: recorded as it should be, and what the session gives back. */
    protected abstract S unavailable(Target target, Availability availability);

    /** Runs {@code body}, the session on the opened engine, guarded as the mode needs (a run against Ctrl-C). */
    protected S guarded(Target target, java.util.function.Supplier<S> body) {
        return body.get();
    }

    /** The memory the engine is held to; none by default. */
    protected Optional<MemoryBudget> budget() {
        return Optional.empty();
    }

    /** How long a call may go unanswered. */
    protected abstract double timeoutSeconds();

    /** Why the engine is held is put in the light of what its lifecycle knows (its memory ran out). */
    protected abstract void explainHeld(EngineLifecycle lifecycle);

    /** Where every answered call goes. */
    protected abstract AnswersLog answersLog(Target target);

    /** The judge the engine's answers are checked against. */
    protected abstract ReferenceAnswers judge();

    /** Where the phases' results go. */
    protected abstract Recorder recorder();

    /** The engine opened as {@code info} says, on the server {@code lifecycle} started. */
    protected abstract void opened(EngineInfo info, EngineLifecycle lifecycle);

    /** Whether a loading phase runs though {@code --phases} did not ask for it; it decides what that means. */
    protected boolean loadsUnasked() {
        return false;
    }

    /** What the mode does on the loaded engine. */
    protected abstract void measure(EngineContext context, EngineLifecycle lifecycle, AnswersLog answers);

    /** Everything that has no result is held for {@code why}: the graph did not load. */
    protected abstract void holdRemaining(String why);

    /** The engine is held for {@code why}: it failed or stopped. */
    protected abstract void held(String why);

    /** Something measured could not be written: {@code why}, kept. */
    protected abstract void unwritten(String why);

    /** The settings the engine was opened with, or tried to be, secrets masked. */
    protected abstract void settings(Map<String, String> shown);

    /** Whether the engine stays open once the session ends (the reference, as the run's judge). */
    protected boolean keepOpen(Target target, Engine engine, Support support, boolean loaded) {
        return false;
    }

    /** The engine closed and its server stopped, as {@code closed} measured: recorded and written. */
    protected abstract void closed(EngineLifecycle.Closed closed);

    /** What the session gives back, as it stands. */
    protected abstract S result();
}
