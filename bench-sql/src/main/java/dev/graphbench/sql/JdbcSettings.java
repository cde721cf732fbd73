package dev.graphbench.sql;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.ServerSettings;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.ArrayList;
import java.util.List;

/**
 * The settings every JDBC engine declares alike: the {@link ServerSettings} block (the JDBC URL, the user,
 * the password) and the size of the connection pool, {@code BENCH_<ENGINE>_POOL_SIZE}, one connection a
 * session. A {@link JdbcProvider} lists them first among its settings and builds its {@link JdbcTarget}
 * from them.
 */
public final class JdbcSettings {

    /** The key of the pool's size. */
    public static final String POOL_SIZE = "pool-size";

    private final String engine;
    private final String product;
    private final ServerSettings server;
    private final Setting poolSize;

    private JdbcSettings(String engine, String product, ServerSettings server) {
        this.engine = engine;
        this.product = product;
        this.server = server;
        this.poolSize = Setting.wholeNumber(POOL_SIZE, server.variable("POOL_SIZE"), "16", 1, 10_000,
                "connections in the pool, one per session");
    }

    /**
     * The settings of engine {@code engine} ({@code "postgres"}), which reports call {@code product}
     * ({@code "PostgreSQL"}): its URL, described by {@code urlDescription}, and the user {@code defaultUser}
     * unless set ({@code null}: none).
     */
    public static JdbcSettings of(String engine, String product, String urlDescription, String defaultUser) {
        return new JdbcSettings(engine, product, ServerSettings.url(engine, urlDescription).withUser(defaultUser));
    }

    /** What follows the {@link #server()} block among a provider's settings: the pool's size, then {@code own}. */
    public Setting[] afterServer(Setting... own) {
        List<Setting> after = new ArrayList<>();
        after.add(poolSize);
        after.addAll(List.of(own));
        return after.toArray(Setting[]::new);
    }

    /**
     * The URL {@code settings} give.
     *
     * @throws EngineException when none is set, naming the variable
     */
    String url(Settings settings) {
        String url = settings.get(ServerSettings.URL);
        if (url == null) {
            throw new EngineException("no " + product + " server named; set " + server.address().environmentVariable());
        }
        return url;
    }

    /**
     * The pool's size {@code settings} give.
     *
     * @throws EngineException when it is less than one, naming the variable
     */
    public int poolSize(Settings settings) {
        int size = settings.getInt(POOL_SIZE);
        if (size < 1) {
            throw new EngineException(poolSize.environmentVariable() + " must be at least 1, got " + size);
        }
        return size;
    }

    /** The engine's name, {@code "postgres"}. */
    public String engine() {
        return engine;
    }

    /** The product's name, {@code "PostgreSQL"}. */
    public String product() {
        return product;
    }

    /** The URL, user and password. */
    public ServerSettings server() {
        return server;
    }

    /** The variable of the pool's size. */
    String poolSizeVariable() {
        return poolSize.environmentVariable();
    }
}
