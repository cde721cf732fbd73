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
 * Starts the Neo4j of an engine: for {@code neo4j}, a Neo4j server in a JVM of its own ({@link Neo4jServer}); for
 * {@code neo4j-embedded}, Neo4j in this JVM without Bolt ({@link EmbeddedNeo4j}). Both come from neo4j-harness and
 * what it brings, an optional dependency: this class names none of their types, so that it loads, and says what is
 * missing, when they are absent.
 */
final class EmbeddedNeo4jLauncher implements EmbeddedServer.Launcher {

    static final String HARNESS_CLASS = "org.neo4j.harness.Neo4jBuilders";
    /** What the server runs: Neo4j's own bootstrapper, which neo4j-harness brings. */
    static final String SERVER_CLASS = "org.neo4j.server.CommunityBootstrapper";
    static final int MINIMUM_JAVA = 21;

    /**
     * The Neo4j servers and in-process Neo4js the harness started, by handle (a Bolt URI, or {@code in-process:FOLDER}),
     * so that an engine can report itself as embedded, its loader can build the store with the importer, and
     * {@code neo4j-embedded} can find the database it runs in.
     */
    private static final Map<String, LocalStore> RUNNING = new ConcurrentHashMap<>();

    private final boolean server;

    /** @param server whether it starts a Neo4j server ({@code neo4j}) or a Neo4j in this JVM ({@code neo4j-embedded}) */
    EmbeddedNeo4jLauncher(boolean server) {
        this.server = server;
    }

    /**
     * Why no Neo4j can start here. In this JVM it is loaded by Neo4j's importer alone, which must be able to run too.
     */
    @Override
    public Optional<String> unavailableReason() {
        Optional<String> reason = unavailableReason(Runtime.version().feature(), EmbeddedNeo4jLauncher.class.getClassLoader());
        if (reason.isEmpty() && !server && !importerCanRun()) {
            return Optional.of("Neo4j inside the application is loaded by Neo4j's importer, which needs Java started with "
                    + IMPORTER_ADD_OPENS + " (bench-cli.jar's manifest has it)");
        }
        return reason;
    }

    /** Why Neo4j cannot be started on Java {@code java} with classes from {@code loader}. */
    static Optional<String> unavailableReason(int java, ClassLoader loader) {
        if (java < MINIMUM_JAVA) {
            return Optional.of("the Neo4j the harness starts needs Java " + MINIMUM_JAVA + " or newer, this is Java " + java
                    + "; run with a newer JDK or set BENCH_NEO4J_URI to a server of your own");
        }
        for (String needed : new String[] {HARNESS_CLASS, SERVER_CLASS}) {
            try {
                Class.forName(needed, false, loader);
            } catch (ClassNotFoundException e) {
                return Optional.of("the Neo4j the harness starts needs org.neo4j.test:neo4j-harness on the class path; "
                        + "add it or set BENCH_NEO4J_URI to a server of your own");
            }
        }
        return Optional.empty();
    }

    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory) {
        checkAvailable();
        return start(settings, workDirectory, server ? Neo4jMemory.server(settings) : Neo4jMemory.inProcess(settings),
                Optional.empty());
    }

    /**
     * Starts Neo4j with its memory sized to {@code budget}: the server's heap and page cache
     * ({@link Neo4jMemory#server(MemoryBudget)}), its process started inside the budget's control group where the
     * harness made one (and started there again when it restarts), so that the group is charged all it takes; or,
     * in this JVM, its page cache and what its transactions may hold, the budget advisory for its heap, which is the
     * harness's.
     */
    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory, MemoryBudget budget) {
        checkAvailable();
        Neo4jMemory memory = server ? Neo4jMemory.server(budget) : Neo4jMemory.inProcess(budget);
        return start(settings.with(memory.overrides()), workDirectory, memory, Optional.of(budget));
    }

    private void checkAvailable() {
        unavailableReason().ifPresent(reason -> {
            throw new EngineException(reason);
        });
    }

    private EmbeddedServer start(Settings settings, Path workDirectory, Neo4jMemory memory,
                                 Optional<MemoryBudget> budget) {
        String transactionMemory = settings.get(Neo4jProvider.TRANSACTION_MEMORY);
        if (transactionMemory != null) {
            Neo4jMemory.bytes(settings, Neo4jProvider.TRANSACTION_MEMORY);
        }
        try {
            return server ? Neo4jServer.start(workDirectory, port(settings), memory, transactionMemory, budget)
                    : EmbeddedNeo4j.start(workDirectory, memory, transactionMemory);
        } catch (UnsupportedClassVersionError e) {
            throw new EngineException("the Neo4j the harness starts needs a newer Java than Java "
                    + Runtime.version().feature() + "; run with a newer JDK or set BENCH_NEO4J_URI to a server of your own", e);
        } catch (LinkageError e) {
            throw new EngineException("cannot start Neo4j: " + Errors.oneLine(e.toString())
                    + "; use the neo4j-harness and Netty versions this engine is built with", e);
        }
    }

    private static int port(Settings settings) {
        int port = settings.getInt(Neo4jProvider.EMBEDDED_PORT);
        if (port < 0 || port > 65_535) {
            throw new EngineException(settings.setting(Neo4jProvider.EMBEDDED_PORT).environmentVariable()
                    + " must be a port from 1 to 65535, or 0 for any free port, got " + port);
        }
        return port;
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

    /** The store of the Neo4j {@code handle} names (its Bolt URI, or {@code in-process:FOLDER}), when the harness runs one. */
    static Optional<LocalStore> storeAt(String handle) {
        return Optional.ofNullable(RUNNING.get(handle));
    }

    static void started(String handle, LocalStore store) {
        RUNNING.put(handle, store);
    }

    static void stopped(String handle) {
        RUNNING.remove(handle);
    }
}
