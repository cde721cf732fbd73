package dev.graphbench.runner.session;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.results.CycleResult;
import dev.graphbench.results.DatasetSource;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Failures;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.Method;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ServerResult;
import dev.graphbench.results.Status;
import dev.graphbench.runner.StopSignals;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.RunConfig;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * What one engine's run has measured so far, and its results file, rewritten atomically after every
 * change, so that a crash loses nothing measured. Whatever was planned and has no result when the
 * run stops is held (or skipped) with the reason, never dropped: each phase says how its result ends
 * ({@link dev.graphbench.runner.phase.Phase#ended}). So is what an interrupted run had not measured
 * ({@link #interrupted}). The runner's thread and the JVM's shutdown hook may both change it.
 */
final class RunRecord implements Recorder {

    private static final String TIMER = "System.nanoTime() around each call, wall clock at the client";

    private final String engine;
    private final String displayName;
    private final String judge;
    private final RunConfig config;
    private final String datasetHash;
    private final RunListener listener;
    private final Path file;
    private final List<Planned<?>> planned;
    private final Instant startedAt = Instant.now();

    private Map<String, String> settings = Map.of();
    private EngineInfo info;
    private Status status = Status.OK;
    private String reason;
    /** When the run was interrupted; null while it was not. Once set, the record is final. */
    private Instant interruptedAt;
    private ServerResult server;
    private MemoryResult memory;
    /** Each phase's result so far, by id, in the order the phases ran. */
    private final Map<String, PhaseResult> phases = new LinkedHashMap<>();
    /** The phases whose result is final. */
    private final Set<String> ended = new HashSet<>();
    /** The items of each phase told to the listener as ended: their result is final. */
    private final Map<String, Set<String>> finished = new HashMap<>();
    /** When the engine's run was over (null before): no file is then in progress, and every snapshot ends there. */
    private Instant overAt;
    private final List<String> unwritten = new ArrayList<>();
    private final Map<String, Double> wallSeconds = new LinkedHashMap<>();
    /** With several cycles, each one before the one measured now. */
    private final List<CycleResult> cycles = new ArrayList<>();
    /** Puts why the engine was held in the light of what else is known (its memory ran out); as given by default. */
    private UnaryOperator<String> explain = UnaryOperator.identity();

    /** The record of {@code engine}'s run of the phases {@code planned}, written to {@code file}. */
    RunRecord(String engine, String displayName, String judge, RunConfig config, String datasetHash,
              RunListener listener, Path file, List<Planned<?>> planned) {
        this.engine = engine;
        this.displayName = displayName;
        this.judge = judge;
        this.config = config;
        this.datasetHash = datasetHash;
        this.listener = listener;
        this.file = file;
        this.planned = List.copyOf(planned);
    }

    Path file() {
        return file;
    }

    /** The engine opened: what it is. */
    synchronized void opened(EngineInfo opened) {
        if (interruptedAt == null) {
            this.info = opened;
            write();
        }
    }

    /** The settings the engine was opened with, or tried to be, secrets masked. */
    synchronized void settings(Map<String, String> shownSettings) {
        if (interruptedAt == null) {
            this.settings = Map.copyOf(shownSettings);
        }
    }

    synchronized void server(ServerResult started) {
        if (interruptedAt == null) {
            this.server = started;
        }
    }

    synchronized void memory(MemoryResult measured) {
        if (interruptedAt == null) {
            this.memory = measured;
        }
    }

    /** How every reason the engine is held for is explained before it is recorded. */
    void explainHeld(UnaryOperator<String> explanation) {
        this.explain = explanation;
    }

    /** {@code given}, explained as every reason the engine is held for is. */
    @Override
    public String explained(String given) {
        return explain.apply(given);
    }

    /** Adds {@code nanos} of wall time to {@code part} of the run: open, load, settle, a phase's id, close. */
    @Override
    public synchronized void took(String part, long nanos) {
        if (interruptedAt == null) {
            wallSeconds.merge(part, Math.round(nanos / 1e6) / 1e3, Double::sum);
        }
    }

    /** Phase {@code id}'s result so far, while the phase goes on. */
    @Override
    public synchronized void progress(String id, PhaseResult soFar) {
        if (interruptedAt == null) {
            phases.put(id, soFar);
            write();
        }
    }

    /** {@code item} of phase {@code id} ended, {@code soFar} the phase's result with it: written and told. */
    @Override
    public synchronized void finished(String id, PhaseResult soFar, Outcome item) {
        if (interruptedAt == null) {
            phases.put(id, soFar);
            finished.computeIfAbsent(id, phase -> new HashSet<>()).add(item.id());
            write();
            listener.finished(engine, id, item);
        }
    }

    /** Phase {@code id} ended with {@code result}; what of it was not told yet is told now. */
    @Override
    public synchronized void ended(Planned<?> phase, PhaseResult result) {
        if (interruptedAt == null) {
            phases.put(phase.id(), result);
            ended.add(phase.id());
            tellUntold(phase, result);
            write();
        }
    }

    /**
     * A cycle before the last ended: what the phases that run in every cycle measured is kept as its own, and the
     * next cycle's results take the run's place.
     */
    synchronized void cycleEnded(int cycle, boolean cold, String start) {
        if (interruptedAt != null) {
            return;
        }
        Map<String, PhaseResult> ofCycle = new LinkedHashMap<>();
        for (Planned<?> phase : planned) {
            if (phase.phase().everyCycle() && !phase.phase().loads() && phases.containsKey(phase.id())) {
                ofCycle.put(phase.id(), phases.remove(phase.id()));
                ended.remove(phase.id());
                finished.remove(phase.id());
            }
        }
        cycles.add(new CycleResult(cycle, cold, start, ofCycle));
        write();
    }

    /** The engine stopped answering: the run is held, and so is everything planned that has no result. */
    synchronized void stopped(String why) {
        if (interruptedAt == null) {
            status = Status.HELD;
            reason = explain.apply(why);
            holdRemaining(reason);
        }
    }

    /**
     * Holds, with the reason, what of {@code phase} has no final result yet, and writes it: the engine's server ended
     * during the phase and was started again, so that the phases after it still run.
     */
    synchronized void lost(Planned<?> phase, String why) {
        if (interruptedAt == null && ended.add(phase.id())) {
            PhaseResult result = phase.ended(phases.get(phase.id()), finished.getOrDefault(phase.id(), Set.of()),
                    Status.HELD, explain.apply(why));
            phases.put(phase.id(), result);
            tellUntold(phase, result);
            write();
        }
    }

    /** Holds, with the reason, everything planned that has no final result yet, and writes it. */
    synchronized void holdRemaining(String given) {
        if (interruptedAt == null) {
            endRemaining(Status.HELD, explain.apply(given), true);
            write();
        }
    }

    /**
     * The run ended as {@code outcome} before anything was measured, or because something failed:
     * everything planned without a result gets {@code remaining} and the reason.
     */
    synchronized void end(Status outcome, String given, Status remaining) {
        if (interruptedAt == null) {
            String why = outcome == Status.HELD ? explain.apply(given) : given;
            status = outcome;
            reason = why;
            endRemaining(remaining, why, true);
        }
    }

    /** Ends every planned phase without a final result, as {@code status} for {@code why}, told when {@code tell}. */
    private void endRemaining(Status status, String why, boolean tell) {
        for (Planned<?> phase : planned) {
            if (ended.add(phase.id())) {
                PhaseResult result = phase.ended(phases.get(phase.id()), finished.getOrDefault(phase.id(), Set.of()),
                        status, why);
                phases.put(phase.id(), result);
                if (tell) {
                    tellUntold(phase, result);
                }
            }
        }
    }

    private void tellUntold(Planned<?> phase, PhaseResult result) {
        Set<String> told = finished.computeIfAbsent(phase.id(), id -> new HashSet<>());
        for (Outcome outcome : phase.outcomes(result)) {
            if (told.add(outcome.id())) {
                listener.finished(engine, phase.id(), outcome);
            }
        }
    }

    /**
     * {@code body}'s result, the run guarded meanwhile: should the JVM end before it does (Ctrl-C), the file says the
     * run was interrupted, and when ({@link #interrupted}).
     */
    EngineRun guarded(Supplier<EngineRun> body) {
        Thread interruption = new Thread(() -> interrupted(Instant.now()), "bench-interrupted-" + engine);
        try {
            Runtime.getRuntime().addShutdownHook(interruption);
        } catch (IllegalStateException ending) {
            interrupted(Instant.now());
            return snapshot();
        }
        try {
            return body.get();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(interruption);
            } catch (IllegalStateException ending) {
                // The JVM is ending: the hook has marked the run interrupted, or is doing so.
            }
        }
    }

    /**
     * The JVM is ending before the run did (Ctrl-C, or a signal such as SIGTERM: which one, said where the command
     * line's handlers noted it, {@link StopSignals}): the run is held as interrupted at {@code at}, and so is everything planned that has no
     * result yet, the workload under way included; the file is written, and from now on nothing changes it: what
     * fails as the servers stop is a consequence, not a finding.
     */
    synchronized void interrupted(Instant at) {
        if (interruptedAt != null) {
            return;
        }
        String when = at.truncatedTo(ChronoUnit.SECONDS) + StopSignals.how();
        status = Status.HELD;
        reason = "interrupted at " + when + ", before the run ended";
        endRemaining(Status.HELD, "not measured: the run was interrupted at " + when, false);
        interruptedAt = at;
        writeNow();
    }

    /**
     * The JVM's vendor and version, and whether it started from an ahead-of-time cache: an engine
     * in this JVM (Neo4j in process) starts and loads quicker from one, so two runs that differ in it
     * are not comparable, and compare names the difference.
     */
    private static String jvm() {
        String jvm = System.getProperty("java.vm.vendor") + " " + System.getProperty("java.version");
        boolean aotCache = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .anyMatch(argument -> argument.startsWith("-XX:AOTCache=") || argument.startsWith("-XX:SharedArchiveFile="));
        return aotCache ? jvm + " with an AOT cache" : jvm;
    }

    /**
     * The options as they took effect on this engine: the judge does not settle, since it is not timed
     * against the others, and the load was warmed up only when it ran and its warm-up was the smaller graph.
     */
    private RunOptions recordedOptions() {
        boolean loaded = planned.stream().anyMatch(phase -> phase.phase().loads() && phases.containsKey(phase.id()));
        return config.options().with(RunOption.SETTLE_SECONDS, engine.equals(judge) ? 0.0 : config.get(RunOption.SETTLE_SECONDS))
                .with(RunOption.LOAD_WARMUP, !loaded ? 0.0 : config.warmupLoad().map(DatasetSpec::scaleFactor).orElse(0.0));
    }

    /** What the dataset held, from its manifest (made once per run), and the file it was read from. */
    private static DatasetSource source(Manifest manifest) {
        Manifest.DatasetFile file = manifest.file();
        long nodes = manifest.counts().totalNodes();
        long relationships = manifest.counts().totalRelationships();
        if (file == null) {
            return new DatasetSource(nodes, relationships, null, null, null, false, 0, 0);
        }
        return new DatasetSource(nodes, relationships, file.name(), file.name() == null ? null : file.bytes(),
                file.sha256(), file.undirected(), file.selfLoopsDropped(), file.duplicatesDropped());
    }

    /**
     * Whether the engine's graph was loaded and found the manifest's: every phase that loads measured, and completed.
     */
    synchronized boolean loaded() {
        return planned.stream().filter(phase -> phase.phase().loads())
                .allMatch(phase -> phases.get(phase.id()) != null && !phases.get(phase.id()).incomplete());
    }

    /** The run as it stands. */
    synchronized EngineRun snapshot() {
        Provenance provenance = new Provenance(Versions.harness(), config.runId(), engine, displayName, judge, settings,
                jvm(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(), config.dataset().scaleFactor(), config.dataset().seed(),
                datasetHash, startedAt, overAt != null ? overAt : Instant.now(), new Method(TIMER, recordedOptions().recorded()),
                config.dataset().name(), config.dataset().label(), source(config.dataset().manifest()));
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance, info, status, reason, server, memory,
                wallSeconds.isEmpty() ? null : wallSeconds, phases, cycles, interruptedAt,
                overAt != null || interruptedAt != null ? null : provenance.endedAt());
    }

    /**
     * The engine's run is over (its server stopped, or it could not run): the file written next no longer says it is
     * in progress, and one that still does was left by a harness killed before it could say so.
     */
    synchronized void over() {
        overAt = Instant.now();
    }

    /**
     * Rewrites the results file: a reader sees the old file or the new, never half of one. A file that
     * cannot be written (a full disk) does not stop the run: the last one written stays whole, the
     * failure is told once and kept ({@link #unwritten()}), and what is measured is still returned.
     */
    synchronized void write() {
        // An interrupted run's file was written whole when the JVM began to end; one begun after might be cut short.
        if (interruptedAt == null) {
            writeNow();
        }
    }

    private void writeNow() {
        try {
            ResultsFiles.write(snapshot(), file);
        } catch (UncheckedIOException e) {
            unwritten(Failures.oneLine(e));
        }
    }

    /** Something the run measured could not be written: {@code why}, told once per engine. */
    synchronized void unwritten(String why) {
        if (unwritten.isEmpty()) {
            listener.message(engine, why + "; what is measured is kept, and printed at the end");
        }
        unwritten.add(why);
    }

    /** What could not be written, in order; empty when everything was. */
    synchronized List<String> unwritten() {
        return List.copyOf(unwritten);
    }
}
