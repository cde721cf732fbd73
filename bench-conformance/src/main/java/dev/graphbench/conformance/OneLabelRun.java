package dev.graphbench.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.phases.concurrent.ConcurrencyResult;
import dev.graphbench.phases.ladder.LadderResult;
import dev.graphbench.phases.load.LoadResult;
import dev.graphbench.phases.traverse.TraversePhase;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.workloads.Workloads;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/** What a run on a graph of one label must show: the load, each traversal, each concurrent workload, the ladder. */
final class OneLabelRun {

    private OneLabelRun() {
    }

    /**
     * A test of each part of {@code run}, whose engine has {@code support}; {@code judge} when the engine is the
     * judge, whose answers are the reference.
     */
    static Stream<DynamicTest> tests(EngineRun run, Workloads workloads, Support support, boolean judge) {
        List<DynamicTest> tests = new ArrayList<>();
        tests.add(DynamicTest.dynamicTest("load", () -> {
            LoadResult load = BuiltInResults.load(run);
            assertThat(load.status()).as("load: %s", load.reason()).isEqualTo(Status.OK);
            assertThat(load.countDifferences()).isEmpty();
        }));
        for (Workload workload : ConformanceRuns.withVariants(
                ConformanceRuns.timedWorkloads(workloads, TraversePhase.ID, GraphSchema.ONE_LABEL_GRAPH), support)) {
            tests.add(DynamicTest.dynamicTest(workload.id(), () -> {
                WorkloadResult measured = run.workload(workload.id());
                if (!workload.supportedBy(support)) {
                    assertThat(measured.status()).isEqualTo(Status.UNSUPPORTED);
                    return;
                }
                assertThat(measured.status()).as("%s: %s", workload.id(), measured.reason()).isEqualTo(Status.OK);
                assertThat(measured.agreement().verdict()).as("%s: %s", workload.id(), measured.agreement().detail())
                        .isEqualTo(judge ? Agreement.Verdict.REFERENCE : Agreement.Verdict.AGREES);
            }));
        }
        for (Workload workload : ConformanceRuns.concurrentWorkloads(workloads, GraphSchema.ONE_LABEL_GRAPH)) {
            tests.add(DynamicTest.dynamicTest("concurrent " + workload.id(), () -> {
                ConcurrencyResult concurrent = BuiltInResults.concurrent(run, workload.id());
                if (!workload.supportedBy(support)) {
                    assertThat(concurrent.status()).isEqualTo(Status.UNSUPPORTED);
                    return;
                }
                assertThat(concurrent.status()).as("%s: %s", workload.id(), concurrent.reason()).isEqualTo(Status.OK);
                assertThat(concurrent.measurements()).allMatch(measured -> measured.failedCalls() == 0
                        && measured.calls() > 0, "calls made, none failed");
                assertThat(concurrent.agreement().verdict()).as(concurrent.agreement().detail())
                        .isIn(Agreement.Verdict.AGREES, Agreement.Verdict.REFERENCE);
            }));
        }
        tests.add(DynamicTest.dynamicTest("ladder", () -> {
            LadderResult ladder = BuiltInResults.ladder(run);
            assertThat(ladder.status()).as("ladder: %s", ladder.reason()).isEqualTo(Status.OK);
            assertThat(ladder.rungs()).as("rungs").hasSizeGreaterThanOrEqualTo(2)
                    .allMatch(rung -> rung.status() == Status.OK);
            assertThat(ladder.fullWalkDepth()).as("the depth of the full walk").isNotNull();
            assertThat(ladder.agreement().verdict()).as(ladder.agreement().detail())
                    .isEqualTo(judge ? Agreement.Verdict.REFERENCE : Agreement.Verdict.AGREES);
        }));
        return tests.stream();
    }
}
