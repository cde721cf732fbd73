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
 */
public record Setting(String key, String environmentVariable, String defaultValue, boolean secret,
                      String description) {

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
        return new Setting(key, environmentVariable, defaultValue, false, description);
    }

    /** A secret setting: no default, never shown. */
    public static Setting secret(String key, String environmentVariable, String description) {
        return new Setting(key, environmentVariable, null, true, description);
    }
}
