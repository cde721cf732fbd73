package dev.graphbench.engine.postgres;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.ServerGuard;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
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

    /** Every embedded server running in this JVM by {@code host:port}, so an engine can say it is embedded. */
    private static final Map<String, EmbeddedPostgresServer> RUNNING = new ConcurrentHashMap<>();

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
    /** Where its log is copied should the postmaster end before it is stopped; null to keep none. */
    private volatile Path logsFolder;
    /** The copy of the log of the postmaster that ended on its own, once made. */
    private Path keptLog;
    /** Set while the harness stops the postmaster (or restarts it): its end is then no crash. */
    private volatile boolean stopping;
    /**
     * Stops the postmaster (a fast shutdown) and removes the folder should the JVM be killed before it can: pg_ctl
     * starts the postmaster in the background, so it does not end with the JVM.
     */
    private volatile ServerGuard guard;

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
        RUNNING.put(hostPort, this);
        Runtime.getRuntime().addShutdownHook(stopAtExit);
        watch(postmasterPid);
        guard = ServerGuard.guard(postmasterPid, "INT", directory);
    }

    static boolean isRunningAt(String hostPort) {
        return RUNNING.containsKey(hostPort);
    }

    /**
     * What became of the embedded server at {@code hostPort}, in words, when its postmaster has exited: the last line
     * of its log and where that log is kept; empty when it runs (a refusal is then the server's own answer), or when
     * no embedded server of this JVM runs there.
     */
    static Optional<String> whatBecameOf(String hostPort) {
        return Optional.ofNullable(RUNNING.get(hostPort)).filter(server -> ProcessHandle.of(server.postmasterPid)
                .map(postmaster -> !postmaster.isAlive()).orElse(true)).map(EmbeddedPostgresServer::whatBecameOf);
    }

    private String whatBecameOf() {
        long pid = postmasterPid;
        Path log = directory.resolve("server.log");
        return "the embedded PostgreSQL's process exited (postmaster pid " + pid + " on " + hostPort + ")"
                + keepLog().map(copy -> "; its log is kept in " + copy).orElse("")
                + lastLine(log).map(line -> "; the last line of its log: " + line).orElse("");
    }

    /** Keeps the log of the postmaster {@code pid} the moment it ends, unless the harness ended it or started another. */
    private void watch(long pid) {
        ProcessHandle.of(pid).ifPresent(postmaster -> postmaster.onExit().thenRun(() -> {
            if (!stopping && pid == postmasterPid) {
                keepLog();
            }
        }));
    }

    @Override
    public void keepLogsIn(Path folder) {
        this.logsFolder = folder;
    }

    /**
     * Copies the log of the postmaster that ended on its own into the run's folder, once, as
     * {@code postgres-<pid>.log}; returns the copy, or empty when no folder was given or the copy failed.
     */
    private synchronized Optional<Path> keepLog() {
        if (keptLog == null && logsFolder != null) {
            Path copy = logsFolder.resolve("postgres-" + postmasterPid + ".log");
            try {
                Files.createDirectories(logsFolder);
                Files.copy(directory.resolve("server.log"), copy, StandardCopyOption.REPLACE_EXISTING);
                keptLog = copy;
            } catch (IOException | UncheckedIOException e) {
                // Said where the log would have been named: the run goes on without it.
                return Optional.empty();
            }
        }
        return Optional.ofNullable(keptLog);
    }

    /** The last line of a log that is not blank. */
    private static Optional<String> lastLine(Path log) {
        try (Stream<String> lines = Files.lines(log, StandardCharsets.UTF_8)) {
            return lines.map(String::strip).filter(line -> !line.isEmpty()).reduce((first, second) -> second);
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
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

    /**
     * A postmaster that ended on its own (a crash, a kill) is started again on its data directory, on the same port:
     * PostgreSQL recovers what its write-ahead log holds. Its log is kept first.
     */
    @Override
    public synchronized boolean restartIfEnded() {
        if (closed.get() || ProcessHandle.of(postmasterPid).map(ProcessHandle::isAlive).orElse(false)) {
            return false;
        }
        keepLog();
        stopping = true;
        guard.close();
        try {
            postgres.close();
        } catch (IOException e) {
            // zonky cannot stop a postmaster that has ended: there is nothing left to stop.
        }
        start("ended");
        keptLog = null;
        return true;
    }

    /** Stops PostgreSQL, which keeps its data directory, and starts it again on it, on the same port. */
    @Override
    public synchronized void restart() {
        if (closed.get()) {
            throw new EngineException("embedded PostgreSQL on " + hostPort + " is stopped");
        }
        stopping = true;
        guard.close();
        try {
            postgres.close();
        } catch (IOException e) {
            throw new EngineException("embedded PostgreSQL on " + hostPort + " did not stop: " + e.getMessage(), e);
        }
        start("stopped");
    }

    /** Starts the postmaster again on its data directory, after it {@code ended} ("stopped", "ended"). */
    private void start(String ended) {
        try {
            postgres = starter.start();
            postmasterPid = readPostmasterPid();
            stopping = false;
            watch(postmasterPid);
            guard = ServerGuard.guard(postmasterPid, "INT", directory);
        } catch (IOException | RuntimeException e) {
            throw new EngineException("embedded PostgreSQL on " + hostPort + " " + ended + " but did not start again: "
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
        boolean ended = ProcessHandle.of(postmasterPid).map(process -> !process.isAlive()).orElse(true);
        stopping = true;
        if (ended) {
            // It ended on its own: its log goes with the folder unless kept now (the exit callback may not have run).
            keepLog();
        }
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
            if (guard != null) {
                guard.close();
            }
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
