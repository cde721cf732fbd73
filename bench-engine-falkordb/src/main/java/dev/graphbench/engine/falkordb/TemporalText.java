package dev.graphbench.engine.falkordb;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dates and datetimes as the text FalkorDB's loads take them in, which the loader then makes temporal
 * values: a date as {@code 2024-05-31}, a datetime as its time in UTC to the second (FalkorDB keeps no zone
 * and no fraction of a second, and a datetime with one is refused), arrays element by element.
 */
final class TemporalText {

    private TemporalText() {
    }

    /** {@code properties} with every date and datetime, and array of them, as text. */
    static Map<String, Object> of(Map<String, Object> properties) {
        Map<String, Object> written = new LinkedHashMap<>(properties.size() * 2);
        properties.forEach((name, value) -> {
            try {
                written.put(name, value(value));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("property " + name + ": " + e.getMessage(), e);
            }
        });
        return written;
    }

    static Object value(Object value) {
        return switch (value) {
            case LocalDate date -> date.toString();
            case LocalDateTime local -> BulkRequest.seconds(local);
            case Instant instant -> BulkRequest.seconds(LocalDateTime.ofInstant(instant, ZoneOffset.UTC));
            case List<?> array -> array.stream().map(TemporalText::value).toList();
            case null, default -> value;
        };
    }
}
