package dev.graphbench.options;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The checked values of a run's options, by option, as JMH's {@code Options} holds its: every option of
 * {@link RunOption#all()} (its default unless given) and any other option given. It is the one object a
 * run's settings travel in, from the command line or the library to the runner and into the results.
 */
public final class RunOptions {

    private final Map<RunOption<?>, Object> values;

    private RunOptions(Map<RunOption<?>, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** Every option at its default. */
    public static RunOptions defaults() {
        return of(Map.of());
    }

    /**
     * {@code given}, each checked, and every other option of {@link RunOption#all()} at its default.
     *
     * @throws IllegalArgumentException one line naming the first option whose value is wrong
     */
    public static RunOptions of(Map<RunOption<?>, Object> given) {
        Map<RunOption<?>, Object> values = new LinkedHashMap<>();
        for (RunOption<?> option : RunOption.all()) {
            values.put(option, checked(option, given));
        }
        for (RunOption<?> option : given.keySet()) {
            values.computeIfAbsent(option, extra -> checked(extra, given));
        }
        return new RunOptions(values);
    }

    @SuppressWarnings("unchecked")
    private static <T> T checked(RunOption<T> option, Map<RunOption<?>, Object> given) {
        return option.check(given.containsKey(option) ? (T) given.get(option) : option.defaultValue());
    }

    /** The value of {@code option}: as given, or its default. */
    @SuppressWarnings("unchecked")
    public <T> T get(RunOption<T> option) {
        return values.containsKey(option) ? (T) values.get(option) : option.check(option.defaultValue());
    }

    /** These options with {@code option} set to {@code value}, checked. */
    public <T> RunOptions with(RunOption<T> option, T value) {
        Map<RunOption<?>, Object> changed = new LinkedHashMap<>(values);
        changed.put(option, option.check(value));
        return new RunOptions(changed);
    }

    /** Every option a results file records, by name, as the command line writes its value. */
    public Map<String, String> recorded() {
        Map<String, String> shown = new LinkedHashMap<>();
        values.forEach((option, value) -> {
            if (option.recorded()) {
                shown.put(option.name(), show(option, value));
            }
        });
        return shown;
    }

    @SuppressWarnings("unchecked")
    private static <T> String show(RunOption<T> option, Object value) {
        return option.show((T) value);
    }
}
