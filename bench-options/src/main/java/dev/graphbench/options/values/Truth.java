package dev.graphbench.options.values;

/**
 * {@code true} or {@code false}; a flag is true when given alone, without a value.
 *
 * @param flag whether the option is a flag
 */
public record Truth(boolean flag) implements ValueType<Boolean> {

    @Override
    public Boolean read(String option, String text) {
        if (flag && text.isEmpty()) {
            return true;
        }
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw ValueType.wrong(option, "true or false", text);
        };
    }

    @Override
    public String show(Boolean value) {
        return String.valueOf(value);
    }
}
