package dev.graphbench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.graphbench.options.RunOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the figures were taken, so that two results files can be compared honestly: the clock, and
 * every option of the run by its command-line name ({@code calls}, {@code max-seconds}), written as
 * the command line would write it. The options are the run's own list: a new option is recorded
 * without a change here. An option is read back by its {@link RunOption}, as its value type reads it.
 *
 * @param timer   the clock and where it was read
 * @param options every option of the run, by name, as the command line writes its value
 */
public record Method(String timer, Map<String, String> options) {

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
            changed.remove(RunOption.CLIENT.name());
        } else {
            changed.put(RunOption.CLIENT.name(), client);
        }
        return new Method(timer, changed);
    }

    /** {@code option}'s value as written; null when the file records none, or an empty one. */
    public String text(RunOption<?> option) {
        String value = options.get(option.name());
        return value == null || value.isEmpty() ? null : value;
    }

    /**
     * {@code option}'s value, read as its type reads it; null when the file records none, an empty one, or one this
     * version cannot read.
     */
    public <T> T get(RunOption<T> option) {
        return option.read(text(option));
    }

    /** Which client wrote the file ({@code K/N}), or how many clients' were merged ({@code N merged}); null for one. */
    public String client() {
        String client = text(RunOption.CLIENT);
        return client == null || client.equals("1/1") ? null : client;
    }
}
