package dev.graphbench.runner.session;

import dev.graphbench.results.Failures;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.CycleResult;
import dev.graphbench.results.DatasetSource;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.LadderResult;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ServerResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.objects.HandWrittenRead;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * What one engine's run has measured so far, and its results file, rewritten atomically after every
 * change, so that a crash loses nothing measured. Whatever was planned and has no result when the
 * run stops is held (or skipped) with the reason, never dropped; so is what an interrupted run had not
 * measured ({@link #interrupted}). The runner's thread and the JVM's shutdown hook may both change it.
 */
final class RunRecord {

    private static final String TIMER = "System.nanoTime() around each call, wall clock at the client";

    private final String engine;
    private final String displayName;
    private final String judge;
    private final RunConfig config;
    private final String datasetHash;
    private final RunListener listener;
    private final Path file;
    private final List<Workload> planned;
    private final List<Workload> plannedConcurrent;
    private final boolean hopsPlanned;
    private final Instant startedAt = Instant.now();

    private Map<String, String> settings = Map.of();
    private EngineInfo info;
    private Status status = Status.OK;
    private String reason;
    /** When the run was interrupted; null while it was not. Once set, the record is final. */
    private Instant interruptedAt;
    private ServerResult server;
    private LoadResult load;
    private final List<WorkloadResult> workloads = new ArrayList<>();
    private final List<ConcurrencyResult> concurrency = new ArrayList<>();
    /** The concurrent workloads whose result is final; the others' results so far are in progress. */
    private final Set<String> concurrencyDone = new HashSet<>();
    private HopsResult hops;
    private boolean ladderPlanned;
    private LadderResult ladder;
    private MemoryResult memory;
    private final List<String> unwritten = new ArrayList<>();
    private final Map<String, Double> wallSeconds = new LinkedHashMap<>();
    /** With several cycles, each one before the one measured now. */
    private final List<CycleResult> cycles = new ArrayList<>();
    /** Puts why the engine was held in the light of what else is known (its memory ran out); as given by default. */
    private UnaryOperator<String> explain = UnaryOperator.identity();

    /**
     * The record of {@code engine}'s run, written to {@code file}.
     *
     * @param planned           the workloads of the sequential phases asked for, in report order
     * @param plannedConcurrent the workloads of the concurrent phase asked for
     * @param hopsPlanned       whether the hops phase was asked for
     */
    RunRecord(String engine, String displayName, String judge, RunConfig config, String datasetHash,
              RunListener listener, Path file, List<Workload> planned, List<Workload> plannedConcurrent,
              boolean hopsPlanned) {
        this.engine = engine;
        this.displayName = displayName;
        this.judge = judge;
        this.config = config;
        this.datasetHash = datasetHash;
        this.listener = listener;
        this.file = file;
        this.planned = List.copyOf(planned);
        this.plannedConcurrent = List.copyOf(plannedConcurrent);
        this.hopsPlanned = hopsPlanned;
    }

    Path file() {
        return file;
    }

    /** The engine opened: what it is. */
    synchronized void opened(EngineInfo info) {
        if (interruptedAt != null) {
            return;
        }
        this.info = info;
        write();
    }

    /** The settings the engine was opened with, or tried to be, secrets masked. */
    synchronized void settings(Map<String, String> shownSettings) {
        if (interruptedAt != null) {
            return;
        }
        this.settings = Map.copyOf(shownSettings);
    }

    synchronized void server(ServerResult server) {
        if (interruptedAt != null) {
            return;
        }
        this.server = server;
    }

    synchronized void memory(MemoryResult memory) {
        if (interruptedAt != null) {
            return;
        }
        this.memory = memory;
    }

    /** How every reason the engine is held for is explained before it is recorded. */
    void explainHeld(UnaryOperator<String> explanation) {
        this.explain = explanation;
    }

    /** Adds {@code nanos} of wall time to {@code part} of the run: open, load, settle, a phase's id, close. */
    synchronized void took(String part, long nanos) {
        if (interruptedAt != null) {
            return;
        }
        wallSeconds.merge(part, Math.round(nanos / 1e6) / 1e3, Double::sum);
    }

    synchronized void load(LoadResult load) {
        if (interruptedAt != null) {
            return;
        }
        this.load = load.status() != Status.HELD ? load : new LoadResult(load.status(), explain.apply(load.reason()),
                load.nodesSeconds(), load.relationshipsSeconds(), load.afterLoadSeconds(), load.nodes(),
                load.relationships(), load.countDifferences(), load.loadPath());
        write();
    }

    /** A workload of a sequential phase ended, measured or not. */
    synchronized void workload(WorkloadResult given) {
        if (interruptedAt != null) {
            return;
        }
        WorkloadResult result = given.status() != Status.HELD ? given : new WorkloadResult(given.id(), given.phase(),
                given.title(), given.status(), explain.apply(given.reason()), given.coldMs(), given.latency(),
                given.digest(), given.callDigests(), given.agreement(), given.twinOf(), given.plans(), given.sampling());
        workloads.add(result);
        write();
        listener.workloadFinished(engine, result);
    }

    /** A concurrent workload's result so far, written while its later measurements are taken. */
    synchronized void concurrentProgress(ConcurrencyResult result) {
        if (interruptedAt != null) {
            return;
        }
        replaceConcurrent(result);
        write();
    }

    /** A concurrent workload's final result. */
    synchronized void concurrentDone(ConcurrencyResult result) {
        if (interruptedAt != null) {
            return;
        }
        concurrencyDone.add(result.id());
        replaceConcurrent(result);
        write();
        listener.concurrencyFinished(engine, result);
    }

    synchronized void hops(HopsResult result) {
        if (interruptedAt != null) {
            return;
        }
        hops = result;
        write();
        listener.hopsFinished(engine, result);
    }

    /**
     * A cycle before the last ended: what it measured is kept as its own, and the next cycle's results take the
     * run's place.
     */
    synchronized void cycleEnded(int cycle, boolean cold, String start) {
        if (interruptedAt != null) {
            return;
        }
        cycles.add(new CycleResult(cycle, cold, start, workloads, ladder));
        workloads.clear();
        ladder = null;
        write();
    }

    /** The depth ladder was asked for: held with the reason when the run ends before it. */
    synchronized void planLadder() {
        ladderPlanned = true;
    }

    synchronized void ladder(LadderResult result) {
        if (interruptedAt != null) {
            return;
        }
        ladder = result;
        write();
        listener.ladderFinished(engine, result);
    }

    /** The engine stopped answering: the run is held, and so is everything planned that has no result. */
    synchronized void stopped(String why) {
        if (interruptedAt != null) {
            return;
        }
        status = Status.HELD;
        reason = explain.apply(why);
        holdRemaining(reason);
    }

    /** Holds, with the reason, everything planned that has no final result yet, and writes each. */
    synchronized void holdRemaining(String given) {
        if (interruptedAt != null) {
            return;
        }
        String why = explain.apply(given);
        for (Workload workload : planned) {
            if (workloads.stream().noneMatch(result -> result.id().equals(workload.id()))) {
                workload(notMeasured(workload, Status.HELD, why));
            }
        }
        markUnfinished(why, Status.HELD);
        write();
    }

    /**
     * The run ended as {@code outcome} before anything was measured, or because something failed:
     * everything planned without a result gets {@code remaining} and the reason.
     */
    synchronized void end(Status outcome, String given, Status remaining) {
        if (interruptedAt != null) {
            return;
        }
        String why = outcome == Status.HELD ? explain.apply(given) : given;
        status = outcome;
        reason = why;
        for (Workload workload : planned) {
            if (workloads.stream().noneMatch(result -> result.id().equals(workload.id()))) {
                WorkloadResult result = notMeasured(workload, remaining, why);
                workloads.add(result);
                listener.workloadFinished(engine, result);
            }
        }
        markUnfinished(why, remaining);
    }

    /** A workload not measured, with its status and the reason. */
    static WorkloadResult notMeasured(Workload workload, Status status, String why) {
        return WorkloadResult.notMeasured(workload.id(), workload.phase().id(), workload.title(), status, why,
                twinOf(workload));
    }

    /** The object store read whose hand-written twin {@code workload} is, or null. */
    static String twinOf(Workload workload) {
        return workload instanceof HandWrittenRead twin ? twin.objectRead().id() : null;
    }

    /**
     * Gives every concurrent workload without a final result, and the hops phase when it has none,
     * {@code outcome} and the reason; measurements already taken are kept.
     */
    private void markUnfinished(String why, Status outcome) {
        for (Workload workload : plannedConcurrent) {
            if (concurrencyDone.add(workload.id())) {
                ConcurrencyResult sofar = concurrent(workload.id());
                ConcurrencyResult result = sofar == null
                        ? ConcurrencyResult.notMeasured(workload.id(), workload.title(), outcome, why)
                        : sofar.ended(outcome, why);
                replaceConcurrent(result);
                listener.concurrencyFinished(engine, result);
            }
        }
        if (hopsPlanned && hops == null) {
            hops = HopsResult.notMeasured(outcome, why, null);
            listener.hopsFinished(engine, hops);
        }
        if (ladderPlanned && ladder == null) {
            ladder = LadderResult.notMeasured(outcome, why);
            listener.ladderFinished(engine, ladder);
        }
    }

    private ConcurrencyResult concurrent(String id) {
        return concurrency.stream().filter(result -> result.id().equals(id)).findFirst().orElse(null);
    }

    private void replaceConcurrent(ConcurrencyResult result) {
        for (int i = 0; i < concurrency.size(); i++) {
            if (concurrency.get(i).id().equals(result.id())) {
                concurrency.set(i, result);
                return;
            }
        }
        concurrency.add(result);
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
        return config.options().with(RunOption.SETTLE_SECONDS, engine.equals(judge) ? 0.0 : config.get(RunOption.SETTLE_SECONDS))
                .with(RunOption.LOAD_WARMUP, load == null ? 0.0 : config.warmupLoad().map(DatasetSpec::scaleFactor).orElse(0.0));
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

    /** Whether the engine's graph was loaded and its counts were the manifest's. */
    synchronized boolean loaded() {
        return load != null && load.status() == Status.OK;
    }

    /** The run as it stands. */
    synchronized EngineRun snapshot() {
        Provenance provenance = new Provenance(Versions.harness(), config.runId(), engine, displayName, judge, settings,
                jvm(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(), config.dataset().scaleFactor(), config.dataset().seed(),
                datasetHash, startedAt, Instant.now(), new Method(TIMER, recordedOptions().recorded()),
                config.dataset().name(), config.dataset().label(), source(config.dataset().manifest()));
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance, info, status, reason, server, load, workloads,
                concurrency, hops, memory, ladder, wallSeconds.isEmpty() ? null : wallSeconds,
                cycles, interruptedAt);
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

    /**
     * The JVM is ending before the run did (Ctrl-C): the run is held as interrupted at {@code at}, and so is
     * everything planned that has no result yet, the workload under way included; the file is written, and
     * from now on nothing changes it: what fails as the servers stop is a consequence, not a finding.
     */
    synchronized void interrupted(Instant at) {
        if (interruptedAt != null) {
            return;
        }
        String when = at.truncatedTo(ChronoUnit.SECONDS) + " (Ctrl-C)";
        String why = "not measured: the run was interrupted at " + when;
        status = Status.HELD;
        reason = "interrupted at " + when + ", before the run ended";
        for (Workload workload : planned) {
            if (workloads.stream().noneMatch(result -> result.id().equals(workload.id()))) {
                workloads.add(notMeasured(workload, Status.HELD, why));
            }
        }
        for (Workload workload : plannedConcurrent) {
            if (concurrencyDone.add(workload.id())) {
                ConcurrencyResult sofar = concurrent(workload.id());
                replaceConcurrent(sofar == null ? ConcurrencyResult.notMeasured(workload.id(), workload.title(),
                        Status.HELD, why) : sofar.ended(Status.HELD, why));
            }
        }
        if (hopsPlanned && hops == null) {
            hops = HopsResult.notMeasured(Status.HELD, why, null);
        }
        if (ladderPlanned && ladder == null) {
            ladder = LadderResult.notMeasured(Status.HELD, why);
        }
        interruptedAt = at;
        writeNow();
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
