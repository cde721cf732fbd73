package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.conformance.ReachGraphs;
import dev.graphbench.options.PhaseList;
import dev.graphbench.options.RunOption;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.ladder.LadderResult;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.Benchmark;
import dev.graphbench.runner.BenchmarkResult;
import dev.graphbench.runner.engines.EngineCatalog;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Neo4j's two shapes of use in one run, as {@code bench run --engines neo4j,neo4j-embedded} runs them: each
 * with a Neo4j the harness starts for it, one after the other, a server over Bolt and inside the
 * application through the Java API, both agreeing with the reference on a graph of one label.
 */
class Neo4jShapesTest {

    @Test
    void neo4jAsAServerAndInsideTheApplicationRunInOneRunAndAgree(@TempDir Path work) {
        Path edgeList = ReachGraphs.writeEdgeList(work.resolve("reach.txt"));
        BenchmarkResult result = Benchmark.builder()
                .catalog(EngineCatalog.discover(getClass().getClassLoader(), Map.of("BENCH_NEO4J_PAGECACHE", "64m")))
                .set(RunOption.ENGINES, List.of("neo4j", Neo4jEmbeddedProvider.NAME))
                .set(RunOption.DATASET, "snap:" + edgeList)
                .set(RunOption.PHASES, PhaseList.of("load", "traverse", "ladder"))
                .set(RunOption.CALLS, 10).set(RunOption.PRECISION, 0.0).set(RunOption.WARMUP, 2)
                .set(RunOption.WARMUP_SECONDS, 0.0).set(RunOption.SETTLE_SECONDS, 0.0)
                .set(RunOption.OUTPUT, work.resolve("results"))
                .build().run();

        EngineRun server = result.run("neo4j");
        EngineRun inside = result.run(Neo4jEmbeddedProvider.NAME);
        assertThat(server.engine().deployment()).startsWith("embedded, 127.0.0.1:");
        assertThat(server.engine().driver()).isEqualTo("neo4j-java-driver");
        assertThat(inside.engine().deployment()).isEqualTo("in-process");
        assertThat(inside.engine().productVersion()).isEqualTo(server.engine().productVersion());
        assertThat(server.server().description()).contains(" in process on 127.0.0.1:");
        assertThat(inside.server().description()).endsWith(" in process without Bolt");
        for (EngineRun run : List.of(server, inside)) {
            assertThat(BuiltInResults.load(run).status()).as("%s load: %s", run.engine().deployment(), BuiltInResults.load(run).reason())
                    .isEqualTo(Status.OK);
            assertThat(BuiltInResults.load(run).loadPath()).isEqualTo(Neo4jLoader.IMPORT_PATH);
            for (int hops = 1; hops <= 4; hops++) {
                WorkloadResult reach = run.workload("reach-" + hops);
                assertThat(reach.status()).as("reach-%d: %s", hops, reach.reason()).isEqualTo(Status.OK);
                assertThat(reach.agreement().verdict()).isEqualTo(Agreement.Verdict.AGREES);
            }
            LadderResult ladder = BuiltInResults.ladder(run);
            assertThat(ladder.status()).as("ladder: %s", ladder.reason()).isEqualTo(Status.OK);
            assertThat(ladder.agreement().verdict()).isEqualTo(Agreement.Verdict.AGREES);
            assertThat(ladder.fullWalkDepth()).isNotNull();
        }
    }
}
