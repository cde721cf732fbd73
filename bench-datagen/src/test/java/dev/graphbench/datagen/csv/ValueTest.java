package dev.graphbench.datagen.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each header type reads its cells as the importer does, refusing what no engine would hold alike. */
class ValueTest {

    private static Value value(Value.Declared declared, boolean array) {
        return new Value(declared, array, ";", ZoneOffset.UTC);
    }

    @Test
    void wholeNumbersAreCheckedAgainstTheRangeOfTheirType() {
        assertThat(value(Value.Declared.INT, false).read("-2147483648")).isEqualTo(-2147483648L);
        assertThat(value(Value.Declared.LONG, false).read(" 42 ")).isEqualTo(42L);
        assertThatThrownBy(() -> value(Value.Declared.BYTE, false).read("128"))
                .hasMessage("out of the range of byte (-128 to 127)");
        assertThatThrownBy(() -> value(Value.Declared.SHORT, false).read("1.0")).hasMessage("not a whole number");
        assertThat(value(Value.Declared.INT, false).read(null)).isNull();
        assertThat(value(Value.Declared.INT, false).read("")).isNull();
    }

    @Test
    void floatsAreDoublesInDecimalNotation() {
        assertThat(value(Value.Declared.FLOAT, false).read("0.1")).isEqualTo(0.1);
        assertThat(value(Value.Declared.DOUBLE, false).read("-1.5e3")).isEqualTo(-1500.0);
        assertThat(value(Value.Declared.DOUBLE, false).read("NaN")).isEqualTo(Double.NaN);
        for (String bad : List.of("1d", "0x1p3", "one", "1,5")) {
            assertThatThrownBy(() -> value(Value.Declared.DOUBLE, false).read(bad)).as(bad).hasMessage("not a number");
        }
    }

    @Test
    void aBooleanIsTrueOrFalseAndNothingElse() {
        assertThat(value(Value.Declared.BOOLEAN, false).read("TRUE")).isEqualTo(true);
        assertThat(value(Value.Declared.BOOLEAN, false).read("false")).isEqualTo(false);
        assertThatThrownBy(() -> value(Value.Declared.BOOLEAN, false).read("yes")).hasMessage("neither true nor false");
    }

    @Test
    void stringsKeepTheEmptyTextAQuotedCellHolds() {
        assertThat(value(Value.Declared.STRING, false).read("")).isEqualTo("");
        assertThat(value(Value.Declared.STRING, false).read(null)).isNull();
        assertThat(value(Value.Declared.STRING, true).read("a;;b")).isEqualTo(List.of("a", "", "b"));
        assertThatThrownBy(() -> value(Value.Declared.CHAR, false).read("ab")).hasMessage("not one character");
    }

    @Test
    void arraysSplitAtTheDelimiterAndHoldNoEmptyNumber() {
        assertThat(value(Value.Declared.LONG, true).read("1;2;3")).isEqualTo(List.of(1L, 2L, 3L));
        assertThat(value(Value.Declared.DATE, true).read("2024-01-01;2024-12-31"))
                .isEqualTo(List.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31)));
        assertThat(value(Value.Declared.LONG, true).read("")).isNull();
        assertThatThrownBy(() -> value(Value.Declared.LONG, true).read("1;;3"))
                .hasMessage("an array with an empty element, which only a string array may hold");
    }

    @Test
    void aDatetimeIsAnInstantWhateverOffsetOrZoneItWasWrittenIn() {
        Value datetime = value(Value.Declared.DATETIME, false);
        Instant instant = Instant.parse("2024-05-31T07:30:00Z");
        for (String text : List.of("2024-05-31T07:30:00Z", "2024-05-31T09:30:00+02:00", "2024-05-31T09:30+0200",
                "2024-05-31T09:30:00+02", "2024-05-31T09:30:00[Europe/Paris]", "2024-05-31T07:30")) {
            assertThat(datetime.read(text)).as(text).isEqualTo(instant);
        }
        assertThat(new Value(Value.Declared.DATETIME, false, ";", ZoneId.of("Europe/Stockholm"))
                .read("2024-05-31T09:30:00")).isEqualTo(instant);
        assertThat(datetime.read("2024-05-31T07:30:00.123456Z")).isEqualTo(Instant.parse("2024-05-31T07:30:00.123456Z"));
        assertThatThrownBy(() -> datetime.read("2024-05-31T07:30:00.1234567Z"))
                .hasMessage("finer than a microsecond, which PostgreSQL and Oracle do not keep");
        assertThatThrownBy(() -> datetime.read("31/05/2024")).hasMessageStartingWith("not a datetime such as");
    }

    @Test
    void datesAndLocalDatetimesAreOfTheYearsOneTo9999() {
        assertThat(value(Value.Declared.LOCALDATETIME, false).read("2024-05-31T09:30:15.5"))
                .isEqualTo(LocalDateTime.of(2024, 5, 31, 9, 30, 15, 500_000_000));
        assertThatThrownBy(() -> value(Value.Declared.DATE, false).read("2024-02-30"))
                .hasMessageStartingWith("not a date such as 2024-05-31");
        assertThatThrownBy(() -> value(Value.Declared.DATE, false).read("+10000-01-01"))
                .hasMessage("of the year 10000; every engine holds the years 1 to 9999");
        assertThatThrownBy(() -> value(Value.Declared.DATE, false).read("0000-01-01"))
                .hasMessage("of the year 0; every engine holds the years 1 to 9999");
    }
}
