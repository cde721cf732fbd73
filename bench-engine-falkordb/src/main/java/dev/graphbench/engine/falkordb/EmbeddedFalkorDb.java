package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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
 * included, if close never came.
 */
final class EmbeddedFalkorDb implements EmbeddedServer {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedFalkorDb.class);
    private static final String LOOPBACK = "127.0.0.1";
    /** How long the server may take to answer its first PING; it is ready in about 0.1 s. */
    private static final long START_MILLIS = 10_000;
    private static final long STOP_SECONDS = 10;

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

    private EmbeddedFalkorDb(Path valkey, Path module, Optional<MemoryBudget> budget, Process process, Path folder,
                             int port, String version, String memorySettings) {
        this.valkey = valkey;
        this.module = module;
        this.budget = budget;
        this.process = process;
        this.memorySettings = memorySettings;
        this.folder = folder;
        this.port = port;
        this.version = version;
        this.stopAtExit = new Thread(this::stop, "falkordb-stop-at-exit");
        RUNNING.put(LOOPBACK + ":" + port, this);
        Runtime.getRuntime().addShutdownHook(stopAtExit);
    }

    static boolean isRunningAt(String hostPort) {
        return RUNNING.containsKey(hostPort);
    }

    /**
     * What became of the embedded server at {@code hostPort}, once it stopped answering: still running, or
     * gone with its exit code, and the last line of its log, which is removed with its folder at the end of the run.
     */
    static String whatBecameOf(String hostPort) {
        EmbeddedFalkorDb server = RUNNING.get(hostPort);
        if (server == null) {
            return "it had been stopped";
        }
        String process = "its valkey-server (pid " + server.process.pid() + ")";
        String state = server.process.isAlive() ? process + " is running but does not answer"
                : process + " has exited with code " + server.process.exitValue();
        return state + "; the last line of its log: " + lastLine(server.folder.resolve("valkey.log"));
    }

    private static String lastLine(Path log) {
        try (Stream<String> lines = Files.lines(log, StandardCharsets.UTF_8)) {
            return lines.map(String::strip).filter(line -> !line.isEmpty()).reduce((first, second) -> second)
                    .orElse("(empty)");
        } catch (IOException | UncheckedIOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
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
            process = launch(valkey, module, budget, port, folder);
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
     * valkey-server with the module, in {@code folder}, where a snapshot saved there is loaded back at start; with a
     * {@code budget}, refusing writes beyond its {@link #maxMemory(MemoryBudget) maxmemory}, and in its control
     * group from its start.
     */
    private static Process launch(Path valkey, Path module, Optional<MemoryBudget> budget, int port, Path folder)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(valkey.toString(),
                "--port", String.valueOf(port), "--bind", LOOPBACK, "--protected-mode", "yes",
                "--save", "", "--appendonly", "no", "--daemonize", "no",
                "--dir", folder.toString(), "--logfile", folder.resolve("valkey.log").toString()));
        budget.ifPresent(held -> command.addAll(List.of("--maxmemory", String.valueOf(maxMemory(held)),
                "--maxmemory-policy", "noeviction")));
        // The module last: valkey reads the arguments after --loadmodule's path as the module's own.
        command.addAll(List.of("--loadmodule", module.toAbsolutePath().toString()));
        return new ProcessBuilder(budget.map(held -> held.joining(command)).orElse(command))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(folder.resolve("valkey.out").toFile()))
                .start();
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
        try (Jedis jedis = new Jedis(new HostAndPort(LOOPBACK, port),
                DefaultJedisClientConfig.builder().socketTimeoutMillis((int) RESTART_MILLIS).build())) {
            jedis.save();
        } catch (JedisException e) {
            throw new EngineException("the embedded FalkorDB on " + LOOPBACK + ":" + port
                    + " could not save its graph before a restart: " + e.getMessage(), e);
        }
        stopProcess();
        try {
            process = launch(valkey, module, budget, port, folder);
            awaitReady(process, port, folder, RESTART_MILLIS);
        } catch (IOException | RuntimeException e) {
            throw new EngineException("the embedded FalkorDB on " + LOOPBACK + ":" + port
                    + " stopped but did not start again: " + e.getMessage(), e);
        }
    }

    /** Waits for the server's first answer; returns FalkorDB's version and valkey's. */
    private static String awaitReady(Process process, int port, Path folder, long withinMillis) {
        Path log = folder.resolve("valkey.log");
        long deadline = System.currentTimeMillis() + withinMillis;
        JedisException last = null;
        while (System.currentTimeMillis() < deadline) {
            if (!process.isAlive()) {
                throw new EngineException("the embedded FalkorDB did not start on " + LOOPBACK + ":" + port + ": "
                        + lastProblem(log, folder));
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
                + withinMillis / 1000 + " s: " + (last == null ? lastProblem(log, folder) : last.getMessage()));
    }

    /** The server's last words: the last line of its log (or of what it printed) that says what went wrong. */
    private static String lastProblem(Path log, Path folder) {
        for (Path file : List.of(log, folder.resolve("valkey.out"))) {
            try {
                List<String> lines = Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : List.of();
                for (int i = lines.size() - 1; i >= 0; i--) {
                    String line = lines.get(i).strip();
                    if (line.contains("#") || line.contains("rror") || line.contains("FATAL") || line.contains("failed")) {
                        return line.replaceFirst("^\\d+:[A-Z] [^*#]*[*#] ", "");
                    }
                }
                if (!lines.isEmpty()) {
                    return lines.getLast().strip();
                }
            } catch (IOException e) {
                // Say what can be said.
            }
        }
        return "it printed nothing";
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
        stopProcess();
        delete(folder);
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
