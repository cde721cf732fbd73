package dev.graphbench.api;

import java.util.regex.Pattern;

/**
 * One setting an engine reads: a key, the environment variable it comes from, a default.
 *
 * <p>Secrets (passwords, tokens) come only from the environment and are never printed, logged
 * or written to a results file.
 *
 * @param key                 the engine-local key, lower case words joined by hyphens: {@code "url"},
 *                            {@code "pool-size"}
 * @param environmentVariable the variable that sets it, such as {@code BENCH_POSTGRES_URL}
 * @param defaultValue        the value when the variable is unset; {@code null} for none
 * @param secret              whether the value must never be shown
 * @param description         one line for the {@code engines} command
 * @param range               for a whole number, the least and greatest it may be; null for text
 */
public record Setting(String key, String environmentVariable, String defaultValue, boolean secret,
                      String description, Range range) {

    /**
     * The values a whole-number setting accepts.
     *
     * @param least    the least
     * @param greatest the greatest
     */
    public record Range(long least, long greatest) {
    }

    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    /** Checks the key's form, so that every engine's keys read alike. */
    public Setting {
        if (key == null || !KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("setting key '" + key + "' must be lower case words joined by hyphens,"
                    + " such as pool-size");
        }
    }

    /** A plain setting with a default (which may be {@code null}). */
    public static Setting of(String key, String environmentVariable, String defaultValue, String description) {
        return new Setting(key, environmentVariable, defaultValue, false, description, null);
    }

    /** A whole number from {@code least} to {@code greatest}, with a default (which may be {@code null}). */
    public static Setting wholeNumber(String key, String environmentVariable, String defaultValue, long least,
                                      long greatest, String description) {
        return new Setting(key, environmentVariable, defaultValue, false, description, new Range(least, greatest));
    }

    /** A secret setting: no default, never shown. */
    public static Setting secret(String key, String environmentVariable, String description) {
        return new Setting(key, environmentVariable, null, true, description, null);
    }

    /**
     * Checks {@code value}, this setting's: a whole number in range, when it is one.
     *
     * @throws IllegalArgumentException one line naming the variable, what it accepts and what it got
     */
    public void check(String value) {
        if (range == null || value == null) {
            return;
        }
        long number;
        try {
            number = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(environmentVariable + " must be a whole number from " + range.least()
                    + " to " + range.greatest() + ", got '" + value + "'");
        }
        if (number < range.least() || number > range.greatest()) {
            throw new IllegalArgumentException(environmentVariable + " must be a whole number from " + range.least()
                    + " to " + range.greatest() + ", got '" + value + "'");
        }
    }
}
