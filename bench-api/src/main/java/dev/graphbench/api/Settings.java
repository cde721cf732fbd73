package dev.graphbench.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The values of an engine's {@link Setting}s, resolved from the environment and defaults, with
 * overrides laid on top (an embedded server's connection settings, a library user's map).
 * {@link #toString()} and {@link #shown()} never reveal a secret, and each secret is made known to
 * {@link Secrets} as the settings are made, so that no text graph-bench writes or prints carries it.
 */
public final class Settings {

    private final List<Setting> declared;
    private final Map<String, String> explicit;

    private Settings(List<Setting> declared, Map<String, String> explicit) {
        this.declared = List.copyOf(declared);
        this.explicit = Collections.unmodifiableMap(new LinkedHashMap<>(explicit));
        Map<String, String> values = new LinkedHashMap<>();
        for (Setting setting : this.declared) {
            values.put(setting.key(), get(setting.key()));
        }
        // Whatever text leaves graph-bench from now on is scrubbed of these settings' secrets.
        Secrets.learn(this.declared, values);
    }

    /** Reads every declared setting's variable from {@code environment} (usually {@code System.getenv()}). */
    public static Settings resolve(List<Setting> declared, Map<String, String> environment) {
        Map<String, String> explicit = new LinkedHashMap<>();
        for (Setting setting : declared) {
            String value = environment.get(setting.environmentVariable());
            if (value != null && !value.isBlank()) {
                explicit.put(setting.key(), value.strip());
            }
        }
        return new Settings(declared, explicit);
    }

    /** These settings with {@code overrides} set explicitly; keys must be declared. */
    public Settings with(Map<String, String> overrides) {
        Map<String, String> merged = new LinkedHashMap<>(explicit);
        overrides.forEach((key, value) -> {
            setting(key);
            merged.put(key, value);
        });
        return new Settings(declared, merged);
    }

    /** The value of {@code key}: set explicitly, else its default, else {@code null}. */
    public String get(String key) {
        String value = explicit.get(key);
        return value != null ? value : setting(key).defaultValue();
    }

    /** The value of {@code key} as an int, with a one-line error naming the variable when it is not one. */
    public int getInt(String key) {
        String value = get(key);
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException | NullPointerException e) {
            throw new EngineException(setting(key).environmentVariable() + " must be a whole number, got '"
                    + value + "'");
        }
    }

    /**
     * Checks every setting's value against what it accepts ({@link Setting#check}), so that a mistake
     * is found before any engine starts.
     *
     * @throws IllegalArgumentException one line naming the first variable that is wrong
     */
    public void check() {
        for (Setting setting : declared) {
            setting.check(get(setting.key()));
        }
    }

    /** The value of {@code key} when it was set explicitly (not a default). */
    public Optional<String> explicit(String key) {
        setting(key);
        return Optional.ofNullable(explicit.get(key));
    }

    /** Whether {@code key} was set explicitly. */
    public boolean isSet(String key) {
        return explicit(key).isPresent();
    }

    /** The declared setting {@code key}. */
    public Setting setting(String key) {
        for (Setting setting : declared) {
            if (setting.key().equals(key)) {
                return setting;
            }
        }
        throw new IllegalArgumentException("no setting '" + key + "' declared");
    }

    /** The declared settings. */
    public List<Setting> declared() {
        return declared;
    }

    /**
     * Every setting with a value, safe to print and to store: secrets are shown as {@code ***}, and
     * so is a URL's user information ({@code ***@host}, and Oracle's {@code jdbc:oracle:thin:***@host})
     * or a password written into it by mistake ({@code password=***}).
     */
    public Map<String, String> shown() {
        Map<String, String> shown = new LinkedHashMap<>();
        for (Setting setting : declared) {
            String value = get(setting.key());
            if (value != null) {
                shown.put(setting.key(), setting.secret() ? "***" : redact(value));
            }
        }
        return shown;
    }

    /** {@code value} with a URL's user information and any password written into it replaced by {@code ***}. */
    public static String redact(String value) {
        String masked = USER_INFO.matcher(value).replaceAll("$1***@");
        masked = ORACLE_USER_INFO.matcher(masked).replaceAll("$1***@");
        return PASSWORD_IN_QUERY.matcher(masked).replaceAll("$1***");
    }

    private static final Pattern USER_INFO = Pattern.compile("(//)[^/@\\s]+@");
    /** Oracle's thin driver takes {@code user/password@} before the address. */
    private static final Pattern ORACLE_USER_INFO = Pattern.compile("(?i)(:thin:)[^@\\s]+@");
    private static final Pattern PASSWORD_IN_QUERY = Pattern.compile("(?i)(password=)[^&;\\s]*");

    @Override
    public String toString() {
        return shown().toString();
    }
}
