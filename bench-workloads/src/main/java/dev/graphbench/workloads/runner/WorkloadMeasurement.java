package dev.graphbench.workloads.runner;

import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.WriteWorkload;
import dev.graphbench.workloads.answers.AnswersLog;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.objects.HandWrittenRead;
import dev.graphbench.workloads.objects.ObjectRead;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Measures the workloads of the sequential phases on one engine, one at a time: warm-up for at least
 * the calls and the seconds asked for, the first call timed apart as the cold call; then up to the
 * calls asked for, each timed alone, its answer made canonical, digested, logged and compared with
 * the judge's answer to the same call. A hand-written read is compared with this engine's object
 * store, asked the same, instead: the measurement keeps each object store read's answers for its twin.
 * After the timed calls, untimed, the engine's plans of one call ({@link WorkloadPlanning}).
 */
final class WorkloadMeasurement {

    /** Distinct warm-up arguments; a longer warm-up cycles through them. */
    static final int WARMUP_ARGUMENTS = 1_000;

    private final EngineContext context;
    private final AnswersLog answers;
    /** This engine's answers to the object store's reads, call by call, for their hand-written twins. */
    private final Map<String, List<ReferenceAnswers.Call>> objectStoreAnswers = new HashMap<>();

    WorkloadMeasurement(EngineContext context, AnswersLog answers) {
        this.context = context;
        this.answers = answers;
    }

    /** Measures {@code workload}, which is not a write. */
    WorkloadResult measure(Workload workload) {
        return measure(workload, new ArrayList<>());
    }

    /**
     * Measures {@code workload}. A write's arguments are never used twice: its warm-up draws fresh ones
     * as it goes, and each is added to {@code made} before its call, so that what it wrote can be
     * deleted; before each call it is prepared, and after it what it wrote is read back, untimed.
     */
    WorkloadResult measure(Workload workload, List<Map<String, Object>> made) {
        String name = context.name();
        if (!workload.supportedBy(context.support())) {
            return unsupported(workload, name + " does not support " + workload.id());
        }
        RunConfig config = context.config();
        WriteWorkload write = workload instanceof WriteWorkload w ? w : null;
        int warmupArguments = Math.max(config.warmup(), WARMUP_ARGUMENTS);
        List<Map<String, Object>> warmups = workload.arguments(context.arguments(), workload.stream() + "/warmup",
                warmupArguments);
        List<Map<String, Object>> timed = workload.arguments(context.arguments(), workload.stream() + "/timed",
                config.calls());
        context.listener().workloadStarted(name, workload, config.warmup(), timed.size());

        // A hand-written read is checked against this engine's object store, asked the same; the rest against the judge.
        HandWrittenRead twin = workload instanceof HandWrittenRead hw ? hw : null;
        String against;
        List<ReferenceAnswers.Call> expected;
        if (twin != null) {
            against = name + "'s object store";
            expected = objectStoreAnswers.get(twin.objectRead().id());
        } else {
            ReferenceAnswers.Answers kept = context.judge().answers(workload.id());
            against = kept == null ? null : kept.engine();
            expected = kept == null ? null : kept.calls();
        }

        Double coldMs = null;
        int call = -1;
        Map<String, Object> current = null;
        List<String> digests = new ArrayList<>(timed.size());
        List<ReferenceAnswers.Call> answered = new ArrayList<>(timed.size());
        Agreement mismatch = null;
        Histogram histogram = Histograms.empty();
        WorkloadPlans plans = null;
        CallWatch.Watched watched = null;
        try (Session session = context.engine().openSession()) {
            watched = context.watch().on(session);
            // Warm up for at least the calls and at least the seconds asked for: an engine in this JVM needs
            // thousands of calls before the JIT has compiled its query path, a slow query only a few.
            long warmupStart = System.nanoTime();
            long warmupEnd = warmupStart + (long) (config.warmupSeconds() * 1e9);
            long warmupLimit = warmupStart + (long) (config.maxSeconds() * 1e9);
            for (int i = 0; i < config.warmup() || (System.nanoTime() < warmupEnd && System.nanoTime() < warmupLimit); i++) {
                if (write != null && i > 0 && i % warmupArguments == 0) {
                    warmups = workload.arguments(context.arguments(), workload.stream() + "/warmup-" + i / warmupArguments,
                            warmupArguments);
                }
                current = warmups.get(i % warmupArguments);
                watched.begin();
                if (write != null) {
                    made.add(current);
                    write.prepare(session, current);
                }
                long start = System.nanoTime();
                workload.call(session, current);
                if (i == 0) {
                    coldMs = Histograms.millis(System.nanoTime() - start);
                }
                watched.end();
                context.listener().callFinished(name, workload);
            }
            long deadline = System.nanoTime() + (long) (config.maxSeconds() * 1e9);
            for (call = 0; call < timed.size(); call++) {
                if (call > 0 && System.nanoTime() > deadline) {
                    break;
                }
                current = timed.get(call);
                watched.begin();
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
                watched.end();

                String canonical = workload.canonical(answer);
                String digest = Canonical.digest(canonical);
                digests.add(digest);
                answers.write(workload, call, current, canonical);
                answered.add(ReferenceAnswers.Call.of(Canonical.arguments(current), canonical, digest));
                if (mismatch == null && expected != null && call < expected.size()
                        && !expected.get(call).digest().equals(digest)) {
                    mismatch = Agreement.disagrees(against, call, "call " + call + " (" + Canonical.arguments(current)
                            + "): " + against + " answered " + expected.get(call).answer() + ", " + name
                            + " answered " + answered.getLast().answer());
                }
                context.listener().callFinished(name, workload);
            }
            if (config.plans()) {
                plans = new WorkloadPlanning(context).take(workload, session, watched, timed.getFirst(), made);
            }
        } catch (UnsupportedException e) {
            return unsupported(workload, Failures.oneLine(e));
        } catch (RuntimeException e) {
            String where = call < 0 ? "warm-up" : "call " + call;
            RuntimeException failure = watched == null ? e : watched.explain(e);
            WorkloadResult held = RunRecord.notMeasured(workload, Status.HELD, where
                    + (current == null || current.isEmpty() ? "" : " (" + Canonical.arguments(current) + ")")
                    + " failed: " + Failures.oneLine(failure));
            if (context.isReference()) {
                context.judge().unanswered(workload.id(), held.reason());
            }
            return held;
        } finally {
            if (watched != null) {
                watched.close();
            }
        }
        if (workload instanceof ObjectRead) {
            objectStoreAnswers.put(workload.id(), List.copyOf(answered));
        }
        return new WorkloadResult(workload.id(), workload.phase().id(), workload.title(), Status.OK, null, coldMs,
                Histograms.latency(histogram), Canonical.digestAll(digests), List.copyOf(digests),
                agreement(workload, twin, expected, against, mismatch, answered), RunRecord.twinOf(workload), plans);
    }

    private Agreement agreement(Workload workload, HandWrittenRead twin, List<ReferenceAnswers.Call> expected,
                                String against, Agreement mismatch, List<ReferenceAnswers.Call> answered) {
        int compared = expected == null ? 0 : Math.min(expected.size(), answered.size());
        if (mismatch != null) {
            return mismatch;
        }
        if (twin != null) {
            return expected == null
                    ? Agreement.unchecked(context.name() + "'s object store did not answer " + twin.objectRead().id())
                    : new Agreement(Agreement.Verdict.AGREES, against, null, compared + " calls compared");
        }
        if (expected == null) {
            context.judge().putIfFirst(workload.id(), context.name(), answered);
            return ReferenceAnswers.first(context, workload.id());
        }
        return new Agreement(Agreement.Verdict.AGREES, against, null, compared + " calls compared");
    }

    private WorkloadResult unsupported(Workload workload, String why) {
        if (context.isReference()) {
            context.judge().unanswered(workload.id(), why);
        }
        return RunRecord.notMeasured(workload, Status.UNSUPPORTED, why);
    }
}
