package dev.graphbench.runner.calls;

import dev.graphbench.api.UnsupportedException;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Failures;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.workloads.VariantWorkload;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The one call loop of a phase on one engine: every call a phase makes one after another goes through it, on a
 * session it opens ({@link #open}) and through one {@link CallStep}, and a call that fails is told one way
 * ({@link Calls#failed}); the judge checks the answers ({@link ReferenceAnswers}) and the answers log keeps them.
 * Its own measurement is a workload's, timed call by call ({@link #measure}): warm-up until it is stable or at its
 * bound, the first call timed apart as the cold call; then timed calls, each alone, its answer made canonical,
 * digested and logged, until the median is known to the precision asked or the most calls or the time bound are
 * reached ({@link Sampler}); once the timed calls are done, each answer is checked against the judge's. After that,
 * untimed, the engine's plans of one call ({@link WorkloadPlanning}). A call that fails holds its workload with the
 * reason; the phase's run pings the engine after it.
 */
public final class CallLoop {

    /** Distinct warm-up arguments; a longer warm-up cycles through them. */
    public static final int WARMUP_ARGUMENTS = 1_000;

    private final EngineContext context;
    private final AnswersLog answers;
    /** Whether the cycle measured is a cold one: its workloads are timed from their first call, with no warm-up. */
    private final boolean cold;
    private final String phase;

    /** The loop of phase {@code phase} on {@code context}'s engine, in a cold cycle ({@code cold}) or a warm one. */
    public CallLoop(EngineContext context, AnswersLog answers, boolean cold, String phase) {
        this.context = context;
        this.answers = answers;
        this.cold = cold;
        this.phase = phase;
    }

    /**
     * The same loop, taking the engine's plans of each workload whether {@code --plans} asked for them or not, its
     * answers logged nowhere when {@code logged} is false: for a phase whose table reads the plans, and that measures
     * again workloads another phase logs (the reads of a workload folder without its indexes).
     */
    public CallLoop withPlans(boolean logged) {
        EngineContext planning = new EngineContext(context.name(), context.engine(), context.support(),
                context.options().with(RunOption.PLANS, true), context.arguments(), context.listener(), context.judge(),
                context.watch(), context.unwritten());
        return new CallLoop(planning, logged ? answers : AnswersLog.off(), cold, phase);
    }

    /** The engine and the run. */
    public EngineContext context() {
        return context;
    }

    /** Where every answer goes: a log that is off outside the last cycle and without {@code --answers}. */
    public AnswersLog answers() {
        return answers;
    }

    /** A session of the engine, its calls watched. */
    public Calls open() {
        return Calls.open(context.engine(), context.watch());
    }

    /** A task of {@code total} calls of {@code what} begins: the listener shows it. */
    public void started(String what, long total) {
        context.listener().started(context.name(), phase, what, total, "calls");
    }

    /** One more call ended. */
    public void called() {
        context.listener().advanced(context.name(), 1);
    }

    /** A workload not measured, with its status and the reason. */
    public static WorkloadResult notMeasured(Workload workload, Status status, String why) {
        return WorkloadResult.notMeasured(workload.id(), workload.phase(), workload.title(), status, why,
                workload.twinOf().orElse(null));
    }

    /**
     * Measures {@code workload}, timed call by call. A write's arguments are never used twice: its warm-up draws
     * fresh ones as it goes, and each is added to {@code made} before its call, so that what it wrote can be
     * deleted; before each call it is prepared, and after it what it wrote is read back, untimed.
     */
    public WorkloadResult measure(Workload workload, List<Map<String, Object>> made) {
        String name = context.name();
        if (!workload.supportedBy(context.support())) {
            return notMeasured(workload, Status.UNSUPPORTED, workload.unsupported(name, context.support()));
        }
        int warmupArguments = Math.max(context.get(RunOption.WARMUP), WARMUP_ARGUMENTS);
        List<Map<String, Object>> warmups = workload.arguments(context.arguments(), workload.stream() + "/warmup",
                warmupArguments);
        List<Map<String, Object>> timed = workload.arguments(context.arguments(), workload.stream() + "/timed",
                context.get(RunOption.CALLS));
        started(workload.id(), (long) context.get(RunOption.WARMUP) + timed.size());

        Double coldMs = null;
        int call = -1;
        Map<String, Object> current = null;
        List<String> digests = new ArrayList<>(timed.size());
        List<ReferenceAnswers.Call> answered = new ArrayList<>(timed.size());
        Histogram histogram = Histograms.empty();
        long slowestNanos = -1;
        Instant slowestAt = null;
        WorkloadPlans plans = null;
        Calls calls = null;
        Sampler sampler = new Sampler(context.get(RunOption.WARMUP),
                nanos(Math.min(context.get(RunOption.WARMUP_SECONDS), context.get(RunOption.MAX_SECONDS))),
                nanos(context.get(RunOption.SLOW_CALL)), context.get(RunOption.CALLS_MIN), timed.size(),
                context.get(RunOption.PRECISION), cold);
        String stopped = Sampling.CALLS;
        try (Calls opened = open()) {
            calls = opened;
            // Warm up until windows of calls stop getting quicker: an engine in this JVM needs thousands of calls
            // before the JIT has compiled its query path, a slow query only its first.
            long warmupStart = System.nanoTime();
            for (int i = 0; ; i++) {
                if (workload.writes() && i > 0 && i % warmupArguments == 0) {
                    warmups = workload.arguments(context.arguments(), workload.stream() + "/warmup-" + i / warmupArguments,
                            warmupArguments);
                }
                current = warmups.get(i % warmupArguments);
                CallStep.Answered warm = calls.make(workload, current, made, false);
                if (i == 0) {
                    coldMs = Histograms.millis(warm.nanos());
                }
                called();
                if (sampler.warmedUp(warm.nanos(), System.nanoTime() - warmupStart)) {
                    break;
                }
            }
            long deadline = System.nanoTime() + nanos(context.get(RunOption.MAX_SECONDS));
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
                CallStep.Answered result = calls.make(workload, current, made, true);
                histogram.recordValue(result.nanos());
                if (result.nanos() > slowestNanos) {
                    // When the slowest call began: a stall is told with its time, to be found in the server's logs.
                    slowestNanos = result.nanos();
                    slowestAt = Instant.now().minusNanos(result.nanos());
                }
                digests.add(result.digest());
                if (!(workload instanceof VariantWorkload)) {
                    // A variant's calls are its workload's: the answers file holds them once, and bench validate
                    // asks every variant of them.
                    answers.write(phase, workload, null, call, current, result.canonical());
                }
                answered.add(result.call(current));
                called();
            }
            if (context.get(RunOption.PLANS)) {
                // Taking a plan runs the statement again, once or twice: bounded, as the timed calls are, by --max-seconds.
                plans = stopped.equals(Sampling.TIME) && histogram.getMaxValue() > nanos(context.get(RunOption.SLOW_CALL))
                        ? WorkloadPlans.none("not taken: its calls are slower than " + RunOption.SLOW_CALL
                        + " and spent its " + RunOption.MAX_SECONDS + ", and a plan runs the statement again")
                        : new WorkloadPlanning(context).take(workload, calls.session(), calls.watched(), timed.getFirst(),
                        made);
            }
        } catch (UnsupportedException e) {
            return notMeasured(workload, Status.UNSUPPORTED, Failures.oneLine(e));
        } catch (RuntimeException e) {
            return notMeasured(workload, Status.HELD, Calls.failed(call < 0 ? "warm-up" : "call " + call, current,
                    calls, e));
        }
        return new WorkloadResult(workload.id(), workload.phase(), workload.title(), Status.OK, null, coldMs,
                Histograms.latency(histogram).withMaxAt(slowestAt), Canonical.digestAll(digests), List.copyOf(digests),
                context.judge().check(name, workload, answered), workload.twinOf().orElse(null), plans,
                sampler.sampling(stopped, histogram));
    }

    private static long nanos(double seconds) {
        return (long) (seconds * 1e9);
    }
}
