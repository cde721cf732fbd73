package dev.graphbench.phases.timed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A table's cell shows an engine's quickest form of a workload whose answers agree, a variant named. */
class FormsTest {

    @Test
    void theQuickestAgreeingFormIsShownAndNamed() {
        EngineRun run = run(result("reach-4", 3.0, Agreement.agrees("reference")),
                result("reach-4@levels", 2.0, Agreement.agrees("reference")),
                result("reach-4@wrong", 1.0, Agreement.disagrees("reference", 0, "call 0: ...")),
                result("reach-3", 1.0, Agreement.agrees("reference")));

        WorkloadResult shown = Forms.shown(run, "reach-4");

        assertThat(shown.id()).isEqualTo("reach-4@levels");
        assertThat(Forms.named(shown)).isEqualTo(" (@levels)");
        assertThat(Forms.of(run, "reach-4")).extracting(WorkloadResult::id)
                .containsExactly("reach-4", "reach-4@levels", "reach-4@wrong");
        assertThat(Forms.shown(run, "reach-3").id()).isEqualTo("reach-3");
        assertThat(Forms.named(Forms.shown(run, "reach-3"))).isEmpty();
        assertThat(Forms.line(List.of(run), List.of("reach-3", "reach-4"))).contains(
                "PostgreSQL reach-4: reach-4 3.00 ms, @levels 2.00 ms, @wrong 1.00 ms").doesNotContain("reach-3:");
        assertThat(Rows.of(List.of(run), "traverse")).extracting(Rows.Row::id).containsExactly("reach-4", "reach-3");
    }

    @Test
    void aFormNotMeasuredIsNeverShownOverOneThatWas() {
        EngineRun run = run(WorkloadResult.notMeasured("reach-4", "traverse", "4 hops", Status.HELD, "timed out", null),
                result("reach-4@levels", 5.0, Agreement.agrees("reference")));
        assertThat(Forms.shown(run, "reach-4").id()).isEqualTo("reach-4@levels");

        EngineRun held = run(WorkloadResult.notMeasured("reach-4", "traverse", "4 hops", Status.HELD, "timed out", null),
                WorkloadResult.notMeasured("reach-4@levels", "traverse", "4 hops", Status.HELD, "timed out", null));
        assertThat(Forms.shown(held, "reach-4").id()).as("the workload's own, held").isEqualTo("reach-4");
        assertThat(Forms.line(List.of(held), List.of("reach-4"))).contains("reach-4 held, @levels held");
    }

    private static WorkloadResult result(String id, double medianMs, Agreement agreement) {
        return new WorkloadResult(id, "traverse", "4 hops", Status.OK, null, medianMs, new Latency(10, medianMs,
                medianMs, medianMs, medianMs, medianMs, medianMs), "d", List.of(), agreement, null);
    }

    private static EngineRun run(WorkloadResult... workloads) {
        return BuiltInResults.run(new Provenance("dev", "r", "postgres", "PostgreSQL", "reference", Map.of(), "jvm",
                "os", 2, 0.1, 42, "sha256:00", null, null, null), null, Status.OK, null, null, null, List.of(workloads));
    }
}
