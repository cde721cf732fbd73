package dev.graphbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import com.fasterxml.jackson.databind.JsonNode;
import dev.graphbench.options.Arrivals;
import dev.graphbench.options.RunOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A method records every option by its command-line name, as written there, and reads each back by its option. */
class MethodTest {

    private static Method method(String... namesAndValues) {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            options.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new Method("nanoTime", options);
    }

    @Test
    void eachKindOfOptionReadsBackFromItsText() {
        Method method = method("calls", "300", "max-seconds", "60", "duration", "2.5", "sweep", "1, 2,8",
                "rate", "500,1000.5", "start-at", "2026-12-02T06:30:00Z", "arrivals", "poisson", "precision", "5%");
        assertThat(method.get(RunOption.CALLS)).isEqualTo(300);
        assertThat(method.get(RunOption.MAX_SECONDS)).isEqualTo(60.0);
        assertThat(method.get(RunOption.DURATION)).isEqualTo(2.5);
        assertThat(method.get(RunOption.SWEEP)).containsExactly(1, 2, 8);
        assertThat(method.get(RunOption.RATE).offered()).containsExactly(500.0, 1000.5);
        assertThat(method.get(RunOption.START_AT)).contains(Instant.parse("2026-12-02T06:30:00Z"));
        assertThat(method.get(RunOption.ARRIVALS)).isEqualTo(Arrivals.POISSON);
        assertThat(method.get(RunOption.PRECISION)).isEqualTo(0.05);
        assertThat(method.text(RunOption.ARRIVALS)).isEqualTo("poisson");
    }

    @Test
    void anOptionNotRecordedOrRecordedEmptyReadsAsNull() {
        Method method = method("rate", "", "mix", "", "start-at", "");
        for (RunOption<?> option : List.of(RunOption.RATE, RunOption.MIX, RunOption.THREADS, RunOption.START_AT,
                RunOption.SLO)) {
            assertThat(method.text(option)).as(option.name()).isNull();
            assertThat((Object) method.get(option)).as(option.name()).isNull();
        }
    }

    @Test
    void aValueThisVersionCannotReadReadsAsNullNotAsAGuess() {
        assertThat(method("threads", "eight").get(RunOption.THREADS)).isNull();
        // A time without its unit is not one graph-bench writes: it is not guessed at.
        assertThat(method("slo", "7").get(RunOption.SLO)).isNull();
        // A value read back is not held to this version's bounds: it is what the run was measured with.
        assertThat(method("threads", "1000").get(RunOption.THREADS)).isEqualTo(1000);
        assertThat(method("memory-budget", "").get(RunOption.MEMORY_BUDGET)).isNull();
        assertThat(method("memory-budget", "512m").get(RunOption.MEMORY_BUDGET)).isEqualTo(Optional.of(
                new dev.graphbench.api.MemoryBudget(512L << 20)));
    }

    @Test
    void aDurationReadsInMillisecondsWhateverItsUnit() {
        assertThat(method("slo", "10ms").get(RunOption.SLO)).isEqualTo(10.0);
        assertThat(method("slo", "500us").get(RunOption.SLO)).isEqualTo(0.5);
        assertThat(method("slo", "1s").get(RunOption.SLO)).isEqualTo(1000.0);
        assertThat(method("slo", "0.25ms").get(RunOption.SLO)).isEqualTo(0.25);
    }

    @Test
    void theClientIsNamedOnlyWhenThereWereSeveral() {
        assertThat(method("client", "1/1").client()).isNull();
        assertThat(method().client()).isNull();
        assertThat(method("client", "2/3").client()).isEqualTo("2/3");

        Method merged = method("calls", "300", "client", "1/2").withClient("2 merged");
        assertThat(merged.client()).isEqualTo("2 merged");
        assertThat(merged.options()).containsExactly(entry("calls", "300"), entry("client", "2 merged"));
        assertThat(method("calls", "300", "client", "1/2").withClient(null).options())
                .containsExactly(entry("calls", "300"));
    }

    @Test
    void theOptionsAreCopiedInTheirOrder() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("threads", "8");
        options.put("calls", "300");
        Method method = new Method("nanoTime", options);
        options.put("calls", "3");
        assertThat(method.options()).containsExactly(entry("threads", "8"), entry("calls", "300"));
        assertThatThrownBy(() -> method.options().put("calls", "1")).isInstanceOf(UnsupportedOperationException.class);
        assertThat(new Method("nanoTime", null).options()).isEmpty();
    }

    @Test
    void inJsonTheOptionsAreAnObjectOfTexts() throws Exception {
        Method method = method("calls", "300", "slo", "10ms");
        JsonNode json = ResultsFiles.mapper().valueToTree(method);
        assertThat(json.path("timer").asText()).isEqualTo("nanoTime");
        assertThat(json.path("options").path("calls").isTextual()).isTrue();
        assertThat(json.path("options").path("slo").asText()).isEqualTo("10ms");
        assertThat(ResultsFiles.mapper().treeToValue(json, Method.class)).isEqualTo(method);
    }
}
