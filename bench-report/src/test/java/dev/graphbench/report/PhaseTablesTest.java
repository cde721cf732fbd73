package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Status;
import dev.graphbench.tables.Table;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The concurrency and hops tables: calls a second, the sweep's speedups, hops buckets, fitted lines. */
class PhaseTablesTest {

    private static final String TWO_HOPS = "2 hops: who the people I follow follow, distinct";

    private static EngineRun run(String engine, List<ConcurrencyResult> concurrency, HopsResult hops) {
        Provenance provenance = new Provenance("test", "20261202-000000-abcdef", engine, engine, "reference", Map.of(), "JVM 21", "Linux", 2, 0.1, 42, "sha256:0",
                Instant.EPOCH, Instant.EPOCH, Methods.everyPhase());
        return BuiltInResults.run(provenance, new EngineInfo(engine, "1", "driver", "1", "embedded"), Status.OK, null, null,
                null, List.of(), concurrency, hops, null);
    }

    private static Throughput at(int threads, double callsPerSecond, double medianMs, Double speedup, long failed) {
        return new Throughput(threads, 15.0, (long) (callsPerSecond * 15), failed, callsPerSecond,
                new Latency(100, medianMs, medianMs * 2, medianMs * 3, 0, 1, medianMs), speedup,
                failed == 0 ? null : "thread 3: connection reset");
    }

    private static ConcurrencyResult twoHops(Status status, String reason, Agreement agreement, Throughput... measured) {
        return new ConcurrencyResult("two-hops", TWO_HOPS, status, reason, List.of(measured), agreement);
    }

    private static Table table(Report report, String title) {
        return report.tables().stream().filter(t -> t.title().equals(title)).findFirst().orElseThrow();
    }

    @Test
    void eightThreadsAtOnceShowsCallsASecondWithTheMedianAndFailedCalls() {
        Report report = Report.of(List.of(
                run("reference", List.of(twoHops(Status.OK, null, Agreement.ofReference(),
                        at(1, 190_522, 0.0051, 1.0, 0), at(8, 54_390.4, 0.0123, 0.2855, 0))), null),
                run("postgres", List.of(twoHops(Status.OK, null, Agreement.agrees("reference"),
                        at(1, 4_781, 0.1, 1.0, 0), at(8, 6_856, 0.38, 1.434, 12))), null)));

        Table headline = table(report, "Eight threads at once");
        assertThat(headline.headers()).containsExactly("workload", "reference (calls/s, median ms)",
                "postgres (calls/s, median ms)");
        assertThat(headline.rows()).containsExactly(List.of(TWO_HOPS, "54,390 (0.012)", "6,856 (0.38), 12 failed"));
        assertThat(headline.notes()).contains("Judged by the reference engine: every answer agrees, call by call.",
                "FAILED CALLS: postgres, two-hops at 8 threads: 12 of 102,852 (first: thread 3: connection reset).");
        assertThat(headline.notes().get(0)).isEqualTo("8 threads at once, each with its own session, calling back to back"
                + " for 15 s after 30 warm-up calls each: calls a second, the median ms in brackets.");
        assertThat(headline.footnotes()).containsExactly("Calls a second: successful calls over the wall time; in"
                + " brackets the median ms of every thread's calls merged. Failed calls are counted, never dropped.");
    }

    @Test
    void theSweepShowsEachThreadCountsSpeedupAndHoldsWhatWasNotMeasured() {
        Report report = Report.of(List.of(
                run("reference", List.of(twoHops(Status.OK, null, Agreement.ofReference(),
                        at(1, 1000, 0.5, 1.0, 0), at(2, 1900, 0.5, 1.9, 0), at(4, 3000, 0.6, 3.0, 0),
                        at(8, 3200, 1.1, 3.2, 0))), null),
                run("postgres", List.of(twoHops(Status.HELD, "postgres stopped answering during the concurrent two-hops"
                        + " at 1 thread: connection refused", Agreement.agrees("reference"), at(8, 6_856, 0.38, null, 0))),
                        null)));

        Table sweep = table(report, "Thread sweep");
        assertThat(sweep.headers()).containsExactly("workload", "threads", "reference (calls/s, speedup)",
                "postgres (calls/s, speedup)");
        assertThat(sweep.rows()).extracting(row -> row.subList(1, 4)).containsExactly(
                List.of("1", "1,000 (1.00x)", "held"),
                List.of("2", "1,900 (1.90x)", "held"),
                List.of("4", "3,000 (3.00x)", "held"),
                List.of("8", "3,200 (3.20x)", "6,856"));
        assertThat(sweep.notes()).contains("held: postgres, two-hops: postgres stopped answering during the concurrent "
                + "two-hops at 1 thread: connection refused");
        assertThat(sweep.notes().get(0)).contains("The row at 8 threads is the measurement of the table above, taken once");
        assertThat(table(report, "Eight threads at once").rows().get(0)).containsExactly(TWO_HOPS, "3,200 (1.10)",
                "6,856 (0.38)");
    }

    @Test
    void aWarmUpAnswerThatDiffersIsNamedUnderBothTables() {
        Report report = Report.of(List.of(run("neo4j", List.of(twoHops(Status.OK, null,
                Agreement.disagrees("reference", 5, "thread 3, warm-up call 5 (personId=p12): reference answered [[4]], "
                        + "neo4j answered [[5]]"), at(8, 100, 1, null, 0))), null)));

        for (String title : List.of("Eight threads at once", "Thread sweep")) {
            assertThat(table(report, title).notes()).contains("ANSWERS DIFFER: neo4j differs from reference on "
                    + "two-hops (warm-up calls), first at thread 3, warm-up call 5 (personId=p12): reference answered "
                    + "[[4]], neo4j answered [[5]]");
        }
    }

    private static HopsResult hops(PathSemantics semantics, Agreement agreement, String note) {
        return new HopsResult(Status.OK, null, semantics, "hops-x-sf0.1.csv", 600, 3.25, List.of(
                new HopsResult.Bucket("under 100", 0, 100L, 300, 0.21, 0.4),
                new HopsResult.Bucket("100 to 1,000", 100, 1_000L, 200, 0.5, 0.9),
                new HopsResult.Bucket("1,000 to 10,000", 1_000, 10_000L, 100, 2.5, 4.0),
                new HopsResult.Bucket("10,000 to 100,000", 10_000, 100_000L, 0, null, null),
                new HopsResult.Bucket("over 100,000", 100_000, null, 0, null, null)),
                new HopsResult.Fit(0.183, 0.2327, 0.96), agreement, note);
    }

    @Test
    void hopsBucketsShowTheMedianAndCallsOfEachEngineAndExplainTrailsByName() {
        Report report = Report.of(List.of(
                run("neo4j", List.of(), hops(PathSemantics.TRAIL, Agreement.agrees("reference"), "neo4j counts trails "
                        + "(a path never repeats a relationship): on 4 of 600 calls trails are fewer than walks, by 4 "
                        + "paths in all, each a walk round a cycle of three people and back over its first relationship")),
                run("reference", List.of(), hops(PathSemantics.WALK, Agreement.ofReference(), null))));

        Table buckets = table(report, "Hops: time by paths counted");
        assertThat(buckets.headers()).containsExactly("paths counted", "calls", "reference (ms)", "neo4j (ms)");
        assertThat(buckets.rows()).containsExactly(
                List.of("under 100", "300", "0.21 (0.40)", "0.21 (0.40)"),
                List.of("100 to 1,000", "200", "0.50 (0.90)", "0.50 (0.90)"),
                List.of("1,000 to 10,000", "100", "2.50 (4.00)", "2.50 (4.00)"),
                List.of("10,000 to 100,000", "0", "-", "-"),
                List.of("over 100,000", "0", "-", "-"));
        assertThat(buckets.notes()).contains(
                "Judged by the reference engine: every answer agrees, call by call.",
                "neo4j counts trails (a path never repeats a relationship): on 4 of 600 calls trails are fewer than "
                        + "walks, by 4 paths in all, each a walk round a cycle of three people and back over its first "
                        + "relationship.",
                "Cold call (the first of the warm pass, left out of the figures): reference 3.25 ms, neo4j 3.25 ms.");

        Table fits = table(report, "Hops: cost of a call and of each path");
        assertThat(fits.rows()).containsExactly(
                List.of("fixed cost of a call (ms)", "0.18", "0.18"),
                List.of("cost of each path (us)", "0.23", "0.23"),
                List.of("share of the variance fitted (R^2)", "0.96", "0.96"),
                List.of("calls fitted, paths counted as", "600, walks", "600, trails"));
        assertThat(String.join("\n", fits.notes())).doesNotContain("below zero");
    }

    @Test
    void aFixedCostBelowZeroIsExplained() {
        HopsResult convex = hops(PathSemantics.WALK, Agreement.agrees("reference"), null);
        convex = new HopsResult(convex.status(), convex.reason(), convex.semantics(), convex.file(), convex.calls(),
                convex.coldMs(), convex.buckets(), new HopsResult.Fit(-0.73, 0.87, 0.95), convex.agreement(),
                convex.semanticsNote());
        Report report = Report.of(List.of(run("reference", List.of(), hops(PathSemantics.WALK, Agreement.ofReference(), null)),
                run("falkordb", List.of(), convex)));

        Table fits = table(report, "Hops: cost of a call and of each path");
        assertThat(fits.rows().getFirst()).containsExactly("fixed cost of a call (ms)", "0.18", "-0.73");
        assertThat(fits.notes()).anySatisfy(note -> assertThat(note).startsWith("falkordb: a fixed cost below zero is no"
                + " saving"));
    }

    @Test
    void aHeldHopsPhaseIsShownWithItsReason() {
        Report report = Report.of(List.of(run("postgres", List.of(),
                HopsResult.notMeasured(Status.HELD, "postgres stopped answering before the hops phase: refused", null))));

        Table fits = table(report, "Hops: cost of a call and of each path");
        assertThat(fits.rows().get(0)).containsExactly("fixed cost of a call (ms)", "held");
        assertThat(fits.notes()).contains("held: postgres, hops: postgres stopped answering before the hops phase: refused");
        assertThat(table(report, "Hops: time by paths counted").notes())
                .contains("held: postgres, hops: postgres stopped answering before the hops phase: refused");
    }

    @Test
    void textAndMarkdownCarryTheNewTables() {
        Report report = Report.of(List.of(run("reference", List.of(twoHops(Status.OK, null, Agreement.ofReference(),
                at(1, 1000, 0.5, 1.0, 0), at(8, 3200, 1.1, 3.2, 0))), hops(PathSemantics.WALK, Agreement.ofReference(), null))));

        assertThat(report.text()).contains("Eight threads at once", "Thread sweep", "Hops: time by paths counted",
                "Hops: cost of a call and of each path", "3,200 (3.20x)");
        assertThat(report.markdown()).contains("### Eight threads at once", "| workload | threads | reference (calls/s, speedup) |",
                "| under 100 | 300 | 0.21 (0.40) |");
    }
}
