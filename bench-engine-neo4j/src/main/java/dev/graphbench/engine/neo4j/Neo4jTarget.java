package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.Errors;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.neo4j.driver.exceptions.DiscoveryException;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.driver.exceptions.SecurityException;
import org.neo4j.driver.exceptions.ServiceUnavailableException;
import org.neo4j.driver.exceptions.SessionExpiredException;

/**
 * The server the settings name, and the one-line messages for what can go wrong reaching it.
 * Messages name the URI (with any password in it masked) and the variable to check, never a password.
 *
 * @param uri         the Bolt URI as set
 * @param user        the user name
 * @param passwordSet whether a password is set
 * @param database    the database to use
 * @param embedded    whether the URI is that of a Neo4j this run started, in this JVM or a child of it
 */
record Neo4jTarget(String uri, String user, boolean passwordSet, String database, boolean embedded) {

    /** How long connecting may take before the server counts as not answering. */
    static final int CONNECT_SECONDS = 10;

    private static final Set<String> SCHEMES = Set.of("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc");
    static final int DEFAULT_PORT = 7687;
    private static final String DATABASE_NOT_FOUND = "Neo.ClientError.Database.DatabaseNotFound";

    static Neo4jTarget of(Settings settings) {
        String uri = settings.get(Neo4jProvider.URI);
        if (uri == null) {
            throw new EngineException("BENCH_NEO4J_URI is not set: set it to bolt://host:7687, or neo4j://host:7687 for a cluster");
        }
        try {
            URI parsed = new URI(uri);
            if (parsed.getScheme() == null || !SCHEMES.contains(parsed.getScheme()) || parsed.getHost() == null) {
                throw new URISyntaxException(uri, "not a Bolt URI");
            }
        } catch (URISyntaxException e) {
            throw new EngineException("BENCH_NEO4J_URI must be a bolt:// or neo4j:// URI such as bolt://localhost:7687, got '"
                    + Settings.redact(uri) + "'");
        }
        return new Neo4jTarget(uri, settings.get(Neo4jProvider.USER), settings.get(Neo4jProvider.PASSWORD) != null,
                settings.get(Neo4jProvider.DATABASE), EmbeddedNeo4jLauncher.isRunningAt(uri));
    }

    /** The URI fit to show. */
    String shownUri() {
        return Settings.redact(uri);
    }

    /** {@code host:port}, without credentials. */
    String hostAndPort() {
        URI parsed = URI.create(uri);
        return parsed.getHost() + ":" + (parsed.getPort() < 0 ? DEFAULT_PORT : parsed.getPort());
    }

    /** {@code "embedded, 127.0.0.1:41234"} or {@code "external, db.example:7687"}. */
    String deployment() {
        return (embedded ? "embedded, " : "external, ") + hostAndPort();
    }

    /** Waits for a connection step, {@link #CONNECT_SECONDS} at most. */
    <T> T await(CompletionStage<T> step) {
        try {
            return step.toCompletableFuture().get(CONNECT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new EngineException("cannot connect to Neo4j at " + shownUri() + ": no answer within "
                    + CONNECT_SECONDS + " s; check BENCH_NEO4J_URI", e);
        } catch (ExecutionException e) {
            throw failure(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while connecting to Neo4j at " + shownUri(), e);
        }
    }

    /** The one-line explanation of the object store's failure, when it is the driver's. */
    Optional<EngineException> explain(Throwable failure, String doing) {
        return failure instanceof Neo4jException ? Optional.of(failure(failure, doing)) : Optional.empty();
    }

    /** The one-line explanation of a driver failure against this server. */
    EngineException failure(Throwable failure) {
        return failure(failure, "");
    }

    /** The one-line explanation of a driver failure against this server while {@code doing} something. */
    EngineException failure(Throwable failure, String doing) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        if (cause instanceof EngineException engineException) {
            return engineException;
        }
        if (cause instanceof SecurityException) {
            String what = passwordSet ? "check BENCH_NEO4J_USER and BENCH_NEO4J_PASSWORD" : "set BENCH_NEO4J_PASSWORD";
            return new EngineException("Neo4j at " + shownUri() + " refused user '" + user + "': "
                    + Errors.oneLine(cause.getMessage()) + "; " + what, cause);
        }
        if (cause instanceof Neo4jException neo4j && DATABASE_NOT_FOUND.equals(neo4j.code())) {
            return new EngineException("database '" + database + "' does not exist on Neo4j at " + shownUri()
                    + "; check BENCH_NEO4J_DATABASE", cause);
        }
        if (embedded && (cause instanceof ServiceUnavailableException || cause instanceof SessionExpiredException)) {
            // The URI is the harness's own: the server it started went away, and the driver's advice on encryption
            // and on the URI would send the user after the wrong thing.
            return new EngineException("cannot connect to Neo4j at " + shownUri() + (doing.isEmpty() ? "" : " " + doing)
                    + ": " + firstSentence(Errors.rootMessage(cause)) + "; the server this run started is gone or"
                    + " not answering", cause);
        }
        if (cause instanceof ServiceUnavailableException || cause instanceof SessionExpiredException
                || cause instanceof DiscoveryException) {
            return new EngineException("cannot connect to Neo4j at " + shownUri() + (doing.isEmpty() ? "" : " " + doing)
                    + ": " + Errors.rootMessage(cause) + "; check BENCH_NEO4J_URI", cause);
        }
        return new EngineException("Neo4j at " + shownUri() + " failed" + (doing.isEmpty() ? "" : " " + doing) + ": "
                + Errors.oneLine(cause.getMessage()), cause);
    }

    /** {@code message} up to its first full stop, without it. */
    private static String firstSentence(String message) {
        int end = message.indexOf(". ");
        return end < 0 ? message.replaceAll("\\.$", "") : message.substring(0, end);
    }
}
