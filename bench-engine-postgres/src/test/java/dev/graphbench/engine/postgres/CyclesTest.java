package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.report.Report;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.CycleResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Sampling;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.tables.Table;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --cycles}: the first cycle begins cold, the embedded PostgreSQL restarted on its data (which the
 * answers, still agreeing with the reference, show it kept), each workload timed from its first call; the
 * later cycles warm; the report sets the cold cycle beside the warm ones.
 */
class CyclesTest {

    @Test
    void theFirstCycleRestartsTheServerOnItsDataAndTheReportSetsColdBesideWarm(@TempDir Path output) {
        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of()))
                .set(RunOption.ENGINES, List.of(EngineCatalog.REFERENCE, "postgres"))
                .set(RunOption.SCALE_FACTOR, 0.001)
                .set(RunOption.PHASES, PhaseList.of("load", "traverse"))
                .set(RunOption.CYCLES, 3)
                .set(RunOption.CALLS, 5).set(RunOption.PRECISION, 0.0).set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.PLANS, false).set(RunOption.OUTPUT, output)
                .workDirectory(output.resolve("work"))
                .build().run();

        EngineRun postgres = result.run("postgres");
        assertThat(postgres.status()).as(postgres.reason()).isEqualTo(Status.OK);
        assertThat(postgres.cycles()).extracting(CycleResult::cycle, CycleResult::cold)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, true),
                        org.assertj.core.groups.Tuple.tuple(2, false));
        CycleResult cold = postgres.cycles().getFirst();
        assertThat(cold.start()).matches("PostgreSQL .* restarted on its data in [0-9.]+ s; the page cache .*");
        for (List<WorkloadResult> cycle : List.of(cold.workloads(), postgres.cycles().get(1).workloads(),
                postgres.workloads())) {
            assertThat(cycle).isNotEmpty().allSatisfy(workload -> {
                assertThat(workload.status()).as(workload.id()).isEqualTo(Status.OK);
                assertThat(workload.agreement().verdict()).as(workload.id()).isEqualTo(Agreement.Verdict.AGREES);
            });
        }
        assertThat(cold.workloads()).allSatisfy(workload -> {
            assertThat(workload.sampling().warmupEnded()).isEqualTo(Sampling.COLD);
            assertThat(workload.sampling().warmupCalls()).isEqualTo(1);
        });
        assertThat(postgres.wallSeconds()).containsKey("restart");

        Table cycles = Report.of(result.runs()).tables().stream()
                .filter(table -> table.title().equals("Cold and warm cycles")).findFirst().orElseThrow();
        assertThat(cycles.headers()).contains("PostgreSQL cold / warm (ms)");
        assertThat(cycles.rows()).isNotEmpty().allSatisfy(row -> assertThat(row.subList(1, row.size()))
                .allMatch(cell -> cell.matches("[0-9.]+ / [0-9.]+"), "cold / warm figures"));
    }
}
