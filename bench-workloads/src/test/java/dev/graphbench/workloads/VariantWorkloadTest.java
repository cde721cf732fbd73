package dev.graphbench.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.workloads.core.Expected;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An engine's variants of a workload: found by their statements' names, asked the workload's calls, judged by its answers. */
class VariantWorkloadTest {

    private static final Workloads WORKLOADS = Workloads.builtIn();

    @Test
    void aVariantIsTheWorkloadsCallsAskedThroughAnotherStatement() {
        Workload reach = WORKLOADS.find("reach-4").orElseThrow();
        Support support = new Support(dialect(Map.of("reach", "own", "reach@levels", "levels",
                "reach@any-shortest", "shortest", "two-hops", "other")), false);

        List<Workload> variants = reach.variants(support);

        assertThat(variants).extracting(Workload::id).containsExactly("reach-4@any-shortest", "reach-4@levels");
        Workload levels = variants.get(1);
        assertThat(levels.query().orElseThrow().id()).isEqualTo("reach@levels");
        assertThat(levels.supportedBy(support)).isTrue();
        assertThat(levels.phase()).isEqualTo(reach.phase());
        assertThat(levels.alsoIn()).as("timed in its workload's phase alone").isEmpty();
        assertThat(levels.stream()).isEqualTo(reach.stream());
        Map<String, Object> call = Map.of("startId", "7", "hops", 4L);
        assertThat(levels.judged(call)).isEqualTo(new Expected.Asked(reach, call));
        assertThat(VariantWorkload.variantOf(levels.id())).contains("reach-4");
        assertThat(VariantWorkload.variantName(levels.id())).contains("levels");
        assertThat(VariantWorkload.variantOf(reach.id())).isEmpty();
        assertThat(levels.variants(support)).as("a variant has no variants").isEmpty();
        assertThat(WORKLOADS.find("two-hops").orElseThrow().variants(support)).isEmpty();
    }

    @Test
    void aVariantNamedAfterNoQueryOrBadlyIsOneLineNamingIt() {
        assertThatCode(() -> WORKLOADS.checkVariants("mine", dialect(Map.of("reach", "own", "reach@levels", "levels"))))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> WORKLOADS.checkVariants("mine", dialect(Map.of("rech@levels", "levels"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("mine's statement 'rech@levels' is a variant of no query: name it QUERY@VARIANT"
                        + " after one of ")
                .hasMessageContaining("reach, ").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> WORKLOADS.checkVariants("mine", dialect(Map.of("reach@Levels", "levels"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("mine's statement 'reach@Levels': a variant's name is lower case letters, digits and dashes,"
                        + " got 'Levels'");
        assertThatThrownBy(() -> WORKLOADS.checkVariants("mine", dialect(Map.of("reach@levels@again", "levels"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got 'levels@again'");
    }

    /** A dialect of {@code statements}, in the order of their names. */
    private static Dialect dialect(Map<String, String> statements) {
        Map<String, String> ordered = new LinkedHashMap<>();
        statements.keySet().stream().sorted().forEach(name -> ordered.put(name, statements.get(name)));
        return new Dialect() {
            @Override
            public String language() {
                return "Text";
            }

            @Override
            public Map<String, String> statements() {
                return ordered;
            }

            @Override
            public PathSemantics paths() {
                return PathSemantics.TRAIL;
            }
        };
    }
}
