package dev.graphbench.phases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Generator;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.FaultyEngine.Fault;
import dev.graphbench.phases.graph.GraphPhase;
import dev.graphbench.phases.read.ReadPhase;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.phases.write.WritePhase;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Workload;
import dev.graphbench.workloads.core.WriteWorkload;
import dev.graphbench.workloads.objects.HandWrittenRead;
import dev.graphbench.workloads.objects.ObjectRead;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner against the reference engine, and against the reference with faults injected. */
class RunnerTest {

    private static final double SF = 0.002;

    @TempDir
    Path output;

    private final EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());

    private Engine openReference() {
        EngineProvider reference = catalog.provider(EngineCatalog.REFERENCE);
        return reference.open(Settings.resolve(reference.settings(), Map.of()));
    }

    private Benchmark.Builder benchmark() {
        // The concurrent phase kept short: two threads, one second per measurement, a sweep of one and two.
        return Benchmark.builder().catalog(catalog).set(RunOption.SCALE_FACTOR, SF).set(RunOption.CALLS, 20)
                .set(RunOption.WARMUP, 2).set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.OUTPUT, output).set(RunOption.THREADS, 2).set(RunOption.DURATION, 1.0)
                .set(RunOption.SWEEP, List.of(1, 2)).set(RunOption.HOPS_PEOPLE, 10);
    }

    /** The workloads timed call by call, in the phases of their own, on the generated graph. */
    private static List<Workload> timed(Workloads workloads) {
        Set<String> timed = Set.of(ReadPhase.ID, TraversePhase.ID, GraphPhase.ID, WritePhase.ID);
        return workloads.all().stream().filter(workload -> timed.contains(workload.phase())
                && workload.appliesTo(GraphSchema.GENERATED)).toList();
    }

    @Test
    void anUntimedPassOverTheReadsComesBeforeTheFirstTimedWorkloadAndIsRecordedInTheMethod() {
        List<String> events = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void message(String engine, String line) {
                events.add(engine + ": " + line);
            }

            @Override
            public void started(String engine, String phase, String task, long total, String unit) {
                if (unit.equals("calls")) {
                    events.add(engine + ": timed " + task);
                }
            }
        };
        try (Engine settling = openReference()) {
            BenchmarkResult result = benchmark().engine(StandIn.named("settling"), settling)
                    .set(RunOption.PHASES, PhaseList.of("load", "graph", "traverse")).set(RunOption.SETTLE_SECONDS, 0.3)
                    .listener(listener).build().run();

            List<String> ofSettling = events.stream().filter(line -> line.startsWith("settling: ")).toList();
            int settled = ofSettling.indexOf(ofSettling.stream().filter(line -> line.startsWith("settling: settled: "))
                    .findFirst().orElseThrow());
            // Seven traversals, called over and over, before the first one is timed; not the whole-graph queries.
            assertThat(ofSettling.get(settled)).matches("settling: settled: [0-9,]+ untimed calls to 7 workloads in [0-9.]+ s,"
                    + " once (its calls a second stopped rising|its --settle-seconds were spent)");
            assertThat(Long.parseLong(ofSettling.get(settled).replaceAll("settling: settled: ([0-9,]+) .*", "$1")
                    .replace(",", ""))).isGreaterThan(7);
            assertThat(ofSettling.subList(0, settled)).noneMatch(line -> line.contains(": timed "));
            assertThat(ofSettling.get(settled + 1)).isEqualTo("settling: timed one-hop");
            assertThat(result.run("settling").provenance().method().get(RunOption.SETTLE_SECONDS)).isEqualTo(0.3);
            // The reference is the judge, not a contestant: it is not settled, and its file says so.
            assertThat(events).noneMatch(line -> line.startsWith(EngineCatalog.REFERENCE + ": settled"));
            assertThat(result.run(EngineCatalog.REFERENCE).provenance().method().get(RunOption.SETTLE_SECONDS)).isZero();
        }

        events.clear();
        try (Engine settling = openReference()) {
            benchmark().engine(StandIn.named("settling"), settling).set(RunOption.PHASES, PhaseList.of("load", "traverse"))
                    .listener(listener).build().run();
        }
        assertThat(events).noneMatch(line -> line.contains("settled: "));
    }

    @Test
    void aLoadSmallerThanTheRunsIsLoadedUntimedFirstAndTheMethodSaysSo() {
        List<String> messages = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void message(String engine, String line) {
                messages.add(engine + ": " + line);
            }
        };
        BenchmarkResult warmed = benchmark().set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.PHASES, PhaseList.of("load")).set(RunOption.LOAD_WARMUP, 0.001).listener(listener).build().run();

        assertThat(messages).contains("reference: warming up the load path with an untimed load at SF 0.001");
        assertThat(warmed.run(EngineCatalog.REFERENCE).provenance().method().get(RunOption.LOAD_WARMUP)).isEqualTo(0.001);
        assertThat(BuiltInResults.load(warmed.run(EngineCatalog.REFERENCE)).nodes())
                .isEqualTo(new Generator(DatasetSpec.of(SF, 42)).manifest().counts().totalNodes());

        // The default warm-up (SF 0.03) is no smaller than this run's graph: there is none.
        messages.clear();
        BenchmarkResult plain = benchmark().set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.PHASES, PhaseList.of("load")).listener(listener).build().run();
        assertThat(messages).noneMatch(line -> line.contains("warming up"));
        assertThat(plain.run(EngineCatalog.REFERENCE).provenance().method().get(RunOption.LOAD_WARMUP)).isZero();
    }

    @Test
    void theReferenceAloneRunsEveryWorkloadAndWritesItsResults() {
        BenchmarkResult result = benchmark().set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE)).build().run();

        EngineRun run = result.run(EngineCatalog.REFERENCE);
        assertThat(run.status()).isEqualTo(Status.OK);
        assertThat(BuiltInResults.load(run).status()).isEqualTo(Status.OK);
        assertThat(BuiltInResults.load(run).nodes()).isEqualTo(new Generator(DatasetSpec.of(SF, 42)).manifest().counts().totalNodes());
        List<Workload> workloads = timed(catalog.workloads());
        assertThat(run.workloads()).extracting(WorkloadResult::id)
                .containsExactlyElementsOf(workloads.stream().map(Workload::id).toList());
        for (Workload workload : workloads) {
            WorkloadResult measured = run.workload(workload.id());
            if (workload instanceof ObjectRead || workload instanceof WriteWorkload) {
                // The reference has no object store; it answers the object store reads' hand-written twins.
                assertThat(measured.status()).as(workload.id()).isEqualTo(Status.UNSUPPORTED);
                continue;
            }
            assertThat(measured.status()).as(workload.id()).isEqualTo(Status.OK);
            assertThat(measured.latency().calls()).isEqualTo(20);
            assertThat(measured.latency().medianMs()).isLessThanOrEqualTo(measured.latency().p95Ms());
            assertThat(measured.callDigests()).hasSize(20);
            assertThat(measured.coldMs()).isNotNull();
            assertThat(measured.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);
        }
        assertThat(workloads).filteredOn(HandWrittenRead.class::isInstance).hasSize(8);
        EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("reference-sf0.002.json"));
        assertThat(written.workloads()).isEqualTo(run.workloads());
        assertThat(written.provenance().datasetHash()).startsWith("sha256:");
        assertThat(written.provenance().method().get(RunOption.CALLS)).isEqualTo(20);
        // Where the wall time went, in the order spent: the judge does not settle.
        assertThat(written.wallSeconds().keySet()).startsWith("open", "load", "read").endsWith("close")
                .doesNotContain("settle");
        assertThat(written.wallSeconds().values()).allSatisfy(seconds -> assertThat(seconds).isNotNegative());
        assertThat(result.incomplete()).isFalse();
        assertThat(result.disagreement()).isFalse();
    }

    @Test
    void aWrongAnswerIsNamedWithItsWorkloadAndFirstCall() {
        // Warm-up takes calls 0 and 1 of the faulty engine, so from its 7th call on is timed call 5.
        try (Engine faulty = new FaultyEngine(openReference(), Fault.WRONG_ANSWER, Queries.TWO_HOPS, 7)) {
            BenchmarkResult result = benchmark().engine(StandIn.named("faulty"), faulty).build().run();

            WorkloadResult twoHops = result.run("faulty").workload("two-hops");
            assertThat(twoHops.status()).isEqualTo(Status.OK);
            assertThat(twoHops.agreement().verdict()).isEqualTo(Agreement.Verdict.DISAGREES);
            assertThat(twoHops.agreement().reference()).isEqualTo(EngineCatalog.REFERENCE);
            assertThat(twoHops.agreement().firstDifferingCall()).isEqualTo(5);
            assertThat(twoHops.agreement().detail()).matches("call 5 \\(personId=p\\d+\\): reference answered \\[\\[\\d+]],"
                    + " faulty answered \\[\\[\\d+]]");
            assertThat(result.disagreement()).isTrue();
        }
    }

    @Test
    void everyAnswerOfAnotherEngineIsCheckedAgainstTheReferenceCallByCall() {
        try (Engine second = openReference()) {
            BenchmarkResult result = benchmark().engine(StandIn.named("second"), second)
                    .set(RunOption.PHASES, PhaseList.of("load", "read", "traverse", "graph", "write"))
                    .build().run();

            EngineRun run = result.run("second");
            assertThat(run.provenance().judge()).isEqualTo(EngineCatalog.REFERENCE);
            for (WorkloadResult workload : run.workloads()) {
                if (workload.status() == Status.UNSUPPORTED) {
                    // What the reference cannot run, the stand-in cannot either: it has the reference's statements.
                    assertThat(result.run(EngineCatalog.REFERENCE).workload(workload.id()).status()).as(workload.id())
                            .isEqualTo(Status.UNSUPPORTED);
                    continue;
                }
                assertThat(workload.status()).as(workload.id()).isEqualTo(Status.OK);
                assertThat(workload.agreement()).as(workload.id()).isEqualTo(Agreement.agrees(EngineCatalog.REFERENCE, 20, "20 calls compared"));
            }
            // The hand-written twins of the object store's reads are among them: judged by the reference, not skipped.
            assertThat(run.workloads()).filteredOn(workload -> workload.twinOf() != null)
                    .hasSize(8).allMatch(workload -> workload.agreement().verdict() == Agreement.Verdict.AGREES);
            assertThat(result.disagreement()).isFalse();
        }
    }

    @Test
    void aFailingWorkloadIsHeldWithItsReasonAndTheOthersAreMeasured() {
        try (Engine faulty = new FaultyEngine(openReference(), Fault.FAILS, Queries.THREE_HOPS, 4)) {
            BenchmarkResult result = benchmark().engine(StandIn.named("faulty"), faulty).build().run();

            EngineRun run = result.run("faulty");
            WorkloadResult threeHops = run.workload("three-hops");
            assertThat(threeHops.status()).isEqualTo(Status.HELD);
            assertThat(threeHops.reason()).matches("call 2 \\(personId=p\\d+\\) failed: syntax error at or near \"MATCH\"");
            assertThat(run.workload("dependencies").status()).isEqualTo(Status.OK);
            assertThat(run.workload("top-followed").status()).isEqualTo(Status.OK);
            assertThat(result.incomplete()).isTrue();
        }
    }

    @Test
    void anUnsupportedQueryIsReportedAsUnsupported() {
        try (Engine faulty = new FaultyEngine(openReference(), Fault.UNSUPPORTED, Queries.ORG_TOPICS, 0)) {
            BenchmarkResult result = benchmark().engine(StandIn.named("faulty").without(Queries.ORG_TOPICS), faulty)
                    .build().run();

            WorkloadResult orgTopics = result.run("faulty").workload("org-topics");
            assertThat(orgTopics.status()).isEqualTo(Status.UNSUPPORTED);
            assertThat(orgTopics.reason()).isEqualTo("faulty does not support org-topics");
            assertThat(result.incomplete()).isFalse();
        }
    }

    @Test
    void anEngineThatStopsHasItsRemainingWorkloadsHeldAndTheRunGoesOn() {
        try (Engine faulty = new FaultyEngine(openReference(), Fault.STOPS, Queries.DEPENDENCIES, 3)) {
            BenchmarkResult result = benchmark().engine(StandIn.named("faulty"), faulty).build().run();

            EngineRun run = result.run("faulty");
            assertThat(run.status()).isEqualTo(Status.HELD);
            assertThat(run.reason()).isEqualTo("faulty stopped answering during dependencies: connection refused");
            assertThat(run.workload("two-hops").status()).isEqualTo(Status.OK);
            assertThat(run.workload("dependencies").status()).isEqualTo(Status.HELD);
            for (String later : List.of("org-topics", "repo-commenters", "followed-repos", "issues-by-state", "top-followed")) {
                assertThat(run.workload(later).status()).as(later).isEqualTo(Status.HELD);
                assertThat(run.workload(later).reason()).as(later).contains("stopped answering");
            }
            assertThat(BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("faulty-sf0.002.json")).workloads())
                    .hasSize(timed(catalog.workloads()).size());
        }
    }

    @Test
    void aCrashOfTheHarnessLosesNothingAlreadyMeasured() {
        try (Engine faulty = new FaultyEngine(openReference(), Fault.CRASHES, Queries.THREE_HOPS, 0)) {
            assertThatThrownBy(() -> benchmark().engine(StandIn.named("faulty"), faulty).build().run()).isInstanceOf(OutOfMemoryError.class);

            EngineRun written = BuiltInResults.read(ResultsFolder.at(output).latestRun().orElseThrow().resolve("faulty-sf0.002.json"));
            assertThat(BuiltInResults.load(written).status()).isEqualTo(Status.OK);
            List<Workload> reads = catalog.workloads().of(ReadPhase.ID);
            // The read phase's hand-written twins, which the stand-in answers, then the traversals up to the crash.
            List<String> measured = new ArrayList<>(reads.stream().filter(HandWrittenRead.class::isInstance)
                    .map(Workload::id).toList());
            measured.addAll(List.of("one-hop", "two-hops"));
            assertThat(written.workloads()).filteredOn(workload -> workload.status() == Status.OK)
                    .extracting(WorkloadResult::id).containsExactlyElementsOf(measured);
            assertThat(written.workloads()).filteredOn(workload -> workload.status() != Status.OK)
                    .extracting(WorkloadResult::id)
                    .containsExactlyElementsOf(reads.stream().filter(ObjectRead.class::isInstance).map(Workload::id).toList());
        }
    }

    @Test
    void withoutTheLoadPhaseTheGraphIsCheckedAgainstTheManifestFirst() {
        try (Engine empty = openReference()) {
            BenchmarkResult result = benchmark().engine(StandIn.named("empty"), empty)
                    .set(RunOption.PHASES, PhaseList.of("traverse")).build().run();

            WorkloadResult oneHop = result.run("empty").workload("one-hop");
            assertThat(oneHop.status()).isEqualTo(Status.HELD);
            assertThat(oneHop.reason()).startsWith("the graph in empty is not the one of this scale factor and seed (Org: 0 loaded")
                    .endsWith("); run the load phase");
        }
        try (Engine loaded = openReference()) {
            benchmark().engine(StandIn.named("loaded"), loaded).set(RunOption.PHASES, PhaseList.of("load")).build().run();
            BenchmarkResult again = benchmark().engine(StandIn.named("loaded"), loaded)
                    .set(RunOption.PHASES, PhaseList.of("traverse")).build().run();

            assertThat(again.run("loaded").workloads()).allMatch(workload -> workload.status() == Status.OK);
            assertThat(BuiltInResults.load(again.run("loaded"))).isNull();
        }
    }

    @Test
    void theAnswersFileHoldsEveryTimedCallEachThreadsWarmUpAndEveryHopsCallUnderBothRules() throws IOException {
        BenchmarkResult result = benchmark().set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.PHASES, PhaseList.of("load", "graph", "concurrent", "hops"))
                .set(RunOption.ANSWERS, true).build().run();

        ObjectMapper json = new ObjectMapper();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(result.folder().resolve("answers-reference-sf0.002.jsonl"))) {
            lines.add(json.readTree(line));
        }
        JsonNode header = lines.getFirst();
        assertThat(header.get("format").asText()).isEqualTo("graph-bench answers");
        assertThat(header.get("formatVersion").asInt()).isEqualTo(2);
        assertThat(header.get("runId").asText()).isEqualTo(result.id());
        assertThat(header.get("engine").asText()).isEqualTo("reference");
        assertThat(header.get("paths").asText()).isEqualTo("WALK");
        assertThat(header.get("scaleFactor").asDouble()).isEqualTo(SF);
        assertThat(header.get("seed").asLong()).isEqualTo(42);
        assertThat(header.get("datasetHash").asText()).isEqualTo(new Generator(DatasetSpec.of(SF, 42)).manifest().contentHash());

        JsonNode first = lines.get(1);
        assertThat(first.get("phase").asText()).isEqualTo("graph");
        assertThat(first.get("workload").asText()).isEqualTo("issues-by-state");
        assertThat(first.get("call").asInt()).isZero();
        assertThat(first.get("arguments").isObject()).isTrue();
        assertThat(first.get("answer").get(0).get(0).asText()).isEqualTo("closed");
        JsonNode topFollowed = lines.get(1 + 20);
        assertThat(topFollowed.get("workload").asText()).isEqualTo("top-followed");
        assertThat(topFollowed.get("answer").size()).isBetween(1, 10);

        // Two threads' two warm-up calls each: the sweep's one thread makes the calls its thread 0 made already.
        List<JsonNode> warmups = lines.stream().filter(line -> "concurrent".equals(line.path("phase").asText())).toList();
        assertThat(warmups).extracting(line -> line.get("workload").asText() + " " + line.get("thread").asInt() + "/"
                + line.get("call").asInt()).containsExactly("two-hops 0/0", "two-hops 0/1", "two-hops 1/0", "two-hops 1/1");

        List<JsonNode> hops = lines.stream().filter(line -> "hops".equals(line.path("phase").asText())).toList();
        assertThat(hops).hasSize(10 * 4);
        assertThat(hops.getFirst().get("arguments").get("hops").asInt()).isEqualTo(1);
        assertThat(hops).allMatch(line -> line.get("answer").get(0).get(0).asLong() >= line.get("trails").get(0).get(0).asLong());

        assertThat(lines.getLast().toString()).isEqualTo("{\"end\":true,\"calls\":" + (2 * 20 + 4 + 40) + "}");
        assertThat(lines).hasSize(1 + 2 * 20 + 4 + 40 + 1);
    }

    @Test
    void everyEngineAskedForThatCannotRunIsHeldWithWhatToSet() {
        EngineCatalog withUnavailable = EngineCatalog.of(List.of(catalog.provider(EngineCatalog.REFERENCE),
                new UnreachableProvider()), Map.of());
        BenchmarkResult result = benchmark().catalog(withUnavailable).set(RunOption.ENGINES, List.of("unreachable"))
                .build().run();

        EngineRun run = result.run("unreachable");
        assertThat(run.status()).isEqualTo(Status.HELD);
        assertThat(run.reason()).isEqualTo("no server configured; set BENCH_UNREACHABLE_URL");
        assertThat(run.workloads()).allMatch(workload -> workload.status() == Status.HELD);
        assertThat(result.run(EngineCatalog.REFERENCE).status()).isEqualTo(Status.OK);

        BenchmarkResult everything = benchmark().catalog(withUnavailable).build().run();
        assertThat(everything.run("unreachable").status()).isEqualTo(Status.SKIPPED);
        // Skipped, it leaves no file: the one of the run that asked for it stays what a report reads.
        assertThat(everything.folder().resolve("unreachable-sf0.002.json")).doesNotExist();
        assertThat(BuiltInResults.read(result.folder().resolve("unreachable-sf0.002.json")).status()).isEqualTo(Status.HELD);
        assertThat(everything.incomplete()).isFalse();
    }
}
