package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.Errors;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import redis.clients.jedis.exceptions.JedisAccessControlException;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.exceptions.JedisException;

/**
 * The server and graph the settings name, and the one-line messages for what can go wrong reaching
 * them. Messages name the URL (any password written into it masked) and the variable to check,
 * never a password.
 *
 * @param url         the URL as set
 * @param host        its host
 * @param port        its port
 * @param tls         whether it is {@code rediss://}
 * @param user        the user in the URL, or null for the default user
 * @param passwordSet whether a password is set
 * @param graph       the graph key
 * @param embedded    whether the URL is that of a server the harness started
 */
record FalkorDbTarget(String url, String host, int port, boolean tls, String user, boolean passwordSet, String graph,
                      boolean embedded) {

    /** How long connecting may take before the server counts as not answering. */
    static final int CONNECT_SECONDS = 10;
    static final int DEFAULT_PORT = 6379;

    static FalkorDbTarget of(Settings settings) {
        String url = settings.get(FalkorDbProvider.URL);
        if (url == null) {
            throw new EngineException("BENCH_FALKORDB_URL is not set: set it to redis://host:6379, or rediss://host:6379");
        }
        URI parsed;
        try {
            parsed = new URI(url);
        } catch (URISyntaxException e) {
            parsed = null;
        }
        if (parsed == null || !("redis".equals(parsed.getScheme()) || "rediss".equals(parsed.getScheme()))
                || parsed.getHost() == null) {
            throw new EngineException("BENCH_FALKORDB_URL must be a redis:// or rediss:// URL such as redis://localhost:6379, got '"
                    + Settings.redact(url) + "'");
        }
        String user = parsed.getUserInfo();
        if (user != null && user.contains(":")) {
            throw new EngineException("BENCH_FALKORDB_URL holds a password: remove it from the URL and set "
                    + "BENCH_FALKORDB_PASSWORD instead, got '" + Settings.redact(url) + "'");
        }
        String graph = settings.get(FalkorDbProvider.GRAPH);
        if (graph == null || graph.isBlank()) {
            throw new EngineException("BENCH_FALKORDB_GRAPH must name a graph key, got '" + graph + "'");
        }
        return new FalkorDbTarget(url, parsed.getHost(), parsed.getPort() < 0 ? DEFAULT_PORT : parsed.getPort(),
                "rediss".equals(parsed.getScheme()), user == null || user.isEmpty() ? null : user,
                settings.get(FalkorDbProvider.PASSWORD) != null, graph,
                EmbeddedFalkorDb.isRunningAt(parsed.getHost() + ":" + parsed.getPort()));
    }

    /** The URL fit to show. */
    String shownUrl() {
        return Settings.redact(url);
    }

    /** {@code "embedded, 127.0.0.1:41234"} or {@code "external, db.example:6379"}. */
    String deployment() {
        return (embedded ? "embedded, " : "external, ") + host + ":" + port;
    }

    /** The object store's failure explained, when it is the server's or the client's. */
    Optional<EngineException> explain(Throwable failure, String doing) {
        return failure instanceof JedisException ? Optional.of(failure(failure, doing)) : Optional.empty();
    }

    /** The one-line explanation of a failure against this server while {@code doing} something ("to load ..."). */
    EngineException failure(Throwable failure, String doing) {
        if (failure instanceof EngineException engineException) {
            return engineException;
        }
        String during = doing.isEmpty() ? "" : " " + doing;
        String message = Errors.rootMessage(failure);
        if (failure instanceof JedisAccessControlException || message.startsWith("WRONGPASS")
                || message.startsWith("NOAUTH") || message.contains("invalid username-password")) {
            String what = passwordSet ? "check BENCH_FALKORDB_PASSWORD" : "set BENCH_FALKORDB_PASSWORD";
            return new EngineException("FalkorDB at " + shownUrl() + " refused the connection: " + message + "; "
                    + what, failure);
        }
        if (failure instanceof JedisConnectionException && embedded) {
            // The user set no URL: the server to look at is the one the harness started, and its log.
            return new EngineException("the embedded FalkorDB on " + host + ":" + port + " stopped answering" + during
                    + ": " + message + "; " + EmbeddedFalkorDb.whatBecameOf(host + ":" + port), failure);
        }
        if (failure instanceof JedisConnectionException) {
            return new EngineException("cannot connect to FalkorDB at " + shownUrl() + during + ": " + message
                    + "; check BENCH_FALKORDB_URL", failure);
        }
        return new EngineException("FalkorDB at " + shownUrl() + " failed" + during + ": " + message, failure);
    }
}
