package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.concurrent.Throughput;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's own graph, end to end: a SNAP edge list written by {@code bench datagen}, run on every engine that can
 * run here (the reference, FalkorDB, Neo4j as a server and inside the application, PostgreSQL), asked reach, the
 * depth ladder and reach in the concurrent phase, every answer agreeing with the reference's.
 */
class AnyGraphTest {

    private static final List<String> LIVE = List.of("reference", "falkordb", "neo4j", "neo4j-embedded", "postgres");

    @TempDir
    Path folder;

    @Test
    void aSnapEdgeListIsAskedReachTheLadderAndReachAtOnceOnEveryLiveEngineAndEveryAnswerAgrees() {
        Path edges = folder.resolve("follows.txt.gz");
        Cli datagen = Cli.run("datagen", "--format", "snap", "--sf", "0.01", "--out", edges.toString());
        assertThat(datagen.exit).as(datagen.err).isZero();

        Path output = folder.resolve("results");
        Cli run = Cli.run("run", "--dataset", "snap:" + edges, "--phases", "load,traverse,ladder,concurrent",
                "--threads", "2", "--sweep", "1,2", "--duration", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--output", output.toString());

        // 0: everything asked for was measured, and every answer agreed with the reference's.
        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.err).contains("these do not apply and are not run: one-hop, two-hops");
        Path runFolder = ResultsFolder.at(output).latestRun().orElseThrow();
        Map<String, EngineRun> runs = LIVE.stream().collect(Collectors.toMap(Function.identity(),
                engine -> BuiltInResults.read(runFolder.resolve(ResultsFiles.fileName(engine, "snap-follows")))));
        assertThat(runs).containsKeys(LIVE.toArray(String[]::new));
        for (String engine : LIVE) {
            EngineRun measured = runs.get(engine);
            assertThat(measured.status()).as(engine + ": " + measured.reason()).isEqualTo(Status.OK);
            for (String reach : List.of("reach-1", "reach-2", "reach-3", "reach-4")) {
                assertThat(measured.workload(reach).status()).as(engine + " " + reach).isEqualTo(Status.OK);
            }
            assertThat(BuiltInResults.ladder(measured).status()).as(engine + " ladder").isEqualTo(Status.OK);
            assertThat(BuiltInResults.ladder(measured).fullWalkDepth()).as(engine + " walked to the end").isNotNull();
            ConcurrencyResult atOnce = BuiltInResults.concurrent(measured, "reach-4");
            assertThat(atOnce.measurements()).extracting(Throughput::threads).containsExactly(1, 2);
            if (!engine.equals("reference")) {
                assertThat(measured.workload("reach-4").agreement().verdict()).as(engine)
                        .isEqualTo(Agreement.Verdict.AGREES);
                assertThat(BuiltInResults.ladder(measured).agreement().verdict()).as(engine).isEqualTo(Agreement.Verdict.AGREES);
                assertThat(atOnce.agreement().verdict()).as(engine).isEqualTo(Agreement.Verdict.AGREES);
            }
        }
        assertThat(run.out).contains("Judged by the reference engine: every answer agrees");
    }
}
