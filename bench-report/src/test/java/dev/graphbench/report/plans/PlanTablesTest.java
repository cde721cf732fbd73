package dev.graphbench.report.plans;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Plan;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.report.Report;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Table;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rules over plans real engines gave in a run at scale factor 0.01 (kept in {@code plans/}, their
 * latencies and call digests left out), and the report's table of what they flag.
 */
class PlanTablesTest {

    @TempDir
    Path folder;

    private EngineRun read(String engine) throws IOException {
        Path file = folder.resolve(engine + "-sf0.01.json");
        try (InputStream in = getClass().getResourceAsStream("/plans/" + engine + "-sf0.01.json")) {
            Files.copy(in, file);
        }
        return BuiltInResults.read(file);
    }

    private static List<PlanRule> rules(EngineRun run, String workload) {
        WorkloadResult result = run.workload(workload);
        WorkloadResult twin = run.workloads().stream().filter(w -> workload.equals(w.twinOf())).findFirst().orElse(null);
        return PlanRules.check(result.plans(), twin == null ? null : twin.plans()).stream().map(Finding::rule).toList();
    }

    @Test
    void neo4jsGraphPathPlanBreaksThreeRulesAndItsTwinNone() throws IOException {
        EngineRun neo4j = read("neo4j");

        assertThat(rules(neo4j, "load-path-view")).containsExactlyInAnyOrder(PlanRule.SCAN_FOR_ONE_NODE,
                PlanRule.FILTER_AFTER_SUBQUERY, PlanRule.ROWS_FAR_ABOVE_ANSWER);
        assertThat(rules(neo4j, "read-person-network")).isEmpty();
    }

    @Test
    void aCountOrATraversalThatReadsWhatItCountsIsNotFlagged() throws IOException {
        for (String engine : List.of("neo4j", "postgres", "falkordb")) {
            EngineRun run = read(engine);
            for (String workload : List.of("one-hop", "three-hops", "top-followed", "count-all", "count-comments")) {
                assertThat(rules(run, workload)).as(engine + " " + workload).isEmpty();
            }
        }
    }

    @Test
    void falkordbsNestedViewScansForItsRootAfterItsSubquery() throws IOException {
        EngineRun falkordb = read("falkordb");

        assertThat(rules(falkordb, "load-nested-view")).contains(PlanRule.SCAN_FOR_ONE_NODE,
                PlanRule.FILTER_AFTER_SUBQUERY);
        assertThat(rules(falkordb, "read-issue-thread")).isEmpty();
    }

    @Test
    void rowsFarAboveTheAnswerAreFlaggedOnlyBesideATwinThatNeededFewer() throws IOException {
        EngineRun neo4j = read("neo4j");
        WorkloadPlans graphPath = neo4j.workload("load-path-view").plans();
        WorkloadPlans asMany = new WorkloadPlans(Map.of(), graphPath.plans(), 1, null);

        assertThat(PlanRules.check(asMany)).extracting(Finding::rule).doesNotContain(PlanRule.ROWS_FAR_ABOVE_ANSWER);
        assertThat(PlanRules.check(asMany, graphPath)).extracting(Finding::rule)
                .doesNotContain(PlanRule.ROWS_FAR_ABOVE_ANSWER);
        assertThat(PlanRules.check(asMany, neo4j.workload("read-person-network").plans())).extracting(Finding::rule)
                .contains(PlanRule.ROWS_FAR_ABOVE_ANSWER);
    }

    @Test
    void theReportListsEachFlaggedPlanWithItsTwinsForContrast() throws IOException {
        Report report = Report.of(List.of(read("neo4j"), read("postgres"), read("falkordb")));

        Table table = report.tables().stream().filter(t -> t.title().equals(PlanTables.TITLE)).findFirst().orElseThrow();
        assertThat(table.rows()).anySatisfy(row -> assertThat(row).containsSubsequence("load the @GraphPath view", "Neo4j",
                PlanRule.FILTER_AFTER_SUBQUERY.description()).satisfies(cells -> {
                    assertThat(cells.get(3)).startsWith("Apply");
                    assertThat(cells.get(4)).startsWith("read-person-network: ProduceResults").contains("NodeUniqueIndexSeek");
                }));
        assertThat(table.rows()).noneSatisfy(row -> assertThat(row.get(1)).isEqualTo("PostgreSQL"));
        assertThat(report.text()).contains(PlanTables.TITLE);
    }

    @Test
    void theMappersCostIsBrokenDownIntoStatementsRowsAndServerTime() throws IOException {
        Report report = Report.of(List.of(read("neo4j"), read("postgres"), read("falkordb")));

        Table table = report.tables().stream().filter(t -> t.title().equals("What the mapper costs, broken down"))
                .findFirst().orElseThrow();
        assertThat(table.headers()).containsExactly("workload", "FalkorDB: object store | by hand",
                "Neo4j: object store | by hand", "PostgreSQL: object store | by hand");
        List<String> graphPath = table.rows().stream().filter(row -> row.getFirst().equals("load the @GraphPath view"))
                .findFirst().orElseThrow();
        assertThat(graphPath.get(2)).matches("1 statement, 1 rows, bytes n/a; server 668\\.00, rest [0-9.]+ \\| 1"
                + " statement, 1 rows, bytes n/a; server 49\\.00, rest [0-9.]+");
        assertThat(graphPath.get(3)).startsWith("1 statement, 1 rows, bytes n/a; server 0.069, rest ");
    }

    @Test
    void theBytesAPostgreSqlCallReceivedAreAddedUpOverItsStatements() throws IOException {
        EngineRun postgres = read("postgres");
        List<WorkloadResult> workloads = postgres.workloads().stream().map(w -> w.plans() == null || w.plans().reason()
                != null ? w : new WorkloadResult(w.id(), w.phase(), w.title(), w.status(), w.reason(), w.coldMs(),
                w.latency(), w.digest(), w.callDigests(), w.agreement(), w.twinOf(), new WorkloadPlans(
                w.plans().arguments(), w.plans().plans().stream().map(plan -> new Plan(plan.statement(), plan.format(),
                plan.text(), plan.actual(), plan.operators(), plan.serverMs(), 1500L)).toList(), w.plans().answerRows(),
                null, w.plans().tookMs()))).toList();
        EngineRun counted = BuiltInResults.run(postgres.provenance(), postgres.engine(), postgres.status(), null, null, null,
                workloads);

        Table table = Report.of(List.of(read("neo4j"), counted)).tables().stream()
                .filter(t -> t.title().equals("What the mapper costs, broken down")).findFirst().orElseThrow();

        List<String> graphPath = table.rows().stream().filter(row -> row.getFirst().equals("load the @GraphPath view"))
                .findFirst().orElseThrow();
        assertThat(graphPath.get(1)).contains("1 rows, bytes n/a;");
        assertThat(graphPath.get(2)).startsWith("1 statement, 1 rows, 1,500 bytes; server 0.069, rest ");
    }

    @Test
    void aPlanAnEngineRefusedIsNamedWithItsReason() throws IOException {
        EngineRun neo4j = read("neo4j");
        List<WorkloadResult> workloads = neo4j.workloads().stream().map(w -> !w.id().equals("one-hop") ? w
                : new WorkloadResult(w.id(), w.phase(), w.title(), w.status(), w.reason(), w.coldMs(), w.latency(),
                w.digest(), w.callDigests(), w.agreement(), w.twinOf(),
                WorkloadPlans.none("neo4j gave no plan: Neo4j refused to profile: no memory"))).toList();
        EngineRun refused = BuiltInResults.run(neo4j.provenance(), neo4j.engine(), neo4j.status(), null, null, null, workloads);

        Table table = PlanTables.of(List.of(refused), EngineRun::name).orElseThrow();

        assertThat(table.notes()).contains("no plan: neo4j, one-hop: neo4j gave no plan: Neo4j refused to profile: no memory");
    }
}
