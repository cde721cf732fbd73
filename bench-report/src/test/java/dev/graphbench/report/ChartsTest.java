package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Table;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every chart draws one of the report's tables, with the table's own figures, and the provenance sits beside them. */
class ChartsTest {

    private static EngineRun run(String engine, Status status, String reason, LoadResult load, WorkloadResult... workloads) {
        Provenance provenance = new Provenance("0.1.0", "20261202-000000-abcdef", engine, engine, "reference", Map.of("url", "jdbc:x://h/db"), "JVM 21", "Linux", 2, 0.1,
                42, "sha256:abc", Instant.parse("2026-11-30T10:00:00.5Z"), Instant.parse("2026-11-30T10:01:00Z"),
                Methods.sequential(30, 300));
        return BuiltInResults.run(provenance, status == Status.OK ? new EngineInfo("Product", "17.1", "driver", "4.2", "embedded")
                : null, status, reason, null, load, List.of(workloads));
    }

    private static WorkloadResult ok(String id, double median, double p95) {
        return new WorkloadResult(id, "traverse", id, Status.OK, null, 3.0, new Latency(300, median, p95, p95, 0, p95, median),
                "d", List.of(), Agreement.agrees("reference"), null);
    }

    @Test
    void theChartsFollowTheTablesWithTheirFiguresAndSayWhatIsMissing() {
        LoadResult load = new LoadResult(Status.OK, null, 1.5, 6.25, 0.5, 112_150, 447_516, List.of());
        LoadResult held = new LoadResult(Status.HELD, "counts differ", 0, 0, 0, 0, 0, List.of("Person"));
        Report report = Report.of(List.of(
                run("postgres", Status.OK, null, held, ok("one-hop", 0.74, 7.78),
                        WorkloadResult.notMeasured("two-hops", "traverse", "2 hops", Status.UNSUPPORTED, "no", null)),
                run("reference", Status.OK, null, load, ok("one-hop", 0.01, 0.04), ok("two-hops", 0.02, 0.08))));

        List<Chart> charts = report.charts();
        assertThat(charts).extracting(Chart::table).containsExactly("Loading the graph", "Traversals written by hand");
        assertThat(report.tables()).extracting(Table::title).containsAll(charts.stream().map(Chart::table).toList());

        Chart.Bars loading = (Chart.Bars) charts.get(0);
        assertThat(loading.engines()).containsExactly("reference", "postgres");
        assertThat(loading.categories()).containsExactly("112,150 nodes", "447,516 relationships",
                "indexes and statistics after the load");
        assertThat(loading.bars().get(1)).containsExactly(Chart.Bar.of(6.25, null, "6.25 s"), Chart.Bar.missing("held"));

        Chart.Bars traversals = (Chart.Bars) charts.get(1);
        Table table = report.tables().get(1);
        assertThat(traversals.categories()).containsExactlyElementsOf(table.rows().stream().map(row -> row.get(0)).toList());
        assertThat(traversals.bars().get(0)).containsExactly(Chart.Bar.of(0.01, 0.04, "0.010 (0.040)"),
                Chart.Bar.of(0.74, 7.78, "0.74 (7.78)"));
        assertThat(traversals.bars().get(1)).containsExactly(Chart.Bar.of(0.02, 0.08, "0.020 (0.080)"),
                Chart.Bar.missing("unsupported"));
        // A bar's label is its cell in the table.
        assertThat(traversals.bars().get(0).get(1).label()).isEqualTo(table.rows().get(0).get(2));
        assertThat(traversals.whisker()).isEqualTo("95th percentile");
    }

    @Test
    void theProvenanceHasAColumnPerEngineAndSaysWhyAnEngineDidNotRun() {
        Report report = Report.of(List.of(
                run("reference", Status.OK, null, null, ok("one-hop", 0.01, 0.04)),
                run("neo4j", Status.SKIPPED, "not configured: set BENCH_NEO4J_URI", null)));
        Table provenance = report.provenance();
        assertThat(provenance.headers()).containsExactly("", "reference", "neo4j");
        assertThat(provenance.rows()).contains(
                List.of("engine", "Product 17.1", "never opened"),
                List.of("driver", "driver 4.2", "never opened"),
                List.of("shape", "server", "server"),
                List.of("run", "ran", "skipped: not configured: set BENCH_NEO4J_URI"),
                List.of("settings", "url=jdbc:x://h/db", "url=jdbc:x://h/db"),
                List.of("dataset", "generated (sf0.1)", "generated (sf0.1)"),
                List.of("dataset size", "unknown", "unknown"),
                List.of("dataset hash", "sha256:abc", "sha256:abc"),
                List.of("method", "300 timed calls after 30 warm-up, at most 60 s a workload",
                        "300 timed calls after 30 warm-up, at most 60 s a workload"),
                List.of("started", "2026-11-30T10:00:00Z", "2026-11-30T10:00:00Z"));
        // The skipped engine has no column in the tables and the charts: the header says why, once.
        assertThat(report.engines()).containsExactly("reference");
        assertThat(report.tables()).allSatisfy(table -> assertThat(table.headers()).noneMatch(h -> h.contains("neo4j")));
        assertThat(report.header()).endsWith("\nneo4j was skipped, and has no column: not configured: set"
                + " BENCH_NEO4J_URI.");
        assertThat(report.scaleFactor()).isEqualTo("0.1");
    }
}
