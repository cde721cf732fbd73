package dev.graphbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A workload's arguments come from its parameters' kinds unless it names a source, and its parts are checked. */
class WorkloadSpecTest {

    private static final Query HOPS = Query.count("hops", Parameter.id("personId", Label.PERSON),
            Parameter.wholeNumber("hops", 1, 4), Parameter.text("paths", "TRAIL", "WALK").asOptional());

    @Test
    void eachParameterDrawsAsItsKindSaysUnlessTheWorkloadNamesASource() {
        WorkloadSpec all = WorkloadSpec.of(HOPS, "hops", "traverse", GraphSchema.GENERATED_KIND);
        assertThat(all.sources()).containsExactly(Map.entry("personId", ArgumentSource.nodeIds(Label.PERSON)),
                Map.entry("hops", ArgumentSource.numbers(1, 4)));

        WorkloadSpec two = all.withId("hops-2").with("hops", ArgumentSource.values(2L));
        assertThat(two.id()).isEqualTo("hops-2");
        assertThat(two.query()).isSameAs(HOPS);
        assertThat(two.sources()).containsExactly(Map.entry("personId", ArgumentSource.nodeIds(Label.PERSON)),
                Map.entry("hops", ArgumentSource.values(2L)));
    }

    @Test
    void aMistakeIsOneLine() {
        WorkloadSpec spec = WorkloadSpec.of(HOPS, "hops", "traverse", GraphSchema.GENERATED_KIND);
        assertThatThrownBy(() -> spec.with("depth", ArgumentSource.values(2L)))
                .hasMessage("hops: hops has no parameter depth");
        assertThatThrownBy(() -> WorkloadSpec.of(HOPS, "hops", "traverse"))
                .hasMessage("hops applies to no kind of graph");
        assertThatThrownBy(() -> WorkloadSpec.of(Query.count("q", Parameter.text("any")), "q", "graph", "generated"))
                .hasMessage("any may be any text: a workload must say which values its calls take");
        assertThatThrownBy(() -> ArgumentSource.numbers(3, 1)).hasMessage("a range of numbers from 3 to 1 is empty");
    }
}
