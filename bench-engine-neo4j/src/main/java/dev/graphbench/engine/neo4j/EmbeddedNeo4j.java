package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.cypher.Errors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.fleetmanagement.FleetManagementSettings;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilder;
import org.neo4j.harness.Neo4jBuilders;
import org.neo4j.io.ByteUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Neo4j Community running in this JVM through neo4j-harness, without Bolt, for {@code neo4j-embedded}, which runs its
 * statements in the transactions of {@link #database()}. It lives in a folder of its own under the work directory,
 * made when it starts and removed when it stops, and its databases in a folder there rather than the harness's own,
 * so that a load can stop Neo4j, build the store with the importer, and start Neo4j again over it.
 */
final class EmbeddedNeo4j implements EmbeddedServer, LocalStore, InProcessDatabase {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedNeo4j.class);
    private static final String WHAT = "the in-process Neo4j";

    /** The folder of the databases, under this Neo4j's folder. */
    private static final String DATA = "data";

    /** The prefix of the handle of a Neo4j in this JVM, before its folder. */
    static final String IN_PROCESS = "in-process:";

    /** This Neo4j's own folder under the work folder. */
    private final Path folder;
    /** What names it in this JVM ({@link EmbeddedNeo4jLauncher}): {@code in-process:FOLDER}. */
    private final String handle;
    private final String version;
    private final Neo4jMemory memory;
    /** What all its transactions may hold at once, as set; null for Neo4j's default. */
    private final String transactionMemory;
    private Neo4j neo4j;

    private EmbeddedNeo4j(Neo4j neo4j, Path folder, String version, Neo4jMemory memory, String transactionMemory) {
        this.neo4j = neo4j;
        this.folder = folder;
        this.handle = IN_PROCESS + folder;
        this.version = version;
        this.memory = memory;
        this.transactionMemory = transactionMemory;
    }

    /**
     * Starts Neo4j in a folder of its own under {@code workDirectory}, with the page cache {@code memory} gives.
     *
     * @param transactionMemory what all its transactions may hold at once ({@code 512m}); null for Neo4j's default
     */
    static EmbeddedNeo4j start(Path workDirectory, Neo4jMemory memory, String transactionMemory) {
        Path directory = ServerFolders.create(workDirectory, WHAT);
        long startNanos = System.nanoTime();
        Neo4j neo4j;
        try {
            neo4j = build(directory, memory, transactionMemory);
        } catch (RuntimeException e) {
            ServerFolders.delete(directory);
            throw e;
        }
        try {
            String version = neo4j.defaultDatabaseService().executeTransactionally(
                    "CALL dbms.components() YIELD name, versions WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version",
                    Map.of(), result -> String.valueOf(result.next().get("version")));
            EmbeddedNeo4j server = new EmbeddedNeo4j(neo4j, directory, version, memory, transactionMemory);
            EmbeddedNeo4jLauncher.started(server.handle, server);
            LOG.info("in-process Neo4j {} started in {} ms", version, (System.nanoTime() - startNanos) / 1_000_000);
            return server;
        } catch (RuntimeException e) {
            neo4j.close();
            ServerFolders.delete(directory);
            throw startFailure(e);
        }
    }

    @Override
    public synchronized void rebuild(Builder builder) {
        long startNanos = System.nanoTime();
        neo4j.close();
        long stoppedNanos = System.nanoTime();
        long importedNanos = stoppedNanos;
        try {
            builder.build(folder.resolve(DATA), DATABASE);
            importedNanos = System.nanoTime();
        } catch (Exception e) {
            throw new EngineException("Neo4j's importer failed: " + Errors.rootMessage(e), e);
        } finally {
            // Started again whatever the importer did, so that it stays up for what follows.
            neo4j = build(folder, memory, transactionMemory);
        }
        LOG.info("in-process Neo4j stopped in {} ms, its store imported in {} ms, started again in {} ms",
                (stoppedNanos - startNanos) / 1_000_000, (importedNanos - stoppedNanos) / 1_000_000,
                (System.nanoTime() - importedNanos) / 1_000_000);
    }

    /** Stops Neo4j and starts it again on its store: its page cache starts empty. */
    @Override
    public synchronized void restart() {
        long startNanos = System.nanoTime();
        neo4j.close();
        neo4j = build(folder, memory, transactionMemory);
        LOG.info("in-process Neo4j restarted on its store in {} ms", (System.nanoTime() - startNanos) / 1_000_000);
    }

    /** Builds and starts Neo4j without Bolt, its databases in {@code directory}'s data folder. */
    private static Neo4j build(Path directory, Neo4jMemory memory, String transactionMemory) {
        try {
            Files.createDirectories(directory);
            Neo4jBuilder builder = Neo4jBuilders.newInProcessBuilder(directory)
                    .withDisabledServer()
                    .withConfig(GraphDatabaseSettings.data_directory, directory.resolve(DATA))
                    .withConfig(BoltConnector.enabled, false)
                    // Nothing leaves the machine: no usage reports, no fleet manager.
                    .withConfig(GraphDatabaseSettings.udc_enabled, false)
                    .withConfig(FleetManagementSettings.fleet_manager_enabled, false)
                    .withConfig(GraphDatabaseSettings.pagecache_memory, memory.pageCacheBytes());
            if (transactionMemory != null) {
                builder = builder.withConfig(GraphDatabaseSettings.memory_transaction_global_max_size,
                        ByteUnit.parse(transactionMemory));
            }
            return builder.build();
        } catch (IOException e) {
            throw new EngineException("cannot start " + WHAT + ": cannot create " + directory + ": "
                    + Errors.oneLine(e.getMessage()), e);
        } catch (RuntimeException e) {
            throw startFailure(e);
        } finally {
            Log4jTempFiles.deleteMentioning(directory);
        }
    }

    @Override
    public long storeBytes() {
        return LocalStore.storeBytes(folder.resolve(DATA));
    }

    @Override
    public Optional<String> memorySettings() {
        return Optional.ofNullable(memory.budgeted());
    }

    /** Its handle, by which {@code neo4j-embedded} finds it. */
    @Override
    public Map<String, String> connectionSettings() {
        return Map.of(Neo4jEmbeddedProvider.INSTANCE, handle);
    }

    @Override
    public String description() {
        return "Neo4j " + version + " Community in process without Bolt (page cache "
                + MemoryBudget.show(memory.pageCacheBytes()) + ")";
    }

    /** The Neo4j running in process, for tests that check its configuration. */
    synchronized Neo4j neo4j() {
        return neo4j;
    }

    /** The default database of the Neo4j running now: a load that imports starts a new one. */
    @Override
    public synchronized GraphDatabaseService database() {
        return neo4j.defaultDatabaseService();
    }

    @Override
    public synchronized void close() {
        long startNanos = System.nanoTime();
        EmbeddedNeo4jLauncher.stopped(handle);
        long neo4jNanos;
        try {
            neo4j.close();
        } finally {
            neo4jNanos = System.nanoTime() - startNanos;
            ServerFolders.delete(folder);
            Log4jTempFiles.deleteMentioning(folder);
            NettyHelperThread.awaitEnd();
        }
        LOG.info("in-process Neo4j closed in {} ms ({} ms for Neo4j itself)",
                (System.nanoTime() - startNanos) / 1_000_000, neo4jNanos / 1_000_000);
    }

    private static EngineException startFailure(RuntimeException e) {
        if (e instanceof EngineException engine) {
            return engine;
        }
        return new EngineException("cannot start " + WHAT + ": " + Errors.rootMessage(e), e);
    }
}
