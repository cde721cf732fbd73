package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EngineInfo;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.ConcurrentPhase;
import dev.graphbench.phases.concurrent.ConcurrentResults;
import dev.graphbench.phases.hops.HopsPhase;
import dev.graphbench.phases.hops.HopsResult;
import dev.graphbench.phases.ladder.LadderPhase;
import dev.graphbench.phases.ladder.LadderResult;
import dev.graphbench.phases.read.ReadPhase;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Method;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A run's progress on standard error, as a CI log shows it: what an engine does not run is one line per phase and
 * reason, after that phase's measured lines, and an engine that ran nothing is one line saying why.
 */
class ConsoleListenerTest {

    private static final String NO_SERVER = "no server configured; set BENCH_ORACLE_URL";

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final ConsoleListener console = new ConsoleListener(new PrintStream(err, true, StandardCharsets.UTF_8), false);

    private List<String> lines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static WorkloadResult measured(String id, String phase) {
        return new WorkloadResult(id, phase, id, Status.OK, null, 1.0, new Latency(20, 0.5, 0.9, 1.0, 0.1, 2, 0.6),
                "digest", List.of(), Agreement.ofReference(), null);
    }

    private static WorkloadResult notMeasured(String id, String phase, Status status, String reason) {
        return WorkloadResult.notMeasured(id, phase, id, status, reason, null);
    }

    private static EngineRun run(String engine, Status status, String reason, List<WorkloadResult> workloads) {
        Provenance provenance = new Provenance("test", "a-run", engine, engine, "reference", Map.of(), "JVM", "Linux", 2,
                0.1, 42, "sha256:0", Instant.EPOCH, Instant.EPOCH, new Method("timer", Map.of()));
        return BuiltInResults.run(provenance, status == Status.OK ? new EngineInfo(engine, "1", "d", "1", "in-process") : null,
                status, reason, null, null, workloads);
    }

    /** {@code result} ended on {@code engine}, told as its phase tells it. */
    private void told(String engine, WorkloadResult result) {
        console.finished(engine, result.phase(), new ReadPhase().outcomes(new TimedResult(List.of(result))).getFirst());
    }

    private void told(String engine, ConcurrencyResult result) {
        console.finished(engine, ConcurrentPhase.ID, new ConcurrentPhase().outcomes(new ConcurrentResults(List.of(result)))
                .getFirst());
    }

    private void told(String engine, HopsResult result) {
        console.finished(engine, HopsPhase.ID, new HopsPhase().outcomes(result).getFirst());
    }

    private void told(String engine, LadderResult result) {
        console.finished(engine, LadderPhase.ID, new LadderPhase().outcomes(result).getFirst());
    }

    @Test
    void whatAnEngineDoesNotRunIsOneLinePerPhaseAfterThatPhasesMeasuredLines() {
        List<WorkloadResult> reads = List.of(notMeasured("load-fragment", "read", Status.UNSUPPORTED, "no object store"),
                measured("read-fragment", "read"), notMeasured("load-view", "read", Status.UNSUPPORTED, "no object store"),
                measured("read-issue-detail", "read"));
        reads.forEach(result -> told("reference", result));
        told("reference", measured("one-hop", "traverse"));
        told("reference", notMeasured("save-fragment", "write", Status.UNSUPPORTED, "no object store"));
        told("reference", notMeasured("save-view-10", "write", Status.UNSUPPORTED, "no object store"));
        told("reference", ConcurrencyResult.notMeasured("load-view", "load the view",
                Status.UNSUPPORTED, "no object store"));
        console.engineFinished(run("reference", Status.OK, null, reads));

        assertThat(lines()).hasSize(6);
        assertThat(lines().get(0)).startsWith("[reference] read-fragment ");
        assertThat(lines().get(1)).startsWith("[reference] read-issue-detail ");
        assertThat(lines().subList(2, 6)).satisfiesExactly(
                line -> assertThat(line).isEqualTo("[reference] read: unsupported (2): load-fragment, load-view"),
                line -> assertThat(line).startsWith("[reference] one-hop "),
                line -> assertThat(line).isEqualTo("[reference] write: unsupported (2): save-fragment, save-view-10"),
                line -> assertThat(line).isEqualTo("[reference] concurrent: unsupported (1): load-view"));
    }

    @Test
    void anEngineThatRanNothingIsOneLineSayingWhy() {
        List<WorkloadResult> skipped = new ArrayList<>();
        for (String id : List.of("load-fragment", "read-fragment")) {
            skipped.add(notMeasured(id, "read", Status.SKIPPED, NO_SERVER));
        }
        skipped.add(notMeasured("one-hop", "traverse", Status.SKIPPED, NO_SERVER));
        skipped.forEach(result -> told("oracle", result));
        told("oracle", ConcurrencyResult.notMeasured("two-hops", "2 hops", Status.SKIPPED, NO_SERVER));
        told("oracle", HopsResult.notMeasured(Status.SKIPPED, NO_SERVER, null));
        told("oracle", LadderResult.notMeasured(Status.SKIPPED, NO_SERVER));
        console.engineFinished(run("oracle", Status.SKIPPED, NO_SERVER, skipped));

        // Six: three workloads, the concurrent one, the hops and the ladder.
        assertThat(lines()).containsExactly("[oracle] skipped: " + NO_SERVER + "; its 6 workloads skipped");
    }

    @Test
    void workloadsHeldForOneReasonAreOneLineAndADifferentReasonAnother() {
        String load = "the load did not complete: 0 of 100 nodes loaded";
        for (String id : List.of("reach-1", "reach-2", "reach-3")) {
            told("falkordb", notMeasured(id, "traverse", Status.HELD, load));
        }
        told("falkordb", notMeasured("reach-4", "traverse", Status.HELD, "no answer within 300 s"));
        told("falkordb", LadderResult.notMeasured(Status.HELD, load));
        console.engineFinished(run("falkordb", Status.OK, null, List.of()));

        assertThat(lines()).containsExactly(
                "[falkordb] traverse: held (3): reach-1, reach-2, reach-3: " + load,
                "[falkordb] traverse: held (1): reach-4: no answer within 300 s",
                "[falkordb] ladder: held (1): the ladder: " + load);
    }

    @Test
    void theLadderIsOneLineWithItsFullWalk() {
        LadderResult ladder = new LadderResult(Status.OK, null, "36", List.of(
                new LadderResult.Rung(2, Status.OK, null, 93L, 0.03, 0.0025, 3),
                new LadderResult.Rung(4, Status.OK, null, 99L, 0.01, 0.006, 3)), 4, 0.006, 1323L, 220_500_000.0,
                Agreement.ofReference());
        told("reference", ladder);

        assertThat(lines()).singleElement().asString().startsWith("[reference] ladder ")
                .endsWith("2 depths, full walk 0.01 ms at depth 4, 220,500,000 edges a second, reference");
    }
}
