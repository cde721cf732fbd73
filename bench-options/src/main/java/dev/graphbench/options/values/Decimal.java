package dev.graphbench.options.values;

/** Reads a number, refused in the option's terms: what it should have been, and what it got. */
final class Decimal {

    private Decimal() {
    }

    /** The number {@code text} writes; {@code what} says what the option takes, for the refusal. */
    static double parse(String option, String text, String what) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw ValueType.wrong(option, what, text);
        }
    }
}
