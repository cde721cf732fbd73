package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.Benchmark;
import dev.graphbench.workloads.Phase;
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
 * (compiled SQL), call by call, on a generated graph: the heart of the read phase.
 */
class ObjectReadsAgreeTest {

    @TempDir
    Path folder;

    @Test
    void neo4jAndPostgresGiveTheSameObjectsForEveryReadAtScaleFactorOneHundredth() {
        List<EngineRun> runs = Benchmark.builder()
                .engines("neo4j", "postgres")
                .scaleFactor(0.01)
                .phases(Phase.LOAD, Phase.READ)
                .calls(40)
                .warmup(1)
                .warmupSeconds(0).settleSeconds(0)
                .output(folder)
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
            assertThat(first.agreement().verdict()).as(read.id()).isEqualTo(Agreement.Verdict.REFERENCE);
            assertThat(second.agreement().verdict()).as("%s: %s", read.id(), second.agreement().detail())
                    .isEqualTo(Agreement.Verdict.AGREES);
            assertThat(second.agreement().reference()).isEqualTo("neo4j");
            assertThat(second.callDigests()).as(read.id()).hasSize(40).isEqualTo(first.callDigests());
            // Each engine's hand-written twin answered as its object store did.
            String twin = read.handWritten().id();
            assertThat(neo4j.get(twin).agreement().verdict()).as("neo4j " + twin).isEqualTo(Agreement.Verdict.AGREES);
            assertThat(postgres.get(twin).agreement().verdict()).as("postgres " + twin)
                    .isEqualTo(Agreement.Verdict.AGREES);
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
