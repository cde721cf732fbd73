package dev.graphbench.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Plan;
import dev.graphbench.api.PlanOperator;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.report.Methods;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two sides compared from their files: runs of the same code, each shifted as runs are, are the same
 * though their calls differ; a side whose runs all take half as long again is slower beyond the noise;
 * one run a side says the noise is unknown; different datasets are refused. The calls are log-normal,
 * skewed as measured latencies are.
 */
class ComparisonTest {

    private static final String DATASET = "sha256:e492f3e9e13fe1b19c62c74b61e82514bc59f00bca39c5181065066d9020b9ef";

    @TempDir
    Path folder;

    /** 300 calls around {@code medianMs}, log-normal, from {@code seed}. */
    private static Latency calls(double medianMs, long seed) {
        Random random = new Random(seed);
        Histogram nanos = new Histogram(3);
        for (int i = 0; i < 300; i++) {
            nanos.recordValue((long) (medianMs * 1e6 * Math.exp(0.3 * random.nextGaussian())));
        }
        return new Latency(nanos.getTotalCount(), nanos.getValueAtPercentile(50) / 1e6,
                nanos.getValueAtPercentile(95) / 1e6, nanos.getValueAtPercentile(99) / 1e6, nanos.getMinValue() / 1e6,
                nanos.getMaxValue() / 1e6, nanos.getMean() / 1e6, Histograms.encode(nanos));
    }

    private static WorkloadResult workload(String id, Latency latency, String scan) {
        WorkloadPlans plans = new WorkloadPlans(Map.of("personId", "p1"), List.of(new Plan("MATCH ...", "text", "",
                true, List.of(new PlanOperator(0, "ProduceResults", "", 1.0, 1L), new PlanOperator(1, scan, "", 1.0, 1L)),
                0.1)), 1, null);
        return new WorkloadResult(id, "traverse", id + " title", Status.OK, null, 1.0, latency, "d", List.of(),
                Agreement.agrees("reference"), null, plans);
    }

    private Path write(String run, String engine, double sf, String productVersion, List<WorkloadResult> workloads) {
        return write(run, engine, sf, productVersion, workloads, Map.of());
    }

    private Path write(String run, String engine, double sf, String productVersion, List<WorkloadResult> workloads,
                       Map<String, String> settings) {
        return write(run, engine, sf, productVersion, workloads, settings, Methods.sequential(10, 300));
    }

    private Path write(String run, String engine, double sf, String productVersion, List<WorkloadResult> workloads,
                       Map<String, String> settings, Method method) {
        Provenance provenance = new Provenance("0.1.0", run, engine, engine, "reference", settings, "jvm", "os", 2, sf, 42,
                DATASET + (sf == 0.01 ? "" : "1"), Instant.EPOCH, Instant.EPOCH, method);
        EngineRun results = BuiltInResults.run(provenance, new EngineInfo("Neo4j", productVersion, "driver", "6", "embedded"),
                Status.OK, null, null, null, workloads);
        Path file = folder.resolve(run).resolve(ResultsFiles.fileName(engine, sf));
        ResultsFiles.write(results, file);
        return file;
    }

    private Comparison compare(Path a, Path b) {
        return Comparison.of(Side.of(a), Side.of(b));
    }

    /**
     * Run {@code run} of a side in results folder {@code side}: each workload's calls around its median in
     * {@code medians} times {@code factors}' factor for it, and times this run's own shift, log-normal with
     * a spread of {@code betweenRuns}, as runs of the same code differ.
     */
    private Path run(String side, int run, double[] medians, double[] factors, double betweenRuns, long seed) {
        Random shifts = new Random(seed);
        List<WorkloadResult> workloads = new ArrayList<>();
        for (int w = 0; w < medians.length; w++) {
            double shift = Math.exp(betweenRuns * shifts.nextGaussian());
            workloads.add(workload("w" + w, calls(medians[w] * factors[w] * shift, seed * 100 + w), "NodeIndexSeek"));
        }
        return write(side + "/runs/2026120" + run + "-000000-00000" + run, "neo4j", 0.01, "5", workloads);
    }

    private static final double[] MEDIANS = {0.3, 1.0, 2.5, 5.0, 9.0, 20.0};
    private static final double[] SAME = {1, 1, 1, 1, 1, 1};

    @Test
    void runsOfTheSameCodeThatEachShiftAreTheSameThoughTheirCallsDiffer() {
        for (int run = 1; run <= 3; run++) {
            run("a", run, MEDIANS, SAME, 0.08, run);
            run("b", run, MEDIANS, SAME, 0.08, 10 + run);
        }

        Comparison comparison = Comparison.of(Side.of(folder.resolve("a")), Side.of(folder.resolve("b")));

        assertThat(comparison.rows()).hasSize(MEDIANS.length).allSatisfy(row -> {
            assertThat(row.a()).hasSize(3);
            assertThat(row.verdict()).startsWith("same (95%: ");
        });
        assertThat(comparison.slowerThan(1.10)).isEmpty();
        assertThat(comparison.table().notes().getFirst()).startsWith("A: 3 runs, " + folder.resolve("a") + " (3 runs: ");
        assertThat(comparison.table().notes()).noneMatch(note -> note.startsWith("One run a side"));
        Comparison.Row lastRuns = Comparison.of(Side.of(folder.resolve("a/runs/20261203-000000-000003")),
                Side.of(folder.resolve("b/runs/20261203-000000-000003"))).rows().getFirst();
        assertThat(lastRuns.oneRunASide()).isTrue();
    }

    @Test
    void aSideWhoseRunsAreAllHalfAsSlowAgainIsSlowerAndFailsAFactorBelowItsIntervalOnly() {
        double[] slowed = {1, 1.5, 1, 1, 1, 1};
        for (int run = 1; run <= 3; run++) {
            run("a", run, MEDIANS, SAME, 0.05, run);
            run("b", run, MEDIANS, slowed, 0.05, 10 + run);
        }

        Comparison comparison = Comparison.of(Side.of(folder.resolve("a")), Side.of(folder.resolve("b")));

        assertThat(comparison.slowerThan(1.10)).extracting(Comparison.Row::id).containsExactly("w1");
        assertThat(comparison.slowerThan(1.60)).isEmpty();
        Comparison.Row slower = comparison.slowerThan(1.10).getFirst();
        assertThat(slower.ratio()).isBetween(1.35, 1.65);
        assertThat(slower.interval().low()).isBetween(1.10, slower.ratio());
        assertThat(slower.verdict()).startsWith("SLOWER (95%: ");
        assertThat(comparison.table().rows().get(1).get(2)).matches("[0-9.]+ \\([0-9.]+\\) \\[[0-9.]+-[0-9.]+\\]");
    }

    @Test
    void withOneRunASideTheWorkloadsSpreadStandsInForTheNoiseAndSaysSo() {
        double[] moved = {0.95, 3.0, 1.05, 0.97, 1.2, 1.0};
        run("a", 1, MEDIANS, SAME, 0, 1);
        run("b", 1, MEDIANS, moved, 0, 2);

        Comparison comparison = Comparison.of(Side.of(folder.resolve("a")), Side.of(folder.resolve("b")));

        assertThat(comparison.rows()).allSatisfy(row -> assertThat(row.verdict())
                .endsWith("; one run a side: between-run noise unknown)"));
        assertThat(comparison.slowerThan(1.10)).extracting(Comparison.Row::id).containsExactly("w1");
        assertThat(comparison.rows().get(4).ratio()).isGreaterThan(1.10);
        assertThat(comparison.table().notes()).anyMatch(note -> note.startsWith("One run a side: the noise between runs"
                + " is unknown; several runs a side give a real verdict"));
    }

    @Test
    void withOneRunASideAMedianKnownFromAFewCallsIsNotJudgedOnTheOthersSpread() {
        double[] moved = {0.95, 3.0, 1.05, 0.97, 1.2, 1.0};
        List<WorkloadResult> a = new ArrayList<>();
        List<WorkloadResult> b = new ArrayList<>();
        for (int w = 0; w < MEDIANS.length; w++) {
            Latency x = calls(MEDIANS[w], w);
            Latency y = calls(MEDIANS[w] * moved[w], 100 + w);
            // w1 is a slow statement timed on three calls: its median is known only within a factor of four.
            Sampling fewCalls = w == 1 ? new Sampling(1, Sampling.SLOW, Sampling.SLOW, 0.05, x.medianMs() / 4,
                    x.medianMs() * 4) : null;
            a.add(sampled(workload("w" + w, x, "NodeIndexSeek"), fewCalls));
            b.add(sampled(workload("w" + w, y, "NodeIndexSeek"), w == 1 ? new Sampling(1, Sampling.SLOW,
                    Sampling.SLOW, 0.05, y.medianMs() / 4, y.medianMs() * 4) : null));
        }

        Comparison comparison = compare(write("a", "neo4j", 0.01, "5", a), write("b", "neo4j", 0.01, "5", b));

        Comparison.Row slow = comparison.rows().get(1);
        assertThat(slow.ratio()).isGreaterThan(2.5);
        assertThat(slow.interval().low()).as("the medians' own intervals allow as little as 3/16").isLessThan(1);
        assertThat(slow.verdict()).startsWith("same (");
        assertThat(comparison.slowerThan(1.10)).isEmpty();
    }

    private static WorkloadResult sampled(WorkloadResult result, Sampling sampling) {
        return new WorkloadResult(result.id(), result.phase(), result.title(), result.status(), result.reason(),
                result.coldMs(), result.latency(), result.digest(), result.callDigests(), result.agreement(),
                result.twinOf(), result.plans(), sampling);
    }

    @Test
    void withOneRunASideAndTooFewWorkloadsNothingIsJudged() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek"),
                workload("two-hops", calls(5.0, 2), "NodeIndexSeek")));
        Path b = write("b", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(3.0, 3), "NodeIndexSeek"),
                workload("two-hops", calls(5.0, 4), "NodeIndexSeek")));

        Comparison comparison = compare(a, b);

        assertThat(comparison.rows()).hasSize(2).allSatisfy(row -> assertThat(row.verdict())
                .isEqualTo("not judged (one run a side: between-run noise unknown, fewer than 5 workloads to stand in"
                        + " for it)"));
        assertThat(comparison.slowerThan(1.10)).isEmpty();
    }

    @Test
    void aChangedPlanAndAnotherVersionAreShownBesideTheFigures() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek"),
                workload("two-hops", calls(5.0, 2), "NodeIndexSeek")));
        Path b = write("b", "neo4j", 0.01, "6", List.of(workload("one-hop", calls(1.5, 3), "NodeByLabelScan"),
                workload("two-hops", calls(5.0, 4), "NodeIndexSeek")));

        Comparison comparison = compare(a, b);

        assertThat(comparison.rows().getFirst().planChanged()).isTrue();
        assertThat(comparison.table().rows().getFirst().get(5)).isEqualTo("CHANGED");
        assertThat(comparison.table().notes()).contains("plan changed: neo4j, one-hop: A ProduceResults < NodeIndexSeek;"
                + " B ProduceResults < NodeByLabelScan");
        assertThat(comparison.notes()).containsExactly("neo4j: product version differs: 5 in A, 6 in B");
    }

    @Test
    void anEmbeddedServersPortIsNoDifferenceButAnotherSettingIs() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")),
                Map.of("uri", "bolt://127.0.0.1:41234", "batch-size", "10000"));
        Path b = write("b", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 2), "NodeIndexSeek")),
                Map.of("uri", "bolt://127.0.0.1:39877", "batch-size", "500"));

        assertThat(compare(a, b).notes()).containsExactly("neo4j: setting batch-size differs: 10000 in A, 500 in B");
    }

    @Test
    void eachOptionThatDiffersIsNamedWithBothValues() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")), Map.of(),
                Methods.of("calls", "300", "warmup", "10", "rate", "", "slo", "10ms", "threads", "8"));
        Path b = write("b", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 2), "NodeIndexSeek")), Map.of(),
                Methods.of("threads", "8", "calls", "30", "warmup", "10"));

        // No rates recorded as an empty value, and none recorded at all, are the same.
        assertThat(compare(a, b).notes()).containsExactly("neo4j: --calls differs: 300 in A, 30 in B",
                "neo4j: --slo differs: 10ms in A, not recorded in B");
    }

    @Test
    void aRunWithoutAMethodIsComparedAsRecordingNone() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")), Map.of(),
                Methods.of("calls", "300"));
        Path b = write("b", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 2), "NodeIndexSeek")), Map.of(),
                null);

        assertThat(compare(a, b).notes()).containsExactly("neo4j: timer differs: " + Methods.TIMER + " in A, null in B",
                "neo4j: --calls differs: 300 in A, not recorded in B");
    }

    @Test
    void aResultsFolderIsItsEveryRunOfItsLatestDataset() {
        write("a/runs/20261201-000000-000001", "neo4j", 0.1, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")));
        write("a/runs/20261202-000000-000002", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 2), "NodeIndexSeek")));
        write("a/runs/20261203-000000-000003", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 3), "NodeIndexSeek")));

        Side side = Side.of(folder.resolve("a"));

        assertThat(side.runs()).extracting(ComparedRun::label)
                .containsExactly("a/runs/20261202-000000-000002", "a/runs/20261203-000000-000003");
        assertThat(side.leftOut()).isEqualTo(1);
        assertThat(side.describe()).isEqualTo(folder.resolve("a") + " (2 runs: a/runs/20261202-000000-000002,"
                + " a/runs/20261203-000000-000003; 1 run of another dataset left out)");
    }

    @Test
    void workloadsThatAllMovedTogetherAreSaidToShowTheRunsConditions() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek"),
                workload("two-hops", calls(5.0, 2), "NodeIndexSeek"), workload("three-hops", calls(9.0, 3), "NodeIndexSeek")));
        Path b = write("b", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(2.0, 4), "NodeIndexSeek"),
                workload("two-hops", calls(10.0, 5), "NodeIndexSeek"), workload("three-hops", calls(18.0, 6), "NodeIndexSeek")));

        List<String> notes = compare(a, b).table().notes();

        assertThat(notes).anySatisfy(note -> assertThat(note).startsWith("neo4j: the median of its 3 workloads' B/A is 2.0")
                .contains("the sides' conditions differ"));
    }

    @Test
    void runsOfDifferentScaleFactorsAreRefusedNamingBoth() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")));
        Path b = write("b", "neo4j", 0.1, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")));

        assertThatThrownBy(() -> compare(a, b)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("cannot compare runs of different datasets: " + a + " (scale factor 0.01, seed 42,"
                        + " sha256:e492f3e9e13f) and " + b + " (scale factor 0.1, seed 42, sha256:e492f3e9e13f); compare"
                        + " runs of one dataset and seed");
    }

    @Test
    void runFoldersOfAGraphOtherThanTheGeneratedOneAreComparedAndNamedByTheirDataset() {
        Path a = writeKronecker("a", 5.0);
        Path b = writeKronecker("b", 10.0);

        CompareReport report = CompareReport.of(List.of(Side.of(a.getParent()), Side.of(b.getParent())));

        assertThat(report.comparison().rows()).singleElement().satisfies(row -> assertThat(row.ratio()).isCloseTo(2.0, within(0.01)));
        assertThat(report.header()).startsWith("Runs of kronecker:22 compared: ");
    }

    private Path writeKronecker(String run, double medianMs) {
        Provenance provenance = new Provenance("0.1.0", run, "neo4j", "neo4j", "reference", Map.of(), "jvm", "os", 2, 0,
                42, DATASET, Instant.EPOCH, Instant.EPOCH, Methods.sequential(10, 300), "kronecker:22", "kronecker22");
        EngineRun results = BuiltInResults.run(provenance, new EngineInfo("Neo4j", "5", "driver", "6", "embedded"),
                Status.OK, null, null, null, List.of(workload("reach-4", calls(medianMs, 1), "VarLengthExpand(Pruning)")));
        Path file = folder.resolve(run).resolve(ResultsFiles.fileName("neo4j", "kronecker22"));
        ResultsFiles.write(results, file);
        return file;
    }

    @Test
    void anEngineInOneRunOnlyIsNotedAndTheRestCompared() {
        write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")));
        write("a", "postgres", 0.01, "17", List.of(workload("one-hop", calls(1.0, 1), "Index Scan")));
        Path b = write("b", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 2), "NodeIndexSeek")));

        Comparison comparison = Comparison.of(Side.of(folder.resolve("a")), Side.of(b));

        assertThat(comparison.rows()).extracting(Comparison.Row::engine).containsExactly("neo4j");
        assertThat(comparison.notes()).containsExactly("postgres is in A only (" + folder.resolve("a") + " (run a)): not"
                + " compared");
    }

    @Test
    void aFolderWithoutResultsAndATruncatedFileAreNamedInOneLine() throws IOException {
        Path empty = Files.createDirectories(folder.resolve("empty"));
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")));
        String whole = Files.readString(a);
        Path cut = Files.writeString(folder.resolve("neo4j-sf0.01.json"), whole.substring(0, whole.length() / 2));

        assertThatThrownBy(() -> ComparedRun.of(empty)).hasMessage(empty + " holds no results files"
                + " (<engine>-<dataset>.json, such as neo4j-sf1.json or neo4j-kronecker22.json); give a results file,"
                + " a run's folder or a results folder");
        assertThatThrownBy(() -> ComparedRun.of(cut)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(cut + " is not a readable results file (")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void threeRunsDrawEachWorkloadsMedianOverThem() {
        Path a = write("a", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(1.0, 1), "NodeIndexSeek")));
        Path b = write("b", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(2.0, 2), "NodeIndexSeek")));
        Path c = write("c", "neo4j", 0.01, "5", List.of(workload("one-hop", calls(3.0, 3), "NodeIndexSeek")));

        CompareReport report = CompareReport.of(List.of(Side.of(a), Side.of(b), Side.of(c)));

        assertThat(report.tables()).extracting(table -> table.title()).containsExactly(Comparison.TITLE, History.TITLE);
        List<String> row = report.tables().get(1).rows().getFirst();
        assertThat(row.getFirst()).isEqualTo("neo4j: one-hop title");
        assertThat(row).hasSize(5);
        assertThat(Double.parseDouble(row.getLast())).isBetween(2.7, 3.3);
        report.writeHtml(folder.resolve("compare.html"));
        assertThat(folder.resolve("compare.html")).content().contains("<svg", "neo4j over 3 runs", "1. a", "3. c");
    }
}
