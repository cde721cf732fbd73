package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.Errors;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Starts Neo4j in this JVM. The harness is an optional dependency: this class names none of its
 * types, so that it loads, and says what is missing, when the harness is absent.
 */
final class EmbeddedNeo4jLauncher implements EmbeddedServer.Launcher {

    static final String HARNESS_CLASS = "org.neo4j.harness.Neo4jBuilders";
    static final int MINIMUM_JAVA = 21;

    /** Bolt URIs of the in-process servers running now, so an engine can report itself as embedded. */
    private static final Set<String> RUNNING = ConcurrentHashMap.newKeySet();

    @Override
    public Optional<String> unavailableReason() {
        return unavailableReason(Runtime.version().feature(), EmbeddedNeo4jLauncher.class.getClassLoader());
    }

    /** Why Neo4j cannot run in process on Java {@code java} with classes from {@code loader}. */
    static Optional<String> unavailableReason(int java, ClassLoader loader) {
        if (java < MINIMUM_JAVA) {
            return Optional.of("the in-process Neo4j needs Java " + MINIMUM_JAVA + " or newer, this is Java " + java
                    + "; run with a newer JDK or set BENCH_NEO4J_URI to a server of your own");
        }
        try {
            Class.forName(HARNESS_CLASS, false, loader);
        } catch (ClassNotFoundException e) {
            return Optional.of("the in-process Neo4j needs org.neo4j.test:neo4j-harness on the class path; "
                    + "add it or set BENCH_NEO4J_URI to a server of your own");
        }
        return Optional.empty();
    }

    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory) {
        unavailableReason().ifPresent(reason -> {
            throw new EngineException(reason);
        });
        try {
            return EmbeddedNeo4j.start(settings, workDirectory);
        } catch (UnsupportedClassVersionError e) {
            throw new EngineException("the in-process Neo4j needs a newer Java than Java " + Runtime.version().feature()
                    + "; run with a newer JDK or set BENCH_NEO4J_URI to a server of your own", e);
        } catch (LinkageError e) {
            throw new EngineException("cannot start the in-process Neo4j: " + Errors.oneLine(e.toString())
                    + "; use the neo4j-harness and Netty versions this engine is built with", e);
        }
    }

    static boolean isRunningAt(String uri) {
        return RUNNING.contains(uri);
    }

    static void started(String uri) {
        RUNNING.add(uri);
    }

    static void stopped(String uri) {
        RUNNING.remove(uri);
    }
}
