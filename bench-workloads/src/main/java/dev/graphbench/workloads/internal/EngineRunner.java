package dev.graphbench.workloads.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.HopsResult;
import dev.graphbench.results.LoadResult;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ServerResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import dev.graphbench.workloads.EngineCatalog.Availability;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.RunListener;
import dev.graphbench.workloads.Support;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.WriteWorkload;
import dev.graphbench.workloads.objects.HandWrittenRead;
import dev.graphbench.workloads.objects.ObjectRead;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;

/**
 * Runs every asked-for phase on one engine and keeps its results file up to date: the file is
 * rewritten after the load, after every workload and after every concurrent measurement, so a crash
 * loses nothing measured. The engine is pinged before each phase, and after anything that failed:
 * once it stops answering, all that remains is held with the reason. Each answer is checked against
 * the judge's (the reference's, or the first engine's to answer what the reference does not); a
 * hand-written read against this engine's object store, asked the same. What the write phase wrote
 * is deleted when it ends. The concurrent and hops phases are measured by {@link
 * ConcurrentMeasurement} and {@link HopsMeasurement}.
 */
public final class EngineRunner {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Distinct warm-up arguments; a longer warm-up cycles through them. */
    private static final int WARMUP_ARGUMENTS = 1_000;
    private static final String TIMER = "System.nanoTime() around each call, wall clock at the client";
    /** The deployment of an engine that lives in the harness's own JVM, as its {@link EngineInfo} says. */
    private static final String IN_PROCESS = "in-process";
    /** The phases whose workloads the untimed pass before the first timed phase calls: they only read. */
    private static final Set<Phase> SETTLE_PHASES = EnumSet.of(Phase.READ, Phase.TRAVERSE, Phase.GRAPH);
    /** Ids per delete of what the write phase wrote. */
    private static final int DELETE_BATCH = 10_000;

    private final RunConfig config;
    private final Manifest manifest;
    private final RunListener listener;
    private final ReferenceAnswers judge;
    private final Generator generator;
    private final ArgumentLists arguments;

    private String name;
    private String displayName;
    private Path file;
    private Support support;
    /** This engine's answers to the object store's reads, call by call, for their hand-written twins. */
    private final Map<String, List<ReferenceAnswers.Call>> objectStoreAnswers = new HashMap<>();
    private Instant startedAt;
    private Map<String, String> shownSettings = Map.of();
    private EngineInfo info;
    private Status status = Status.OK;
    private String reason;
    private ServerResult server;
    private LoadResult load;
    private final List<WorkloadResult> results = new ArrayList<>();
    private final List<ConcurrencyResult> concurrency = new ArrayList<>();
    /** The concurrent workloads whose result is final; the others' results so far are in progress. */
    private final Set<String> concurrencyDone = new HashSet<>();
    private boolean hopsPlanned;
    private HopsResult hops;
    private MemoryResult memory;
    /** Heap used before the load, after a full GC, for an in-process engine; -1 when not measured. */
    private long heapBeforeLoad = -1;
    private BufferedWriter answersFile;

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
        this.generator = new Generator(config.spec());
        this.arguments = new ArgumentLists(config.spec());
    }

    /** The results file this runner writes. */
    public Path file() {
        return file;
    }

    /** Runs the target and returns what it measured; never throws for a failure of the engine. */
    public EngineRun run(Target target) {
        name = target.name();
        displayName = target.provider().displayName();
        file = config.output().resolve(ResultsFiles.fileName(name, config.spec().scaleFactor()));
        startedAt = Instant.now();
        List<Workload> planned = Workloads.all().stream()
                .filter(workload -> config.phases().contains(workload.phase())).toList();
        List<Workload> plannedConcurrent = config.phases().contains(Phase.CONCURRENT) ? Workloads.concurrent() : List.of();
        hopsPlanned = config.phases().contains(Phase.HOPS);

        Availability availability = target.availability();
        if (availability != null && availability.kind() == Availability.Kind.UNAVAILABLE) {
            // An engine nobody asked for that cannot run here is reported, but leaves no results file behind:
            // an earlier run's figures for it stay as they were.
            Status outcome = target.requested() ? Status.HELD : Status.SKIPPED;
            finish(outcome, availability.detail(), planned, plannedConcurrent, outcome);
            if (target.requested()) {
                write();
            }
            return snapshot();
        }

        EmbeddedServer embedded = null;
        Engine engine = target.engine();
        try {
            if (engine == null) {
                Settings settings = target.settings();
                if (availability.kind() == Availability.Kind.EMBEDDED) {
                    long start = System.nanoTime();
                    embedded = target.provider().embeddedServer().orElseThrow().start(settings, config.workDirectory());
                    double seconds = seconds(System.nanoTime() - start);
                    server = new ServerResult(embedded.description(), seconds, null, null);
                    listener.message(name, embedded.description() + " started in " + String.format("%.1f s", seconds));
                    settings = settings.with(embedded.connectionSettings());
                }
                shownSettings = settings.shown();
                engine = target.provider().open(settings);
            }
            info = engine.info();
            support = Support.of(target.provider().dialect(), engine);
            write();
            runPhases(engine, planned, plannedConcurrent);
        } catch (RuntimeException e) {
            finish(Status.HELD, Failures.oneLine(e), planned, plannedConcurrent, Status.HELD);
        } finally {
            closeAnswers();
            // Memory while everything is still up; then the engine's connections, before the server they point at.
            Long resident = embedded == null ? null : measureServer(embedded);
            if (embedded == null && heapBeforeLoad >= 0) {
                measureHeap();
            }
            if (target.engine() == null && engine != null) {
                try {
                    engine.close();
                } catch (RuntimeException e) {
                    listener.message(name, "closing the engine failed: " + Failures.oneLine(e));
                }
            }
            if (embedded != null) {
                stop(embedded, resident);
            }
            write();
            listener.engineFinished(snapshot());
        }
        return snapshot();
    }

    private void runPhases(Engine engine, List<Workload> planned, List<Workload> plannedConcurrent) {
        if (config.phases().contains(Phase.LOAD)) {
            load(engine);
            write();
            if (load.status() != Status.OK) {
                hold(planned, plannedConcurrent, "the load did not complete: " + load.reason());
                return;
            }
        } else {
            List<String> differences = engine.loader().counts().differencesFrom(manifest.counts());
            if (!differences.isEmpty()) {
                hold(planned, plannedConcurrent, "the graph in " + name + " is not the one of this scale factor and seed ("
                        + String.join("; ", differences.subList(0, Math.min(3, differences.size())))
                        + "); run the load phase");
                return;
            }
        }
        EngineContext context = new EngineContext(name, engine, support, config, arguments, listener, judge);
        settle(engine, planned);
        for (Phase phase : Phase.values()) {
            if (phase == Phase.LOAD || !config.phases().contains(phase)) {
                continue;
            }
            String down = context.pingFailure();
            String stopped = down != null ? name + " stopped answering before the " + phase.id() + " phase: " + down
                    : switch (phase) {
                        case READ, TRAVERSE, GRAPH -> runSequential(context, Workloads.of(phase));
                        case WRITE -> runWrites(context, Workloads.of(phase));
                        case CONCURRENT -> runConcurrent(context, plannedConcurrent);
                        case HOPS -> runHops(context);
                        case LOAD -> null;
                    };
            if (stopped != null) {
                status = Status.HELD;
                reason = stopped;
                hold(planned, plannedConcurrent, stopped);
                return;
            }
        }
    }

    /**
     * Calls the run's reads, traversals and whole-graph queries, untimed and unchecked, for the settle
     * seconds, shared equally: each workload is called back to back for its share, at least once, so
     * that a slow one cannot take the time the quick ones need. Whatever phase comes first is then
     * timed on an engine that has finished what the load left it to do and has compiled the code paths
     * the workloads share. A workload that fails here is left alone; its own measurement reports it.
     */
    private void settle(Engine engine, List<Workload> planned) {
        List<Workload> reads = planned.stream()
                .filter(workload -> SETTLE_PHASES.contains(workload.phase()))
                .filter(workload -> workload.supportedBy(support)).toList();
        if (config.settleSeconds() <= 0 || reads.isEmpty()) {
            return;
        }
        long share = (long) (config.settleSeconds() * 1e9 / reads.size());
        long start = System.nanoTime();
        int made = 0;
        try (Session session = engine.openSession()) {
            for (Workload workload : reads) {
                List<Map<String, Object>> asked = workload.arguments(arguments, workload.stream() + "/settle",
                        WARMUP_ARGUMENTS);
                long end = System.nanoTime() + share;
                int call = 0;
                try {
                    do {
                        workload.call(session, asked.get(call++ % asked.size()));
                        made++;
                    } while (System.nanoTime() < end);
                } catch (RuntimeException e) {
                    // Left to the workload's own measurement, which reports it.
                }
            }
        } catch (RuntimeException e) {
            listener.message(name, "the untimed pass before the first timed phase stopped: " + Failures.oneLine(e));
            return;
        }
        listener.message(name, String.format(Locale.ROOT, "settled: %,d untimed calls to %d workloads in %.1f s",
                made, reads.size(), seconds(System.nanoTime() - start)));
    }

    /** Measures each workload in turn; returns why the engine stopped answering, or null. */
    private String runSequential(EngineContext context, List<Workload> workloads) {
        for (Workload workload : workloads) {
            WorkloadResult result = measure(context.engine(), workload, null);
            record(result);
            if (result.status() == Status.HELD) {
                String down = context.pingFailure();
                if (down != null) {
                    return name + " stopped answering during " + workload.id() + ": " + down;
                }
            }
        }
        return null;
    }

    /**
     * Measures each write in turn, then deletes what they wrote, untimed, so that the graph is again
     * the one loaded; returns why the engine stopped answering, or why the deletion failed, or null.
     */
    private String runWrites(EngineContext context, List<Workload> workloads) {
        Map<WriteWorkload, List<Map<String, Object>>> calls = new LinkedHashMap<>();
        String stopped = null;
        try {
            for (Workload workload : workloads) {
                List<Map<String, Object>> made = new ArrayList<>();
                if (workload instanceof WriteWorkload write) {
                    calls.put(write, made);
                }
                WorkloadResult result = measure(context.engine(), workload, made);
                record(result);
                if (result.status() == Status.HELD) {
                    String down = context.pingFailure();
                    if (down != null) {
                        stopped = name + " stopped answering during " + workload.id() + ": " + down;
                        break;
                    }
                }
            }
        } finally {
            String left = deleteWritten(context.engine(), calls);
            if (left != null && stopped == null) {
                stopped = left;
            }
        }
        return stopped;
    }

    /** Deletes what the write calls wrote; returns why that failed, or null. */
    private String deleteWritten(Engine engine, Map<WriteWorkload, List<Map<String, Object>>> calls) {
        if (calls.values().stream().allMatch(List::isEmpty)) {
            return null;
        }
        long start = System.nanoTime();
        long deleted = 0;
        try (Session session = engine.openSession()) {
            for (Map.Entry<WriteWorkload, List<Map<String, Object>>> workload : calls.entrySet()) {
                for (Map.Entry<Class<?>, Collection<String>> written : workload.getKey().written(workload.getValue()).entrySet()) {
                    List<String> ids = List.copyOf(written.getValue());
                    for (int from = 0; from < ids.size(); from += DELETE_BATCH) {
                        List<String> batch = ids.subList(from, Math.min(ids.size(), from + DELETE_BATCH));
                        session.objects().orElseThrow().delete(written.getKey(), batch);
                        deleted += batch.size();
                    }
                }
            }
        } catch (RuntimeException e) {
            return "the objects the write phase wrote could not all be deleted, so the graph in " + name
                    + " is no longer the one loaded: " + Failures.oneLine(e) + "; run the load phase again";
        }
        listener.message(name, String.format(Locale.ROOT, "deleted the %,d objects the write phase wrote in %.1f s",
                deleted, seconds(System.nanoTime() - start)));
        start = System.nanoTime();
        try {
            engine.schema().afterWrites();
        } catch (RuntimeException e) {
            return "what the write phase's deletions left could not be reclaimed in " + name + ": "
                    + Failures.oneLine(e);
        }
        listener.message(name, String.format(Locale.ROOT, "reclaimed what the deletions left in %.1f s",
                seconds(System.nanoTime() - start)));
        return null;
    }

    /** Measures each concurrent workload; returns why the engine stopped answering, or null. */
    private String runConcurrent(EngineContext context, List<Workload> workloads) {
        for (Workload workload : workloads) {
            ConcurrentMeasurement.Outcome outcome = new ConcurrentMeasurement(context, workload, this::recordConcurrent).run();
            concurrencyDone.add(workload.id());
            recordConcurrent(outcome.result());
            listener.concurrencyFinished(name, outcome.result());
            if (outcome.stopped() != null) {
                return outcome.stopped();
            }
        }
        return null;
    }

    /** Measures the hops phase; returns why the engine stopped answering, or null. */
    private String runHops(EngineContext context) {
        hops = new HopsMeasurement(context).run();
        write();
        listener.hopsFinished(name, hops);
        if (hops.status() == Status.HELD) {
            String down = context.pingFailure();
            if (down != null) {
                return name + " stopped answering during hops: " + down;
            }
        }
        return null;
    }

    // ---- the load

    private void load(Engine engine) {
        double nodesSeconds = 0;
        double relationshipsSeconds = 0;
        double afterLoadSeconds = 0;
        String stage = "dropping the old graph";
        try {
            Schema schema = engine.schema();
            schema.drop();
            if (info.deployment().startsWith(IN_PROCESS)) {
                heapBeforeLoad = usedHeapAfterGc();
            }
            stage = "creating the schema";
            schema.create();

            stage = "loading nodes";
            listener.loadStarted(name, "nodes", manifest.counts().totalNodes());
            long start = System.nanoTime();
            engine.loader().loadNodes(generator.nodes(), records -> listener.loadProgress(name, records));
            nodesSeconds = seconds(System.nanoTime() - start);
            listener.loadFinished(name, "nodes", nodesSeconds);

            stage = "loading relationships";
            listener.loadStarted(name, "relationships", manifest.counts().totalRelationships());
            start = System.nanoTime();
            engine.loader().loadRelationships(generator.relationships(), records -> listener.loadProgress(name, records));
            relationshipsSeconds = seconds(System.nanoTime() - start);
            listener.loadFinished(name, "relationships", relationshipsSeconds);

            stage = "building indexes after the load";
            start = System.nanoTime();
            schema.afterLoad();
            afterLoadSeconds = seconds(System.nanoTime() - start);

            stage = "counting the loaded graph";
            GraphCounts counts = engine.loader().counts();
            List<String> differences = counts.differencesFrom(manifest.counts());
            load = new LoadResult(differences.isEmpty() ? Status.OK : Status.HELD,
                    differences.isEmpty() ? null : "the loaded graph differs from the manifest: "
                            + String.join("; ", differences),
                    nodesSeconds, relationshipsSeconds, afterLoadSeconds, counts.totalNodes(),
                    counts.totalRelationships(), differences);
        } catch (RuntimeException e) {
            load = new LoadResult(Status.HELD, stage + " failed: " + Failures.oneLine(e), nodesSeconds,
                    relationshipsSeconds, afterLoadSeconds, 0, 0, List.of());
        }
    }

    // ---- one workload

    /**
     * Measures one workload. A write's arguments are never used twice: its warm-up draws fresh ones
     * as it goes, and each is added to {@code made} before its call, so that what it wrote can be
     * deleted; before each call it is prepared, and after it what it wrote is read back, untimed.
     */
    private WorkloadResult measure(Engine engine, Workload workload, List<Map<String, Object>> made) {
        boolean reference = name.equals(judge.reference());
        if (!workload.supportedBy(support)) {
            WorkloadResult unsupported = WorkloadResult.notMeasured(workload.id(), workload.phase().id(), workload.title(),
                    Status.UNSUPPORTED, name + " does not support " + workload.id(), twinOf(workload));
            if (reference) {
                judge.unanswered(workload.id(), unsupported.reason());
            }
            return unsupported;
        }
        WriteWorkload write = workload instanceof WriteWorkload w ? w : null;
        int warmupArguments = Math.max(config.warmup(), WARMUP_ARGUMENTS);
        List<Map<String, Object>> warmups = workload.arguments(arguments, workload.stream() + "/warmup", warmupArguments);
        List<Map<String, Object>> timed = workload.arguments(arguments, workload.stream() + "/timed", config.calls());
        listener.workloadStarted(name, workload, config.warmup(), timed.size());

        // A hand-written read is checked against this engine's object store, asked the same; the rest against the judge.
        HandWrittenRead twin = workload instanceof HandWrittenRead hw ? hw : null;
        String against = twin != null ? name + "'s object store" : null;
        List<ReferenceAnswers.Call> expected;
        if (twin != null) {
            expected = objectStoreAnswers.get(twin.objectRead().id());
        } else {
            ReferenceAnswers.Answers kept = judge.answers(workload.id());
            expected = kept == null ? null : kept.calls();
            against = kept == null ? null : kept.engine();
        }

        Double coldMs = null;
        int call = -1;
        Map<String, Object> current = null;
        List<String> digests = new ArrayList<>(timed.size());
        List<ReferenceAnswers.Call> answered = new ArrayList<>(timed.size());
        Agreement mismatch = null;
        Histogram histogram = Latencies.histogram();
        try (Session session = engine.openSession()) {
            // Warm up for at least the calls and at least the seconds asked for: an engine in this JVM needs
            // thousands of calls before the JIT has compiled its query path, a slow query only a few.
            long warmupStart = System.nanoTime();
            long warmupEnd = warmupStart + (long) (config.warmupSeconds() * 1e9);
            long warmupLimit = warmupStart + (long) (config.maxSeconds() * 1e9);
            for (int i = 0; i < config.warmup() || (System.nanoTime() < warmupEnd && System.nanoTime() < warmupLimit); i++) {
                if (write != null && i > 0 && i % warmupArguments == 0) {
                    warmups = workload.arguments(arguments, workload.stream() + "/warmup-" + i / warmupArguments,
                            warmupArguments);
                }
                current = warmups.get(i % warmupArguments);
                if (write != null) {
                    made.add(current);
                    write.prepare(session, current);
                }
                long start = System.nanoTime();
                workload.call(session, current);
                if (i == 0) {
                    coldMs = millis(System.nanoTime() - start);
                }
                listener.callFinished(name, workload);
            }
            long deadline = System.nanoTime() + (long) (config.maxSeconds() * 1e9);
            for (call = 0; call < timed.size(); call++) {
                if (call > 0 && System.nanoTime() > deadline) {
                    break;
                }
                current = timed.get(call);
                if (write != null) {
                    made.add(current);
                    write.prepare(session, current);
                }
                long start = System.nanoTime();
                Object answer = workload.call(session, current);
                histogram.recordValue(Math.max(1, System.nanoTime() - start));
                if (write != null) {
                    answer = write.readBack(session, current);
                }

                String canonical = workload.canonical(answer);
                String digest = Canonical.digest(canonical);
                digests.add(digest);
                writeAnswer(workload, call, current, canonical);
                answered.add(ReferenceAnswers.Call.of(Canonical.arguments(current), canonical, digest));
                if (mismatch == null && expected != null && call < expected.size()
                        && !expected.get(call).digest().equals(digest)) {
                    mismatch = Agreement.disagrees(against, call, "call " + call + " (" + Canonical.arguments(current)
                            + "): " + against + " answered " + expected.get(call).answer() + ", " + name
                            + " answered " + answered.getLast().answer());
                }
                listener.callFinished(name, workload);
            }
        } catch (RuntimeException e) {
            String where = call < 0 ? "warm-up" : "call " + call;
            WorkloadResult held = WorkloadResult.notMeasured(workload.id(), workload.phase().id(), workload.title(),
                    Status.HELD, where + (current == null || current.isEmpty() ? "" : " (" + Canonical.arguments(current) + ")")
                            + " failed: " + Failures.oneLine(e), twinOf(workload));
            if (reference) {
                judge.unanswered(workload.id(), held.reason());
            }
            return held;
        }
        if (workload instanceof ObjectRead) {
            objectStoreAnswers.put(workload.id(), List.copyOf(answered));
        }

        Agreement agreement;
        int compared = expected == null ? 0 : Math.min(expected.size(), digests.size());
        if (mismatch != null) {
            agreement = mismatch;
        } else if (twin != null) {
            agreement = expected == null
                    ? Agreement.unchecked(name + "'s object store did not answer " + twin.objectRead().id())
                    : new Agreement(Agreement.Verdict.AGREES, against, null, compared + " calls compared");
        } else if (expected == null) {
            judge.putIfFirst(workload.id(), name, answered);
            agreement = ReferenceAnswers.first(name, reference, workload.id());
        } else {
            agreement = new Agreement(Agreement.Verdict.AGREES, against, null, compared + " calls compared");
        }
        return new WorkloadResult(workload.id(), workload.phase().id(), workload.title(), Status.OK, null, coldMs,
                Latencies.of(histogram), Canonical.digestAll(digests), List.copyOf(digests), agreement, twinOf(workload));
    }

    private void writeAnswer(Workload workload, int call, Map<String, Object> args, String canonical) {
        if (!config.answers()) {
            return;
        }
        try {
            if (answersFile == null) {
                answersFile = Files.newBufferedWriter(config.output().resolve("answers-" + name + "-sf"
                        + ResultsFiles.sfLabel(config.spec().scaleFactor()) + ".jsonl"), StandardCharsets.UTF_8);
            }
            answersFile.write("{\"workload\":" + JSON.writeValueAsString(workload.id()) + ",\"call\":" + call
                    + ",\"arguments\":" + JSON.writeValueAsString(args) + ",\"answer\":" + canonical + "}\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the answers file: " + e.getMessage(), e);
        }
    }

    private void closeAnswers() {
        if (answersFile != null) {
            try {
                answersFile.close();
            } catch (IOException e) {
                listener.message(name, "closing the answers file failed: " + e.getMessage());
            }
        }
    }

    // ---- bookkeeping

    private void record(WorkloadResult result) {
        results.add(result);
        write();
        listener.workloadFinished(name, result);
    }

    private void recordConcurrent(ConcurrencyResult result) {
        int index = indexOfConcurrent(result.id());
        if (index < 0) {
            concurrency.add(result);
        } else {
            concurrency.set(index, result);
        }
        write();
    }

    private int indexOfConcurrent(String id) {
        for (int i = 0; i < concurrency.size(); i++) {
            if (concurrency.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /** Holds, with the reason, everything planned that has no final result yet, and writes each. */
    private void hold(List<Workload> workloads, List<Workload> concurrent, String why) {
        for (Workload workload : workloads) {
            if (results.stream().noneMatch(result -> result.id().equals(workload.id()))) {
                record(WorkloadResult.notMeasured(workload.id(), workload.phase().id(), workload.title(), Status.HELD, why,
                        twinOf(workload)));
            }
        }
        markUnfinished(concurrent, why, Status.HELD);
        write();
    }

    private void finish(Status outcome, String why, List<Workload> planned, List<Workload> concurrent,
                        Status workloadStatus) {
        status = outcome;
        reason = why;
        for (Workload workload : planned) {
            if (results.stream().noneMatch(result -> result.id().equals(workload.id()))) {
                WorkloadResult result = WorkloadResult.notMeasured(workload.id(), workload.phase().id(),
                        workload.title(), workloadStatus, why, twinOf(workload));
                results.add(result);
                listener.workloadFinished(name, result);
            }
        }
        markUnfinished(concurrent, why, workloadStatus);
    }

    /**
     * Gives every concurrent workload without a final result, and the hops phase when it has none,
     * {@code outcome} and the reason; measurements already taken are kept.
     */
    private void markUnfinished(List<Workload> concurrent, String why, Status outcome) {
        for (Workload workload : concurrent) {
            if (concurrencyDone.add(workload.id())) {
                int index = indexOfConcurrent(workload.id());
                ConcurrencyResult result = index < 0
                        ? ConcurrencyResult.notMeasured(workload.id(), workload.title(), outcome, why)
                        : new ConcurrencyResult(workload.id(), workload.title(), outcome, why,
                                concurrency.get(index).measurements(), concurrency.get(index).agreement());
                if (index < 0) {
                    concurrency.add(result);
                } else {
                    concurrency.set(index, result);
                }
                listener.concurrencyFinished(name, result);
            }
        }
        if (hopsPlanned && hops == null) {
            hops = HopsResult.notMeasured(outcome, why, null);
            listener.hopsFinished(name, hops);
        }
    }

    private Long measureServer(EmbeddedServer embedded) {
        Long resident = embedded.residentMemoryBytes().isPresent() ? embedded.residentMemoryBytes().getAsLong() : null;
        if (resident != null) {
            memory = new MemoryResult(resident, "resident memory of the embedded server after the run");
        }
        return resident;
    }

    private void stop(EmbeddedServer embedded, Long resident) {
        long start = System.nanoTime();
        try {
            embedded.close();
        } catch (RuntimeException e) {
            listener.message(name, "stopping the embedded server failed: " + Failures.oneLine(e));
        }
        server = new ServerResult(server.description(), server.startSeconds(), seconds(System.nanoTime() - start),
                resident);
    }

    private EngineRun snapshot() {
        Provenance provenance = new Provenance(Versions.harness(), name, displayName, judge.reference(), shownSettings,
                System.getProperty("java.vm.vendor") + " " + System.getProperty("java.version"),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(), config.spec().scaleFactor(), config.spec().seed(),
                manifest.contentHash(), startedAt, Instant.now(),
                new Method(config.warmup(), config.calls(), config.maxSeconds(), TIMER, config.threads(),
                        config.durationSeconds(), config.sweep(), config.hopsPeople(), config.warmupSeconds(),
                        config.settleSeconds()));
        return new EngineRun(provenance, info, status, reason, server, load, results, concurrency, hops, memory);
    }

    private void write() {
        ResultsFiles.write(snapshot(), file);
    }

    /** The object store read whose hand-written twin {@code workload} is, or null. */
    private static String twinOf(Workload workload) {
        return workload instanceof HandWrittenRead twin ? twin.objectRead().id() : null;
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }

    private static double millis(double nanos) {
        return nanos / 1e6;
    }

    /**
     * The heap an in-process engine holds. A graph too small to stand out from what the collector
     * leaves behind gives nothing rather than a made-up figure.
     */
    private void measureHeap() {
        long held = usedHeapAfterGc() - heapBeforeLoad;
        if (held > 0) {
            memory = new MemoryResult(held, "JVM heap the in-process engine holds: used heap after the run less"
                    + " that before the load, each after a full GC");
        }
    }

    private static long usedHeapAfterGc() {
        // Twice: objects freed in the first collection can leave others to the second.
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
