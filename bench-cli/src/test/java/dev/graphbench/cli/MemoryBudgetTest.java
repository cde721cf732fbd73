package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.graphbench.api.MemoryBudget;
import dev.graphbench.host.memory.ControlGroups;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.Status;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A memory budget held by the operating system: an embedded PostgreSQL and a FalkorDB held by a control group to
 * a budget too small for the graph (valkey from its start, PostgreSQL from once it started) are held with the reason, the reference goes on, and the groups the run made
 * are gone when it ends. Skipped, with the reason, on a machine where no control group can be made.
 */
class MemoryBudgetTest {

    @TempDir
    Path folder;

    @Test
    void aBudgetTooSmallForTheGraphHoldsEachServerWithItsReasonWhileTheReferenceGoesOn() {
        ControlGroups.Found groups = ControlGroups.onThisMachine();
        assumeTrue(groups.available().isPresent(), () -> "no control group can be made here: " + groups.unavailable());
        long budget = 16L << 20;

        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.ENGINES, List.of("postgres", "falkordb")).set(RunOption.SCALE_FACTOR, 0.05)
                .set(RunOption.CALLS, 3).set(RunOption.WARMUP, 1).set(RunOption.WARMUP_SECONDS, 0.0)
                .set(RunOption.SETTLE_SECONDS, 0.0).set(RunOption.LOAD_WARMUP, 0.0)
                .set(RunOption.PHASES, PhaseList.of("load", "traverse"))
                .set(RunOption.MEMORY_BUDGET, Optional.of(new MemoryBudget(budget)))
                .set(RunOption.OUTPUT, folder.resolve("results")).build().run();

        EngineRun reference = result.run(EngineCatalog.REFERENCE);
        assertThat(BuiltInResults.load(reference).status()).isEqualTo(Status.OK);
        assertThat(reference.workloads()).isNotEmpty().allSatisfy(workload ->
                assertThat(workload.status()).as(workload.id()).isEqualTo(Status.OK));
        assertThat(reference.memory().budget().enforced()).isFalse();
        assertThat(reference.memory().budget().how()).startsWith("advisory: it runs in the harness's JVM");

        // PostgreSQL's processes outgrow 16 MiB while it copies the nodes or the relationships, and the kernel ends them.
        EngineRun postgres = result.run("postgres");
        assertThat(BuiltInResults.load(postgres).status()).isEqualTo(Status.HELD);
        assertThat(BuiltInResults.load(postgres).reason()).startsWith("out of memory: the kernel's out-of-memory killer ended ")
                .containsPattern("of its server, held to 16 MiB by a control group; (loading (nodes|relationships)|building indexes after the load) failed: ");
        assertThat(postgres.workloads()).isNotEmpty().allSatisfy(workload -> {
            assertThat(workload.status()).isEqualTo(Status.HELD);
            assertThat(workload.reason()).startsWith("out of memory: ").containsOnlyOnce("out-of-memory killer");
        });
        assertThat(postgres.memory().budget().caches()).startsWith("shared_buffers 4MB, effective_cache_size 12MB");

        // valkey refuses the first request that would take it past maxmemory, three quarters of the budget; or, should
        // the kernel end it first, it is held for that.
        EngineRun falkordb = result.run("falkordb");
        assertThat(BuiltInResults.load(falkordb).status()).isEqualTo(Status.HELD);
        assertThat(BuiltInResults.load(falkordb).reason()).satisfiesAnyOf(
                reason -> assertThat(reason).contains("OOM command not allowed when used memory > 'maxmemory'"),
                reason -> assertThat(reason).startsWith("out of memory: the kernel's out-of-memory killer ended "));
        assertThat(falkordb.workloads()).isNotEmpty().allSatisfy(workload ->
                assertThat(workload.status()).isEqualTo(Status.HELD));
        assertThat(falkordb.memory().budget().caches()).isEqualTo("maxmemory 12 MiB, noeviction");

        String around = groups.available().get().version().title() + " "
                + groups.available().get().version().limitFile() + " around the server's processes";
        for (EngineRun server : List.of(postgres, falkordb)) {
            MemoryResult.Budget held = server.memory().budget();
            assertThat(held.enforced()).as(server.name()).isTrue();
            assertThat(held.bytes()).isEqualTo(budget);
        }
        // valkey starts inside its group; PostgreSQL, started by its library, is moved in once it has started.
        assertThat(falkordb.memory().budget().how()).isEqualTo(around + ", from their start");
        assertThat(postgres.memory().budget().how()).isEqualTo(around
                + ", moved in once started (what they took before is not held)");
        assertThat(groups.available().get().made()).as("the groups this run made, once it ended").isEmpty();
    }
}
