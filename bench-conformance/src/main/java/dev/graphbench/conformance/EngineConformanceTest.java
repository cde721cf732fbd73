package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.graphbench.api.Capabilities;
import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.results.Agreement;
import dev.graphbench.api.results.ConcurrencyResult;
import dev.graphbench.api.results.EngineRun;
import dev.graphbench.api.results.HopsResult;
import dev.graphbench.api.results.ResultsFiles;
import dev.graphbench.api.results.Status;
import dev.graphbench.api.results.Throughput;
import dev.graphbench.api.results.WorkloadResult;
import dev.graphbench.workloads.Benchmark;
import dev.graphbench.workloads.BenchmarkResult;
import dev.graphbench.workloads.EngineCatalog;
import dev.graphbench.workloads.Phase;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.Workloads;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * What every engine must pass: extend this class in an engine's tests and give it an open engine.
 * It cycles the schema, loads the generated graph at a small scale factor through the engine's
 * loader, checks the counts against the generator's manifest, and runs every workload through the
 * real runner, comparing each call's answer with the reference engine's: the concurrent phase kept
 * to two threads for a second, and the hops phase's counts compared under the engine's own path
 * semantics.
 *
 * <pre>{@code
 * class MemgraphConformanceTest extends EngineConformanceTest {
 *     protected EngineProvider provider() { return new MemgraphEngineProvider(); }
 *     protected Engine engine() { return SharedMemgraph.engine(); }
 * }
 * }</pre>
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class EngineConformanceTest {

    /** People the hops phase starts from: four calls each. */
    private static final int HOPS_PEOPLE = 20;

    private final List<String> schemaFailures = new ArrayList<>();
    private BenchmarkResult result;
    private Path output;

    /** The provider of the engine under test. */
    protected abstract EngineProvider provider();

    /** The engine under test, open; the kit neither opens nor closes it. */
    protected abstract Engine engine();

    /** The scale factor the kit loads; small, so that the kit stays quick. */
    protected double scaleFactor() {
        return 0.01;
    }

    /** Timed calls per workload, each compared with the reference. */
    protected int callsPerWorkload() {
        return 30;
    }

    @BeforeAll
    void loadAndRunEveryWorkload() throws IOException {
        for (int cycle = 0; cycle < 2; cycle++) {
            try {
                engine().schema().drop();
                engine().schema().create();
            } catch (RuntimeException e) {
                schemaFailures.add("cycle " + cycle + ": " + e);
            }
        }
        output = Files.createTempDirectory("conformance-" + provider().name());
        result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .engine(provider().name(), engine())
                .scaleFactor(scaleFactor())
                .phases(Phase.values())
                .calls(callsPerWorkload())
                .warmup(2)
                .threads(2)
                .durationSeconds(1)
                .sweep(1, 2)
                .hopsPeople(HOPS_PEOPLE)
                .output(output)
                .build()
                .run();
    }

    private EngineRun run() {
        EngineRun run = result.run(provider().name());
        assertThat(run).as("the run of %s", provider().name()).isNotNull();
        return run;
    }

    @Test
    void theSchemaCanBeDroppedAndCreatedAgain() {
        assertThat(schemaFailures).as("drop() then create(), twice").isEmpty();
    }

    @Test
    void theLoadedGraphHasTheManifestsCounts() {
        EngineRun run = run();
        assertThat(run.load()).isNotNull();
        assertThat(run.load().countDifferences()).as("counts differing from the manifest").isEmpty();
        assertThat(run.load().status()).as("load: %s", run.load().reason()).isEqualTo(Status.OK);
        assertThat(run.load().nodes()).isPositive();
        assertThat(run.load().relationships()).isPositive();
    }

    @TestFactory
    Stream<DynamicTest> everySupportedWorkloadAnswersAsTheReferenceDoes() {
        EngineRun run = run();
        Capabilities capabilities = engine().capabilities();
        return Workloads.all().stream().map(workload -> DynamicTest.dynamicTest(workload.id(), () -> {
            WorkloadResult measured = run.workload(workload.id());
            assertThat(measured).as("result of %s", workload.id()).isNotNull();
            if (!workload.supportedBy(capabilities)) {
                assertThat(measured.status()).isEqualTo(Status.UNSUPPORTED);
                return;
            }
            assertThat(measured.status()).as("%s: %s", workload.id(), measured.reason()).isEqualTo(Status.OK);
            assertThat(measured.latency().calls()).isEqualTo(callsPerWorkload());
            if (provider().name().equals(EngineCatalog.REFERENCE)) {
                assertThat(measured.agreement().verdict()).isEqualTo(Agreement.Verdict.REFERENCE);
            } else {
                assertThat(measured.agreement().verdict()).as("%s: %s", workload.id(), measured.agreement().detail())
                        .isEqualTo(Agreement.Verdict.AGREES);
            }
        }));
    }

    @Test
    void manyThreadsAtOnceGetTheReferencesAnswersWithoutAFailedCall() {
        for (Workload workload : Workloads.concurrent()) {
            ConcurrencyResult result = run().concurrent(workload.id());
            assertThat(result).as("concurrent result of %s", workload.id()).isNotNull();
            if (!workload.supportedBy(engine().capabilities())) {
                assertThat(result.status()).isEqualTo(Status.UNSUPPORTED);
                continue;
            }
            assertThat(result.status()).as("%s: %s", workload.id(), result.reason()).isEqualTo(Status.OK);
            assertThat(result.measurements()).extracting(Throughput::threads).containsExactly(1, 2);
            for (Throughput measured : result.measurements()) {
                assertThat(measured.failedCalls()).as("failed calls at %d threads: %s", measured.threads(),
                        measured.firstFailure()).isZero();
                assertThat(measured.calls()).isPositive();
            }
            assertThat(result.agreement().verdict()).as("%s: %s", workload.id(), result.agreement().detail())
                    .isIn(Agreement.Verdict.AGREES, Agreement.Verdict.REFERENCE);
        }
    }

    @Test
    void hopsCountAsTheReferenceDoesUnderTheEnginesOwnPathSemantics() {
        HopsResult hops = run().hops();
        assertThat(hops).isNotNull();
        if (!engine().capabilities().supports(QueryId.HOPS)) {
            assertThat(hops.status()).isEqualTo(Status.UNSUPPORTED);
            return;
        }
        assertThat(hops.status()).as("hops: %s", hops.reason()).isEqualTo(Status.OK);
        assertThat(hops.semantics()).isEqualTo(engine().capabilities().paths());
        assertThat(hops.calls()).isEqualTo(HOPS_PEOPLE * 4);
        assertThat(hops.agreement().verdict()).as("hops: %s", hops.agreement().detail())
                .isIn(Agreement.Verdict.AGREES, Agreement.Verdict.REFERENCE);
        assertThat(output.resolve(hops.file())).exists();
    }

    @Test
    void everyWorkloadIsInTheResultsFile() {
        EngineRun written = ResultsFiles.read(output.resolve(ResultsFiles.fileName(provider().name(), scaleFactor())));
        assertThat(written.workloads()).extracting(WorkloadResult::id)
                .containsExactlyElementsOf(Workloads.all().stream().map(Workload::id).toList());
    }

    @Test
    void theDialectShowsAStatementForEverySupportedQuery() {
        Dialect dialect = provider().dialect();
        assertThat(dialect.language()).isNotBlank();
        for (QueryId query : QueryId.values()) {
            if (engine().capabilities().supports(query)) {
                assertThat(dialect.statement(query)).as("statement of %s", query).get().asString().isNotBlank();
            } else {
                assertThat(dialect.statement(query)).as("statement of unsupported %s", query).isEmpty();
            }
        }
    }

    @Test
    void anUnsupportedQuerySaysSo() {
        List<QueryId> unsupported = Stream.of(QueryId.values()).filter(q -> !engine().capabilities().supports(q)).toList();
        try (Session session = engine().openSession()) {
            for (QueryId query : unsupported) {
                assertThatThrownBy(() -> session.execute(query, Map.of())).isInstanceOf(UnsupportedException.class);
            }
        }
    }

    @Test
    void infoNamesTheProductAndNoSecret() {
        EngineInfo info = engine().info();
        assertThat(info.product()).isNotBlank();
        assertThat(info.productVersion()).isNotBlank();
        assertThat(info.driver()).isNotBlank();
        assertThat(info.deployment()).isNotBlank();
        String shown = info.toString().toLowerCase();
        assertThat(shown).doesNotContain("password=");
    }

    @Test
    void theEngineIsFoundByServiceLoader() {
        EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());
        assertThat(catalog.find(provider().name())).as("a META-INF/services entry for %s", provider().name())
                .get().extracting(p -> p.getClass()).isEqualTo(provider().getClass());
    }

    @Test
    void pingAnswers() {
        assertThatCode(() -> engine().ping()).doesNotThrowAnyException();
    }

    @AfterAll
    void deleteResults() {
        try (Stream<Path> files = Files.walk(output)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
