package dev.graphbench.runner.calls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.options.RunOption;
import dev.graphbench.options.RunOptions;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.DelegatingEngine;
import dev.graphbench.runner.answers.AnswersHeader;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.session.Runs;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One workload measured: warm-up, then the timed calls, each answer checked against the judge's (the
 * reference engine's answer to the same call), call by call; a call the engine cannot make is unsupported.
 */
class CallLoopTest {

    @TempDir
    Path output;

    private final Workloads workloads = Workloads.builtIn();
    private final Workload twoHops = workloads.find(Queries.TWO_HOPS.id()).orElseThrow();
    private ReferenceAnswers judge;
    private Engine reference;

    @BeforeEach
    void loadTheReference() {
        judge = new ReferenceAnswers();
        reference = Runs.openReference();
        Runs.load(reference, new GeneratedDataset(Runs.SPEC));
        judge.seat(reference, Support.of(Runs.REFERENCE.dialect(), reference), false);
    }

    @AfterEach
    void closeTheReference() {
        judge.close();
        reference.close();
    }

    /** The call loop of a warm cycle on {@code context}'s engine, measuring a workload in its own phase. */
    private record Measurement(EngineContext context, AnswersLog answers) {

        WorkloadResult measure(Workload workload) {
            return new CallLoop(context, answers, false, workload.phase()).measure(workload, new ArrayList<>());
        }
    }

    private Measurement measurement(String name, Engine engine, AnswersLog answers) {
        return new Measurement(Runs.context(name, engine, Runs.config(output), judge, new RunListener() { }), answers);
    }

    private Measurement measurement(String name, Engine engine, UnaryOperator<RunOptions> options) {
        return new Measurement(Runs.context(name, engine, Runs.config(output, options), judge,
                new RunListener() { }), AnswersLog.off());
    }

    /** The reference, its answers to {@link Queries#TWO_HOPS} changed by {@code change}. */
    private Engine answering(UnaryOperator<Answer> change) {
        return new DelegatingEngine(reference) {
            @Override
            public Session openSession() {
                Session session = inner.openSession();
                return new Session() {
                    @Override
                    public Answer execute(Query query, Map<String, Object> arguments) {
                        Answer answer = session.execute(query, arguments);
                        return query.equals(Queries.TWO_HOPS) ? change.apply(answer) : answer;
                    }

                    @Override
                    public void close() {
                        session.close();
                    }
                };
            }

            @Override
            public void close() {
                // The reference is the test's, closed after it.
            }
        };
    }

    @Test
    void theReferenceIsTheJudgeAndAnotherEnginesEveryCallIsCheckedAgainstIt() throws Exception {
        WorkloadResult judged = measurement("reference", reference, AnswersLog.off()).measure(twoHops);

        assertThat(judged.status()).isEqualTo(Status.OK);
        assertThat(judged.latency().calls()).isEqualTo(10);
        assertThat(judged.callDigests()).hasSize(10);
        assertThat(judged.coldMs()).isNotNull();
        assertThat(judged.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);

        Path log = output.resolve("answers.jsonl");
        try (AnswersLog answers = AnswersLog.to(log, AnswersHeader.of("dev", "a-run", "other", "Other",
                PathSemantics.WALK, Runs.SPEC.scaleFactor(), Runs.SPEC.seed(), "sha256:graph", "generated"))) {
            WorkloadResult other = measurement("other", answering(answer -> answer), answers).measure(twoHops);
            assertThat(other.agreement()).isEqualTo(Agreement.agrees("reference", 10, "10 calls compared"));
            assertThat(other.digest()).isEqualTo(judged.digest());
        }
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).hasSize(1 + 10 + 1);
        assertThat(lines.getFirst()).isEqualTo("{\"format\":\"graph-bench answers\",\"formatVersion\":2,"
                + "\"harnessVersion\":\"dev\",\"runId\":\"a-run\",\"engine\":\"other\",\"displayName\":\"Other\","
                + "\"paths\":\"WALK\",\"scaleFactor\":0.002,\"seed\":42,\"datasetHash\":\"sha256:graph\",\"dataset\":\"generated\"}");
        assertThat(lines.get(1)).startsWith("{\"phase\":\"traverse\",\"workload\":\"two-hops\",\"call\":0,"
                + "\"arguments\":{\"personId\":\"p");
        assertThat(lines.getLast()).isEqualTo("{\"end\":true,\"calls\":10}");
    }

    /**
     * A call far beyond the rest, as when a server is paused: the slowest call is kept with when it began,
     * which a report names as a stall; calls of their usual time are no stall.
     */
    @Test
    void theSlowestCallIsKeptWithWhenItBeganAndOneFarBeyondTheRestIsAStall() {
        AtomicInteger calls = new AtomicInteger();
        AtomicReference<Instant> paused = new AtomicReference<>();
        WorkloadResult result = measurement("paused", answering(answer -> {
            // The fourth timed call, after the two warm-up calls, waits as a paused server's does.
            if (calls.incrementAndGet() == 6) {
                paused.set(Instant.now());
                try {
                    Thread.sleep(1_100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return answer;
        }), AnswersLog.off()).measure(twoHops);

        Latency latency = result.latency();
        assertThat(latency.maxMs()).isGreaterThan(1_000);
        assertThat(latency.stalled()).isTrue();
        assertThat(latency.maxAt()).isBetween(paused.get().minusMillis(100), paused.get().plusMillis(10));
        Latency usual = measurement("reference", reference, AnswersLog.off()).measure(twoHops).latency();
        assertThat(usual.maxAt()).isNotNull();
        assertThat(usual.stalled()).isFalse();
    }

    @Test
    void aWrongAnswerIsNamedWithItsFirstCall() {
        WorkloadResult wrong = measurement("wrong", answering(answer -> Answer.ofCount(answer.count() + 1)),
                AnswersLog.off()).measure(twoHops);

        assertThat(wrong.status()).isEqualTo(Status.OK);
        assertThat(wrong.agreement().verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
        assertThat(wrong.agreement().reference()).isEqualTo("reference");
        assertThat(wrong.agreement().firstDifferingCall()).isZero();
        assertThat(wrong.agreement().detail()).matches("call 0 \\(personId=p\\d+\\): reference answered \\[\\[(\\d+)]],"
                + " wrong answered \\[\\[\\d+]]");
    }

    @Test
    void withoutTheReferenceNoAnswerIsCheckedAndTheResultSaysWhy() {
        ReferenceAnswers absent = new ReferenceAnswers();
        absent.absent("the reference engine was held (its load failed)");

        WorkloadResult result = new Measurement(Runs.context("other", answering(answer -> answer),
                Runs.config(output), absent, new RunListener() { }), AnswersLog.off()).measure(twoHops);

        assertThat(result.status()).isEqualTo(Status.OK);
        assertThat(result.agreement()).isEqualTo(Agreement.unchecked("the reference engine was held (its load failed),"
                + " so no answer of two-hops is checked"));
    }

    @Test
    void aCallTheEngineCannotMakeIsUnsupportedWithItsWords() {
        WorkloadResult result = measurement("cannot", answering(answer -> {
            throw new UnsupportedException("cannot count distinct people here");
        }), AnswersLog.off()).measure(twoHops);

        assertThat(result.status()).isEqualTo(Status.UNSUPPORTED);
        assertThat(result.reason()).isEqualTo("cannot count distinct people here");
    }

    @Test
    void aWorkloadOutsideWhatTheEngineRunsIsUnsupportedWithoutACall() {
        Workload read = workloads.of("read").getFirst();
        assertThat(read.supportedBy(Support.of(Runs.REFERENCE.dialect(), reference))).isFalse();

        WorkloadResult result = measurement("reference", reference, AnswersLog.off()).measure(read);

        assertThat(result.status()).isEqualTo(Status.UNSUPPORTED);
        assertThat(result.reason()).isEqualTo("reference does not support " + read.id());
    }

    @Test
    void aFailingCallHoldsTheWorkloadNamingTheCallAndItsArguments() {
        ArgumentLists lists = new ArgumentLists(Runs.SPEC);
        String firstWarmup = (String) twoHops.arguments(lists, "two-hops/warmup", 1).getFirst().get("personId");

        WorkloadResult result = measurement("failing", answering(answer -> {
            throw new IllegalStateException("socket closed\nat somewhere");
        }), AnswersLog.off()).measure(twoHops);

        assertThat(result.status()).isEqualTo(Status.HELD);
        assertThat(result.reason()).isEqualTo("warm-up (personId=" + firstWarmup + ") failed: socket closed");
        assertThat(List.of(result.latency() == null, result.callDigests().isEmpty())).containsOnly(true);
    }

    @Test
    void aStatementSlowerThanTheSlowCallBoundIsWarmedWithOneCallAndTimedOnAFew() {
        WorkloadResult result = measurement("slow", answering(answer -> {
            try {
                Thread.sleep(30);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return answer;
        }), options -> options.with(RunOption.SLOW_CALL, 0.01).with(RunOption.CALLS, 50)
                // No early stop on precision does not lift --slow-call, as --precision's help says.
                .with(RunOption.PRECISION, 0.0)).measure(twoHops);

        assertThat(RunOption.PRECISION.help()).contains("a workload whose first call outlasts --slow-call gets 3");
        assertThat(result.status()).isEqualTo(Status.OK);
        assertThat(result.latency().calls()).isEqualTo(Sampler.SLOW_TIMED_CALLS).isEqualTo(3);
        assertThat(result.sampling().warmupCalls()).isEqualTo(1);
        assertThat(result.sampling().stopped()).isEqualTo(Sampling.SLOW);
        assertThat(result.agreement().verdict()).as("its few calls are judged as any").isEqualTo(Agreement.Verdict.AGREES);
    }

    @Test
    void aSlowStatementThatSpentItsMaxSecondsIsNotRunAgainForItsPlan() {
        Engine slow = answering(answer -> {
            try {
                Thread.sleep(30);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return answer;
        });
        WorkloadResult spent = measurement("slow", slow, options -> options.with(RunOption.SLOW_CALL, 0.01)
                .with(RunOption.MAX_SECONDS, 0.05)).measure(twoHops);
        WorkloadResult within = measurement("slow", slow, options -> options.with(RunOption.SLOW_CALL, 0.01))
                .measure(twoHops);

        assertThat(spent.latency().calls()).as("stopped by --max-seconds").isLessThan(Sampler.SLOW_TIMED_CALLS);
        assertThat(spent.plans().reason()).isEqualTo("not taken: its calls are slower than --slow-call and spent its"
                + " --max-seconds, and a plan runs the statement again");
        assertThat(within.latency().calls()).isEqualTo(Sampler.SLOW_TIMED_CALLS);
        assertThat(within.plans().reason()).isEqualTo("slow gives no plans");
    }

    @Test
    void aCallMayGoUnansweredForAsManyTimesTheTimeoutAsTheScaleFactorAboveOne() {
        assertThat(Runs.config(output, options -> options.with(RunOption.CALL_TIMEOUT, 300.0)
                .with(RunOption.SCALE_FACTOR, 10.0)).callTimeoutSeconds()).isEqualTo(3000.0);
        assertThat(Runs.config(output, options -> options.with(RunOption.CALL_TIMEOUT, 300.0)
                .with(RunOption.SCALE_FACTOR, 0.5)).callTimeoutSeconds()).isEqualTo(300.0);
    }

    @Test
    void timedCallsStopOnceTheMedianIsKnownToThePrecisionAskedAndGoOnWithoutOne() {
        // Each call takes at least 2 ms, so that a busy machine's jitter is small beside the median.
        WorkloadResult loose = measurement("loose", answering(answer -> {
            LockSupport.parkNanos(2_000_000);
            return answer;
        }), options -> options
                .with(RunOption.CALLS, 200).with(RunOption.CALLS_MIN, 20).with(RunOption.PRECISION, 0.95))
                .measure(twoHops);
        WorkloadResult every = measurement("every", answering(answer -> answer), options -> options
                .with(RunOption.CALLS, 40).with(RunOption.PRECISION, 0.0)).measure(twoHops);

        assertThat(loose.latency().calls()).isEqualTo(20);
        assertThat(loose.sampling().stopped()).isEqualTo(Sampling.PRECISE);
        assertThat(loose.sampling().medianLowMs()).isLessThanOrEqualTo(loose.latency().medianMs());
        assertThat(loose.sampling().medianHighMs()).isGreaterThanOrEqualTo(loose.latency().medianMs());
        assertThat(every.latency().calls()).isEqualTo(40);
        assertThat(every.sampling().stopped()).isEqualTo(Sampling.CALLS);
    }

    @Test
    void aHandWrittenReadNotMeasuredNamesItsTwin() {
        var read = ObjectWorkloads.reads().get(1);
        assertThat(CallLoop.notMeasured(read.handWritten(), Status.HELD, "why").twinOf()).isEqualTo(read.id());
        assertThat(CallLoop.notMeasured(read, Status.HELD, "why").twinOf()).isNull();
    }
}
