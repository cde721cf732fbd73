package dev.graphbench.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A method records every option by its command-line name, as written there, and reads each back by its kind. */
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
                "rate", "500,1000.5", "start-at", "2026-12-02T06:30:00Z", "arrivals", "poisson");
        assertThat(method.integer("calls")).isEqualTo(300);
        assertThat(method.number("max-seconds")).isEqualTo(60.0);
        assertThat(method.number("duration")).isEqualTo(2.5);
        assertThat(method.integers("sweep")).containsExactly(1, 2, 8);
        assertThat(method.numbers("rate")).containsExactly(500.0, 1000.5);
        assertThat(method.instant("start-at")).isEqualTo(Instant.parse("2026-12-02T06:30:00Z"));
        assertThat(method.text("arrivals")).isEqualTo("poisson");
    }

    @Test
    void anOptionNotRecordedOrRecordedEmptyReadsAsNull() {
        Method method = method("rate", "", "mix", "");
        for (String option : new String[] {"rate", "mix", "threads"}) {
            assertThat(method.text(option)).as(option).isNull();
            assertThat(method.integer(option)).as(option).isNull();
            assertThat(method.number(option)).as(option).isNull();
            assertThat(method.integers(option)).as(option).isNull();
            assertThat(method.numbers(option)).as(option).isNull();
            assertThat(method.milliseconds(option)).as(option).isNull();
            assertThat(method.instant(option)).as(option).isNull();
        }
    }

    @Test
    void aDurationReadsInMillisecondsWhateverItsUnit() {
        assertThat(method("slo", "10ms").milliseconds("slo")).isEqualTo(10.0);
        assertThat(method("slo", "500us").milliseconds("slo")).isEqualTo(0.5);
        assertThat(method("slo", "1s").milliseconds("slo")).isEqualTo(1000.0);
        assertThat(method("slo", "0.25ms").milliseconds("slo")).isEqualTo(0.25);
        assertThat(method("slo", "7").milliseconds("slo")).isEqualTo(7.0);
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
