package dev.graphbench.options.values;

/** A seed: any whole number a {@code long} holds. */
public record Seed() implements ValueType<Long> {

    @Override
    public Long read(String option, String text) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw ValueType.wrong(option, "a whole number", text);
        }
    }

    @Override
    public String show(Long value) {
        return String.valueOf(value);
    }
}
