package dev.graphbench.runner.session;

import dev.graphbench.results.Failures;
import dev.graphbench.options.RunOption;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.WriteWorkload;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.workloads.answers.Canonical;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Measures the workloads of the sequential phases on one engine, one at a time: warm-up until it is
 * stable or at its bound, the first call timed apart as the cold call; then timed calls, each alone, its
 * answer made canonical, digested and logged, until the median is known to the precision asked or the
 * most calls or the time bound are reached ({@link Sampler}); once the timed calls are done, each answer
 * is checked against the judge's ({@link ReferenceAnswers}). After that, untimed, the engine's plans of
 * one call ({@link WorkloadPlanning}).
 */
final class WorkloadMeasurement {

    /** Distinct warm-up arguments; a longer warm-up cycles through them. */
    static final int WARMUP_ARGUMENTS = 1_000;

    private final EngineContext context;
    private final AnswersLog answers;
    /** Whether the cycle measured is a cold one: its workloads are timed from their first call, with no warm-up. */
    private final boolean cold;

    WorkloadMeasurement(EngineContext context, AnswersLog answers) {
        this(context, answers, false);
    }

    /** A measurement of a cold cycle ({@code cold}) or a warm one. */
    WorkloadMeasurement(EngineContext context, AnswersLog answers, boolean cold) {
        this.context = context;
        this.answers = answers;
        this.cold = cold;
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
        int warmupArguments = Math.max(config.get(RunOption.WARMUP), WARMUP_ARGUMENTS);
        List<Map<String, Object>> warmups = workload.arguments(context.arguments(), workload.stream() + "/warmup",
                warmupArguments);
        List<Map<String, Object>> timed = workload.arguments(context.arguments(), workload.stream() + "/timed",
                config.get(RunOption.CALLS));
        context.listener().workloadStarted(name, workload, config.get(RunOption.WARMUP), timed.size());

        Double coldMs = null;
        int call = -1;
        Map<String, Object> current = null;
        List<String> digests = new ArrayList<>(timed.size());
        List<ReferenceAnswers.Call> answered = new ArrayList<>(timed.size());
        Histogram histogram = Histograms.empty();
        long slowestNanos = -1;
        Instant slowestAt = null;
        WorkloadPlans plans = null;
        CallWatch.Watched watched = null;
        Sampler sampler = new Sampler(config.get(RunOption.WARMUP),
                nanos(Math.min(config.get(RunOption.WARMUP_SECONDS), config.get(RunOption.MAX_SECONDS))),
                nanos(config.get(RunOption.SLOW_CALL)), config.get(RunOption.CALLS_MIN), timed.size(),
                config.get(RunOption.PRECISION), cold);
        String stopped = Sampling.CALLS;
        try (Session session = context.engine().openSession()) {
            watched = context.watch().on(session);
            // Warm up until windows of calls stop getting quicker: an engine in this JVM needs thousands of calls
            // before the JIT has compiled its query path, a slow query only its first.
            long warmupStart = System.nanoTime();
            for (int i = 0; ; i++) {
                if (write != null && i > 0 && i % warmupArguments == 0) {
                    warmups = workload.arguments(context.arguments(), workload.stream() + "/warmup-" + i / warmupArguments,
                            warmupArguments);
                }
                current = warmups.get(i % warmupArguments);
                CallStep.Answered warm = CallStep.make(session, watched, workload, current, made, false);
                if (i == 0) {
                    coldMs = Histograms.millis(warm.nanos());
                }
                context.listener().callFinished(name, workload);
                if (sampler.warmedUp(warm.nanos(), System.nanoTime() - warmupStart)) {
                    break;
                }
            }
            long deadline = System.nanoTime() + nanos(config.get(RunOption.MAX_SECONDS));
            for (call = 0; call < sampler.timedCalls(); call++) {
                if (call > 0 && System.nanoTime() > deadline) {
                    stopped = Sampling.TIME;
                    break;
                }
                if (sampler.precise(histogram)) {
                    stopped = Sampling.PRECISE;
                    break;
                }
                current = timed.get(call);
                CallStep.Answered result = CallStep.make(session, watched, workload, current, made, true);
                histogram.recordValue(result.nanos());
                if (result.nanos() > slowestNanos) {
                    // When the slowest call began: a stall is told with its time, to be found in the server's logs.
                    slowestNanos = result.nanos();
                    slowestAt = Instant.now().minusNanos(result.nanos());
                }
                digests.add(result.digest());
                answers.write(workload, call, current, result.canonical());
                answered.add(result.call(current));
                context.listener().callFinished(name, workload);
            }
            if (config.get(RunOption.PLANS)) {
                // Taking a plan runs the statement again, once or twice: bounded, as the timed calls are, by --max-seconds.
                plans = stopped.equals(Sampling.TIME) && histogram.getMaxValue() > nanos(config.get(RunOption.SLOW_CALL))
                        ? WorkloadPlans.none("not taken: its calls are slower than --slow-call and spent its"
                        + " --max-seconds, and a plan runs the statement again")
                        : new WorkloadPlanning(context).take(workload, session, watched, timed.getFirst(), made);
            }
        } catch (UnsupportedException e) {
            return unsupported(workload, Failures.oneLine(e));
        } catch (RuntimeException e) {
            String where = call < 0 ? "warm-up" : "call " + call;
            RuntimeException failure = watched == null ? e : watched.explain(e);
            WorkloadResult held = RunRecord.notMeasured(workload, Status.HELD, where
                    + (current == null || current.isEmpty() ? "" : " (" + Canonical.arguments(current) + ")")
                    + " failed: " + Failures.oneLine(failure));
            return held;
        } finally {
            if (watched != null) {
                watched.close();
            }
        }
        return new WorkloadResult(workload.id(), workload.phase().id(), workload.title(), Status.OK, null, coldMs,
                Histograms.latency(histogram).withMaxAt(slowestAt), Canonical.digestAll(digests), List.copyOf(digests),
                context.judge().check(name, workload, answered), RunRecord.twinOf(workload), plans,
                sampler.sampling(stopped, histogram));
    }

    private static long nanos(double seconds) {
        return (long) (seconds * 1e9);
    }

    private WorkloadResult unsupported(Workload workload, String why) {
        return RunRecord.notMeasured(workload, Status.UNSUPPORTED, why);
    }
}
