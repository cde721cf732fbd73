package dev.graphbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.concurrent.ConcurrentResults;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.phases.ladder.LadderPhase;
import dev.graphbench.phases.ladder.LadderResult;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.CycleResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Semurg's layout: a row per product, its two shapes of use side by side, reach-4 and the full walk cold / warm, and
 * reach-4's calls a second from 16 clients where the concurrent phase measured them.
 */
class ReachByShapeTest {

    private static Table table(List<EngineRun> runs) {
        return Report.of(runs).tables().stream().filter(table -> table.title().equals(Titles.REACH_BY_SHAPE)).findFirst()
                .orElseThrow();
    }

    private static EngineRun withClients(EngineRun run, double queriesASecond) {
        Throughput sixteen = new Throughput(16, 10, (long) (queriesASecond * 10), 0, queriesASecond,
                null, null, null);
        Map<String, PhaseResult> phases = new LinkedHashMap<>(run.phases());
        phases.put(ConcurrentPhase.ID, new ConcurrentResults(List.of(new ConcurrencyResult("reach-4", "reach 4",
                Status.OK, null, List.of(sixteen), Agreement.agrees("reference")))));
        return run.withPhases(phases);
    }

    @Test
    void aProductsTwoShapesShareARowWithItsColdAndWarmFiguresAndSixteenClients() {
        List<EngineRun> runs = List.of(
                OneLabelResults.run("reference", "Reference", "in-process", 1, false),
                OneLabelResults.run("neo4j-embedded", "Neo4j", "in-process, embedded Java API", 20, false),
                withClients(OneLabelResults.run("neo4j", "Neo4j", "embedded, 127.0.0.1:7687", 40, false), 2.6),
                withClients(OneLabelResults.run("falkordb", "FalkorDB", "embedded, 127.0.0.1:6379", 10, true), 8.5));

        Table table = table(runs);

        assertThat(table.headers()).containsExactly("engine", "reach-4 (ms), server", "reach-4 (ms), in the application",
                "16 clients (queries/s), server", "16 clients (queries/s), in the application",
                "full walk (ms), server", "full walk (ms), in the application");
        // reach-4's median is 0.04 ms times the scale, its first call ten times that; the full walk 3 times the
        // scale, its first call 4 times.
        assertThat(table.rows()).containsExactly(
                List.of("Reference", "-", "0.40 / 0.040", "-", "-", "-", "4.00 / 3.00"),
                List.of("Neo4j", "16.00 / 1.60", "8.00 / 0.80", "2.6", "-", "160.00 / 120.00", "80.00 / 60.00"),
                List.of("FalkorDB", "4.00 / 0.40", "-", "8.5", "-", "40.00 / 30.00", "-"));
        assertThat(table.footnotes()).anySatisfy(note -> assertThat(note).startsWith("One cycle: cold is the first call"));
    }

    @Test
    void withCyclesColdIsTheFirstCycleAndWarmTheMedianOfTheOthers() {
        EngineRun last = OneLabelResults.run("falkordb", "FalkorDB", "embedded, 127.0.0.1:6379", 10, false);
        EngineRun cycled = new EngineRun(last.formatVersion(), last.provenance(), last.engine(), last.status(),
                last.reason(), last.server(), last.memory(), last.wallSeconds(), last.phases(),
                List.of(cycle(1, true, 9.0, 500.0), cycle(2, false, 0.2, 20.0)), null);

        Table table = table(List.of(OneLabelResults.run("reference", "Reference", "in-process", 1, false), cycled));

        // Warm: the median of the second cycle's 0.2 ms and the last cycle's 0.4 ms; 20 ms and 30 ms for the walk.
        assertThat(table.rows().get(1)).containsExactly("FalkorDB", "9.00 / 0.30", "-", "-", "-", "500.00 / 25.00", "-");
        assertThat(table.footnotes()).anySatisfy(note -> assertThat(note).startsWith("Cold: the median of the first cycle"));
    }

    @Test
    void runsWithoutReachHaveNoSuchTable() {
        EngineRun ladderAlone = OneLabelResults.run("falkordb", "FalkorDB", "embedded, 127.0.0.1:6379", 10, false);
        ladderAlone = ladderAlone.withPhases(Map.of(LadderPhase.ID, ladderAlone.phases().get(LadderPhase.ID)));

        assertThat(Report.of(List.of(ladderAlone)).tables()).extracting(Table::title).contains(Titles.LADDER)
                .doesNotContain(Titles.REACH_BY_SHAPE);
    }

    private static CycleResult cycle(int number, boolean cold, double reachMs, double walkMs) {
        WorkloadResult reach = new WorkloadResult("reach-4", TraversePhase.ID, "reach 4", Status.OK, null, reachMs,
                new Latency(10, reachMs, reachMs, reachMs, reachMs, reachMs, reachMs), "d", List.of(),
                Agreement.agrees("reference"), null);
        LadderResult ladder = new LadderResult(Status.OK, null, "p36", List.of(), 8, walkMs, null, null,
                Agreement.agrees("reference"));
        Map<String, PhaseResult> phases = new LinkedHashMap<>();
        phases.put(TraversePhase.ID, new TimedResult(List.of(reach)));
        phases.put(LadderPhase.ID, ladder);
        return new CycleResult(number, cold, cold ? "restarted" : "warm", phases);
    }
}
