package dev.graphbench.runner.session;

import dev.graphbench.runner.engines.Target;
import dev.graphbench.options.RunOption;
import dev.graphbench.api.Engine;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.LadderResult;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.engines.EngineCatalog.Availability;
import dev.graphbench.workloads.LadderWorkload;
import dev.graphbench.workloads.MixWorkload;
import dev.graphbench.workloads.Phase;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.workloads.Support;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.WriteWorkload;
import dev.graphbench.runner.answers.AnswersHeader;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.host.telemetry.TelemetrySource;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the asked-for phases on one engine, in {@link Phase} order, and decides what a failure
 * stops. The engine is pinged before each phase, and after anything that failed: once it stops
 * answering, everything that remains is held with the reason, and the run goes on to the next
 * engine. The parts are measured elsewhere: the engine's life by {@link EngineLifecycle}, the load
 * by {@link LoadMeasurement}, each workload by {@link WorkloadMeasurement}, the concurrent and hops
 * phases by {@link ConcurrentMeasurement} and {@link HopsMeasurement}; what the writes wrote is
 * removed by {@link WriteCleanup}; every result goes to the {@link RunRecord}, which keeps the
 * results file up to date.
 */
public final class EngineRunner {

    /** The parts of an engine's wall time that are not phases. */
    private static final String OPEN = "open";
    private static final String SETTLE = "settle";
    private static final String RESTART = "restart";
    private static final String CLOSE = "close";
    /** Why an engine was held, with the stack of what failed: for --verbose, which shows INFO. */
    private static final Logger LOG = LoggerFactory.getLogger(EngineRunner.class);

    private final RunConfig config;
    private final Manifest manifest;
    private final RunListener listener;
    private final ReferenceAnswers judge;
    private RunRecord record;
    /** Where every answer goes, with --answers; the concurrent and hops phases write theirs too. */
    private AnswersLog answers = AnswersLog.off();

    /**
     * A runner for one engine.
     *
     * @param judge the answers engines are checked against, shared by every runner of the run: the
     *              reference's, and for what the reference does not answer, the first engine's that did
     */
    public EngineRunner(RunConfig config, Manifest manifest, RunListener listener, ReferenceAnswers judge) {
        this.config = config;
        this.manifest = manifest;
        this.listener = listener;
        this.judge = judge;
    }

    /** The results file this runner writes; known once {@link #run} has started. */
    public Path file() {
        return record.file();
    }

    /** What this runner measured but could not write (a full disk), in order; empty when it wrote everything. */
    public List<String> unwritten() {
        return record.unwritten();
    }

    /**
     * Runs the target and returns what it measured; never throws for a failure of the engine. The
     * engine's code runs with its own class loader as the context class loader, so that a plugin's
     * driver finds its own services, whichever thread calls it.
     */
    public EngineRun run(Target target) {
        return EngineLifecycle.inItsLoader(target, () -> runWithItsLoader(target));
    }

    private EngineRun runWithItsLoader(Target target) {
        List<Workload> planned = config.workloads().all().stream()
                .filter(workload -> config.get(RunOption.PHASES).includes(workload.phase().id())
                        && workload.appliesTo(config.dataset().schema())).toList();
        record = new RunRecord(target.name(), target.provider().displayName(), judge.reference(), config,
                manifest.contentHash(), listener,
                config.output().resolve(ResultsFiles.fileName(target.name(), config.dataset().label())), planned,
                config.get(RunOption.PHASES).includes(Phase.CONCURRENT.id()) ? concurrentWorkloads() : List.of(),
                config.get(RunOption.PHASES).includes(Phase.HOPS.id())
                        && config.workloads().hops().appliesTo(config.dataset().schema()));

        if (config.get(RunOption.PHASES).includes(Phase.LADDER.id()) && applies(LadderWorkload.INSTANCE)) {
            record.planLadder();
        }
        Availability availability = target.availability();
        if (availability != null && availability.kind() == Availability.Kind.UNAVAILABLE) {
            // An engine nobody asked for that cannot run here is reported, but leaves no results file behind:
            // an earlier run's figures for it stay as they were.
            Status outcome = target.requested() ? Status.HELD : Status.SKIPPED;
            record.end(outcome, availability.detail(), outcome);
            if (target.requested()) {
                record.write();
            }
            EngineRun run = record.snapshot();
            listener.engineFinished(run);
            return run;
        }

        // Should the JVM end before the run does (Ctrl-C), the file says the run was interrupted, and when.
        RunRecord interruptible = record;
        Thread interruption = new Thread(() -> interruptible.interrupted(Instant.now()),
                "bench-interrupted-" + target.name());
        try {
            Runtime.getRuntime().addShutdownHook(interruption);
        } catch (IllegalStateException ending) {
            record.interrupted(Instant.now());
            return record.snapshot();
        }
        try {
            return runOpened(target, planned);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(interruption);
            } catch (IllegalStateException ending) {
                // The JVM is ending: the hook has marked the run interrupted, or is doing so.
            }
        }
    }

    private EngineRun runOpened(Target target, List<Workload> planned) {
        EngineLifecycle lifecycle = new EngineLifecycle(target, config.workDirectory(), listener,
                config.get(RunOption.MEMORY_BUDGET));
        record.explainHeld(lifecycle::explain);
        AnswersLog answers = config.get(RunOption.ANSWERS)
                ? AnswersLog.to(config.output().resolve(AnswersLog.fileName(target.name(), config.dataset().label())),
                        AnswersHeader.of(Versions.harness(), config.runId(), target.name(),
                                target.provider().displayName(), target.provider().dialect().paths(),
                                config.dataset().scaleFactor(), config.dataset().seed(), manifest.contentHash(),
                                config.dataset().name()))
                : AnswersLog.off();
        this.answers = answers;
        boolean judging = target.name().equals(judge.reference());
        Engine engine = null;
        Support support = null;
        try (answers; CallWatch watch = new CallWatch(config.callTimeoutSeconds())) {
            long opening = System.nanoTime();
            engine = lifecycle.open();
            record.took(OPEN, System.nanoTime() - opening);
            record.server(lifecycle.server());
            record.settings(lifecycle.shownSettings());
            record.opened(engine.info());
            answers.opened(engine.info());
            support = Support.of(target.provider().dialect(), engine);
            EngineContext context = new EngineContext(target.name(), engine, support, config,
                    config.dataset().arguments(), listener, judge, watch, record::unwritten);
            runPhases(context, lifecycle, planned, new WorkloadMeasurement(context, answers));
        } catch (RuntimeException | LinkageError e) {
            String why = EngineLifecycle.failure(target, e);
            LOG.info("{} held: {}", target.name(), why, e);
            record.end(Status.HELD, why, Status.HELD);
        } finally {
            if (answers.failure() != null) {
                record.unwritten(answers.failure());
            }
            // Set before the engine was asked to open: a server that never answered is still named, secrets masked.
            record.settings(lifecycle.shownSettings());
            // The reference engine, loaded, stays open as the judge of the engines after it, which closes it.
            // The engine as opened last: a cold cycle opens it again on the restarted server.
            engine = lifecycle.engine();
            boolean seat = judging && engine != null && record.loaded();
            if (seat) {
                judge.seat(engine, support, target.engine() == null);
            } else if (judging) {
                judge.absent("the reference engine was held (" + record.snapshot().reason() + ")");
            }
            long closing = System.nanoTime();
            EngineLifecycle.Closed closed = lifecycle.close(seat);
            record.took(CLOSE, System.nanoTime() - closing);
            record.server(closed.server());
            record.memory(closed.memory());
            record.write();
            listener.engineFinished(record.snapshot());
        }
        return record.snapshot();
    }

    private void runPhases(EngineContext context, EngineLifecycle lifecycle, List<Workload> planned,
                           WorkloadMeasurement measurement) {
        LoadMeasurement load = new LoadMeasurement(context.name(), context.engine(), manifest, config.dataset(),
                config.warmupLoad(), listener);
        // A client of several measures a graph loaded beforehand; the in-memory judge has only the one it loads itself.
        boolean judgeOfClients = !config.get(RunOption.CLIENT).alone() && context.name().equals(EngineCatalog.REFERENCE);
        if (config.get(RunOption.PHASES).includes(Phase.LOAD.id()) || judgeOfClients) {
            long loading = System.nanoTime();
            LoadResult loaded = load.run(lifecycle::beforeLoad);
            record.took(Phase.LOAD.id(), System.nanoTime() - loading);
            lifecycle.loaded(loaded);
            record.load(loaded);
            if (loaded.status() != Status.OK) {
                record.holdRemaining("the load did not complete: " + loaded.reason());
                return;
            }
        } else {
            String other = load.notTheManifestsGraph();
            if (other != null) {
                record.holdRemaining(other);
                return;
            }
        }
        int cycles = config.get(RunOption.CYCLES);
        if (cycles == 1) {
            long settling = System.nanoTime();
            if (Settle.run(context, planned)) {
                record.took(SETTLE, System.nanoTime() - settling);
            }
            runTimedPhases(context, lifecycle, planned, measurement, answers, true);
            return;
        }
        // A cold cycle first, then warm ones; the last alone runs the concurrent and hops phases and writes answers.
        for (int cycle = 1; cycle <= cycles; cycle++) {
            boolean cold = cycle == 1;
            boolean last = cycle == cycles;
            String start;
            if (cold) {
                long restarting = System.nanoTime();
                start = lifecycle.coldStart();
                record.took(RESTART, System.nanoTime() - restarting);
                context = context.withEngine(lifecycle.engine());
            } else {
                start = "warm, straight after cycle " + (cycle - 1);
            }
            listener.message(context.name(), "cycle " + cycle + " of " + cycles + (cold ? ", cold: " : ": ") + start);
            AnswersLog log = last ? answers : AnswersLog.off();
            if (!runTimedPhases(context, lifecycle, planned, new WorkloadMeasurement(context, log, cold), log, last)) {
                return;
            }
            if (!last) {
                record.cycleEnded(cycle, cold, start);
            }
        }
    }

    /**
     * Runs the timed phases asked for, in order, the concurrent and hops phases only when {@code all}; false when
     * the engine stopped answering, and the rest is held.
     */
    private boolean runTimedPhases(EngineContext context, EngineLifecycle lifecycle, List<Workload> planned,
                                   WorkloadMeasurement measurement, AnswersLog log, boolean all) {
        for (Phase phase : Phase.values()) {
            if (phase == Phase.LOAD || !config.get(RunOption.PHASES).includes(phase.id())
                    || phase == Phase.HOPS && !applies(config.workloads().hops())
                    || phase == Phase.LADDER && !applies(LadderWorkload.INSTANCE)
                    || !all && (phase == Phase.CONCURRENT || phase == Phase.HOPS)) {
                continue;
            }
            long began = System.nanoTime();
            String down = context.pingFailure();
            String stopped = down != null ? context.name() + " stopped answering before the " + phase.id() + " phase: " + down
                    : switch (phase) {
                        case READ, TRAVERSE, GRAPH -> runSequential(context, measurement, of(planned, phase));
                        case WRITE -> runWrites(context, measurement, of(planned, phase));
                        case CONCURRENT -> runConcurrent(context, lifecycle);
                        case HOPS -> runHops(context);
                        case LADDER -> runLadder(context, log);
                        case LOAD -> null;
                    };
            record.took(phase.id(), System.nanoTime() - began);
            if (stopped != null) {
                record.stopped(stopped);
                return false;
            }
        }
        return true;
    }

    private static List<Workload> of(List<Workload> planned, Phase phase) {
        return planned.stream().filter(workload -> workload.phase() == phase).toList();
    }

    private boolean applies(Workload workload) {
        return workload.appliesTo(config.dataset().schema());
    }

    /** Measures the depth ladder; returns why the engine stopped answering, or null. */
    private String runLadder(EngineContext context, AnswersLog log) {
        LadderResult ladder = new LadderMeasurement(context, log).run();
        record.ladder(ladder);
        if (ladder.status() == Status.HELD) {
            String down = context.pingFailure();
            if (down != null) {
                return context.name() + " stopped answering during the ladder: " + down;
            }
        }
        return null;
    }

    /** Measures each workload in turn; returns why the engine stopped answering, or null. */
    private String runSequential(EngineContext context, WorkloadMeasurement measurement, List<Workload> workloads) {
        for (Workload workload : workloads) {
            String stopped = recordAndPing(context, workload, measurement.measure(workload));
            if (stopped != null) {
                return stopped;
            }
        }
        return null;
    }

    /**
     * Measures each write in turn, then deletes what they wrote, so that the graph is again the one
     * loaded; returns why the engine stopped answering, or why the deletion failed, or null.
     */
    private String runWrites(EngineContext context, WorkloadMeasurement measurement, List<Workload> workloads) {
        Map<WriteWorkload, List<Map<String, Object>>> calls = new LinkedHashMap<>();
        String stopped = null;
        try {
            for (Workload workload : workloads) {
                List<Map<String, Object>> made = new ArrayList<>();
                if (workload instanceof WriteWorkload write) {
                    calls.put(write, made);
                }
                stopped = recordAndPing(context, workload, measurement.measure(workload, made));
                if (stopped != null) {
                    break;
                }
            }
        } finally {
            String left = WriteCleanup.run(context, calls, "the write phase");
            if (left != null && stopped == null) {
                stopped = left;
            }
        }
        return stopped;
    }

    /** Records {@code result}; after a held one, returns why the engine stopped answering, or null when it answers. */
    private String recordAndPing(EngineContext context, Workload workload, WorkloadResult result) {
        record.workload(result);
        if (result.status() != Status.HELD) {
            return null;
        }
        String down = context.pingFailure();
        return down == null ? null : context.name() + " stopped answering during " + workload.id() + ": " + down;
    }

    /** The concurrent phase's workloads, and the mix when one was asked for. */
    private List<Workload> concurrentWorkloads() {
        List<Workload> workloads = new ArrayList<>(config.workloads().concurrent(config.dataset().schema()));
        if (!config.get(RunOption.MIX).isEmpty()) {
            workloads.add(new MixWorkload(config.get(RunOption.MIX), config.workloads()));
        }
        return workloads;
    }

    /**
     * Measures each concurrent workload, its server and the client sampled through each window unless
     * --telemetry false; returns why the engine stopped answering, or null. What a mix's writes wrote is
     * deleted once its measurements end, as the write phase's is.
     */
    private String runConcurrent(EngineContext context, EngineLifecycle lifecycle) {
        try (TelemetrySource telemetry = config.get(RunOption.TELEMETRY)
                ? TelemetrySource.open(context.engine(), lifecycle.serverProcess()) : null) {
            return runConcurrent(context, telemetry);
        }
    }

    private String runConcurrent(EngineContext context, TelemetrySource telemetry) {
        for (Workload workload : concurrentWorkloads()) {
            ConcurrentMeasurement measurement = new ConcurrentMeasurement(context, workload, record::concurrentProgress,
                    answers, telemetry);
            ConcurrentMeasurement.Outcome outcome;
            try {
                outcome = measurement.run();
            } finally {
                if (workload instanceof MixWorkload mix) {
                    String left = WriteCleanup.run(context, mix.written(measurement.given()), "the mix");
                    if (left != null) {
                        return left;
                    }
                }
            }
            record.concurrentDone(outcome.result());
            if (outcome.stopped() != null) {
                return outcome.stopped();
            }
        }
        return null;
    }

    /** Measures the hops phase; returns why the engine stopped answering, or null. */
    private String runHops(EngineContext context) {
        HopsResult hops = new HopsMeasurement(context, answers).run();
        record.hops(hops);
        if (hops.status() == Status.HELD) {
            String down = context.pingFailure();
            if (down != null) {
                return context.name() + " stopped answering during hops: " + down;
            }
        }
        return null;
    }
}
