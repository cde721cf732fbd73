package dev.graphbench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the figures were taken, so that two results files can be compared honestly: the clock, and
 * every option of the run by its command-line name ({@code calls}, {@code max-seconds}), written as
 * the command line would write it. The options are the run's own list: a new option is recorded
 * without a change here. The typed readers below read an option by name; each gives null when the
 * file records no such option.
 *
 * @param timer   the clock and where it was read
 * @param options every option of the run, by name, as the command line writes its value
 */
public record Method(String timer, Map<String, String> options) {

    /** The option that says which client wrote the file, or how many clients' files were merged. */
    public static final String CLIENT = "client";

    /** Copies the options, keeping their order. */
    @JsonCreator
    public Method(@JsonProperty("timer") String timer, @JsonProperty("options") Map<String, String> options) {
        this.timer = timer;
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options == null ? Map.of() : options));
    }

    /** The same method as written by client {@code client} ({@code K/N} or {@code N merged}); null for none. */
    public Method withClient(String client) {
        Map<String, String> changed = new LinkedHashMap<>(options);
        if (client == null) {
            changed.remove(CLIENT);
        } else {
            changed.put(CLIENT, client);
        }
        return new Method(timer, changed);
    }

    /** The option's value as written; null when the file records none, or an empty one. */
    public String text(String option) {
        String value = options.get(option);
        return value == null || value.isEmpty() ? null : value;
    }

    /** A whole-number option; null when not recorded. */
    public Integer integer(String option) {
        String value = text(option);
        return value == null ? null : Integer.valueOf(value);
    }

    /** A numeric option; null when not recorded. */
    public Double number(String option) {
        String value = text(option);
        return value == null ? null : Double.valueOf(value);
    }

    /** A comma-separated list of whole numbers; null when not recorded. */
    public List<Integer> integers(String option) {
        String value = text(option);
        return value == null ? null : Arrays.stream(value.split(",")).map(String::strip).map(Integer::valueOf).toList();
    }

    /** A comma-separated list of numbers; null when not recorded. */
    public List<Double> numbers(String option) {
        String value = text(option);
        return value == null ? null : Arrays.stream(value.split(",")).map(String::strip).map(Double::valueOf).toList();
    }

    /** A duration with its unit ({@code 10ms}, {@code 500us}, {@code 1s}) in milliseconds; null when not recorded. */
    public Double milliseconds(String option) {
        String value = text(option);
        if (value == null) {
            return null;
        }
        for (Map.Entry<String, Double> unit : List.of(Map.entry("ms", 1.0), Map.entry("us", 1e-3), Map.entry("s", 1e3))) {
            if (value.endsWith(unit.getKey())) {
                return Double.parseDouble(value.substring(0, value.length() - unit.getKey().length())) * unit.getValue();
            }
        }
        return Double.valueOf(value);
    }

    /** A time, ISO-8601; null when not recorded. */
    public Instant instant(String option) {
        String value = text(option);
        return value == null ? null : Instant.parse(value);
    }

    /** Which client wrote the file ({@code K/N}), or how many clients' were merged ({@code N merged}); null for one. */
    public String client() {
        String client = text(CLIENT);
        return client == null || client.equals("1/1") ? null : client;
    }
}
