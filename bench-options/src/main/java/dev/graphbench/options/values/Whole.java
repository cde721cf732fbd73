package dev.graphbench.options.values;

/**
 * A whole number from {@code least} to {@code most}; without an upper bound, {@code most} is
 * {@link Integer#MAX_VALUE} and the refusal says "at least".
 *
 * @param least the smallest value accepted
 * @param most  the largest
 */
public record Whole(int least, int most) implements ValueType<Integer> {

    /** A whole number of at least {@code least}. */
    public static Whole atLeast(int least) {
        return new Whole(least, Integer.MAX_VALUE);
    }

    /** A whole number from {@code least} to {@code most}. */
    public static Whole between(int least, int most) {
        return new Whole(least, most);
    }

    @Override
    public Integer read(String option, String text) {
        return parse(option, text);
    }

    @Override
    public Integer check(String option, Integer value) {
        if (value < least || value > most) {
            throw ValueType.wrong(option, most == Integer.MAX_VALUE ? "at least " + least : "from " + least + " to " + most,
                    value);
        }
        return value;
    }

    @Override
    public String show(Integer value) {
        return String.valueOf(value);
    }

    /** The range in words, as help gives it: {@code (1 to 256)}; empty without an upper bound. */
    public String range() {
        return most == Integer.MAX_VALUE ? "" : " (" + least + " to " + most + ")";
    }

    /** A whole number, refused in the option's terms. */
    static int parse(String option, String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw ValueType.wrong(option, "a whole number", text);
        }
    }
}
