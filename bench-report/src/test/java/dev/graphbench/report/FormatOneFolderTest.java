package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.report.html.HtmlReport;
import dev.graphbench.results.EngineRun;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folder written by graph-bench before results files had a format version (the reference, Neo4j
 * and PostgreSQL at scale factor 0.01, every phase) is drawn from its files alone: every table, the
 * object store's reads with their twins paired, the hops chart from the calls files beside them.
 */
class FormatOneFolderTest {

    @TempDir
    Path folder;

    private Report report() {
        Catalogue.copyFixture(folder);
        List<EngineRun> runs = Catalogue.FIXTURE_ENGINES.stream()
                .map(engine -> BuiltInResults.read(folder.resolve(engine + "-sf0.01.json"))).toList();
        return Report.of(runs, folder);
    }

    private static Table table(Report report, String title) {
        return report.tables().stream().filter(table -> table.title().equals(title)).findFirst().orElseThrow();
    }

    @Test
    void everyTableIsDrawnWithTheJudgeFirst() {
        Report report = report();

        assertThat(report.tables()).extracting(Table::title).containsExactly(Titles.LOADING, Titles.OBJECT_READS,
                Titles.MAPPER_COST, Titles.TRAVERSALS, Titles.WHOLE_GRAPH, Titles.OBJECT_WRITES, "Two threads at once",
                "Thread sweep", "Hops: time by paths counted", "Hops: cost of a call and of each path", Titles.SUMMARY);
        assertThat(report.engines()).containsExactly("graph-bench reference", "Neo4j Community", "PostgreSQL");
        assertThat(report.judgeLabel()).isEqualTo("graph-bench reference");
        assertThat(table(report, Titles.TRAVERSALS).rows()).hasSize(7);
        assertThat(table(report, Titles.TRAVERSALS).notes().getFirst())
                .isEqualTo("Judged by the reference engine: every answer agrees, call by call.");
    }

    @Test
    void theObjectStoresReadsArePairedWithTheirTwinsFromTheTitlesTheFilesGaveThem() {
        Report report = report();

        Table reads = table(report, Titles.OBJECT_READS);
        assertThat(reads.rows()).extracting(row -> row.getFirst()).doesNotContainAnyElementsOf(
                reads.rows().stream().map(row -> "written by hand: " + row.getFirst()).toList());
        assertThat(reads.rows()).hasSize(8);
        Table cost = table(report, Titles.MAPPER_COST);
        assertThat(cost.headers()).containsExactly("workload", "Neo4j Community (object store / by hand, median ms)",
                "PostgreSQL (object store / by hand, median ms)");
        assertThat(cost.rows()).hasSize(8).allSatisfy(row ->
                assertThat(row.subList(1, 3)).allMatch(cell -> cell.matches("[0-9.]+ \\([0-9.]+ / [0-9.]+\\)")));
    }

    @Test
    void theHopsChartDrawsEveryCallOfTheCallsFiles() throws IOException {
        Report report = report();

        Chart.Scatter hops = report.charts().stream().filter(Chart.Scatter.class::isInstance).map(Chart.Scatter.class::cast)
                .findFirst().orElseThrow();
        assertThat(hops.series()).hasSize(3).allSatisfy(series -> assertThat(series.points()).hasSize(40));

        Path html = folder.resolve("report.html");
        HtmlReport.write(report, html);
        assertThat(Files.readString(html)).contains("Neo4j Community", "What the mapper costs", "<svg");
    }
}
