package dev.graphbench.options.values;

import java.util.List;

/** Names, comma-separated: none (everything) for an empty text, but no empty name among some. */
public record Names() implements ValueType<List<String>> {

    @Override
    public List<String> read(String option, String text) {
        return Items.orNone(option, text);
    }

    @Override
    public List<String> check(String option, List<String> names) {
        return List.copyOf(names);
    }

    @Override
    public String show(List<String> names) {
        return Items.joined(names);
    }
}
