package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
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
import java.util.Set;
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
 * (loopback only), no persistence (no RDB snapshots, no append-only file), its folder a temporary
 * one under the harness's work directory. Closing stops it and removes the folder; so does the
 * JVM's exit, Ctrl-C included, if close never came.
 */
final class EmbeddedFalkorDb implements EmbeddedServer {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedFalkorDb.class);
    private static final String LOOPBACK = "127.0.0.1";
    /** How long the server may take to answer its first PING; it is ready in about 0.1 s. */
    private static final long START_MILLIS = 10_000;
    private static final long STOP_SECONDS = 10;

    /** host:port of the servers running now, so that an engine can report itself as embedded. */
    private static final Set<String> RUNNING = ConcurrentHashMap.newKeySet();

    private final Process process;
    private final Path folder;
    private final int port;
    private final String version;
    /** Its maxmemory, as sized to a memory budget; null when it was started without one. */
    private final String memorySettings;
    private final Thread stopAtExit;
    private final AtomicBoolean closed = new AtomicBoolean();

    private EmbeddedFalkorDb(Process process, Path folder, int port, String version, String memorySettings) {
        this.process = process;
        this.memorySettings = memorySettings;
        this.folder = folder;
        this.port = port;
        this.version = version;
        this.stopAtExit = new Thread(this::stop, "falkordb-stop-at-exit");
        RUNNING.add(LOOPBACK + ":" + port);
        Runtime.getRuntime().addShutdownHook(stopAtExit);
    }

    static boolean isRunningAt(String hostPort) {
        return RUNNING.contains(hostPort);
    }

    /**
     * Starts valkey-server with {@code module} on {@code requestedPort} (0: any free one), in a new folder under
     * {@code workDirectory}; with {@code maxMemory} above 0, the server refuses writes (noeviction) once its data
     * takes that many bytes, rather than grow past a memory budget.
     */
    static EmbeddedFalkorDb start(Path valkey, Path module, int requestedPort, Path workDirectory, long maxMemory) {
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
        Path log = folder.resolve("valkey.log");
        List<String> command = new ArrayList<>(List.of(valkey.toString(),
                "--port", String.valueOf(port), "--bind", LOOPBACK, "--protected-mode", "yes",
                "--save", "", "--appendonly", "no", "--daemonize", "no",
                "--dir", folder.toString(), "--logfile", log.toString()));
        String memorySettings = null;
        if (maxMemory > 0) {
            command.addAll(List.of("--maxmemory", String.valueOf(maxMemory), "--maxmemory-policy", "noeviction"));
            memorySettings = "maxmemory " + (maxMemory >> 20) + " MiB, noeviction";
        }
        // The module last: valkey reads the arguments after --loadmodule's path as the module's own.
        command.addAll(List.of("--loadmodule", module.toAbsolutePath().toString()));
        Process process;
        try {
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(folder.resolve("valkey.out").toFile())
                    .start();
        } catch (IOException e) {
            delete(folder);
            throw new EngineException("cannot start the embedded FalkorDB: " + valkey + ": " + e.getMessage(), e);
        }
        String version;
        try {
            version = awaitReady(process, port, log, folder);
        } catch (RuntimeException e) {
            process.destroyForcibly();
            delete(folder);
            throw e;
        }
        EmbeddedFalkorDb server = new EmbeddedFalkorDb(process, folder, port, version, memorySettings);
        LOG.info("embedded FalkorDB {} started on {}:{} (pid {}) in {} ms", version, LOOPBACK, port, process.pid(),
                (System.nanoTime() - startNanos) / 1_000_000);
        return server;
    }

    /** Waits for the server's first answer; returns FalkorDB's version and valkey's. */
    private static String awaitReady(Process process, int port, Path log, Path folder) {
        long deadline = System.currentTimeMillis() + START_MILLIS;
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
                + START_MILLIS / 1000 + " s: " + (last == null ? lastProblem(log, folder) : last.getMessage()));
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

    /** valkey-server, one process. */
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
        process.destroy();
        try {
            if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        delete(folder);
        LOG.info("embedded FalkorDB on {}:{} stopped in {} ms", LOOPBACK, port, (System.nanoTime() - startNanos) / 1_000_000);
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("could not remove {}: {}", folder, e.getMessage());
        }
    }
}
