package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.cypher.Errors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Neo4j Community as a server of its own for the {@code neo4j} engine: a child process running {@link Neo4jServerMain}
 * in a JVM of its own, from the same jars as the harness, with its heap and page cache set ({@link Neo4jMemory}), its
 * home folder under the work folder (its configuration, data and logs), Bolt on loopback without authentication. It
 * is ready once Bolt answers. Its process is the one the harness reads and holds to a memory budget; a load stops it,
 * builds its store with Neo4j's importer in this JVM, and starts it again on the store; a cold cycle starts it again
 * as a new process. It stops on SIGTERM, is killed when it does not stop in time, and stops by itself when the
 * harness is gone ({@link Neo4jServerMain}).
 */
final class Neo4jServer implements EmbeddedServer, LocalStore {

    private static final Logger LOG = LoggerFactory.getLogger(Neo4jServer.class);
    static final String WHAT = "the Neo4j server";
    /** How long a start may take before the server counts as not starting: a loaded machine, a store to recover. */
    private static final long START_MILLIS = 300_000;
    /** How long a stop may take, a checkpoint of the store included, before the process is killed. */
    private static final long STOP_SECONDS = 120;

    private final Path folder;
    private final ServerProcess.Layout layout;
    private final int port;
    private final Neo4jMemory memory;
    /** What all its transactions may hold at once, as set; null for Neo4j's default. */
    private final String transactionMemory;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Thread stopAtExit = new Thread(this::stop, "bench-neo4j-server-stop");
    private volatile Process process;
    private String version;

    private Neo4jServer(Path folder, int port, Neo4jMemory memory, String transactionMemory) {
        this.folder = folder;
        this.layout = new ServerProcess.Layout(folder);
        this.port = port;
        this.memory = memory;
        this.transactionMemory = transactionMemory;
    }

    /**
     * Starts the server in a new folder under {@code workDirectory}, Bolt on {@code requestedPort} (0: any free one).
     *
     * @param transactionMemory what all its transactions may hold at once ({@code 512m}); null for Neo4j's default
     */
    static Neo4jServer start(Path workDirectory, int requestedPort, Neo4jMemory memory, String transactionMemory) {
        int port = requestedPort == 0 ? ServerProcess.freePort() : ServerProcess.ensureFree(requestedPort);
        Neo4jServer server = new Neo4jServer(ServerFolders.create(workDirectory, WHAT), port, memory, transactionMemory);
        long startNanos = System.nanoTime();
        try {
            server.launch(START_MILLIS);
        } catch (RuntimeException e) {
            server.stopProcess();
            ServerFolders.delete(server.folder);
            throw e;
        }
        EmbeddedNeo4jLauncher.started(server.uri(), server);
        Runtime.getRuntime().addShutdownHook(server.stopAtExit);
        LOG.info("{} started in {} ms (pid {}, heap {}, page cache {}, home {})", server.description(),
                (System.nanoTime() - startNanos) / 1_000_000, server.process.pid(), Neo4jMemory.show(memory.heapBytes()),
                Neo4jMemory.show(memory.pageCacheBytes()), server.folder);
        return server;
    }

    /** Writes its configuration, starts its process and waits until Bolt answers. */
    private void launch(long withinMillis) {
        try {
            Files.createDirectories(layout.config().getParent());
            Files.writeString(layout.config(), ServerProcess.configuration(layout, port, memory, transactionMemory),
                    StandardCharsets.UTF_8);
            process = ServerProcess.start(layout, memory.heapBytes());
        } catch (IOException e) {
            throw new EngineException("cannot start " + WHAT + " in " + folder + ": " + Errors.oneLine(e.toString()), e);
        }
        version = ServerProcess.awaitBolt(process, uri(), layout, withinMillis);
    }

    /**
     * Stops the server, has {@code builder} build the default database's files anew in its data folder, and starts
     * it again over them, as a new process on the same port.
     */
    @Override
    public synchronized void rebuild(Builder builder) {
        long startNanos = System.nanoTime();
        stopProcess();
        long stoppedNanos = System.nanoTime();
        long importedNanos = stoppedNanos;
        try {
            builder.build(layout.data(), DATABASE);
            importedNanos = System.nanoTime();
        } catch (Exception e) {
            throw new EngineException("Neo4j's importer failed: " + Errors.rootMessage(e), e);
        } finally {
            // Started again whatever the importer did, so that the server is up for what follows.
            launch(START_MILLIS);
        }
        LOG.info("{} stopped in {} ms, its store imported in {} ms, started again in {} ms (pid {})", WHAT,
                (stoppedNanos - startNanos) / 1_000_000, (importedNanos - stoppedNanos) / 1_000_000,
                (System.nanoTime() - importedNanos) / 1_000_000, process.pid());
    }

    /** Stops the server and starts it again on its store, as a new process on the same port: its caches start empty. */
    @Override
    public synchronized void restart() {
        if (closed.get()) {
            throw new EngineException(WHAT + " on " + ServerProcess.LOOPBACK + ":" + port + " is stopped");
        }
        long startNanos = System.nanoTime();
        stopProcess();
        try {
            launch(START_MILLIS);
        } catch (RuntimeException e) {
            throw new EngineException(WHAT + " on " + ServerProcess.LOOPBACK + ":" + port
                    + " stopped but did not start again: " + e.getMessage(), e);
        }
        LOG.info("{} restarted on its store in {} ms (pid {})", WHAT, (System.nanoTime() - startNanos) / 1_000_000,
                process.pid());
    }

    @Override
    public long storeBytes() {
        return LocalStore.storeBytes(layout.data());
    }

    @Override
    public Map<String, String> connectionSettings() {
        return Map.of(Neo4jProvider.URI, uri());
    }

    private String uri() {
        return "bolt://" + ServerProcess.LOOPBACK + ":" + port;
    }

    @Override
    public String description() {
        return "Neo4j " + version + " Community on " + ServerProcess.LOOPBACK + ":" + port + " in a JVM of its own (heap "
                + Neo4jMemory.show(memory.heapBytes()) + ", page cache " + Neo4jMemory.show(memory.pageCacheBytes()) + ")";
    }

    /** Its JVM: one process, Neo4j's threads within it. */
    @Override
    public OptionalLong processId() {
        Process running = process;
        return running == null ? OptionalLong.empty() : OptionalLong.of(running.pid());
    }

    /** Its JVM's resident set, from {@code /proc/<pid>/status}. */
    @Override
    public OptionalLong residentMemoryBytes() {
        Process running = process;
        if (running == null) {
            return OptionalLong.empty();
        }
        try (Stream<String> lines = Files.lines(Path.of("/proc", String.valueOf(running.pid()), "status"))) {
            return lines.filter(line -> line.startsWith("VmRSS:"))
                    .mapToLong(line -> Long.parseLong(line.replaceAll("\\D", "")) * 1024)
                    .findFirst();
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    @Override
    public Optional<String> memorySettings() {
        return Optional.ofNullable(memory.budgeted());
    }

    /** Its home folder: configuration, data, logs. */
    Path folder() {
        return folder;
    }

    /** Its process as it runs now, for tests. */
    Process process() {
        return process;
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(stopAtExit);
        } catch (IllegalStateException exiting) {
            // The JVM is exiting and runs the hook anyway.
        }
        stop();
    }

    /** Stops the process and removes its folder; once. */
    private void stop() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        long startNanos = System.nanoTime();
        EmbeddedNeo4jLauncher.stopped(uri());
        stopProcess();
        ServerFolders.delete(folder);
        NettyHelperThread.awaitEnd();
        LOG.info("{} on {}:{} stopped in {} ms", WHAT, ServerProcess.LOOPBACK, port,
                (System.nanoTime() - startNanos) / 1_000_000);
    }

    /** SIGTERM, which Neo4j answers with a clean stop; SIGKILL after {@link #STOP_SECONDS}. */
    private void stopProcess() {
        Process running = process;
        if (running == null || !running.isAlive()) {
            return;
        }
        running.destroy();
        try {
            if (!running.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                LOG.warn("{} (pid {}) did not stop within {} s of SIGTERM: killed; its log is {}", WHAT, running.pid(),
                        STOP_SECONDS, layout.userLog());
                running.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            running.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** The files it wrote, for tests. */
    List<Path> logs() {
        return List.of(layout.userLog(), layout.console());
    }
}
