package dev.graphbench.runner.calls;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.results.Agreement;
import dev.graphbench.runner.DelegatingEngine;
import dev.graphbench.runner.session.Runs;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import dev.graphbench.workloads.objects.HandWrittenRead;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import dev.graphbench.workloads.objects.ObjectWrite;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The judge: the reference engine, seated once loaded, answers every call another engine was asked. An
 * object store read is judged by the reference's answer to its hand-written twin; a write by what it was
 * asked to write, with no engine's answer; the first call that differs is named with both answers.
 */
class ReferenceAnswersTest {

    private final ArgumentLists lists = new ArgumentLists(Runs.SPEC);
    private final ReferenceAnswers judge = new ReferenceAnswers();
    private Engine reference;

    @BeforeEach
    void seatTheReference() {
        reference = Runs.openReference();
        Runs.load(reference, new GeneratedDataset(Runs.SPEC));
        judge.seat(reference, Support.of(Runs.REFERENCE.dialect(), reference), false);
    }

    @AfterEach
    void closeTheReference() {
        judge.close();
        reference.close();
    }

    /** The calls of {@code read}'s twin with the reference's own answers: what an object store that agrees answers. */
    private List<ReferenceAnswers.Call> twinAnswers(ObjectRead read, List<Map<String, Object>> arguments) {
        HandWrittenRead twin = read.handWritten();
        List<ReferenceAnswers.Call> calls = new ArrayList<>();
        try (Session session = reference.openSession()) {
            for (Map<String, Object> call : arguments) {
                calls.add(ReferenceAnswers.Call.of(call, twin.canonical(twin.call(session, call))));
            }
        }
        return calls;
    }

    @Test
    void anObjectStoreReadIsJudgedByTheReferencesAnswerToItsHandWrittenTwin() {
        for (ObjectRead read : ObjectWorkloads.reads()) {
            List<Map<String, Object>> arguments = read.arguments(lists, read.stream() + "/timed", 4);
            List<ReferenceAnswers.Call> agreeing = twinAnswers(read, arguments);

            assertThat(judge.check("x", read, agreeing)).as(read.id())
                    .isEqualTo(Agreement.agrees("reference", 4, "4 calls compared"));
            assertThat(judge.check("x", read.handWritten(), agreeing)).as(read.handWritten().id())
                    .isEqualTo(Agreement.agrees("reference", 4, "4 calls compared"));
        }

        ObjectRead fragment = ObjectWorkloads.reads().getFirst();
        List<Map<String, Object>> arguments = fragment.arguments(lists, fragment.stream() + "/timed", 4);
        List<ReferenceAnswers.Call> calls = new ArrayList<>(twinAnswers(fragment, arguments));
        calls.set(2, ReferenceAnswers.Call.of(arguments.get(2), calls.get(3).answer()));

        Agreement wrong = judge.check("x", fragment, calls);
        assertThat(wrong.verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
        assertThat(wrong.reference()).isEqualTo("reference");
        assertThat(wrong.firstDifferingCall()).isEqualTo(2);
        assertThat(wrong.detail()).isEqualTo("call 2 (" + calls.get(2).shownArguments() + "): reference answered "
                + twinAnswers(fragment, arguments).get(2).answer() + ", x answered " + calls.get(3).answer());
    }

    @Test
    void aWriteIsJudgedByWhatItWasAskedToWriteWithoutTheReference() {
        ReferenceAnswers absent = new ReferenceAnswers();
        absent.absent("the reference engine did not run");
        for (ObjectWrite write : ObjectWorkloads.writes()) {
            List<Map<String, Object>> arguments = write.arguments(lists, write.id() + "/timed", 3);
            List<ReferenceAnswers.Call> asked = arguments.stream()
                    .map(call -> ReferenceAnswers.Call.of(call, write.canonical(write.expected(call)))).toList();

            assertThat(absent.check("x", write, asked)).as(write.id()).isEqualTo(Agreement.agrees("reference", 3, "3 calls compared with what each write was asked to write"));
        }

        ObjectWrite save = ObjectWorkloads.writes().getFirst();
        List<Map<String, Object>> arguments = save.arguments(lists, save.id() + "/timed", 3);
        // Call 1 left what call 0 was asked to write: an engine that wrote under the wrong key.
        List<ReferenceAnswers.Call> calls = List.of(
                ReferenceAnswers.Call.of(arguments.get(0), save.canonical(save.expected(arguments.get(0)))),
                ReferenceAnswers.Call.of(arguments.get(1), save.canonical(save.expected(arguments.get(0)))),
                ReferenceAnswers.Call.of(arguments.get(2), save.canonical(save.expected(arguments.get(2)))));

        Agreement wrong = judge.check("x", save, calls);
        assertThat(wrong.verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
        assertThat(wrong.firstDifferingCall()).isEqualTo(1);
        assertThat(wrong.detail()).isEqualTo("call 1 (" + calls.get(1).shownArguments() + "): the write was asked to leave "
                + save.canonical(save.expected(arguments.get(1))) + ", x answered " + calls.get(1).answer());
    }

    @Test
    void theReferencesOwnAnswersAreTheReferenceAndAReadIsUncheckedWhenNoReferenceSat() {
        ObjectRead fragment = ObjectWorkloads.reads().getFirst();
        List<ReferenceAnswers.Call> calls = twinAnswers(fragment, fragment.arguments(lists, "x/timed", 2));
        assertThat(judge.check("reference", fragment.handWritten(), calls)).isEqualTo(Agreement.ofReference());

        ReferenceAnswers absent = new ReferenceAnswers();
        absent.absent("the reference engine was held (no server)");
        assertThat(absent.check("x", fragment, calls)).isEqualTo(Agreement.unchecked(
                "the reference engine was held (no server), so no answer of " + fragment.id() + " is checked"));
    }

    @Test
    void aReadTheReferenceAnsweredOnceIsNotAskedOfItAgainWhoeverAsks() {
        AtomicInteger asked = new AtomicInteger();
        Engine counting = new DelegatingEngine(reference) {
            @Override
            public Session openSession() {
                Session session = inner.openSession();
                return new Session() {
                    @Override
                    public Answer execute(Query query, Map<String, Object> arguments) {
                        asked.incrementAndGet();
                        return session.execute(query, arguments);
                    }

                    @Override
                    public void close() {
                        session.close();
                    }
                };
            }
        };
        ReferenceAnswers keeping = new ReferenceAnswers();
        keeping.seat(counting, Support.of(Runs.REFERENCE.dialect(), reference), false);
        Workload twoHops = Workloads.builtIn().find("two-hops").orElseThrow();
        List<Map<String, Object>> arguments = twoHops.arguments(lists, twoHops.stream() + "/timed", 3);
        List<ReferenceAnswers.Call> calls = twinAnswersOf(twoHops, arguments);

        assertThat(keeping.check("x", twoHops, calls).verdict()).isEqualTo(Agreement.Verdict.AGREES);
        int first = asked.get();
        assertThat(first).isEqualTo(3);
        assertThat(keeping.check("y", twoHops, calls).verdict()).isEqualTo(Agreement.Verdict.AGREES);
        assertThat(asked).as("the same three calls, asked by another engine").hasValue(first);

        // A kept answer still judges: the same arguments answered wrongly are found, and new arguments are asked.
        List<ReferenceAnswers.Call> wrong = List.of(calls.get(0), ReferenceAnswers.Call.of(arguments.get(1), "[[\"p0\"]]"));
        assertThat(keeping.check("z", twoHops, wrong).firstDifferingCall()).isEqualTo(1);
        assertThat(asked).hasValue(first);
        List<Map<String, Object>> others = twoHops.arguments(lists, twoHops.stream() + "/other", 2);
        keeping.check("x", twoHops, twinAnswersOf(twoHops, others));
        assertThat(asked).hasValue(first + 2);
        keeping.close();
    }

    /** The reference's own answers to {@code workload}'s calls. */
    private List<ReferenceAnswers.Call> twinAnswersOf(Workload workload, List<Map<String, Object>> arguments) {
        List<ReferenceAnswers.Call> calls = new ArrayList<>();
        try (Session session = reference.openSession()) {
            for (Map<String, Object> call : arguments) {
                calls.add(ReferenceAnswers.Call.of(call, workload.canonical(workload.call(session, call))));
            }
        }
        return calls;
    }

    @Test
    void aCallKeepsItsWholeAnswerForTheAnswersFileAndADisagreementShowsItCut() {
        String longAnswer = "[[" + "1,".repeat(2_000) + "1]]";
        ReferenceAnswers.Call call = new CallStep.Answered(1, longAnswer).call(Map.of("personId", "p1"));
        assertThat(call.answer()).isEqualTo(longAnswer);

        Agreement wrong = judge.check("x", Workloads.builtIn().find("two-hops").orElseThrow(), List.of(call));
        assertThat(wrong.verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
        assertThat(wrong.detail()).startsWith("call 0 (personId=p1): reference answered [[")
                .contains(", x answered " + longAnswer.substring(0, 1_000) + "...").hasSizeLessThan(1_100);
    }
}
