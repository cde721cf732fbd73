package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.FaultyEngine.Fault;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.phases.hops.HopsPhase;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.phases.load.LoadPhase;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.events.RunListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The concurrent and hops phases against the reference engine, and against the reference with
 * faults injected. Measurements last one second: the machine may have two cores.
 */
class PhasesTest {

    private static final double SF = 0.002;
    private static final int PEOPLE = 30;

    @TempDir
    Path output;

    private final EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());

    private Engine openReference() {
        EngineProvider reference = catalog.provider(EngineCatalog.REFERENCE);
        return reference.open(Settings.resolve(reference.settings(), Map.of()));
    }

    private Benchmark.Builder benchmark(String... phases) {
        return Benchmark.builder().catalog(catalog).set(RunOption.SCALE_FACTOR, SF).set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.OUTPUT, output)
                .set(RunOption.PHASES, PhaseList.of(phases)).set(RunOption.THREADS, 2).set(RunOption.DURATION, 1.0)
                .set(RunOption.SWEEP, List.of(1, 2)).set(RunOption.HOPS_PEOPLE, PEOPLE);
    }

    @Test
    void theHeadlineThreadCountIsMeasuredOnceAndServesTheSweep() {
        List<Integer> started = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void started(String engine, String phase, String task, long total, String unit) {
                if (phase.equals(ConcurrentPhase.ID)) {
                    started.add(Integer.parseInt(task.replaceAll(".* (\\d+) threads?$", "$1")));
                }
            }
        };
        BenchmarkResult result = benchmark(LoadPhase.ID, ConcurrentPhase.ID).set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .listener(listener).build().run();

        ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run(EngineCatalog.REFERENCE), "two-hops");
        assertThat(started).containsExactly(2, 1);
        assertThat(twoHops.status()).isEqualTo(Status.OK);
        assertThat(twoHops.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);
        assertThat(twoHops.measurements()).extracting(Throughput::threads).containsExactly(1, 2);
        for (Throughput measured : twoHops.measurements()) {
            assertThat(measured.failedCalls()).isZero();
            assertThat(measured.calls()).isPositive();
            assertThat(measured.seconds()).isBetween(1.0, 5.0);
            assertThat(measured.callsPerSecond()).isCloseTo(measured.calls() / measured.seconds(), within(1e-6));
            assertThat(measured.latency().calls()).isEqualTo(measured.calls());
            assertThat(measured.latency().medianMs()).isLessThanOrEqualTo(measured.latency().p95Ms());
        }
        assertThat(twoHops.at(1).speedup()).isEqualTo(1.0);
        assertThat(twoHops.at(2).speedup()).isCloseTo(twoHops.at(2).callsPerSecond() / twoHops.at(1).callsPerSecond(),
                within(1e-9));
        EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("reference-sf0.002.json"));
        assertThat(BuiltInResults.concurrency(written)).isEqualTo(BuiltInResults.concurrency(result.run(EngineCatalog.REFERENCE)));
        assertThat(written.provenance().method().get(RunOption.SWEEP)).containsExactly(1, 2);
        assertThat(result.incomplete()).isFalse();
    }

    @Test
    void failedCallsAreCountedAndShownNeverDropped() {
        // The faulty engine's calls 10 to 59 fail; both threads' warm-up calls (0 to 3) do not.
        try (Engine faulty = new FaultyEngine(openReference(), Fault.FAILS_FIFTY, Queries.TWO_HOPS, 10)) {
            BenchmarkResult result = benchmark(LoadPhase.ID, ConcurrentPhase.ID).engine(StandIn.named("faulty"), faulty).build().run();

            ConcurrencyResult twoHops = BuiltInResults.concurrent(result.run("faulty"), "two-hops");
            assertThat(twoHops.status()).isEqualTo(Status.OK);
            Throughput headline = twoHops.at(2);
            assertThat(headline.failedCalls()).isEqualTo(FaultyEngine.FIFTY);
            assertThat(headline.calls()).isPositive();
            assertThat(headline.firstFailure()).matches("thread [01]: syntax error at or near \"MATCH\"");
            assertThat(twoHops.at(1).failedCalls()).isZero();
            assertThat(twoHops.agreement()).isEqualTo(Agreement.agrees(EngineCatalog.REFERENCE, 4, "4 warm-up calls compared"));
            assertThat(result.incomplete()).as("a failed call makes the run incomplete").isTrue();
        }
    }

    @Test
    void anEngineThatStopsDuringTheConcurrentPhaseHasTheRestHeldAndItsFileCompleteUpToTheFault() {
        try (Engine faulty = new FaultyEngine(openReference(), Fault.STOPS, Queries.TWO_HOPS, 30)) {
            BenchmarkResult result = benchmark(LoadPhase.ID, ConcurrentPhase.ID, HopsPhase.ID).engine(StandIn.named("faulty"), faulty)
                    .build().run();

            EngineRun run = result.run("faulty");
            String reason = "faulty stopped answering during the concurrent two-hops at 2 threads: connection refused";
            assertThat(run.status()).isEqualTo(Status.HELD);
            assertThat(run.reason()).isEqualTo(reason);
            ConcurrencyResult twoHops = BuiltInResults.concurrent(run, "two-hops");
            assertThat(twoHops.status()).isEqualTo(Status.HELD);
            assertThat(twoHops.reason()).isEqualTo(reason);
            assertThat(twoHops.measurements()).extracting(Throughput::threads).containsExactly(2);
            assertThat(twoHops.at(2).failedCalls()).isPositive();
            assertThat(BuiltInResults.hops(run).status()).isEqualTo(Status.HELD);
            assertThat(BuiltInResults.hops(run).reason()).isEqualTo(reason);
            assertThat(BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("faulty-sf0.002.json"))).usingRecursiveComparison()
                    .ignoringFields("provenance.endedAt").isEqualTo(run);
            assertThat(result.incomplete()).isTrue();
        }
    }

    @Test
    void aWrongAnswerToAWarmUpCallOfTheConcurrentPhaseIsADisagreement() {
        try (Engine faulty = new FaultyEngine(openReference(), Fault.WRONG_ANSWER, Queries.TWO_HOPS, 0)) {
            BenchmarkResult result = benchmark(LoadPhase.ID, ConcurrentPhase.ID).engine(StandIn.named("faulty"), faulty).build().run();

            Agreement agreement = BuiltInResults.concurrent(result.run("faulty"), "two-hops").agreement();
            assertThat(agreement.verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
            assertThat(agreement.reference()).isEqualTo(EngineCatalog.REFERENCE);
            assertThat(agreement.detail()).matches("thread [01], warm-up call [01] \\(personId=p\\d+\\): reference answered "
                    + "\\[\\[\\d+]], faulty answered \\[\\[\\d+]]");
            assertThat(result.disagreement()).isTrue();
        }
    }

    @Test
    void theReferenceCountsHopsAsWalksAndEveryCallIsARowOfTheCsv() throws IOException {
        BenchmarkResult result = benchmark(LoadPhase.ID, HopsPhase.ID).set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE)).build().run();

        HopsResult hops = BuiltInResults.hops(result.run(EngineCatalog.REFERENCE));
        assertThat(hops.status()).isEqualTo(Status.OK);
        assertThat(hops.semantics()).isEqualTo(PathSemantics.WALK);
        assertThat(hops.calls()).isEqualTo(PEOPLE * 4);
        assertThat(hops.coldMs()).isNotNull();
        assertThat(hops.buckets()).extracting(HopsResult.Bucket::label).containsExactly("under 100", "100 to 1,000",
                "1,000 to 10,000", "10,000 to 100,000", "over 100,000");
        assertThat(hops.buckets().stream().mapToInt(HopsResult.Bucket::calls).sum()).isEqualTo(PEOPLE * 4);
        assertThat(hops.fit()).isNotNull();
        assertThat(hops.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);
        assertThat(hops.semanticsNote()).matches("reference counts walks \\(a path may repeat a relationship\\): on \\d+ of "
                + PEOPLE * 4 + " calls trails are fewer than walks, by \\d+ paths? in all, each a walk round a cycle of "
                + "three people and back over its first relationship");

        List<String> csv = Files.readAllLines(ResultsFolder.at(output).latestRun().orElseThrow().resolve(hops.file()));
        assertThat(hops.file()).isEqualTo("hops-reference-sf0.002.csv");
        assertThat(csv).hasSize(1 + PEOPLE * 4);
        assertThat(csv.get(0)).isEqualTo("person,hops,paths,ms");
        assertThat(csv.subList(1, 5)).allMatch(row -> row.matches("p\\d+,[1-4],\\d+,\\d+\\.\\d{6}"));
        assertThat(csv.subList(1, 5)).extracting(row -> row.split(",")[1]).containsExactly("1", "2", "3", "4");
        assertThat(csv.stream().skip(1).map(row -> row.split(",")[0]).distinct()).hasSize(PEOPLE);
    }

    @Test
    void anEngineCountingTrailsAgreesUnderItsOwnRuleAndTheDifferenceIsNamed() {
        try (Engine trails = new TrailCountingEngine(openReference())) {
            BenchmarkResult result = benchmark(LoadPhase.ID, HopsPhase.ID)
                    .engine(StandIn.named("cypher-like").counting(PathSemantics.TRAIL), trails).build().run();

            HopsResult hops = BuiltInResults.hops(result.run("cypher-like"));
            assertThat(hops.semantics()).isEqualTo(PathSemantics.TRAIL);
            assertThat(hops.agreement().verdict()).as(hops.agreement().detail()).isEqualTo(Agreement.Verdict.AGREES);
            assertThat(hops.agreement().detail()).isEqualTo(PEOPLE * 4 + " calls compared, as trails");
            assertThat(hops.semanticsNote()).startsWith("cypher-like counts trails (a path never repeats a relationship): on ")
                    .contains(" of " + PEOPLE * 4 + " calls trails are fewer than walks");
            assertThat(result.disagreement()).isFalse();
        }
    }

    @Test
    void anEngineThatCountsTrailsButDeclaresWalksDisagreesAndIsToldWhy() {
        try (Engine trails = new TrailCountingEngine(openReference())) {
            BenchmarkResult result = benchmark(LoadPhase.ID, HopsPhase.ID)
                    .engine(StandIn.named("mislabelled").counting(PathSemantics.WALK), trails).build().run();

            Agreement agreement = BuiltInResults.hops(result.run("mislabelled")).agreement();
            assertThat(agreement.verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
            assertThat(agreement.detail()).matches("call \\d+ \\(personId=p\\d+, hops=4\\): reference counted \\d+ walks, "
                    + "mislabelled counted \\d+, the count of trails: does mislabelled count trails\\? Its dialect says it counts walks");
            assertThat(result.disagreement()).isTrue();
        }
    }
}
