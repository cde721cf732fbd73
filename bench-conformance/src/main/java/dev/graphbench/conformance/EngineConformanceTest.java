package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.KroneckerDataset;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.phases.read.ReadPhase;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.phase.Phases;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
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
 * semantics. An engine that declares an object store also runs the read and write phases: each read
 * must answer as the reference does, call by call, and each write must leave what it was asked to
 * write; what the writes wrote must be gone afterwards, so that the graph holds the manifest's counts
 * again and a second run of the reads gives the same digests; and a mistake must be named in the same
 * words on every engine. Every statement of the engine's dialect must be named after a query of the
 * workload catalogue, so that a misspelt name fails here rather than passing for an unsupported query.
 *
 * <p>An engine that answers {@link Queries#REACH} is also checked on graphs of one label: on the kit's SNAP
 * edge list and a Kronecker graph of scale {@value #KRONECKER_SCALE} ({@link ReachGraphs}), its reach from
 * several starts at 1, 2, 3, 4, 8 and 131,072 hops against the reference engine's; and a run on that edge
 * list (load, traverse, concurrent, ladder) must agree workload by workload and rung by rung. An engine
 * without a reach statement skips both, reported as skipped: reach is unsupported on it, not failed.
 *
 * <p>An engine that gives a {@link PropertyGraphs.Reader} ({@link #propertyGraphReader}), a statement of its
 * own that reads every node's and relationship's properties back, is checked on the kit's property graph
 * ({@link PropertyGraphs}): every value, of every type, must come back as the files hold it, in canonical
 * form. An engine that gives none skips it, reported as skipped.
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

    /** The scale of the Kronecker graph reach is checked on: 1,024 nodes, about 16,000 relationships. */
    static final int KRONECKER_SCALE = 10;
    /** Starts of the Kronecker graph drawn besides one that names no node. */
    private static final int KRONECKER_STARTS = 4;

    private final List<String> schemaFailures = new ArrayList<>();
    private BenchmarkResult result;
    private BenchmarkResult readsAgain;
    private GraphCounts countsAfterTheRun;
    private Path output;
    private Support support;
    private ConformanceRuns runs;
    private Workloads workloads;
    /** The run on the kit's edge list; null when the engine has no reach statement. */
    private BenchmarkResult oneLabel;
    /** What differed on the kit's property graph; null when the engine gives no reader. */
    private List<String> propertyGraph;
    private final List<ReachGraphs.Checked> reachChecks = new ArrayList<>();

    /** The provider of the engine under test. */
    protected abstract EngineProvider provider();

    /** The engine under test, open; the kit neither opens nor closes it. */
    protected abstract Engine engine();

    /** The scale factor the kit loads; small, so that the kit stays quick. */
    protected double scaleFactor() {
        return 0.01;
    }

    /**
     * How the engine reads a property graph back, for the check on the kit's property graph; empty (the
     * default) to skip it. The reader runs a statement of the engine's own, with the conversion of values its
     * sessions apply to every answer.
     */
    protected Optional<PropertyGraphs.Reader> propertyGraphReader() {
        return Optional.empty();
    }

    /** Timed calls per workload, each compared with the reference. */
    protected int callsPerWorkload() {
        return 30;
    }

    @BeforeAll
    void loadAndRunEveryWorkload() throws IOException {
        EngineCatalog catalog = EngineCatalog.discover(getClass().getClassLoader(), Map.of());
        workloads = catalog.workloads();
        for (int cycle = 0; cycle < 2; cycle++) {
            try {
                engine().schema().drop();
                engine().schema().create(GraphSchema.GENERATED);
            } catch (RuntimeException e) {
                schemaFailures.add("cycle " + cycle + ": " + e);
            }
        }
        support = Support.of(provider().dialect(), engine());
        output = Files.createTempDirectory("conformance-" + provider().name());
        Optional<PropertyGraphs.Reader> reader = propertyGraphReader();
        if (reader.isPresent()) {
            Dataset movies = Datasets.parse("csv:" + PropertyGraphs.write(output.resolve("property-graph")),
                    scaleFactor(), DatasetSpec.DEFAULT_SEED, false);
            propertyGraph = PropertyGraphs.check(engine(), movies, reader.get());
        }
        runs = new ConformanceRuns(catalog, provider(), engine(), callsPerWorkload());
        if (support.supports(Queries.REACH)) {
            checkReach();
        }
        result = runs.everyPhase(scaleFactor(), output);
        countsAfterTheRun = engine().loader().counts();
        if (support.objectStore()) {
            readsAgain = runs.readsAgain(scaleFactor(), output.resolve("again"));
        }
    }

    /**
     * The graphs of one label, before the generated graph, which is then the one left loaded: reach called
     * directly on the edge list and the Kronecker graph, then a run on the edge list.
     */
    private void checkReach() {
        Path edgeList = ReachGraphs.writeEdgeList(output.resolve("reach.txt"));
        Dataset snap = Datasets.parse("snap:" + edgeList, scaleFactor(), DatasetSpec.DEFAULT_SEED, false);
        Dataset kronecker = new KroneckerDataset(KRONECKER_SCALE, false, DatasetSpec.DEFAULT_SEED);
        reachChecks.add(ReachGraphs.check(engine(), snap, ReachGraphs.starts(snap, ReachGraphs.EDGE_LIST_STARTS, 3)));
        reachChecks.add(ReachGraphs.check(engine(), kronecker,
                ReachGraphs.starts(kronecker, List.of("no-such-node"), KRONECKER_STARTS)));
        oneLabel = runs.oneLabel(edgeList, output.resolve("one-label"));
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
        LoadResult load = BuiltInResults.load(run());
        assertThat(load).isNotNull();
        assertThat(load.countDifferences()).as("counts differing from the manifest").isEmpty();
        assertThat(load.status()).as("load: %s", load.reason()).isEqualTo(Status.OK);
        assertThat(load.nodes()).isPositive();
        assertThat(load.relationships()).isPositive();
    }

    @TestFactory
    Stream<DynamicTest> everySupportedWorkloadAnswersAsTheReferenceDoes() {
        EngineRun run = run();
        List<Workload> generated = ConformanceRuns.withVariants(
                ConformanceRuns.timedWorkloads(workloads, null, GraphSchema.GENERATED), support);
        return generated.stream().map(workload -> DynamicTest.dynamicTest(workload.id(), () -> {
            WorkloadResult measured = run.workload(workload.id());
            assertThat(measured).as("result of %s", workload.id()).isNotNull();
            if (!workload.supportedBy(support)) {
                assertThat(measured.status()).isEqualTo(Status.UNSUPPORTED);
                return;
            }
            assertThat(measured.status()).as("%s: %s", workload.id(), measured.reason()).isEqualTo(Status.OK);
            assertThat(measured.latency().calls()).isEqualTo(callsPerWorkload());
            Agreement agreement = measured.agreement();
            if (provider().name().equals(EngineCatalog.REFERENCE)) {
                assertThat(agreement.verdict()).isIn(Agreement.Verdict.REFERENCE, Agreement.Verdict.AGREES);
            } else {
                assertThat(agreement.verdict()).as("%s: %s", workload.id(), agreement.detail())
                        .isEqualTo(Agreement.Verdict.AGREES);
                assertThat(agreement.reference()).isEqualTo(EngineCatalog.REFERENCE);
            }
        }));
    }

    @Test
    void reachAgreesWithTheReferenceFromEveryStartAtEveryDepthOnGraphsOfOneLabel() {
        assumeReach();
        assertThat(reachChecks).extracting(ReachGraphs.Checked::calls).as("calls compared on each graph")
                .allMatch(calls -> calls > 0);
        assertThat(reachChecks).flatExtracting(ReachGraphs.Checked::differences).as("reach against the reference's")
                .isEmpty();
    }

    @TestFactory
    Stream<DynamicTest> aRunOnAGraphOfOneLabelAgreesWorkloadByWorkloadAndRungByRung() {
        assumeReach();
        EngineRun run = oneLabel.run(provider().name());
        return OneLabelRun.tests(run, workloads, support, provider().name().equals(EngineCatalog.REFERENCE));
    }

    /** Skips a test of reach, saying why, on an engine without a reach statement. */
    private void assumeReach() {
        Assumptions.assumeTrue(oneLabel != null, () -> provider().name() + " has no statement for "
                + Queries.REACH.id() + ": reach and the ladder are unsupported on it, not failed");
    }

    @Test
    void aPropertyGraphComesBackAsItsFilesHoldIt() {
        Assumptions.assumeTrue(propertyGraph != null, () -> provider().name() + " gives no property graph reader:"
                + " the kit's property graph is not checked on it");
        assertThat(propertyGraph).as("what differs from the files on " + provider().name()).isEmpty();
    }

    @Test
    void whatTheWritesWroteIsGoneAndTheReadsOfASecondRunGiveTheSameDigests() {
        GraphCounts manifest = new Generator(DatasetSpec.of(scaleFactor(), DatasetSpec.DEFAULT_SEED)).manifest().counts();
        assertThat(countsAfterTheRun.differencesFrom(manifest)).as("the graph after every phase, writes deleted").isEmpty();
        if (readsAgain == null) {
            return;
        }
        EngineRun again = readsAgain.run(provider().name());
        for (Workload workload : ConformanceRuns.timedWorkloads(workloads, ReadPhase.ID, GraphSchema.GENERATED)) {
            WorkloadResult before = run().workload(workload.id());
            WorkloadResult after = again.workload(workload.id());
            assertThat(after.status()).as(workload.id()).isEqualTo(before.status());
            assertThat(after.digest()).as(workload.id()).isEqualTo(before.digest());
        }
    }

    @Test
    void aMistakeWithTheObjectStoreIsNamedInTheSameWordsOnEveryEngine() {
        ObjectStoreMistakes.check(engine());
    }

    @Test
    void manyThreadsAtOnceGetTheReferencesAnswersWithoutAFailedCall() {
        for (Workload workload : ConformanceRuns.concurrentWorkloads(workloads, GraphSchema.GENERATED)) {
            ConcurrencyResult result = BuiltInResults.concurrent(run(), workload.id());
            assertThat(result).as("concurrent result of %s", workload.id()).isNotNull();
            if (!workload.supportedBy(support)) {
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
        HopsResult hops = BuiltInResults.hops(run());
        assertThat(hops).isNotNull();
        if (!support.supports(Queries.HOPS)) {
            assertThat(hops.status()).isEqualTo(Status.UNSUPPORTED);
            return;
        }
        assertThat(hops.status()).as("hops: %s", hops.reason()).isEqualTo(Status.OK);
        assertThat(hops.semantics()).isEqualTo(provider().dialect().paths());
        assertThat(hops.calls()).isEqualTo(ConformanceRuns.HOPS_PEOPLE * 4);
        assertThat(hops.agreement().verdict()).as("hops: %s", hops.agreement().detail())
                .isIn(Agreement.Verdict.AGREES, Agreement.Verdict.REFERENCE);
        assertThat(result.folder().resolve(hops.file())).exists();
    }

    @Test
    void everyWorkloadIsInTheResultsFile() {
        EngineRun written = ResultsFiles.read(result.folder().resolve(ResultsFiles.fileName(provider().name(),
                scaleFactor())), Phases.installed().types());
        assertThat(written.workloads()).extracting(WorkloadResult::id)
                .containsExactlyElementsOf(ConformanceRuns.withVariants(
                        ConformanceRuns.timedWorkloads(workloads, null, GraphSchema.GENERATED), support)
                        .stream().map(Workload::id).toList());
    }

    @Test
    void theDialectsStatementsAreNotBlankAndItShowsTheObjectStoresOnlyWhenItHasOne() {
        Dialect dialect = provider().dialect();
        assertThat(dialect.language()).isNotBlank();
        for (Query query : workloads.queries().values()) {
            dialect.statement(query).ifPresent(statement ->
                    assertThat(statement).as("statement of %s", query).isNotBlank());
        }
        for (ObjectRead read : ObjectWorkloads.reads()) {
            assertThat(dialect.objectStatement(read.objectCall())).as("the object store's statement for %s", read.id())
                    .matches(shown -> shown.isPresent() == support.objectStore(),
                            support.objectStore() ? "shown, as the sessions give an object store"
                                    : "empty, as the sessions give no object store");
        }
    }

    @Test
    void everyStatementIsNamedAfterAQueryOfTheCatalogue() {
        StatementNames.assertEachNamedAfterAQuery(provider().name(), provider().dialect(), workloads);
    }

    @Test
    void anUnsupportedQuerySaysSo() {
        List<Query> unsupported = workloads.queries().values().stream().filter(q -> !support.supports(q)).toList();
        try (Session session = engine().openSession()) {
            for (Query query : unsupported) {
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
