package dev.graphbench.options.values;

/**
 * A kind of value an option takes: how it is read from the text a user wrote, checked, and written back as
 * the command line would write it. A wrong value is refused in one line naming the option, what it accepts
 * and what it got: {@code --calls must be at least 1, got '0'}.
 *
 * @param <T> the value's type
 */
public interface ValueType<T> {

    /**
     * The value {@code text} (stripped, never null) writes, not yet checked.
     *
     * @param option the option's name, as the message names it without its dashes
     * @throws IllegalArgumentException one line naming the option, what it accepts and what it got
     */
    T read(String option, String text);

    /**
     * {@code value}, checked, maybe normalised (a list sorted).
     *
     * @throws IllegalArgumentException one line naming the option, what it accepts and what it got
     */
    default T check(String option, T value) {
        return value;
    }

    /** The value as the command line writes it. */
    String show(T value);

    /** The one-line refusal of a value: {@code --NAME must be REQUIREMENT, got 'GOT'}. */
    static IllegalArgumentException wrong(String option, String requirement, Object got) {
        return new IllegalArgumentException("--" + option + " must be " + requirement + ", got '" + got + "'");
    }

    /** A number as a user writes it: 5 for 5.0, 0.5 for 0.5. */
    static String plain(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
