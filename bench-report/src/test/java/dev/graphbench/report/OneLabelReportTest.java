package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.results.Shape;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Table;
import dev.graphbench.tables.text.TextFormat;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A run on a user's graph: its dataset named with its size and hash, the reach workloads in the traversals' table,
 * the depth ladder's table and chart, columns grouped by shape with the judge first, and the engine that was skipped
 * said once.
 */
class OneLabelReportTest {

    private final Report report = Report.of(OneLabelResults.runs());

    private Table table(String title) {
        return report.tables().stream().filter(table -> table.title().equals(title)).findFirst().orElseThrow();
    }

    @Test
    void theShapeOfAnEngineIsWhetherItsDeploymentIsInProcess() {
        assertThat(Shape.of(new EngineInfo("Reference", "1", "in-process", "1", "in-process"))).isEqualTo(Shape.IN_APPLICATION);
        assertThat(Shape.of(new EngineInfo("Neo4j", "2026", "embedded API", "1", "in-process, embedded Java API")))
                .isEqualTo(Shape.IN_APPLICATION);
        // Neo4j started in the JVM but reached over Bolt on loopback is a server: every call crosses a wire.
        assertThat(Shape.of(new EngineInfo("Neo4j", "2026", "neo4j-java-driver", "6", "embedded, 127.0.0.1:7687")))
                .isEqualTo(Shape.SERVER);
        assertThat(Shape.of(new EngineInfo("PostgreSQL", "17", "pgjdbc", "42", "external, db:5432"))).isEqualTo(Shape.SERVER);
        assertThat(Shape.of((EngineInfo) null)).isEqualTo(Shape.SERVER);
    }

    @Test
    void theJudgeComesFirstThenTheEnginesInTheApplicationThenTheServersEachUnderItsShape() {
        Table reach = table(Titles.TRAVERSALS);

        assertThat(reach.headers()).containsExactly("workload", "Reference (ms)", "Neo4j embedded (ms)", "FalkorDB (ms)",
                "PostgreSQL (ms)");
        assertThat(reach.groups()).containsExactlyElementsOf(Arrays.asList(null, "in the application",
                "in the application", "server", "server"));
        assertThat(reach.rows()).extracting(row -> row.getFirst()).containsExactly(
                "distinct nodes within 1 hops of a start node", "distinct nodes within 2 hops of a start node",
                "distinct nodes within 3 hops of a start node", "distinct nodes within 4 hops of a start node");
        assertThat(reach.rows().getFirst()).containsExactly("distinct nodes within 1 hops of a start node",
                "0.010 (0.020)", "0.20 (0.40)", "0.10 (0.20)", "0.30 (0.60)");
        assertThat(report.provenance().rows()).filteredOn(row -> row.getFirst().equals("shape")).singleElement()
                .isEqualTo(List.of("shape", "in the application", "in the application", "server", "server", "server"));
    }

    @Test
    void theDatasetIsNamedWithItsSizeAndHashAndTheSkippedEngineIsSaidOnce() {
        assertThat(report.header()).startsWith("Dataset " + OneLabelResults.DATASET + " (3,072,441 nodes, 117,185,083"
                + " relationships; com-orkut.ungraph.txt.gz, 447,180,160 bytes, sha256 0123456789ab), seed 42;")
                .endsWith("\nOracle was skipped, and has no column: " + OneLabelResults.NO_SERVER + ".");
        assertThat(report.datasetLabel()).isEqualTo(OneLabelResults.LABEL);
        assertThat(report.datasetHeading()).isEqualTo(OneLabelResults.DATASET);
        assertThat(report.provenance().rows()).filteredOn(row -> row.getFirst().startsWith("dataset"))
                .extracting(row -> row.get(1)).containsExactly(OneLabelResults.DATASET + " (" + OneLabelResults.LABEL + ")",
                        "3,072,441 nodes, 117,185,083 relationships, each line both ways; read from"
                                + " com-orkut.ungraph.txt.gz, 447,180,160 bytes",
                        "sha256:" + "ab".repeat(32) + "; file sha256:" + OneLabelResults.FILE_SHA);

        String text = report.text();
        assertThat(text.lines().filter(line -> line.contains("Oracle"))).hasSize(1);
        assertThat(text).doesNotContain("skipped: oracle");
        assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(TextFormat.WIDTH));
    }

    @Test
    void theLadderHasARowPerDepthThenTheFullWalkAndItsEdgesASecond() {
        Table ladder = table(Titles.LADDER);

        assertThat(ladder.headers()).containsExactly("depth (hops)", "Reference (ms, nodes)", "Neo4j embedded (ms, nodes)",
                "FalkorDB (ms, nodes)", "PostgreSQL (ms, nodes)");
        assertThat(ladder.rows()).extracting(row -> row.getFirst()).containsExactly("2", "4", "8", "16",
                Titles.FULL_WALK, Titles.TEPS);
        assertThat(ladder.rows().get(0)).containsExactly("2", "1.00 (120)", "20.00 (120)", "10.00 (120)", "30.00 (120)");
        assertThat(ladder.rows().get(3)).containsExactly("16", "4.00 (455,604)", "80.00 (455,604)", "held",
                "120.00 (455,604)");
        assertThat(ladder.rows().get(4)).containsExactly(Titles.FULL_WALK, "3.00 ms at depth 8", "60.00 ms at depth 8",
                "30.00 ms at depth 8", "90.00 ms at depth 8");
        // 117,185,083 relationships in 3 ms: 39 billion a second.
        assertThat(ladder.rows().get(5).get(1)).isEqualTo("39,061,694,333");
        assertThat(ladder.notes()).contains("held: falkordb, depth 16: no answer within 300 s")
                .anySatisfy(note -> assertThat(note).startsWith("From one start node (p36)").contains("(117,185,083)"))
                .anySatisfy(note -> assertThat(note).startsWith("Judged by the reference engine: every answer agrees"));

        Chart.Lines chart = report.charts().stream().filter(c -> c.table().equals(Titles.LADDER))
                .map(Chart.Lines.class::cast).findFirst().orElseThrow();
        assertThat(chart.overTime()).isFalse();
        assertThat(chart.series()).extracting(Chart.Series::engine)
                .containsExactly("Reference", "Neo4j embedded", "FalkorDB", "PostgreSQL");
        assertThat(chart.series().get(2).points()).extracting(Chart.Point::x).containsExactly(2.0, 4.0, 8.0);
        assertThat(chart.series().get(0).points()).extracting(Chart.Point::y).containsExactly(1.0, 2.0, 3.0, 4.0);
    }

    @Test
    void theSummaryCountsTheFullWalk() {
        assertThat(table(Titles.SUMMARY).rows()).contains(List.of(Titles.LADDER + " (the full walk)",
                "FalkorDB (1 of 1 row)", "PostgreSQL (1 of 1 row)"));
    }
}
