package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.Benchmark;
import dev.graphbench.workloads.BenchmarkResult;
import dev.graphbench.workloads.EngineCatalog;
import dev.graphbench.workloads.Phase;
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
 * The read and write phases through the real runner on Neo4j: the reference answers none of them,
 * so the first engine to answer is the judge; the hand-written twins answer as the object store;
 * what the writes wrote is gone after the phase, so the reads of a second run give the same digests.
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
                .engines(EngineCatalog.REFERENCE)
                .scaleFactor(SCALE_FACTOR)
                .calls(CALLS)
                .warmup(2)
                .warmupSeconds(0).settleSeconds(0)
                .output(output);
    }

    @BeforeAll
    void runTwice(@TempDir Path output) {
        this.output = output;
        try (Engine again = server.open(Map.of())) {
            // Two engines on one server: the second is checked against the first, the first answer of each workload.
            first = benchmark().engine(new Neo4jProvider(), server.engine()).engine(new Again(), again)
                    .phases(Phase.LOAD, Phase.READ, Phase.WRITE).build().run();
        }
        second = benchmark().engine(new Neo4jProvider(), server.engine()).phases(Phase.READ).build().run();
    }

    @Test
    void theReferenceAnswersNoneAndTheFirstEngineToAnswerIsTheJudge() {
        EngineRun reference = first.run(EngineCatalog.REFERENCE);
        EngineRun neo4j = first.run("neo4j");
        EngineRun again = first.run("neo4j-again");
        for (ObjectRead read : ObjectWorkloads.reads()) {
            assertThat(reference.workload(read.id()).status()).isEqualTo(Status.UNSUPPORTED);
            assertThat(reference.workload(read.handWritten().id()).status()).isEqualTo(Status.UNSUPPORTED);
            WorkloadResult judged = neo4j.workload(read.id());
            assertThat(judged.status()).as("%s: %s", read.id(), judged.reason()).isEqualTo(Status.OK);
            assertThat(judged.latency().calls()).isEqualTo(CALLS);
            assertThat(judged.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);
            assertThat(judged.agreement().reference()).isEqualTo("neo4j");
            assertThat(again.workload(read.id()).agreement()).as(read.id())
                    .extracting(Agreement::verdict, Agreement::reference).containsExactly(Agreement.Verdict.AGREES, "neo4j");
        }
        for (ObjectWrite write : ObjectWorkloads.writes()) {
            WorkloadResult written = neo4j.workload(write.id());
            assertThat(written.status()).as("%s: %s", write.id(), written.reason()).isEqualTo(Status.OK);
            assertThat(again.workload(write.id()).agreement()).as(write.id())
                    .extracting(Agreement::verdict, Agreement::reference).containsExactly(Agreement.Verdict.AGREES, "neo4j");
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
                assertThat(byHand.agreement().reference()).isEqualTo(engine + "'s object store");
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
                "What the mapper costs", "checked against neo4j");
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
