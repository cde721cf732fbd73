package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.ServerGuard;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.exceptions.JedisException;

/**
 * valkey-server with the FalkorDB module, a process of its own on a loopback port: no password
 * (loopback only), no persistence of its own (no periodic RDB snapshots, no append-only file; a
 * restart saves one snapshot and starts again from it), its folder a temporary one under the
 * harness's work directory. Closing stops it and removes the folder; so does the JVM's exit, Ctrl-C
 * included, if close never came. A server whose process ends before it is stopped (a crash) keeps its log:
 * valkey writes its crash report there, the stack included, and the log is copied into the run's folder.
 */
final class EmbeddedFalkorDb implements EmbeddedServer {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedFalkorDb.class);
    private static final String LOOPBACK = "127.0.0.1";
    /** How long the server may take to answer its first PING; it is ready in about 0.1 s. */
    private static final long START_MILLIS = 10_000;
    private static final long STOP_SECONDS = 10;
    /** FalkorDB's query cache, in statements per graph: more than a run sends, so that it never evicts. */
    static final int QUERY_CACHE_SIZE = 512;
    /** How long a server that stopped answering is given to end, writing its crash report as it does. */
    private static final long EXIT_MILLIS = 10_000;

    /** The servers running now by host:port, so that an engine can report itself as embedded, and say which failed. */
    private static final Map<String, EmbeddedFalkorDb> RUNNING = new ConcurrentHashMap<>();

    /** How long a restart may take to load its snapshot back: a graph of tens of millions of relationships. */
    private static final long RESTART_MILLIS = 600_000;

    private final Path valkey;
    private final Path module;
    /** The memory budget it was started with, its maxmemory and control group: a restart keeps them. */
    private final Optional<MemoryBudget> budget;
    private volatile Process process;
    private final Path folder;
    private final int port;
    private final String version;
    /** Its maxmemory, as sized to a memory budget; null when it was started without one. */
    private final String memorySettings;
    private final Thread stopAtExit;
    private final AtomicBoolean closed = new AtomicBoolean();
    /** Its log, copied into the run's folder should its process end before it is stopped. */
    private final ValkeyLog log;
    /** Set while the harness stops the process (or restarts it): its end is then no crash. */
    private volatile boolean stopping;
    /** Stops the process and removes the folder should the JVM be killed before it can. */
    private volatile ServerGuard guard;

    private EmbeddedFalkorDb(Path valkey, Path module, Optional<MemoryBudget> budget, Process process, Path folder,
                             int port, String version, String memorySettings) {
        this.valkey = valkey;
        this.module = module;
        this.budget = budget;
        this.process = process;
        this.memorySettings = memorySettings;
        this.folder = folder;
        this.log = new ValkeyLog(folder);
        this.port = port;
        this.version = version;
        this.stopAtExit = new Thread(this::stop, "falkordb-stop-at-exit");
        RUNNING.put(LOOPBACK + ":" + port, this);
        Runtime.getRuntime().addShutdownHook(stopAtExit);
        watch(process);
        this.guard = ServerGuard.guard(process.pid(), "TERM", folder);
    }

    /** Keeps the log of {@code watched} the moment it ends, unless the harness ended it or started another since. */
    private void watch(Process watched) {
        watched.onExit().thenRun(() -> {
            if (!stopping && watched == process) {
                log.keep(watched.pid());
            }
        });
    }

    @Override
    public void keepLogsIn(Path folder) {
        log.keepIn(folder);
    }

    static boolean isRunningAt(String hostPort) {
        return RUNNING.containsKey(hostPort);
    }

    /**
     * What became of the embedded server at {@code hostPort}, once it stopped answering: still running, or gone with
     * its exit code and valkey's crash report (the signal, the crashed thread's first frames) or else the last line
     * of its log, and where that log is kept.
     */
    static String whatBecameOf(String hostPort) {
        EmbeddedFalkorDb server = RUNNING.get(hostPort);
        return server == null ? "it had been stopped" : server.whatBecameOf();
    }

    private String whatBecameOf() {
        Process running = process;
        if (running.isAlive() && log.crashing()) {
            try {
                // A crashing valkey writes its report before it ends; a client may see the connection drop first.
                running.waitFor(EXIT_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        String name = "its valkey-server (pid " + running.pid() + ")";
        if (running.isAlive()) {
            return name + " is running but does not answer";
        }
        // The copy's name before the report, which a line cut short loses first.
        return name + " has exited with code " + running.exitValue() + ValkeyLog.signal(running.exitValue())
                + log.keep(running.pid()).map(copy -> "; its log is kept in " + copy).orElse("") + "; "
                + log.lastWords();
    }

    /**
     * Starts valkey-server with {@code module} on {@code requestedPort} (0: any free one), in a new folder under
     * {@code workDirectory}; with a {@code budget}, in its control group where it has one, the server refusing writes
     * (noeviction) once its data takes {@link #maxMemory(MemoryBudget) three quarters of it}, rather than grow past it.
     */
    static EmbeddedFalkorDb start(Path valkey, Path module, int requestedPort, Path workDirectory,
                                  Optional<MemoryBudget> budget) {
        long startNanos = System.nanoTime();
        Path folder;
        try {
            Files.createDirectories(workDirectory);
            folder = Files.createTempDirectory(workDirectory.toAbsolutePath(), "falkordb-");
        } catch (IOException e) {
            throw new EngineException("cannot start the embedded FalkorDB: cannot create a folder in " + workDirectory
                    + ": " + e.getMessage(), e);
        }
        int port = requestedPort != 0 ? requestedPort : freePort();
        String memorySettings = budget.map(held -> "maxmemory " + (maxMemory(held) >> 20) + " MiB, noeviction")
                .orElse(null);
        Process process;
        try {
            process = ValkeyLaunch.start(valkey, module, budget, LOOPBACK, port, folder);
        } catch (IOException e) {
            delete(folder);
            throw new EngineException("cannot start the embedded FalkorDB: " + valkey + ": " + e.getMessage(), e);
        }
        String version;
        try {
            version = awaitReady(process, port, folder, START_MILLIS);
        } catch (RuntimeException e) {
            process.destroyForcibly();
            delete(folder);
            throw e;
        }
        EmbeddedFalkorDb server = new EmbeddedFalkorDb(valkey, module, budget, process, folder, port, version,
                memorySettings);
        LOG.info("embedded FalkorDB {} started on {}:{} (pid {}) in {} ms", version, LOOPBACK, port, process.pid(),
                (System.nanoTime() - startNanos) / 1_000_000);
        return server;
    }

    /**
     * valkey's maxmemory under {@code budget}, three quarters of it: FalkorDB's graph, valkey's own data and the
     * clients' buffers count in it, and the rest is left to what the allocator holds beyond them (fragmentation) and
     * to the process itself.
     */
    static long maxMemory(MemoryBudget budget) {
        return budget.share(0.75);
    }

    /**
     * Saves the graph to a snapshot, stops the process and starts it again on the same port, loading the
     * snapshot back: what the next call finds is what a server started from its files finds.
     */
    @Override
    public synchronized void restart() {
        if (closed.get()) {
            throw new EngineException("the embedded FalkorDB on " + LOOPBACK + ":" + port + " is stopped");
        }
        try {
            save();
        } catch (JedisException e) {
            throw new EngineException("the embedded FalkorDB on " + LOOPBACK + ":" + port
                    + " could not save its graph before a restart: " + e.getMessage(), e);
        }
        stopping = true;
        guard.close();
        stopProcess();
        launchAgain("stopped");
    }

    /** Saves the loaded graph: a server whose process ends starts again from it, not empty. */
    @Override
    public synchronized void graphLoaded() {
        try {
            save();
        } catch (JedisException e) {
            LOG.warn("the embedded FalkorDB on {}:{} could not save its loaded graph: {}", LOOPBACK, port, e.getMessage());
        }
    }

    /** Saves the graph to the snapshot in the folder, which the process started again loads. */
    private void save() {
        try (Jedis jedis = new Jedis(new HostAndPort(LOOPBACK, port),
                DefaultJedisClientConfig.builder().socketTimeoutMillis((int) RESTART_MILLIS).build())) {
            jedis.save();
        }
    }

    /**
     * A valkey that ended on its own (a crash) starts again on the same port from the snapshot of the loaded graph
     * (or of the last cold restart), its log kept first: the crash report stays in the run's folder.
     */
    @Override
    public synchronized boolean restartIfEnded() {
        if (closed.get() || process.isAlive()) {
            return false;
        }
        log.keep(process.pid());
        log.rotate(process.pid());
        stopping = true;
        guard.close();
        launchAgain("ended");
        return true;
    }

    /** Starts the process again on the same port and folder, after it {@code ended} ("stopped", "ended"). */
    private void launchAgain(String ended) {
        try {
            process = ValkeyLaunch.start(valkey, module, budget, LOOPBACK, port, folder);
            stopping = false;
            watch(process);
            guard = ServerGuard.guard(process.pid(), "TERM", folder);
            awaitReady(process, port, folder, RESTART_MILLIS);
        } catch (IOException | RuntimeException e) {
            throw new EngineException("the embedded FalkorDB on " + LOOPBACK + ":" + port + " " + ended
                    + " but did not start again: " + e.getMessage(), e);
        }
    }

    /** Waits for the server's first answer; returns FalkorDB's version and valkey's. */
    private static String awaitReady(Process process, int port, Path folder, long withinMillis) {
        long deadline = System.currentTimeMillis() + withinMillis;
        JedisException last = null;
        while (System.currentTimeMillis() < deadline) {
            if (!process.isAlive()) {
                throw new EngineException("the embedded FalkorDB did not start on " + LOOPBACK + ":" + port + ": "
                        + ValkeyLog.lastProblem(folder));
            }
            try (Jedis jedis = new Jedis(new HostAndPort(LOOPBACK, port),
                    DefaultJedisClientConfig.builder().connectionTimeoutMillis(1000).socketTimeoutMillis(5000).build())) {
                jedis.ping();
                int module = jedis.moduleList().stream().filter(m -> m.getName().equals("graph")).findFirst()
                        .orElseThrow(() -> new EngineException("the embedded valkey-server started without the FalkorDB module"))
                        .getVersion();
                return "FalkorDB " + module / 10_000 + "." + module / 100 % 100 + "." + module % 100;
            } catch (JedisException e) {
                last = e;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted while starting the embedded FalkorDB", e);
            }
        }
        throw new EngineException("the embedded FalkorDB did not answer on " + LOOPBACK + ":" + port + " within "
                + withinMillis / 1000 + " s: " + (last == null ? ValkeyLog.lastProblem(folder) : last.getMessage()));
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(LOOPBACK, 0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public Map<String, String> connectionSettings() {
        return Map.of(FalkorDbProvider.URL, "redis://" + LOOPBACK + ":" + port);
    }

    @Override
    public String description() {
        return version + " on " + LOOPBACK + ":" + port;
    }

    /** The process's resident set, from {@code /proc/<pid>/status}: valkey is one process. */
    @Override
    public OptionalLong residentMemoryBytes() {
        Path status = Path.of("/proc", String.valueOf(process.pid()), "status");
        try (Stream<String> lines = Files.lines(status)) {
            return lines.filter(line -> line.startsWith("VmRSS:"))
                    .mapToLong(line -> Long.parseLong(line.replaceAll("\\D", "")) * 1024)
                    .findFirst();
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** valkey-server: one process, FalkorDB's threads within it. */
    @Override
    public OptionalLong processId() {
        return OptionalLong.of(process.pid());
    }

    @Override
    public Optional<String> memorySettings() {
        return Optional.ofNullable(memorySettings);
    }

    /** The process, for tests. */
    Process process() {
        return process;
    }

    /** The server's folder, for tests. */
    Path folder() {
        return folder;
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

    /** Stops the process (SIGTERM, then SIGKILL after STOP_SECONDS) and removes its folder; once. */
    private void stop() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        long startNanos = System.nanoTime();
        RUNNING.remove(LOOPBACK + ":" + port);
        boolean ended = !process.isAlive();
        stopping = true;
        stopProcess();
        if (ended) {
            // It ended on its own: its log goes with the folder unless kept now (the exit callback may not have run).
            log.keep(process.pid());
        }
        delete(folder);
        guard.close();
        LOG.info("embedded FalkorDB on {}:{} stopped in {} ms", LOOPBACK, port, (System.nanoTime() - startNanos) / 1_000_000);
    }

    /** SIGTERM, then SIGKILL after STOP_SECONDS. */
    private void stopProcess() {
        Process running = process;
        running.destroy();
        try {
            if (!running.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                running.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            running.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("could not remove {}: {}", folder, e.getMessage());
        }
    }
}
