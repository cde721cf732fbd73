package dev.graphbench.phases.timed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.phases.BuiltInResults;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Latency;
import dev.graphbench.results.Provenance;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.tables.Output;
import dev.graphbench.tables.Table;
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
        assertThat(Rows.of(List.of(run), "traverse")).extracting(Rows.Row::id).containsExactly("reach-4", "reach-3");

        Table forms = FormsTable.of("Traversals", List.of(run), Rows.of(List.of(run), "traverse"));
        assertThat(forms.title()).isEqualTo("Traversals: every form");
        assertThat(forms.goesTo(Output.DOCUMENT)).isTrue();
        assertThat(forms.goesTo(Output.CONSOLE)).as("too wide for a terminal").isFalse();
        assertThat(forms.rows()).as("a form a row, reach-3's single form left out").containsExactly(
                List.of("reach-4", "3.00 (3.00)"),
                List.of("reach-4@levels", "2.00 (2.00) x0.67" + FormsTable.SHOWN),
                List.of("reach-4@wrong", "1.00 (1.00) x0.33 differs"));
    }

    @Test
    void aFormHundredsOfTimesQuickerKeepsTwoSignificantDigitsOfItsRatio() {
        EngineRun run = run(result("reach-1", 65.0, Agreement.agrees("reference")),
                result("reach-1@pattern", 0.25, Agreement.agrees("reference")));

        assertThat(FormsTable.of("Traversals", List.of(run), Rows.of(List.of(run), "traverse")).rows().get(1))
                .containsExactly("reach-1@pattern", "0.25 (0.25) x0.0038" + FormsTable.SHOWN);
    }

    @Test
    void aFormNotMeasuredIsNeverShownOverOneThatWas() {
        EngineRun run = run(WorkloadResult.notMeasured("reach-4", "traverse", "4 hops", Status.HELD, "timed out", null),
                result("reach-4@levels", 5.0, Agreement.agrees("reference")));
        assertThat(Forms.shown(run, "reach-4").id()).isEqualTo("reach-4@levels");

        EngineRun held = run(WorkloadResult.notMeasured("reach-4", "traverse", "4 hops", Status.HELD, "timed out", null),
                WorkloadResult.notMeasured("reach-4@levels", "traverse", "4 hops", Status.HELD, "timed out", null));
        assertThat(Forms.shown(held, "reach-4").id()).as("the workload's own, held").isEqualTo("reach-4");
        assertThat(FormsTable.of("Traversals", List.of(held), Rows.of(List.of(held), "traverse")).rows())
                .containsExactly(List.of("reach-4", "held"), List.of("reach-4@levels", "held"));
        EngineRun single = run(result("reach-4", 3.0, Agreement.agrees("reference")));
        assertThat(FormsTable.of("Traversals", List.of(single), Rows.of(List.of(single), "traverse")))
                .as("no table where no engine gave a variant").isNull();
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
