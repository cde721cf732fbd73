package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.Errors;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Starts Neo4j in this JVM: with Bolt for {@code neo4j}, without for {@code neo4j-embedded}. The harness is
 * an optional dependency: this class names none of its types, so that it loads, and says what is missing,
 * when the harness is absent.
 */
final class EmbeddedNeo4jLauncher implements EmbeddedServer.Launcher {

    static final String HARNESS_CLASS = "org.neo4j.harness.Neo4jBuilders";
    static final int MINIMUM_JAVA = 21;

    /**
     * The in-process servers running now by handle (a Bolt URI, or {@code in-process:FOLDER}), so that an
     * engine can report itself as embedded, its loader can build the store with the importer, and
     * {@code neo4j-embedded} can find the database it runs in.
     */
    private static final Map<String, InProcessStore> RUNNING = new ConcurrentHashMap<>();

    private final boolean bolt;

    /** @param bolt whether the servers it starts listen for Bolt ({@code neo4j}) or not ({@code neo4j-embedded}) */
    EmbeddedNeo4jLauncher(boolean bolt) {
        this.bolt = bolt;
    }

    /**
     * Why no server can start here. Without Bolt it is loaded by Neo4j's importer alone, which must be able
     * to run too.
     */
    @Override
    public Optional<String> unavailableReason() {
        Optional<String> reason = unavailableReason(Runtime.version().feature(), EmbeddedNeo4jLauncher.class.getClassLoader());
        if (reason.isEmpty() && !bolt && !importerCanRun()) {
            return Optional.of("Neo4j inside the application is loaded by Neo4j's importer, which needs Java started with "
                    + IMPORTER_ADD_OPENS + " (bench-cli.jar's manifest has it)");
        }
        return reason;
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
        return start(settings, workDirectory, (String) null);
    }

    /**
     * Starts Neo4j with half of {@code budget} for its page cache and a quarter for what its transactions may hold
     * at once. Its heap is the harness's JVM's, which no budget of a single engine can size: the harness records
     * the budget as advisory for it.
     */
    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory, MemoryBudget budget) {
        String pageCache = budget.shareMebibytes(0.5) + "m";
        String transactions = budget.shareMebibytes(0.25) + "m";
        return start(settings.with(Map.of(Neo4jProvider.PAGE_CACHE, pageCache,
                Neo4jProvider.TRANSACTION_MEMORY, transactions)), workDirectory,
                "page cache " + budget.shareMebibytes(0.5) + " MiB, transaction memory " + budget.shareMebibytes(0.25)
                        + " MiB (its heap is the harness's JVM's)");
    }

    private EmbeddedServer start(Settings settings, Path workDirectory, String memorySettings) {
        unavailableReason().ifPresent(reason -> {
            throw new EngineException(reason);
        });
        try {
            return EmbeddedNeo4j.start(settings, workDirectory, bolt, memorySettings);
        } catch (UnsupportedClassVersionError e) {
            throw new EngineException("the in-process Neo4j needs a newer Java than Java " + Runtime.version().feature()
                    + "; run with a newer JDK or set BENCH_NEO4J_URI to a server of your own", e);
        } catch (LinkageError e) {
            throw new EngineException("cannot start the in-process Neo4j: " + Errors.oneLine(e.toString())
                    + "; use the neo4j-harness and Netty versions this engine is built with", e);
        }
    }

    /** What Neo4j's importer needs of the JVM: it reads direct buffers' addresses. */
    static final String IMPORTER_ADD_OPENS = "--add-opens=java.base/java.nio=ALL-UNNAMED";

    /** Whether Neo4j's importer can run in this JVM (see {@link #IMPORTER_ADD_OPENS}). */
    static boolean importerCanRun() {
        return ByteBuffer.class.getModule().isOpen(ByteBuffer.class.getPackageName(),
                EmbeddedNeo4jLauncher.class.getModule());
    }

    static boolean isRunningAt(String handle) {
        return RUNNING.containsKey(handle);
    }

    /** The store of the in-process Neo4j {@code handle} names (its Bolt URI, or {@code in-process:FOLDER}), when one runs. */
    static Optional<InProcessStore> storeAt(String handle) {
        return Optional.ofNullable(RUNNING.get(handle));
    }

    static void started(String handle, InProcessStore store) {
        RUNNING.put(handle, store);
    }

    static void stopped(String handle) {
        RUNNING.remove(handle);
    }
}
