package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
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
 * is ready once Bolt answers. Its process is the one the harness reads and holds to a memory budget, started inside
 * the budget's control group, where the harness made one, each time it starts. A load stops
 * Neo4j in it, builds its store with Neo4j's importer in this JVM, and starts Neo4j again on the store, in the same
 * process (which the control group holds throughout, and whose code is already compiled, as it was in the harness's
 * JVM before); a cold cycle starts it again as a new process. It stops on SIGTERM, is killed when it does not stop in
 * time, and stops by itself when the harness is gone ({@link Neo4jServerMain}).
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
    /** The memory budget it was started with, whose control group each of its JVMs starts in; empty for none. */
    private final Optional<MemoryBudget> budget;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Thread stopAtExit = new Thread(this::stop, "bench-neo4j-server-stop");
    /** The classes its JVM maps at start, or archives when it stops; null where none can be kept. */
    private final ClassArchive archive;
    private volatile ServerJvm jvm;
    private String version;

    private Neo4jServer(Path folder, int port, Neo4jMemory memory, String transactionMemory,
                        Optional<MemoryBudget> budget, ClassArchive archive) {
        this.folder = folder;
        this.budget = budget;
        this.archive = archive;
        this.layout = new ServerProcess.Layout(folder);
        this.port = port;
        this.memory = memory;
        this.transactionMemory = transactionMemory;
    }

    /**
     * Starts the server in a new folder under {@code workDirectory}, Bolt on {@code requestedPort} (0: any free one).
     *
     * @param transactionMemory what all its transactions may hold at once ({@code 512m}); null for Neo4j's default
     * @param budget            the memory budget it is held to, whose control group its JVM starts in; empty for none
     */
    static Neo4jServer start(Path workDirectory, int requestedPort, Neo4jMemory memory, String transactionMemory,
                             Optional<MemoryBudget> budget) {
        int port = requestedPort == 0 ? ServerProcess.freePort() : ServerProcess.ensureFree(requestedPort);
        Neo4jServer server = new Neo4jServer(ServerFolders.create(workDirectory, WHAT), port, memory, transactionMemory,
                budget, ClassArchive.in(workDirectory, ServerCommand.classPath()).orElse(null));
        long startNanos = System.nanoTime();
        try {
            server.launch();
        } catch (RuntimeException e) {
            server.stopProcess();
            ServerFolders.delete(server.folder);
            throw e;
        }
        EmbeddedNeo4jLauncher.started(server.uri(), server);
        Runtime.getRuntime().addShutdownHook(server.stopAtExit);
        LOG.info("{} started in {} ms (pid {}, heap {}, page cache {}, home {})", server.description(),
                (System.nanoTime() - startNanos) / 1_000_000, server.jvm.process().pid(), Neo4jMemory.show(memory.heapBytes()),
                Neo4jMemory.show(memory.pageCacheBytes()), server.folder);
        return server;
    }

    /** Writes its configuration, starts its JVM and waits until Bolt answers. */
    private void launch() {
        try {
            Files.createDirectories(layout.config().getParent());
            Files.writeString(layout.config(), ServerProcess.configuration(layout, port, memory, transactionMemory),
                    StandardCharsets.UTF_8);
            jvm = ServerJvm.start(layout, memory.heapBytes(), port, archive == null ? List.of() : archive.options(),
                    budget);
        } catch (IOException e) {
            throw new EngineException("cannot start " + WHAT + " in " + folder + ": " + Errors.oneLine(e.toString()), e);
        }
        awaitStarted();
    }

    /** Waits until its JVM says Neo4j started, and Bolt answers. */
    private void awaitStarted() {
        try {
            String reply = jvm.awaitReply(START_MILLIS);
            if (!reply.equals(Neo4jServerMain.STARTED)) {
                throw new EngineException("Neo4j " + reply.replace(Neo4jServerMain.FAILED, "exited with code ") + "; "
                        + ServerProcess.lastProblem(layout, port));
            }
            version = ServerProcess.awaitBolt(jvm.process(), uri(), layout, START_MILLIS);
        } catch (EngineException e) {
            throw new EngineException(WHAT + " did not start: " + e.getMessage(), e);
        }
    }

    /**
     * Stops Neo4j, has {@code builder} build the default database's files anew in its data folder, and starts Neo4j
     * again over them, in the same JVM, on the same port.
     */
    @Override
    public synchronized void rebuild(Builder builder) {
        long startNanos = System.nanoTime();
        stopNeo4j();
        long stoppedNanos = System.nanoTime();
        long importedNanos = stoppedNanos;
        try {
            builder.build(layout.data(), DATABASE);
            importedNanos = System.nanoTime();
        } catch (Exception e) {
            throw new EngineException("Neo4j's importer failed: " + Errors.rootMessage(e), e);
        } finally {
            // Started again whatever the importer did, so that the server is up for what follows.
            startNeo4j();
        }
        LOG.info("{} stopped in {} ms, its store imported in {} ms, started again in {} ms (pid {})", WHAT,
                (stoppedNanos - startNanos) / 1_000_000, (importedNanos - stoppedNanos) / 1_000_000,
                (System.nanoTime() - importedNanos) / 1_000_000, jvm.process().pid());
    }

    /** Stops Neo4j in its JVM, which waits; kills the JVM when Neo4j does not stop in time. */
    private void stopNeo4j() {
        try {
            jvm.send(Neo4jServerMain.STOP);
            String reply = jvm.awaitReply(STOP_SECONDS * 1_000);
            if (!reply.equals(Neo4jServerMain.STOPPED)) {
                throw new EngineException("it answered '" + reply + "' to " + Neo4jServerMain.STOP);
            }
        } catch (EngineException e) {
            // The store is written anew whatever state it was left in; a new JVM starts on it.
            LOG.warn("{} (pid {}) did not stop for the import, and is killed: {}", WHAT, jvm.process().pid(),
                    e.getMessage());
            try {
                jvm.process().destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Starts Neo4j again in its JVM, or in a new one when that one is gone. */
    private void startNeo4j() {
        if (!jvm.process().isAlive()) {
            launch();
            return;
        }
        try {
            jvm.send(Neo4jServerMain.START);
        } catch (EngineException e) {
            throw new EngineException(WHAT + " did not start: " + e.getMessage(), e);
        }
        awaitStarted();
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
            launch();
        } catch (RuntimeException e) {
            throw new EngineException(WHAT + " on " + ServerProcess.LOOPBACK + ":" + port
                    + " stopped but did not start again: " + e.getMessage(), e);
        }
        LOG.info("{} restarted on its store in {} ms (pid {})", WHAT, (System.nanoTime() - startNanos) / 1_000_000,
                jvm.process().pid());
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
        ServerJvm running = jvm;
        return running == null ? OptionalLong.empty() : OptionalLong.of(running.process().pid());
    }

    /** Its JVM's resident set, from {@code /proc/<pid>/status}. */
    @Override
    public OptionalLong residentMemoryBytes() {
        Process running = process();
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
        ServerJvm running = jvm;
        return running == null ? null : running.process();
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
        Process running = process();
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
            if (archive != null && !running.isAlive()) {
                archive.ended(running.exitValue());
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
