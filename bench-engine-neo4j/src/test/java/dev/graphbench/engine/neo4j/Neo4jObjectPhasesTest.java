package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.options.PhaseList;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import dev.graphbench.workloads.objects.ObjectWrite;
import dev.graphbench.report.Report;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The read and write phases through the real runner on Neo4j: the reference engine judges every read,
 * an object store read through the reference's answer to its hand-written twin, and every write by what
 * it was asked to write; the hand-written twins answer as the object store; what the writes wrote is
 * gone after the phase, so the reads of a second run give the same digests.
 */
@ExtendWith(Neo4jExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Neo4jObjectPhasesTest {

    private static final double SCALE_FACTOR = 0.002;
    private static final int CALLS = 20;

    private final Neo4jExtension.Server server;
    private Path output;
    private BenchmarkResult first;
    private BenchmarkResult second;

    Neo4jObjectPhasesTest(Neo4jExtension.Server server) {
        this.server = server;
    }

    private Benchmark.Builder benchmark() {
        return Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE))
                .set(RunOption.SCALE_FACTOR, SCALE_FACTOR)
                .set(RunOption.CALLS, CALLS)
                .set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                // Every call, however slow a first one is on a busy machine: the digests compared are of 20 calls.
                .set(RunOption.SLOW_CALL, 60.0)
                .set(RunOption.OUTPUT, output);
    }

    @BeforeAll
    void runTwice(@TempDir Path output) {
        this.output = output;
        try (Engine again = server.open(Map.of())) {
            // Two engines on one server, each checked against the reference on its own.
            first = benchmark().engine(new Neo4jProvider(), server.engine()).engine(new Again(), again)
                    .set(RunOption.PHASES, PhaseList.of("load", "read", "write")).build().run();
        }
        second = benchmark().engine(new Neo4jProvider(), server.engine()).set(RunOption.PHASES, PhaseList.of("read"))
                .build().run();
    }

    @Test
    void theReferenceJudgesEveryReadThroughItsTwinAndEveryWriteByWhatItWasAskedToWrite() {
        EngineRun reference = first.run(EngineCatalog.REFERENCE);
        for (ObjectRead read : ObjectWorkloads.reads()) {
            assertThat(reference.workload(read.id()).status()).as("the reference has no object store")
                    .isEqualTo(Status.UNSUPPORTED);
            WorkloadResult twin = reference.workload(read.handWritten().id());
            assertThat(twin.status()).as("%s: %s", twin.id(), twin.reason()).isEqualTo(Status.OK);
            assertThat(twin.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);
        }
        for (String engine : List.of("neo4j", "neo4j-again")) {
            for (ObjectRead read : ObjectWorkloads.reads()) {
                WorkloadResult judged = first.run(engine).workload(read.id());
                assertThat(judged.status()).as("%s %s: %s", engine, read.id(), judged.reason()).isEqualTo(Status.OK);
                assertThat(judged.latency().calls()).isEqualTo(CALLS);
                assertThat(judged.agreement()).as("%s %s: %s", engine, read.id(), judged.agreement().detail())
                        .extracting(Agreement::verdict, Agreement::reference)
                        .containsExactly(Agreement.Verdict.AGREES, EngineCatalog.REFERENCE);
            }
            for (ObjectWrite write : ObjectWorkloads.writes()) {
                WorkloadResult written = first.run(engine).workload(write.id());
                assertThat(written.status()).as("%s %s: %s", engine, write.id(), written.reason()).isEqualTo(Status.OK);
                assertThat(written.agreement()).as("%s %s: %s", engine, write.id(), written.agreement().detail())
                        .extracting(Agreement::verdict, Agreement::reference)
                        .containsExactly(Agreement.Verdict.AGREES, EngineCatalog.REFERENCE);
            }
        }
        assertThat(first.disagreement()).isFalse();
        assertThat(first.incomplete()).isFalse();
    }

    @Test
    void everyHandWrittenReadAnswersAsTheObjectStoreCallByCall() {
        for (String engine : List.of("neo4j", "neo4j-again")) {
            for (ObjectRead read : ObjectWorkloads.reads()) {
                WorkloadResult byHand = first.run(engine).workload(read.handWritten().id());
                assertThat(byHand.status()).as("%s: %s", byHand.id(), byHand.reason()).isEqualTo(Status.OK);
                assertThat(byHand.agreement().verdict()).as("%s: %s", byHand.id(), byHand.agreement().detail())
                        .isEqualTo(Agreement.Verdict.AGREES);
                assertThat(byHand.agreement().reference()).isEqualTo(EngineCatalog.REFERENCE);
                assertThat(byHand.callDigests()).isEqualTo(first.run(engine).workload(read.id()).callDigests());
            }
        }
    }

    @Test
    void whatTheWritesWroteIsGoneSoASecondRunReadsTheSame() {
        assertThat(server.query("MATCH (n) WHERE n.id STARTS WITH 'w-' RETURN count(n) AS written", Map.of())
                .getFirst().get("written").asLong()).isZero();
        for (ObjectRead read : ObjectWorkloads.reads()) {
            WorkloadResult before = first.run("neo4j").workload(read.id());
            WorkloadResult after = second.run("neo4j").workload(read.id());
            assertThat(after.digest()).as(read.id()).isEqualTo(before.digest());
        }
    }

    @Test
    void theReportPrintsTheObjectTablesAndSaysWhatTheAnswersWereCheckedAgainst() {
        String text = Report.of(first.runs()).text();
        assertThat(text).contains("Reads through the object manager", "Writes through the object manager",
                "What the mapper costs", "Judged by the reference engine: every answer agrees, call by call");
        assertThat(text).doesNotContain("ANSWERS DIFFER");
    }

    /** Neo4j under a second name, for a second engine on the same server. */
    private static final class Again implements EngineProvider {
        private final Neo4jProvider neo4j = new Neo4jProvider();

        @Override
        public String name() {
            return "neo4j-again";
        }

        @Override
        public String displayName() {
            return "Neo4j again";
        }

        @Override
        public String description() {
            return neo4j.description();
        }

        @Override
        public List<Setting> settings() {
            return neo4j.settings();
        }

        @Override
        public boolean isConfigured(Settings settings) {
            return neo4j.isConfigured(settings);
        }

        @Override
        public Dialect dialect() {
            return neo4j.dialect();
        }

        @Override
        public Engine open(Settings settings) {
            return neo4j.open(settings);
        }
    }
}
