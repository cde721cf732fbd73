package dev.graphbench.options.values;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** A time as ISO-8601 ({@code 2026-12-02T06:30:00Z}) or epoch milliseconds; none for an empty text. */
public record Moment() implements ValueType<Optional<Instant>> {

    @Override
    public Optional<Instant> read(String option, String text) {
        if (text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(text.strip().matches("[0-9]+") ? Instant.ofEpochMilli(Long.parseLong(text.strip()))
                    : Instant.parse(text.strip()));
        } catch (DateTimeParseException | NumberFormatException e) {
            throw ValueType.wrong(option, "an ISO time such as 2026-12-02T06:30:00Z or epoch milliseconds", text);
        }
    }

    @Override
    public String show(Optional<Instant> at) {
        return at.map(Instant::toString).orElse("");
    }
}
