package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.ServerResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Figures;
import dev.graphbench.tables.Table;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The report lays out whatever the results say: figures, held reasons, disagreements. */
class ReportTest {

    private static EngineRun run(String engine, List<WorkloadResult> workloads, LoadResult load, ServerResult server) {
        return run(engine, workloads, load, server, Methods.sequential(30, 300));
    }

    private static EngineRun run(String engine, LoadResult load, Method method) {
        return run(engine, List.of(), load, null, method);
    }

    private static EngineRun run(String engine, List<WorkloadResult> workloads, LoadResult load, ServerResult server,
                                 Method method) {
        Provenance provenance = new Provenance("test", "20261202-000000-abcdef", engine, engine, "reference", Map.of(), "JVM 21", "Linux", 2, 0.1, 42, "sha256:0123456789abcdef0123",
                Instant.EPOCH, Instant.EPOCH, method);
        return BuiltInResults.run(provenance, new EngineInfo(engine, "1", "driver", "1", "embedded"), Status.OK, null, server,
                load, workloads);
    }

    private static WorkloadResult ok(String id, String title, double median, double p95, Agreement agreement) {
        return new WorkloadResult(id, "traverse", title, Status.OK, null, 5.0, new Latency(300, median, p95, p95, 0.1, 9, median),
                "digest", List.of("a"), agreement, null);
    }

    @Test
    void aMedianKnownLessPreciselyThanAskedShowsItsIntervalAndASlowStatementIsNamed() {
        WorkloadResult precise = withSampling(ok("one-hop", "1 hop", 1.0, 2.0, Agreement.agrees("reference")),
                new Sampling(40, Sampling.STABLE, Sampling.PRECISE, 0.05, 0.97, 1.03));
        WorkloadResult loose = withSampling(ok("two-hops", "2 hops", 2.0, 4.0, Agreement.agrees("reference")),
                new Sampling(40, Sampling.STABLE, Sampling.TIME, 0.05, 1.6, 2.4));
        WorkloadResult slow = withSampling(ok("three-hops", "3 hops", 2000.0, 2100.0, Agreement.agrees("reference")),
                new Sampling(1, Sampling.SLOW, Sampling.SLOW, 0.05, null, null));

        Table traversals = Report.of(List.of(run("postgres", List.of(precise, loose, slow), null, null))).tables()
                .getFirst();

        assertThat(traversals.rows()).containsExactly(List.of("1 hop", "1.00 (2.00)"),
                List.of("2 hops", "2.00 (4.00) +-20%"), List.of("3 hops", "2000.00 (2100.00)"));
        assertThat(traversals.notes()).anyMatch(note -> note.startsWith("+-: the median's 95% confidence interval,"
                + " beside the medians known less precisely than the 5% asked"));
        assertThat(traversals.notes()).anyMatch(note -> note.startsWith("slow: postgres, three-hops: its first call"
                + " outlasted the slow-call bound"));
    }

    private static WorkloadResult withSampling(WorkloadResult result, Sampling sampling) {
        return new WorkloadResult(result.id(), result.phase(), result.title(), result.status(), result.reason(),
                result.coldMs(), result.latency(), result.digest(), result.callDigests(), result.agreement(),
                result.twinOf(), result.plans(), sampling);
    }

    @Test
    void aCellIsTheMedianWithTheP95InBracketsAndEnginesComeInTheWriteUpsOrder() {
        Report report = Report.of(List.of(
                run("postgres", List.of(ok("one-hop", "1 hop: a person's followers, counted", 0.234, 0.41,
                        Agreement.agrees("reference"))), null, null),
                run("reference", List.of(ok("one-hop", "1 hop: a person's followers, counted", 0.01, 0.03,
                        Agreement.ofReference())), null, null)));

        Table traversals = report.tables().get(0);
        assertThat(traversals.title()).isEqualTo("Traversals written by hand");
        assertThat(traversals.headers()).containsExactly("workload", "reference (ms)", "postgres (ms)");
        assertThat(traversals.rows()).containsExactly(List.of("1 hop: a person's followers, counted", "0.010 (0.030)", "0.23 (0.41)"));
        assertThat(traversals.notes().get(0)).startsWith("Judged by the reference engine: every answer agrees");
        assertThat(report.header()).startsWith("Scale factor 0.1, seed 42, dataset sha256:0123456789ab; 300 timed calls after 30 warm-up");
    }

    @Test
    void aQuickCallKeepsTwoSignificantDigits() {
        assertThat(Figures.milliseconds(0.00412)).isEqualTo("0.0041");
        assertThat(Figures.milliseconds(0.0995)).isEqualTo("0.10");
        assertThat(Figures.milliseconds(0.1)).isEqualTo("0.10");
        assertThat(Figures.milliseconds(12.345)).isEqualTo("12.35");
        assertThat(Figures.milliseconds(0)).isEqualTo("0.00");
    }

    @Test
    void heldAndDisagreeingResultsAreShownWithTheirReasons() {
        WorkloadResult held = WorkloadResult.notMeasured("two-hops", "traverse", "2 hops", Status.HELD,
                "call 3 (personId=p7) failed: timeout", null);
        WorkloadResult wrong = ok("one-hop", "1 hop", 1, 2, Agreement.disagrees("reference", 17,
                "call 17 (personId=p9): reference answered [[3]], neo4j answered [[4]]"));
        Report report = Report.of(List.of(run("neo4j", List.of(wrong, held), null, null)));

        Table traversals = report.tables().get(0);
        assertThat(traversals.rows()).extracting(row -> row.get(1)).containsExactly("1.00 (2.00)", "held");
        assertThat(traversals.notes()).containsExactly(
                "ANSWERS DIFFER: neo4j differs from reference on one-hop, first at call 17 (personId=p9): reference "
                        + "answered [[3]], neo4j answered [[4]]",
                "Cold calls (the first of each workload, timed apart, not in the medians): from 5.00 ms (neo4j) to"
                        + " 5.00 ms (neo4j, one-hop).",
                "held: neo4j, two-hops: call 3 (personId=p7) failed: timeout");
        assertThat(traversals.footnotes()).containsExactly("Cold calls (the first of each workload, timed apart, not in"
                + " the medians): neo4j 5.00 to 5.00 ms (slowest: one-hop).");
        assertThat(report.text()).contains("ANSWERS DIFFER").contains("held: neo4j, two-hops");
    }

    /** An engine that could not open has every workload held for one reason: the held list says it once. */
    @Test
    void workloadsHeldForOneReasonAreOneLineOfTheHeldList() {
        String why = "cannot start the embedded PostgreSQL: could not map anonymous shared memory";
        List<WorkloadResult> held = List.of("one-hop", "two-hops", "three-hops").stream()
                .map(id -> WorkloadResult.notMeasured(id, "traverse", id, Status.HELD, why, null)).toList();
        List<WorkloadResult> apart = List.of(held.get(0), held.get(1), WorkloadResult.notMeasured("three-hops",
                "traverse", "three-hops", Status.HELD, "call 2 failed: timeout", null));

        assertThat(Report.of(List.of(run("postgres", held, null, null))).tables().get(0).notes())
                .containsOnlyOnce("held: postgres, one-hop, two-hops, three-hops: " + why)
                .filteredOn(note -> note.startsWith("held:")).hasSize(1);
        assertThat(Report.of(List.of(run("postgres", apart, null, null))).tables().get(0).notes())
                .filteredOn(note -> note.startsWith("held:"))
                .containsExactly("held: postgres, one-hop, two-hops: " + why, "held: postgres, three-hops: call 2 failed: timeout");
    }

    /**
     * One call far beyond the rest, which the median and the 95th percentile hide: its cell is marked and a
     * note under the table names it with when it began; a slow call that is not a stall is not.
     */
    @Test
    void aStallIsNamedUnderItsTableWithWhenItBegan() {
        Instant began = Instant.parse("2026-12-04T12:03:04.567Z");
        WorkloadResult stalled = new WorkloadResult("three-hops", "traverse", "3 hops", Status.OK, null, 5.0,
                new Latency(300, 1.53, 7.82, 9.1, 0.9, 30_048, 101.6, null, began), "digest", List.of("a"),
                Agreement.agrees("reference"), null);
        WorkloadResult slowButNoStall = new WorkloadResult("two-hops", "traverse", "2 hops", Status.OK, null, 5.0,
                new Latency(300, 12, 30, 40, 9, 900, 13, null, began), "digest", List.of("a"),
                Agreement.agrees("reference"), null);

        Table traversals = Report.of(List.of(run("postgres", List.of(slowButNoStall, stalled), null, null)))
                .tables().get(0);

        assertThat(traversals.rows()).extracting(row -> row.get(1)).containsExactly("12.00 (30.00)", "1.53 (7.82) !");
        assertThat(traversals.notes()).filteredOn(note -> note.startsWith(Table.STALL_NOTE)).containsExactly(
                "! stall: postgres, three-hops: one call took 30,048 ms, 19,639 times the median of 1.53 ms, beginning"
                        + " at 2026-12-04T12:03:04.567Z; the median and the 95th percentile leave it out");
    }

    /** A run interrupted (Ctrl-C, SIGTERM) says so under the tables, with when, in text and Markdown. */
    @Test
    void anInterruptedRunIsToldUnderTheTables() {
        EngineRun whole = run("reference", List.of(ok("one-hop", "1 hop", 1, 2, Agreement.ofReference())), null, null);
        EngineRun cut = run("postgres", List.of(ok("one-hop", "1 hop", 1, 2, Agreement.agrees("reference"))), null, null);
        Instant at = Instant.parse("2026-12-04T12:03:04.567Z");
        EngineRun interrupted = BuiltInResults.run(cut.formatVersion(), cut.provenance(), cut.engine(), Status.HELD,
                "interrupted at 2026-12-04T12:03:04Z (the JVM was stopped: Ctrl-C or a signal), before the run ended",
                null, null, cut.workloads(),
                List.of(), null, null, null, null, null, at);

        Report report = Report.of(List.of(whole, interrupted));

        String said = "Interrupted: postgres's run 20261202-000000-abcdef was interrupted at 2026-12-04T12:03:04Z"
                + " (the JVM was stopped: Ctrl-C or a signal): what it had not measured then is held, and no engine after it"
                + " in that run was started.";
        assertThat(report.closingNotes()).containsExactly(said);
        assertThat(report.text()).endsWith("\n" + said + "\n");
        assertThat(report.markdown()).endsWith("\n" + said + "\n\n");
        assertThat(Report.of(List.of(whole)).closingNotes()).isEmpty();
    }

    /** A results file left as in progress (the harness killed with SIGKILL) makes the report incomplete, said why. */
    @Test
    void aRunThatNeverEndedIsCalledIncomplete() {
        EngineRun whole = run("reference", List.of(ok("one-hop", "1 hop", 1, 2, Agreement.ofReference())), null, null);
        EngineRun cut = run("postgres", List.of(ok("one-hop", "1 hop", 1, 2, Agreement.agrees("reference"))), null, null);
        EngineRun killed = new EngineRun(cut.formatVersion(), cut.provenance(), cut.engine(), cut.status(),
                cut.reason(), cut.server(), cut.memory(), cut.wallSeconds(), cut.phases(), cut.cycles(), null,
                Instant.parse("2026-12-04T12:03:04.567Z"));

        Report report = Report.of(List.of(whole, killed));

        String said = "Incomplete: postgres's run 20261202-000000-abcdef never ended: the harness stopped at"
                + " 2026-12-04T12:03:04Z (killed, or still running), and what it had not measured by then is missing.";
        assertThat(report.incomplete()).isTrue();
        assertThat(report.closingNotes()).containsExactly(said);
        assertThat(report.markdown()).endsWith("\n" + said + "\n\n");
        assertThat(Report.of(List.of(whole, cut)).incomplete()).isFalse();
    }

    @Test
    void theLoadTableShowsSecondsAndMemoryOnlyWhereItWasMeasured() {
        LoadResult load = new LoadResult(Status.OK, null, 1.5, 6.25, 0.5, 112_150, 447_516, List.of());
        Report report = Report.of(List.of(
                run("reference", List.of(), load, null),
                run("postgres", List.of(), load, new ServerResult("PostgreSQL 17", 1.2, 0.3, 1_250_000_000L))));

        Table loading = report.tables().get(0);
        assertThat(loading.title()).isEqualTo("Loading the graph");
        assertThat(loading.rows()).containsExactly(
                List.of("112,150 nodes", "1.50 s", "1.50 s"),
                List.of("447,516 relationships", "6.25 s", "6.25 s"),
                List.of("indexes and statistics after the load", "0.50 s", "0.50 s"),
                List.of("memory after the run", "n/a", "1.25 GB"));
    }

    @Test
    void theLoadTableSaysWhichLoadsCameAfterAnUntimedOne() {
        LoadResult load = new LoadResult(Status.OK, null, 1.5, 6.25, 0.5, 112_150, 447_516, List.of());
        EngineRun warmed = warmedUp(run("postgres", List.of(), load, null), 0.01);

        assertThat(Report.of(List.of(warmed, warmedUp(run("neo4j", List.of(), load, null), 0.01))).tables().get(0).notes())
                .contains("Each timed load came after an untimed load at SF 0.01 (--load-warmup), so that engines in the"
                        + " JVM and the generator were timed after their load path was compiled.");
        assertThat(Report.of(List.of(warmed, run("neo4j", List.of(), load, null))).tables().get(0).notes())
                .contains("The untimed load before the timed one (--load-warmup): none for neo4j; SF 0.01 for postgres.");
        assertThat(Report.of(List.of(run("neo4j", List.of(), load, null))).tables().get(0).notes())
                .noneMatch(note -> note.contains("--load-warmup"));
        // A file of format 3 records --load-warmup 0 for a load that was not warmed up: that is none.
        EngineRun cold = warmedUp(run("neo4j", List.of(), load, null), 0);
        assertThat(Report.of(List.of(warmed, cold)).tables().get(0).notes())
                .contains("The untimed load before the timed one (--load-warmup): none for neo4j; SF 0.01 for postgres.");
        Report coldOnly = Report.of(List.of(cold, warmedUp(run("postgres", List.of(), load, null), 0)));
        assertThat(coldOnly.tables().get(0).notes()).noneMatch(note -> note.contains("--load-warmup"));
        assertThat(coldOnly.provenance().rows()).filteredOn(row -> row.getFirst().equals("method")).singleElement()
                .satisfies(row -> assertThat(row.subList(1, row.size()))
                        .containsOnly("300 timed calls after 30 warm-up, at most 60 s a workload"));
    }

    private static EngineRun warmedUp(EngineRun run, double sf) {
        return run(run.provenance().engine(), BuiltInResults.load(run), Methods.of("warmup", "30", "calls", "300",
                "max-seconds", "60", "load-warmup", Figures.plain(sf)));
    }

    @Test
    void theColdCallsOfATableAreTheirExtremesUnderItAndEachEnginesRangeInAFootnote() {
        WorkloadResult quick = ok("one-hop", "1 hop", 0.1, 0.2, Agreement.ofReference());
        WorkloadResult slow = new WorkloadResult("two-hops", "traverse", "2 hops", Status.OK, null, 41.5,
                new Latency(300, 1, 2, 2, 0.5, 9, 1), "digest", List.of("a"), Agreement.ofReference(), null);
        Table traversals = Report.of(List.of(run("reference", List.of(quick, slow), null, null))).tables().get(0);

        assertThat(traversals.notes()).contains("Cold calls (the first of each workload, timed apart, not in the "
                + "medians): from 5.00 ms (reference) to 41.50 ms (reference, two-hops).");
        assertThat(traversals.footnotes()).contains("Cold calls (the first of each workload, timed apart, not in the "
                + "medians): reference 5.00 to 41.50 ms (slowest: two-hops).");
    }

    @Test
    void memoryIsTheInProcessEnginesHeapWhereThereIsNoServer() {
        LoadResult load = new LoadResult(Status.OK, null, 1.5, 6.25, 0.5, 112_150, 447_516, List.of());
        EngineRun plain = run("reference", List.of(), load, null);
        EngineRun withHeap = BuiltInResults.run(plain.provenance(), plain.engine(), Status.OK, null, null, load, List.of(),
                List.of(), null, new dev.graphbench.results.MemoryResult(38_400_000, "JVM heap"));

        assertThat(Report.of(List.of(withHeap)).tables().get(0).rows().get(3)).containsExactly("memory after the run", "38 MB");
    }

    @Test
    void theLoadTableShowsMemoryOnceOpenAfterTheLoadAtPeakTheDataAndTheBudgetMarkingTheGraphBiggerThanMemory() {
        LoadResult load = new LoadResult(Status.OK, null, 1.5, 6.25, 0.5, 112_150, 447_516, List.of());
        String pss = "PSS of the embedded server's process tree";
        MemoryResult.Budget held = new MemoryResult.Budget(256L << 20, true, "cgroup v1 memory.limit_in_bytes",
                "shared_buffers 64MB");
        MemoryResult.Budget advisory = new MemoryResult.Budget(256L << 20, false, "advisory: it runs in the harness's"
                + " JVM", null);
        EngineRun postgres = withMemory(run("postgres", List.of(), load, null), new MemoryResult(240_000_000, pss,
                30_000_000L, 250_000_000L, 268_000_000L, pss, 1_400_000_000L, "pg_database_size", held));
        EngineRun reference = withMemory(run("reference", List.of(), load, null), new MemoryResult(90_000_000, "heap",
                1_000_000L, 95_000_000L, 120_000_000L, "heap", 80_000_000L, "arrays", advisory));

        Table loading = Report.of(List.of(reference, postgres)).tables().get(0);

        assertThat(loading.rows().subList(3, loading.rows().size())).containsExactly(
                List.of("memory once open", "1 MB", "30 MB"),
                List.of("memory after the load", "95 MB", "250 MB"),
                List.of("memory at peak", "120 MB", "268 MB"),
                List.of("memory after the run", "90 MB", "240 MB"),
                List.of("data after the load", "80 MB", "1.40 GB"),
                List.of("memory budget", "256 MiB advisory", "256 MiB held, bigger than memory"));
        assertThat(loading.notes()).contains(
                "Memory, n/a where it was not measured (a server the harness did not start): reference: heap; postgres: "
                        + pss + ". After the run: reference: heap; postgres: " + pss + ".",
                "Data after the load: reference: arrays; postgres: pg_database_size.",
                "Memory budget (--memory-budget), held where a control group held the engine: reference: advisory: it"
                        + " runs in the harness's JVM; postgres: cgroup v1 memory.limit_in_bytes. Caches sized to it:"
                        + " reference: none; postgres: shared_buffers 64MB.",
                "bigger than memory: the engine's budget is below what its data takes after the load, so that its"
                        + " figures are those of a graph that does not fit in the memory it was given, a class of run of"
                        + " its own.");
        Table withoutBudget = Report.of(List.of(withMemory(run("postgres", List.of(), load, null), new MemoryResult(
                240_000_000, pss, 30_000_000L, 250_000_000L, 268_000_000L, pss, 1_400_000_000L, "pg_database_size",
                null)))).tables().get(0);
        assertThat(withoutBudget.rows()).extracting(List::getFirst).doesNotContain("memory budget");
        assertThat(withoutBudget.notes()).noneMatch(note -> note.startsWith("bigger than memory"));
    }

    private static EngineRun withMemory(EngineRun run, MemoryResult memory) {
        return BuiltInResults.run(run.provenance(), run.engine(), Status.OK, null, null, BuiltInResults.load(run), List.of(), List.of(),
                null, memory);
    }

    @Test
    void markdownEscapesPipesAndAlignsFiguresRight() {
        Report report = Report.of(List.of(run("reference", List.of(ok("one-hop", "1 hop", 1, 2, Agreement.ofReference()),
                WorkloadResult.notMeasured("two-hops", "traverse", "2 hops", Status.HELD, "ERROR: a | b", null)), null, null)));
        assertThat(report.markdown()).contains("### Traversals written by hand", "| workload | reference (ms) |", "|---|---:|",
                "| 1 hop | 1.00 (2.00) |", "held: reference, two-hops: ERROR: a \\| b");
    }
}
