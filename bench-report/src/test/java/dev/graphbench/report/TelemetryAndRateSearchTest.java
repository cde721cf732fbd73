package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Interval;
import dev.graphbench.phases.concurrent.RateResult;
import dev.graphbench.phases.concurrent.RateSearch;
import dev.graphbench.phases.concurrent.RateStep;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.report.html.HtmlReport;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Percentiles;
import dev.graphbench.results.ProcessUse;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Status;
import dev.graphbench.results.Telemetry;
import dev.graphbench.results.TelemetrySample;
import dev.graphbench.tables.Chart;
import dev.graphbench.tables.Table;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;

/**
 * The report of the concurrent phase's telemetry and of {@code --rate auto}: a table of each engine's
 * server and client use, a panel per engine drawing it beside the calls, and a table of the rates found.
 */
class TelemetryAndRateSearchTest {

    private static final String TWO_HOPS = "two-hops";

    private static Provenance provenance(String engine) {
        return new Provenance("0.1.0", "20261204-000000-abcdef", engine, engine, "reference", Map.of(), "JVM 25",
                "Linux", 2, 0.1, 42, "sha256:abc", Instant.parse("2026-12-04T10:00:00Z"),
                Instant.parse("2026-12-04T10:01:00Z"), Methods.of("threads", "8", "duration", "3", "sweep", "8",
                        "slo", "10ms", "rate", "auto"));
    }

    /** A server whose processes kept {@code cores} cores busy for 3 s, at 100 MB; the client half as busy. */
    private static Telemetry server(double cores, String told) {
        List<TelemetrySample> seconds = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            double cpu = cores * (s + 1);
            seconds.add(new TelemetrySample(s, s + 1, new ProcessUse(cpu * 0.75, cpu * 0.25, 100_000_000L + s * 1_000_000L,
                    0L, 4096L * s, null, null, 5), new ProcessUse(cpu / 2, 0, 300_000_000L, 0L, 0L, 50_000_000L, 0.0, 1),
                    Map.of("xact_commit", 1000L * (s + 1))));
        }
        return new Telemetry("the embedded server's processes (pid 42 and those under it), from /proc", false, told,
                List.of("xact_commit"), null, seconds);
    }

    /** The harness's JVM, busy 0.5 cores then 1.5, whose collectors paused it 0.25 s in all. */
    private static Telemetry jvm() {
        ProcessUse first = new ProcessUse(0.5, 0, 200_000_000L, 0L, 0L, 80_000_000L, 0.05, 1);
        ProcessUse second = new ProcessUse(2.0, 0, 250_000_000L, 0L, 0L, 90_000_000L, 0.25, 1);
        return new Telemetry("the harness's JVM (pid 7), which the engine runs in", true, null, List.of(), null,
                List.of(new TelemetrySample(0, 1, first, first, Map.of()), new TelemetrySample(1, 2, second, second, Map.of())));
    }

    private static List<Interval> intervals() {
        return List.of(new Interval(0, 900, 0, 1.0, 5.0), new Interval(1, 1000, 0, 1.0, 4.0),
                new Interval(2, 1100, 0, 1.0, 3.0));
    }

    private static EngineRun run(String engine, Telemetry telemetry, RateSearch search) {
        Throughput headline = new Throughput(8, 3, 3000, 0, 1000, new Latency(3000, 1, 2, 3, 0.5, 9, 1.1), null, null,
                intervals(), null, List.of(), telemetry);
        ConcurrencyResult twoHops = new ConcurrencyResult(TWO_HOPS, "2 hops", Status.OK, null, List.of(headline),
                engine.equals("reference") ? Agreement.ofReference() : Agreement.agrees("reference"), List.of(), search);
        return BuiltInResults.run(provenance(engine), new EngineInfo("Product", "1", "driver", "1", "embedded"), Status.OK,
                null, null, null, List.of(), List.of(twoHops), null, null);
    }

    private static RateStep step(double rate, boolean confirming, double p99, String unmet) {
        return new RateStep(rate, confirming ? 3 : 1.5, confirming, 8, (long) (rate * 1.5), 0, 0,
                new Percentiles((long) (rate * 1.5), p99 / 4, p99, p99 * 1.5, p99 * 2), unmet);
    }

    private static RateSearch found() {
        List<RateStep> steps = List.of(step(1000, false, 4, null), step(2000, false, 40, "p99 40 ms, not under the 10 ms SLO"),
                step(1500, false, 8, null), step(1750, false, 12, "p99 12 ms, not under the 10 ms SLO"),
                step(1625, false, 9, null), step(1687.5, false, 11, "p99 11 ms, not under the 10 ms SLO"),
                step(1625, true, 9.5, null));
        RateResult confirmation = new RateResult(1625, 8, 3, 4875, 0, 0, 1625, new Percentiles(4875, 2.5, 9.5, 12, 20),
                null, null, null, null, List.of(), null, List.of(), null, null, null);
        return new RateSearch(10, 1.5, 1000, 1000 / 64.0, steps, 1625.0, confirmation, null);
    }

    private static RateSearch noneMet() {
        List<RateStep> steps = new ArrayList<>();
        for (int k = 0; k <= 6; k++) {
            steps.add(step(640 / Math.pow(2, k), false, 30 + k, "p99 " + (30 + k) + " ms, not under the 10 ms SLO"));
        }
        return new RateSearch(10, 1.5, 640, 10, steps, null, null, RateSearch.NONE_MET);
    }

    @Test
    void aHeldWindowAndOneWhosePoolCouldNotStartAreSaidInAWord() {
        RateStep held = new RateStep(4_000, 1.5, false, 40, 5000, 0, 1000, new Percentiles(5000, 1, 300, 400, 500),
                RateStep.HELD + "the client sent 5,000 of the 6,000 calls the schedule held");
        RateStep noPool = new RateStep(2_000, 1.5, false, 20, 0, 0, 0, null,
                RateStep.NOT_STARTED + "20 threads could not start: thread 16: opening its session failed");
        RateSearch search = new RateSearch(10, 1.5, 4_000, 62.5, List.of(held, noPool, step(1_000, false, 4, null),
                step(1_000, true, 5, null)), 1_000.0, found().confirmation(), null);
        Table table = Report.of(List.of(run("postgres", null, search))).tables().stream()
                .filter(shown -> shown.title().equals(Titles.RATE_SEARCH)).findFirst().orElseThrow();
        assertThat(table.notes().get(1)).isEqualTo("searched: postgres, two-hops: 4,000 held, 2,000 no pool, 1,000 met,"
                + " 1,000 full met; found 1,000 calls/s.");
    }

    private final Report report = Report.of(List.of(run("reference", jvm(), null),
            run("falkordb", server(0.5, null), noneMet()), run("postgres", server(1.0, "pg_stat_database of h:5432/db"),
                    found())));

    @Test
    void theRatesFoundAreTabledWithTheirFiguresAndEveryStepTried() {
        Table table = table(Titles.RATE_SEARCH);
        assertThat(table.headers()).containsExactly("engine", "workload", "calls/s", "p50 ms", "p99 ms", "steps");
        assertThat(table.rows()).containsExactly(
                List.of("falkordb", "2 hops", "no rate met the SLO", "9.00", "36.00", "7"),
                List.of("postgres", "2 hops", "1,625", "2.50", "9.50", "7"));
        assertThat(table.notes().get(1)).isEqualTo("searched: falkordb, two-hops: 640 p99 30.00, 320 p99 31.00, 160 p99"
                + " 32.00, 80 p99 33.00, 40 p99 34.00, 20 p99 35.00, 10 p99 36.00; no rate met the SLO (the figures are the"
                + " lowest rate's, 10 calls/s).");
        assertThat(table.notes().get(2)).isEqualTo("searched: postgres, two-hops: 1,000 met, 2,000 p99 40.00, 1,500 met,"
                + " 1,750 p99 12.00, 1,625 met, 1,688 p99 11.00, 1,625 full met; found 1,625 calls/s.");
    }

    @Test
    void eachEnginesServerAndClientAreTabledAsCoresMemoryAndPauses() {
        Table table = table(Titles.TELEMETRY);
        assertThat(table.headers()).containsExactly("workload", "measurement", "figure", "reference", "falkordb",
                "postgres");
        // The JVM: 2 s of CPU over 2 s, the busiest second 1.5 cores; 250 MB at most; paused 0.25 s.
        // A server: its cores each second as given, the client half of them.
        assertThat(table.rows()).containsExactly(
                List.of("2 hops", "8 threads", "server cores (busiest s)", "1.00 (1.50)", "0.50 (0.50)",
                        "1.00 (1.00)"),
                List.of("2 hops", "8 threads", "server memory", "250 MB", "102 MB", "102 MB"),
                List.of("2 hops", "8 threads", "client cores", "JVM, GC 0.25 s", "0.25", "0.50"));
    }

    @Test
    void eachEngineHasAPanelOfItsSecondsOnOneTimeAxis() throws Exception {
        List<Chart.Panel> panels = report.charts().stream().filter(chart -> chart instanceof Chart.Panel)
                .map(chart -> (Chart.Panel) chart).toList();
        assertThat(panels).extracting(Chart.Panel::engine).containsExactly("reference", "falkordb", "postgres");
        Chart.Panel postgres = panels.get(2);
        assertThat(postgres.table()).isEqualTo(Titles.TELEMETRY);
        assertThat(postgres.plots()).extracting(Chart.Plot::axis)
                .containsExactly("calls a second", "p99 latency, ms", "CPU, cores busy", "memory, MB");
        assertThat(postgres.plots().get(0).traces().getFirst().points()).extracting(Chart.Point::y)
                .containsExactly(900.0, 1000.0, 1100.0);
        List<Chart.Trace> cpu = postgres.plots().get(2).traces();
        assertThat(cpu).extracting(Chart.Trace::name).containsExactly("server", "client");
        assertThat(cpu.get(0).points()).allSatisfy(point -> assertThat(point.y()).isCloseTo(1.0, within(1e-9)));
        assertThat(cpu.get(1).points()).allSatisfy(point -> assertThat(point.y()).isCloseTo(0.5, within(1e-9)));
        assertThat(cpu.get(0).points()).extracting(Chart.Point::x).containsExactly(0.0, 1.0, 2.0);
        Chart.Panel reference = panels.get(0);
        assertThat(reference.plots().get(2).traces()).extracting(Chart.Trace::name).containsExactly("JVM");
        assertThat(reference.plots().get(2).traces().getFirst().points()).extracting(Chart.Point::y)
                .containsExactly(0.5, 1.5);
        assertThat(reference.plots().get(3).traces()).extracting(Chart.Trace::name).containsExactly("JVM", "heap");

        String page = HtmlReport.render(report);
        DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(page.replace("<!DOCTYPE html>", "").getBytes(StandardCharsets.UTF_8)));
        assertThat(page).contains("postgres, 2 hops: each second at 8 threads", "CPU, cores busy");
    }

    private Table table(String title) {
        return report.tables().stream().filter(table -> table.title().equals(title)).findFirst().orElseThrow();
    }
}
