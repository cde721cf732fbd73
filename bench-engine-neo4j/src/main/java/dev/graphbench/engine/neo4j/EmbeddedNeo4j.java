package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.cypher.Errors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.fleetmanagement.FleetManagementSettings;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilder;
import org.neo4j.harness.Neo4jBuilders;
import org.neo4j.io.ByteUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Neo4j Community running in this JVM through neo4j-harness, with Bolt on loopback and no authentication
 * for the {@code neo4j} engine, or without Bolt for {@code neo4j-embedded}, which runs its statements in
 * the transactions of {@link #database()}. It lives in a folder of its own under the work directory, made
 * when it starts and removed when it stops, and its databases in a folder there rather than the harness's
 * own, so that a load can stop Neo4j, build the store with the importer, and start Neo4j again over it.
 */
final class EmbeddedNeo4j implements EmbeddedServer, InProcessStore, InProcessDatabase {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedNeo4j.class);
    private static final String LOOPBACK = "127.0.0.1";

    /**
     * Bolt's Netty waits this long for quiet before it stops, 5 s by default, which made a close
     * take about 10 s; nothing talks to a server being closed, so it need not wait at all. The
     * setting is internal: a test pins it.
     */
    static final Duration BOLT_SHUTDOWN_QUIET_PERIOD = Duration.ZERO;

    /** The folder of the databases, under this server's folder. */
    private static final String DATA = "data";

    /** The prefix of the handle of a server without Bolt, before its folder. */
    static final String IN_PROCESS = "in-process:";

    private final Settings settings;
    /** This server's own folder under the work folder. */
    private final Path folder;
    /** Its Bolt port, or -1 without Bolt. */
    private final int port;
    /** What names it in this JVM ({@link EmbeddedNeo4jLauncher}): its Bolt URI, or {@code in-process:FOLDER}. */
    private final String handle;
    private final String version;
    /** Its page cache and transaction memory as sized to a budget; null when it was started without one. */
    private final String memorySettings;
    private Neo4j neo4j;

    private EmbeddedNeo4j(Neo4j neo4j, Settings settings, Path folder, int port, String version,
                          String memorySettings) {
        this.neo4j = neo4j;
        this.memorySettings = memorySettings;
        this.settings = settings;
        this.folder = folder;
        this.port = port;
        this.handle = port < 0 ? IN_PROCESS + folder : "bolt://" + LOOPBACK + ":" + port;
        this.version = version;
    }

    /**
     * Starts Neo4j in a folder of its own under {@code workDirectory}, with the page cache and transaction memory
     * {@code settings} give.
     *
     * @param bolt whether it listens for Bolt on loopback ({@code neo4j}), or runs without ({@code neo4j-embedded})
     * @param memorySettings how they were sized to a memory budget, in a few words; null when they were not
     */
    static EmbeddedNeo4j start(Settings settings, Path workDirectory, boolean bolt, String memorySettings) {
        int requestedPort = bolt ? port(settings) : -1;
        if (requestedPort > 0) {
            ensureFree(requestedPort);
        }
        // A folder of its own: two servers under one work folder (two runs, two tests) never share a store.
        Path directory;
        try {
            directory = Files.createTempDirectory(Files.createDirectories(workDirectory.toAbsolutePath()), "neo4j-");
        } catch (IOException e) {
            throw new EngineException("cannot start the in-process Neo4j: cannot create a folder in " + workDirectory
                    + " (" + e.getMessage() + "); give a writable work folder", e);
        }
        long startNanos = System.nanoTime();
        Neo4j neo4j;
        try {
            neo4j = build(settings, directory, requestedPort);
        } catch (RuntimeException e) {
            deleteFolder(directory);
            throw e;
        }
        try {
            int port = bolt ? neo4j.boltURI().getPort() : -1;
            String version = neo4j.defaultDatabaseService().executeTransactionally(
                    "CALL dbms.components() YIELD name, versions WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version",
                    Map.of(), result -> String.valueOf(result.next().get("version")));
            EmbeddedNeo4j server = new EmbeddedNeo4j(neo4j, settings, directory, port, version, memorySettings);
            EmbeddedNeo4jLauncher.started(server.handle, server);
            LOG.info("in-process Neo4j {} started {} in {} ms", version, server.where(),
                    (System.nanoTime() - startNanos) / 1_000_000);
            return server;
        } catch (RuntimeException e) {
            neo4j.close();
            deleteFolder(directory);
            throw startFailure(e, requestedPort);
        }
    }

    @Override
    public synchronized void rebuild(Builder builder) {
        long startNanos = System.nanoTime();
        neo4j.close();
        long stoppedNanos = System.nanoTime();
        Path data = folder.resolve(DATA);
        String database = GraphDatabaseSettings.initial_default_database.defaultValue();
        long importedNanos = stoppedNanos;
        try {
            builder.build(data, database);
            importedNanos = System.nanoTime();
        } catch (Exception e) {
            throw new EngineException("Neo4j's importer failed: " + Errors.rootMessage(e), e);
        } finally {
            // Started again whatever the importer did, so that the server stays up for what follows.
            neo4j = build(settings, folder, port);
        }
        LOG.info("in-process Neo4j stopped in {} ms, its store imported in {} ms, started again in {} ms",
                (stoppedNanos - startNanos) / 1_000_000, (importedNanos - stoppedNanos) / 1_000_000,
                (System.nanoTime() - importedNanos) / 1_000_000);
    }

    /**
     * Stops Neo4j and starts it again on its store, on the same Bolt port or again without Bolt: its page
     * cache starts empty.
     */
    @Override
    public synchronized void restart() {
        long startNanos = System.nanoTime();
        neo4j.close();
        neo4j = build(settings, folder, port);
        LOG.info("in-process Neo4j restarted on its store in {} ms", (System.nanoTime() - startNanos) / 1_000_000);
    }

    /**
     * Builds and starts Neo4j with its databases in {@code directory}'s data folder, Bolt on
     * {@code requestedPort} (0 for any free port), or no Bolt when it is negative.
     */
    private static Neo4j build(Settings settings, Path directory, int requestedPort) {
        long pageCache = bytes(settings, Neo4jProvider.PAGE_CACHE);
        try {
            Files.createDirectories(directory);
            Neo4jBuilder builder = Neo4jBuilders.newInProcessBuilder(directory)
                    .withDisabledServer()
                    .withConfig(GraphDatabaseSettings.data_directory, directory.resolve(DATA))
                    .withConfig(BoltConnector.enabled, requestedPort >= 0)
                    .withConfig(BoltConnector.listen_address, new SocketAddress(LOOPBACK, Math.max(0, requestedPort)))
                    .withConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                    .withConfig(GraphDatabaseSettings.auth_enabled, false)
                    // Nothing leaves loopback: no usage reports, no fleet manager.
                    .withConfig(GraphDatabaseSettings.udc_enabled, false)
                    .withConfig(FleetManagementSettings.fleet_manager_enabled, false)
                    .withConfig(GraphDatabaseSettings.pagecache_memory, pageCache)
                    .withConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period,
                            BOLT_SHUTDOWN_QUIET_PERIOD);
            if (settings.get(Neo4jProvider.TRANSACTION_MEMORY) != null) {
                builder = builder.withConfig(GraphDatabaseSettings.memory_transaction_global_max_size,
                        bytes(settings, Neo4jProvider.TRANSACTION_MEMORY));
            }
            return builder.build();
        } catch (IOException e) {
            throw new EngineException("cannot start the in-process Neo4j: cannot create " + directory + ": "
                    + Errors.oneLine(e.getMessage()), e);
        } catch (RuntimeException e) {
            throw startFailure(e, requestedPort);
        } finally {
            Log4jTempFiles.deleteMentioning(directory);
        }
    }

    /** Its Bolt URI for {@code neo4j}; its handle for {@code neo4j-embedded}, which finds it by that. */
    @Override
    public long storeBytes() {
        String database = GraphDatabaseSettings.initial_default_database.defaultValue();
        Path data = folder.resolve(DATA);
        return bytesUnder(data.resolve("databases").resolve(database)) + bytesUnder(data.resolve("transactions").resolve(database));
    }

    private static long bytesUnder(Path root) {
        if (!Files.isDirectory(root)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    // Removed meanwhile (a log rotated away).
                    return 0;
                }
            }).sum();
        } catch (IOException | UncheckedIOException e) {
            throw new EngineException("cannot read the size of the in-process Neo4j's store under " + root + ": "
                    + Errors.oneLine(e.getMessage()), e);
        }
    }

    @Override
    public Optional<String> memorySettings() {
        return Optional.ofNullable(memorySettings);
    }

    @Override
    public Map<String, String> connectionSettings() {
        return port < 0 ? Map.of(Neo4jEmbeddedProvider.INSTANCE, handle) : Map.of(Neo4jProvider.URI, handle);
    }

    @Override
    public String description() {
        return "Neo4j " + version + " Community in process " + where();
    }

    private String where() {
        return port < 0 ? "without Bolt" : "on " + LOOPBACK + ":" + port;
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
            deleteFolder(folder);
            Log4jTempFiles.deleteMentioning(folder);
            NettyHelperThread.awaitEnd();
        }
        LOG.info("in-process Neo4j {} closed in {} ms ({} ms for Neo4j itself)", where(),
                (System.nanoTime() - startNanos) / 1_000_000, neo4jNanos / 1_000_000);
    }

    /** This server's own folder, its databases and logs, removed when it stops. */
    private static void deleteFolder(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (NoSuchFileException e) {
            // Never created: nothing to remove.
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("could not remove the in-process Neo4j's folder {}: {}", folder, e.toString());
        }
    }

    private static EngineException startFailure(RuntimeException e, int requestedPort) {
        if (Errors.hasCause(e, BindException.class)) {
            return new EngineException("cannot start the in-process Neo4j: " + LOOPBACK + ":" + requestedPort
                    + " is in use; set BENCH_NEO4J_EMBEDDED_PORT to a free port, or to 0 for any", e);
        }
        return new EngineException("cannot start the in-process Neo4j: " + Errors.rootMessage(e), e);
    }

    private static void ensureFree(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(LOOPBACK, port));
        } catch (BindException e) {
            throw new EngineException("cannot start the in-process Neo4j: " + LOOPBACK + ":" + port
                    + " is in use; set BENCH_NEO4J_EMBEDDED_PORT to a free port, or to 0 for any");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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

    private static long bytes(Settings settings, String key) {
        String value = settings.get(key);
        try {
            return ByteUnit.parse(value);
        } catch (RuntimeException e) {
            throw new EngineException(settings.setting(key).environmentVariable()
                    + " must be a size such as 512m or 2g, got '" + value + "'");
        }
    }
}
