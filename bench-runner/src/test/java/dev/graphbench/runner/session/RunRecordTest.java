package dev.graphbench.runner.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.PhaseTypes;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.workloads.core.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The record writes its file after every change, and holds what was planned and never measured, with the reason: of
 * any phase, here one of the test's own.
 */
class RunRecordTest {

    @TempDir
    Path output;

    private final List<String> told = new ArrayList<>();
    private final RunListener listener = new RunListener() {
        @Override
        public void finished(String engine, String phase, Outcome outcome) {
            told.add(phase + " " + outcome.id() + " " + outcome.status());
        }
    };

    private final TallyPhase tally = new TallyPhase();

    private Planned<TallyPhase.Tally> planned() {
        return Planned.of(tally, Runs.config(output));
    }

    private RunRecord record(Planned<?> planned) {
        return new RunRecord("x", "Engine X", "reference", Runs.config(output), "sha256:0", listener,
                output.resolve("x-sf0.002.json"), List.of(planned));
    }

    private EngineRun written(RunRecord record) {
        return ResultsFiles.read(record.file(), new PhaseTypes(Map.of(TallyPhase.ID, TallyPhase.Tally.class)));
    }

    private static TallyPhase.Tally of(WorkloadResult... results) {
        return new TallyPhase.Tally(List.of(results));
    }

    @Test
    void everyResultIsOnDiskAsSoonAsItIsRecorded() {
        Planned<TallyPhase.Tally> planned = planned();
        RunRecord record = record(planned);
        record.settings(Map.of("password", "***"));
        record.opened(new EngineInfo("X", "1", "driver", "2", "embedded"));
        assertThat(Files.exists(record.file())).isTrue();

        WorkloadResult first = CallLoop.notMeasured(planned.plan().workloads().getFirst(), Status.UNSUPPORTED,
                "x does not support it");
        record.finished(TallyPhase.ID, of(first), TallyPhase.outcome(first));

        EngineRun written = written(record);
        assertThat(written.workloads()).extracting(WorkloadResult::id).containsExactly(first.id());
        assertThat(written.provenance().displayName()).isEqualTo("Engine X");
        assertThat(written.provenance().judge()).isEqualTo("reference");
        assertThat(written.provenance().settings()).containsEntry("password", "***");
        assertThat(told).containsExactly("tally " + first.id() + " UNSUPPORTED");
    }

    /**
     * The file says the run is in progress, with when it was written, until the engine's run is over: a file that
     * still says so was left by a harness killed before it could end the run (SIGKILL runs no shutdown hook).
     */
    @Test
    void theFileIsInProgressUntilTheEnginesRunIsOver() {
        Planned<TallyPhase.Tally> planned = planned();
        RunRecord record = record(planned);
        record.opened(new EngineInfo("X", "1", "driver", "2", "embedded"));

        EngineRun going = written(record);
        assertThat(going.inProgressAt()).isNotNull().isEqualTo(going.provenance().endedAt());

        record.over();
        record.write();

        assertThat(written(record).inProgressAt()).as("the engine's run ended").isNull();
        assertThat(written(record).status()).isEqualTo(Status.OK);
    }

    @Test
    void stoppingHoldsEverythingPlannedThatHasNoResultAndKeepsWhatDoes() {
        Planned<TallyPhase.Tally> planned = planned();
        List<Workload> all = planned.plan().workloads();
        RunRecord record = record(planned);
        WorkloadResult first = CallLoop.notMeasured(all.getFirst(), Status.UNSUPPORTED, "no");
        record.finished(TallyPhase.ID, of(first), TallyPhase.outcome(first));

        record.stopped("x stopped answering during two-hops: refused");

        EngineRun written = written(record);
        assertThat(written.status()).isEqualTo(Status.HELD);
        assertThat(written.reason()).isEqualTo("x stopped answering during two-hops: refused");
        assertThat(written.workloads()).hasSize(all.size());
        assertThat(written.workloads().getFirst().status()).isEqualTo(Status.UNSUPPORTED);
        assertThat(written.workloads().subList(1, all.size())).allSatisfy(result -> {
            assertThat(result.status()).isEqualTo(Status.HELD);
            assertThat(result.reason()).isEqualTo("x stopped answering during two-hops: refused");
        });
        assertThat(told).as("what was held is told, once each").hasSize(all.size()).doesNotHaveDuplicates();
    }

    /**
     * Ctrl-C: the JVM's shutdown hook marks the run interrupted, with when, holds what it had not measured (the
     * workload under way too) and writes the file; what fails afterwards, as the servers stop, changes nothing.
     */
    @Test
    void anInterruptedRunSaysSoWithWhenAndHoldsWhatItHadNotMeasured() {
        Planned<TallyPhase.Tally> planned = planned();
        List<Workload> all = planned.plan().workloads();
        RunRecord record = record(planned);
        WorkloadResult first = CallLoop.notMeasured(all.get(0), Status.UNSUPPORTED, "no");
        record.finished(TallyPhase.ID, of(first), TallyPhase.outcome(first));
        Instant at = Instant.parse("2026-12-04T12:03:04.567Z");

        record.interrupted(at);
        WorkloadResult second = CallLoop.notMeasured(all.get(1), Status.HELD, "call 3 failed: terminating connection");
        record.finished(TallyPhase.ID, of(first, second), TallyPhase.outcome(second));
        record.stopped("x stopped answering during " + all.get(1).id() + ": refused");
        record.write();

        EngineRun written = written(record);
        assertThat(written.interruptedAt()).isEqualTo(at);
        assertThat(written.status()).isEqualTo(Status.HELD);
        assertThat(written.reason()).isEqualTo("interrupted at 2026-12-04T12:03:04Z (the JVM was stopped: Ctrl-C or"
                + " a signal), before the run ended");
        assertThat(written.workloads()).hasSize(all.size());
        assertThat(written.workloads().getFirst().status()).isEqualTo(Status.UNSUPPORTED);
        assertThat(written.workloads().subList(1, all.size())).allSatisfy(result -> {
            assertThat(result.status()).isEqualTo(Status.HELD);
            assertThat(result.reason()).isEqualTo("not measured: the run was interrupted at"
                    + " 2026-12-04T12:03:04Z (the JVM was stopped: Ctrl-C or a signal)");
        });
        assertThat(told).as("nothing is told while the JVM ends").containsExactly("tally " + all.get(0).id()
                + " UNSUPPORTED");
        assertThat(record.snapshot()).usingRecursiveComparison().ignoringFields("provenance.endedAt").isEqualTo(written);
    }

    @Test
    void aResultInProgressIsReplacedByTheFinalOneAndToldOnce() {
        Planned<TallyPhase.Tally> planned = planned();
        Workload first = planned.plan().workloads().getFirst();
        RunRecord record = record(planned);
        record.progress(TallyPhase.ID, of(CallLoop.notMeasured(first, Status.HELD, "in progress: 1 of 2")));
        WorkloadResult done = CallLoop.notMeasured(first, Status.UNSUPPORTED, "done");
        record.finished(TallyPhase.ID, of(done), TallyPhase.outcome(done));
        record.ended(planned, of(done));

        assertThat(written(record).workloads()).singleElement().extracting(WorkloadResult::status)
                .isEqualTo(Status.UNSUPPORTED);
        assertThat(told).containsExactly("tally " + first.id() + " UNSUPPORTED");
    }

    @Test
    void theJudgeIsRecordedAsNotSettledWhateverTheRunSettledTheOthersFor() {
        RunConfig plain = Runs.config(output);
        RunConfig settling = plain.with(plain.options().with(RunOption.SETTLE_SECONDS, 30.0));
        RunRecord judge = new RunRecord("reference", "Reference", "reference", settling, "sha256:0", listener,
                output.resolve("reference.json"), List.of());
        RunRecord contestant = new RunRecord("x", "X", "reference", settling, "sha256:0", listener,
                output.resolve("x.json"), List.of());

        assertThat(judge.snapshot().provenance().method().get(RunOption.SETTLE_SECONDS)).isZero();
        assertThat(contestant.snapshot().provenance().method().get(RunOption.SETTLE_SECONDS)).isEqualTo(30);
    }

    @Test
    void theMethodRecordsEveryOptionByItsCommandLineNameAnOptionOfAnotherDefinitionToo() {
        RunOption<Integer> batches = RunOption.atLeast("batches", 4, 1, "batches a test's engine writes in");
        RunConfig plain = Runs.config(output);
        RunConfig config = plain.with(plain.options().with(batches, 9));

        Map<String, String> recorded = new RunRecord("x", "X", "reference", config, "sha256:0", listener,
                output.resolve("x.json"), List.of()).snapshot().provenance().method().options();

        assertThat(recorded).containsEntry("batches", "9").containsEntry("calls", "10").containsEntry("sweep", "1,2")
                .containsEntry("duration", "1").containsEntry("sf", "0.002").containsEntry("seed", "42")
                .doesNotContainKeys("engines", "output");
        assertThat(recorded.keySet()).containsAll(RunOption.all().stream().filter(RunOption::recorded)
                .map(RunOption::name).toList());
    }
}
