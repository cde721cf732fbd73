package dev.graphbench.runner.session;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The record writes its file after every change, and holds what was planned and never measured, with the reason. */
class RunRecordTest {

    @TempDir
    Path output;

    private final List<String> told = new ArrayList<>();
    private final RunListener listener = new RunListener() {
        @Override
        public void workloadFinished(String engine, WorkloadResult result) {
            told.add(result.id() + " " + result.status());
        }

        @Override
        public void concurrencyFinished(String engine, ConcurrencyResult result) {
            told.add("concurrent " + result.id() + " " + result.status());
        }
    };

    private final Workloads workloads = Workloads.builtIn();

    private RunRecord record(List<Workload> planned) {
        return new RunRecord("x", "Engine X", "reference", Runs.config(output), "sha256:0", listener,
                output.resolve("x-sf0.002.json"), planned, workloads.concurrent(), true);
    }

    @Test
    void everyResultIsOnDiskAsSoonAsItIsRecorded() {
        RunRecord record = record(workloads.all());
        record.settings(Map.of("password", "***"));
        record.opened(new EngineInfo("X", "1", "driver", "2", "embedded"));
        assertThat(Files.exists(record.file())).isTrue();

        Workload first = workloads.all().getFirst();
        record.workload(RunRecord.notMeasured(first, Status.UNSUPPORTED, "x does not support it"));

        EngineRun written = ResultsFiles.read(record.file());
        assertThat(written.workloads()).extracting(WorkloadResult::id).containsExactly(first.id());
        assertThat(written.provenance().displayName()).isEqualTo("Engine X");
        assertThat(written.provenance().judge()).isEqualTo("reference");
        assertThat(written.provenance().settings()).containsEntry("password", "***");
        assertThat(told).containsExactly(first.id() + " UNSUPPORTED");
    }

    @Test
    void stoppingHoldsEverythingPlannedThatHasNoResultAndKeepsWhatDoes() {
        List<Workload> planned = workloads.all();
        RunRecord record = record(planned);
        record.workload(RunRecord.notMeasured(planned.get(0), Status.UNSUPPORTED, "no"));
        record.concurrentProgress(ConcurrencyResult.notMeasured("two-hops", "2 hops", Status.HELD, "in progress"));

        record.stopped("x stopped answering during two-hops: refused");

        EngineRun written = ResultsFiles.read(record.file());
        assertThat(written.status()).isEqualTo(Status.HELD);
        assertThat(written.reason()).isEqualTo("x stopped answering during two-hops: refused");
        assertThat(written.workloads()).hasSize(planned.size());
        assertThat(written.workloads().getFirst().status()).isEqualTo(Status.UNSUPPORTED);
        assertThat(written.workloads().subList(1, planned.size())).allSatisfy(result -> {
            assertThat(result.status()).isEqualTo(Status.HELD);
            assertThat(result.reason()).isEqualTo("x stopped answering during two-hops: refused");
        });
        assertThat(written.concurrency()).extracting(ConcurrencyResult::status).containsOnly(Status.HELD);
        assertThat(written.concurrency()).hasSize(workloads.concurrent().size());
        assertThat(written.hops().status()).isEqualTo(Status.HELD);
    }

    /**
     * Ctrl-C: the JVM's shutdown hook marks the run interrupted, with when, holds what it had not measured (the
     * workload under way too) and writes the file; what fails afterwards, as the servers stop, changes nothing.
     */
    @Test
    void anInterruptedRunSaysSoWithWhenAndHoldsWhatItHadNotMeasured() {
        List<Workload> planned = workloads.all();
        RunRecord record = record(planned);
        record.workload(RunRecord.notMeasured(planned.get(0), Status.UNSUPPORTED, "no"));
        Instant at = Instant.parse("2026-12-04T12:03:04.567Z");

        record.interrupted(at);
        record.workload(RunRecord.notMeasured(planned.get(1), Status.HELD, "call 3 failed: terminating connection"));
        record.stopped("x stopped answering during " + planned.get(1).id() + ": refused");
        record.write();

        EngineRun written = ResultsFiles.read(record.file());
        assertThat(written.interruptedAt()).isEqualTo(at);
        assertThat(written.status()).isEqualTo(Status.HELD);
        assertThat(written.reason()).isEqualTo("interrupted at 2026-12-04T12:03:04Z (Ctrl-C), before the run ended");
        assertThat(written.workloads()).hasSize(planned.size());
        assertThat(written.workloads().getFirst().status()).isEqualTo(Status.UNSUPPORTED);
        assertThat(written.workloads().subList(1, planned.size())).allSatisfy(result -> {
            assertThat(result.status()).isEqualTo(Status.HELD);
            assertThat(result.reason()).isEqualTo("not measured: the run was interrupted at 2026-12-04T12:03:04Z (Ctrl-C)");
        });
        assertThat(written.concurrency()).hasSize(workloads.concurrent().size())
                .extracting(ConcurrencyResult::status).containsOnly(Status.HELD);
        assertThat(written.hops().status()).isEqualTo(Status.HELD);
        assertThat(told).as("nothing is told while the JVM ends").containsExactly(planned.get(0).id() + " UNSUPPORTED");
        assertThat(record.snapshot()).usingRecursiveComparison().ignoringFields("provenance.endedAt").isEqualTo(written);
    }

    @Test
    void aHandWrittenReadNamesItsTwin() {
        var read = ObjectWorkloads.reads().get(1);
        assertThat(RunRecord.notMeasured(read.handWritten(), Status.HELD, "why").twinOf()).isEqualTo(read.id());
        assertThat(RunRecord.notMeasured(read, Status.HELD, "why").twinOf()).isNull();
    }

    @Test
    void aConcurrentResultInProgressIsReplacedByTheFinalOne() {
        RunRecord record = record(List.of());
        record.concurrentProgress(ConcurrencyResult.notMeasured("two-hops", "2 hops", Status.HELD, "in progress: 1 of 2"));
        record.concurrentDone(new ConcurrencyResult("two-hops", "2 hops", Status.OK, null, List.of(), null));

        assertThat(ResultsFiles.read(record.file()).concurrency()).singleElement()
                .extracting(ConcurrencyResult::status).isEqualTo(Status.OK);
        assertThat(told).containsExactly("concurrent two-hops OK");
    }

    @Test
    void theJudgeIsRecordedAsNotSettledWhateverTheRunSettledTheOthersFor() {
        RunConfig plain = Runs.config(output);
        RunConfig settling = new RunConfig(plain.options().with(RunOption.SETTLE_SECONDS, 30.0), plain.dataset(),
                plain.workloads(), output, null, output);
        RunRecord judge = new RunRecord("reference", "Reference", "reference", settling, "sha256:0", listener,
                output.resolve("reference.json"), List.of(), List.of(), false);
        RunRecord contestant = new RunRecord("x", "X", "reference", settling, "sha256:0", listener,
                output.resolve("x.json"), List.of(), List.of(), false);

        assertThat(judge.snapshot().provenance().method().get(RunOption.SETTLE_SECONDS)).isZero();
        assertThat(contestant.snapshot().provenance().method().get(RunOption.SETTLE_SECONDS)).isEqualTo(30);
    }

    @Test
    void theMethodRecordsEveryOptionByItsCommandLineNameAnOptionOfAnotherDefinitionToo() {
        RunOption<Integer> batches = RunOption.atLeast("batches", 4, 1, "batches a test's engine writes in");
        RunConfig plain = Runs.config(output);
        RunConfig config = new RunConfig(plain.options().with(batches, 9), plain.dataset(), plain.workloads(), output, null,
                output);

        Map<String, String> recorded = new RunRecord("x", "X", "reference", config, "sha256:0", listener,
                output.resolve("x.json"), List.of(), List.of(), false).snapshot().provenance().method().options();

        assertThat(recorded).containsEntry("batches", "9").containsEntry("calls", "10").containsEntry("sweep", "1,2")
                .containsEntry("duration", "1").containsEntry("sf", "0.002").containsEntry("seed", "42")
                .doesNotContainKeys("engines", "output");
        assertThat(recorded.keySet()).containsAll(RunOption.all().stream().filter(RunOption::recorded)
                .map(RunOption::name).toList());
    }
}
