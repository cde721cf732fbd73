package dev.graphbench.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The settings every engine that reaches a server declares alike, first among its settings: where the
 * server is ({@code BENCH_<ENGINE>_URL}, or {@code _URI}), the user to connect as ({@code _USER}) and
 * that user's password ({@code _PASSWORD}, a secret). The engine is configured when the address is set;
 * without it the harness starts the provider's embedded server, when it has one. A {@link ServerProvider}
 * is made of it.
 *
 * <pre>{@code
 * static final ServerSettings SERVER = ServerSettings.url("gremlin",
 *         "the Gremlin Server, ws://host:8182/gremlin").withUser(null);
 * static final List<Setting> SETTINGS = SERVER.followedBy(
 *         Setting.wholeNumber("batch-size", SERVER.variable("BATCH_SIZE"), "200", 1, 10_000, "rows per batch"));
 * }</pre>
 */
public final class ServerSettings {

    /** The key of the server's address given as a URL. */
    public static final String URL = "url";
    /** The key of the server's address given as a URI, as Neo4j's drivers call it. */
    public static final String URI = "uri";
    /** The key of the user to connect as. */
    public static final String USER = "user";
    /** The key of the password, a secret. */
    public static final String PASSWORD = "password";

    private final String prefix;
    private final Setting address;
    private final Setting user;
    private final Setting password;

    private ServerSettings(String prefix, Setting address, Setting user, Setting password) {
        this.prefix = prefix;
        this.address = address;
        this.user = user;
        this.password = password;
    }

    /**
     * The block of engine {@code engine} ({@code "postgres"}), its server named by a URL in
     * {@code BENCH_POSTGRES_URL}, which {@code description} says the form of; no user setting yet.
     */
    public static ServerSettings url(String engine, String description) {
        return at(URL, engine, description);
    }

    /** As {@link #url}, the address under the key {@code uri} and from {@code BENCH_<ENGINE>_URI}. */
    public static ServerSettings uri(String engine, String description) {
        return at(URI, engine, description);
    }

    private static ServerSettings at(String key, String engine, String description) {
        String prefix = "BENCH_" + engine.toUpperCase(Locale.ROOT).replace('-', '_') + "_";
        return new ServerSettings(prefix, Setting.of(key, prefix + key.toUpperCase(Locale.ROOT), null,
                Objects.requireNonNull(description, "description")), null,
                Setting.secret(PASSWORD, prefix + "PASSWORD", "password the server asks for"));
    }

    /**
     * This block with a user to connect as, from {@code BENCH_<ENGINE>_USER}, {@code defaultUser} when it is
     * unset ({@code null}: none, and the engine says what to set).
     */
    public ServerSettings withUser(String defaultUser) {
        return new ServerSettings(prefix, address, Setting.of(USER, prefix + "USER", defaultUser, "user to connect as"),
                Setting.secret(PASSWORD, prefix + "PASSWORD", "password of that user"));
    }

    /** The block's settings, then the engine's own. */
    public List<Setting> followedBy(Setting... own) {
        List<Setting> all = new ArrayList<>();
        all.add(address);
        if (user != null) {
            all.add(user);
        }
        all.add(password);
        all.addAll(List.of(own));
        return List.copyOf(all);
    }

    /** Whether {@code settings} name a server of the user's own: the address is set. */
    public boolean isConfigured(Settings settings) {
        return settings.isSet(address.key());
    }

    /** The server's address, without a default. */
    public Setting address() {
        return address;
    }

    /** The user to connect as; {@code null} for an engine whose user, if any, is part of its address. */
    public Setting user() {
        return user;
    }

    /** The password, a secret. */
    public Setting password() {
        return password;
    }

    /** The variable of an engine setting {@code name} in this block's form: {@code BENCH_POSTGRES_} and {@code name}. */
    public String variable(String name) {
        return prefix + name;
    }
}
