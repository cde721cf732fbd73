package dev.graphbench.workloads.answers;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every type of property value has one canonical text, whichever class each engine's driver gives it as. */
class CanonicalTest {

    private static String row(Object... values) {
        return Canonical.rows(List.of(new ArrayList<>(Arrays.asList(values))), true);
    }

    @Test
    void aDatetimeIsItsTimeInUtcWhetherItCameWithAZoneAnOffsetOrNone() {
        Instant instant = Instant.parse("2024-05-31T07:30:00Z");
        String expected = "[[\"2024-05-31T07:30:00\"]]";
        assertThat(row(instant)).isEqualTo(expected);
        assertThat(row(ZonedDateTime.ofInstant(instant, ZoneId.of("Europe/Paris")))).isEqualTo(expected);
        assertThat(row(OffsetDateTime.ofInstant(instant, ZoneOffset.UTC))).isEqualTo(expected);
        assertThat(row(LocalDateTime.of(2024, 5, 31, 7, 30))).isEqualTo(expected);
        assertThat(row(LocalDateTime.of(2024, 5, 31, 7, 30, 0, 120_000_000))).isEqualTo("[[\"2024-05-31T07:30:00.12\"]]");
    }

    @Test
    void numbersOfAnyWidthAgreeAndAFloatIsTheDoubleItReadsAs() {
        assertThat(row(1, 2L, (short) 3, (byte) 4)).isEqualTo(row(1L, 2L, 3L, 4L)).isEqualTo("[[1,2,3,4]]");
        assertThat(row(0.1f)).isEqualTo(row(0.1)).isEqualTo("[[0.1]]");
        assertThat(row(2.0)).isEqualTo("[[2.0]]").isNotEqualTo(row(2L));
    }

    @Test
    void datesBooleansAndArraysAreJson() {
        assertThat(row(LocalDate.of(2020, 2, 29), true, List.of("a", "b"), List.of(LocalDate.of(2024, 1, 1)), null))
                .isEqualTo("[[\"2020-02-29\",true,[\"a\",\"b\"],[\"2024-01-01\"],null]]");
    }

    @Test
    void rowsOfNoOrderAreSorted() {
        assertThat(Canonical.rows(List.of(List.of(2L), List.of(1L)), false)).isEqualTo("[[1],[2]]");
        assertThat(Canonical.rows(List.of(List.of(2L), List.of(1L)), true)).isEqualTo("[[2],[1]]");
    }
}
