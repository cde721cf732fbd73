package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.options.PhaseList;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.options.RunOption;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same object-store call gives the same objects on Neo4j (Drivine's Cypher) and on PostgreSQL
 * (compiled SQL), call by call, on a generated graph: the heart of the read phase. Each engine's answers
 * are judged by the reference engine's answer to the read's hand-written twin, which answers the same
 * document.
 */
class ObjectReadsAgreeTest {

    @TempDir
    Path folder;

    @Test
    void neo4jAndPostgresGiveTheSameObjectsForEveryReadAtScaleFactorOneHundredth() {
        List<EngineRun> runs = Benchmark.builder()
                .set(RunOption.ENGINES, List.of("neo4j", "postgres"))
                .set(RunOption.SCALE_FACTOR, 0.01)
                .set(RunOption.PHASES, PhaseList.of("load", "read"))
                .set(RunOption.CALLS, 40).set(RunOption.PRECISION, 0.0)
                // Far above any call here, so that every call asked for is made and compared on a busy machine.
                .set(RunOption.SLOW_CALL, 60.0)
                .set(RunOption.WARMUP, 1)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.OUTPUT, folder)
                .build()
                .run()
                .runs();
        Map<String, EngineRun> byEngine = runs.stream().collect(Collectors.toMap(run -> run.provenance().engine(),
                Function.identity()));
        Map<String, WorkloadResult> neo4j = workloads(byEngine.get("neo4j"));
        Map<String, WorkloadResult> postgres = workloads(byEngine.get("postgres"));

        for (ObjectRead read : ObjectWorkloads.reads()) {
            WorkloadResult first = neo4j.get(read.id());
            WorkloadResult second = postgres.get(read.id());
            assertThat(first.status()).as(read.id()).isEqualTo(Status.OK);
            assertThat(second.status()).as(read.id()).isEqualTo(Status.OK);
            String twin = read.handWritten().id();
            for (Map<String, WorkloadResult> engine : List.of(neo4j, postgres)) {
                for (String id : List.of(read.id(), twin)) {
                    Agreement agreement = engine.get(id).agreement();
                    assertThat(agreement).as(id).isEqualTo(new Agreement(Agreement.Verdict.AGREES,
                            EngineCatalog.REFERENCE, null, "40 calls compared", 40));
                }
            }
            assertThat(second.callDigests()).as(read.id()).hasSize(40).isEqualTo(first.callDigests());
            // The object store's answer is the twin's, call by call: the same document.
            assertThat(neo4j.get(twin).callDigests()).as(twin).isEqualTo(first.callDigests());
        }
        // The answers are objects, not empty lists or nulls alike on both sides.
        assertThat(neo4j.get("load-view").callDigests()).doesNotHaveDuplicates();
    }

    private static Map<String, WorkloadResult> workloads(EngineRun run) {
        assertThat(run).isNotNull();
        assertThat(run.status()).isEqualTo(Status.OK);
        return run.workloads().stream().collect(Collectors.toMap(WorkloadResult::id, Function.identity()));
    }
}
