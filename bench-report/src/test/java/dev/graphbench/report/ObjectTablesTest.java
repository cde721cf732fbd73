package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Table;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The object store's tables: its reads and writes, checked against the first engine that answered
 * them, and the mapper's cost, each read over its hand-written twin.
 */
class ObjectTablesTest {

    private static EngineRun run(String engine, List<WorkloadResult> workloads) {
        Provenance provenance = new Provenance("test", "20261202-000000-abcdef", engine, engine, "reference", Map.of(), "JVM 21", "Linux", 2, 0.1, 42,
                "sha256:0123456789abcdef0123", Instant.EPOCH, Instant.EPOCH, Methods.sequential(10, 300));
        return BuiltInResults.run(provenance, new EngineInfo(engine, "1", "driver", "1", "embedded"), Status.OK, null, null,
                null, workloads);
    }

    /** A read measured at {@code median}; a hand-written one names the object store read it is the twin of. */
    private static WorkloadResult ok(String id, String twinOf, double median, Agreement agreement) {
        return new WorkloadResult(id, "read", title(id), Status.OK, null, 5.0,
                new Latency(300, median, median * 2, median * 2, median / 2, median * 3, median), "digest", List.of("a"),
                agreement, twinOf);
    }

    private static WorkloadResult unsupported(String id, String twinOf) {
        return WorkloadResult.notMeasured(id, "read", title(id), Status.UNSUPPORTED, "reference does not support " + id,
                twinOf);
    }

    private static String title(String id) {
        return Catalogue.of("read").stream().filter(read -> read.id().equals(id)).findFirst().orElseThrow().title();
    }

    /** Neo4j answered first; PostgreSQL agrees with it; each engine's twins agree with its own object store. */
    private static List<EngineRun> runs(Agreement postgresOnTheView) {
        List<WorkloadResult> reference = new ArrayList<>();
        List<WorkloadResult> neo4j = new ArrayList<>();
        List<WorkloadResult> postgres = new ArrayList<>();
        for (WorkloadResult read : Catalogue.objectReads()) {
            String twin = Catalogue.twinOf(read.id()).id();
            reference.add(unsupported(read.id(), null));
            reference.add(unsupported(twin, read.id()));
            neo4j.add(ok(read.id(), null, 2.0, new Agreement(Agreement.Verdict.REFERENCE, "neo4j", null, "first")));
            neo4j.add(ok(twin, read.id(), 0.5, Agreement.agrees("neo4j's object store")));
            postgres.add(ok(read.id(), null, 0.6,
                    read.id().equals("load-view") ? postgresOnTheView : Agreement.agrees("neo4j")));
            postgres.add(ok(twin, read.id(), 0.6, Agreement.agrees("postgres's object store")));
        }
        return List.of(run("postgres", postgres), run("reference", reference), run("neo4j", neo4j));
    }

    private static Table table(Report report, String title) {
        return report.tables().stream().filter(table -> table.title().equals(title)).findFirst().orElseThrow();
    }

    @Test
    void anEarlierFilesFirstEngineToAnswerIsNamedAsAJudgeAndTheReferenceWithoutAnObjectStoreHasNoColumn() {
        Table reads = table(Report.of(runs(Agreement.agrees("neo4j"))), Titles.OBJECT_READS);

        assertThat(reads.headers()).containsExactly("workload", "neo4j (ms)", "postgres (ms)");
        assertThat(reads.rows()).extracting(row -> row.get(0))
                .containsExactlyElementsOf(Catalogue.objectReads().stream().map(WorkloadResult::title).toList());
        assertThat(reads.rows().get(0)).containsExactly("load a fragment by id", "2.00 (4.00)", "0.60 (1.20)");
        assertThat(reads.notes().get(0)).isEqualTo("Judged by the reference engine and, where it answered nothing,"
                + " neo4j (a file of an earlier graph-bench): every answer agrees, call by call.");
        assertThat(reads.notes()).contains("The reference engine has no object store: it judges these through its"
                + " answers to the hand-written twins, asked the same, and the writes by what each was asked to write.");
    }

    @Test
    void theReferenceJudgesTheReadsCountingTheCallsComparedPerEngine() {
        List<WorkloadResult> reference = new ArrayList<>();
        List<WorkloadResult> postgres = new ArrayList<>();
        for (WorkloadResult read : Catalogue.objectReads()) {
            String twin = Catalogue.twinOf(read.id()).id();
            reference.add(unsupported(read.id(), null));
            reference.add(ok(twin, read.id(), 0.1, Agreement.ofReference()));
            postgres.add(ok(read.id(), null, 0.6, Agreement.agrees("reference", 30, "30 calls compared")));
            postgres.add(ok(twin, read.id(), 0.5, Agreement.agrees("reference", 30, "30 calls compared")));
        }
        Report report = Report.of(List.of(run("reference", reference), run("postgres", postgres)));

        assertThat(table(report, Titles.OBJECT_READS).notes().get(0)).isEqualTo("Judged by the reference engine: every"
                + " answer agrees, call by call (postgres 240 calls compared).");
        assertThat(table(report, Titles.MAPPER_COST).headers()).containsExactly("workload",
                "postgres (object store / by hand, median ms)");
        assertThat(table(report, Titles.MAPPER_COST).notes().get(0)).isEqualTo("Judged by the reference engine: every"
                + " answer agrees, call by call (postgres 480 calls compared).");
    }

    @Test
    void aDisagreementWithTheFirstEngineIsNamed() {
        Table reads = table(Report.of(runs(Agreement.disagrees("neo4j", 3, "call 3 (issueId=i7): ..."))),
                Titles.OBJECT_READS);

        assertThat(reads.notes().get(0)).isEqualTo("ANSWERS DIFFER: postgres differs from neo4j on load-view,"
                + " first at call 3 (issueId=i7): ...");
    }

    @Test
    void theMapperCostIsEachReadOverItsHandWrittenTwinForEachEngineWithAnObjectStore() {
        Table cost = table(Report.of(runs(Agreement.agrees("neo4j"))), Titles.MAPPER_COST);

        assertThat(cost.headers()).containsExactly("workload", "neo4j (object store / by hand, median ms)",
                "postgres (object store / by hand, median ms)");
        assertThat(cost.rows()).hasSize(8);
        assertThat(cost.rows().get(1)).containsExactly("load the view", "4.00 (2.00 / 0.50)", "1.00 (0.60 / 0.60)");
        assertThat(cost.notes().get(0)).isEqualTo("Judged by the reference engine and, where it answered nothing, neo4j,"
                + " neo4j's object store, postgres's object store (a file of an earlier graph-bench): every answer agrees,"
                + " call by call.");
    }

    @Test
    void onlyOneEngineWithAnObjectStoreIsNotCheckedAndTheLineSaysWhy() {
        List<EngineRun> alone = runs(Agreement.agrees("neo4j")).stream()
                .filter(run -> !run.provenance().engine().equals("postgres")).toList();

        assertThat(table(Report.of(alone), Titles.OBJECT_READS).notes().get(0)).isEqualTo(
                "Answers not checked: the reference engine did not answer these, and only neo4j did (a file of an"
                        + " earlier graph-bench).");
    }
}
