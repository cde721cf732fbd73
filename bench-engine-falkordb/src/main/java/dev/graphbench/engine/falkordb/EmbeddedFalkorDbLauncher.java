package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Starts valkey-server with the FalkorDB module, both installed by {@code scripts/falkordb.sh}:
 * valkey-server on the PATH (or where {@code BENCH_FALKORDB_VALKEY_SERVER} says), the module in the
 * per-user cache the script fills (or where {@code BENCH_FALKORDB_MODULE} says).
 */
final class EmbeddedFalkorDbLauncher implements EmbeddedServer.Launcher {

    /** The FalkorDB the script installs, and the folder of the per-user cache it keeps it in. */
    static final String VERSION = "4.16.3";
    /** The one command that installs what the embedded FalkorDB needs. */
    static final String INSTALL = "scripts/falkordb.sh";

    @Override
    public Optional<String> unavailableReason() {
        return unavailableReason(Settings.resolve(new FalkorDbProvider().settings(), System.getenv()));
    }

    /** Why no FalkorDB can start with {@code settings}, naming the command that installs it; empty when one can. */
    static Optional<String> unavailableReason(Settings settings) {
        String valkey = settings.get(FalkorDbProvider.VALKEY_SERVER);
        Path module = Path.of(settings.get(FalkorDbProvider.MODULE));
        if (executable(valkey).isEmpty()) {
            return Optional.of("the embedded FalkorDB needs valkey-server 8, and there is no " + valkey
                    + ": run " + INSTALL + " to install it");
        }
        if (!Files.isRegularFile(module)) {
            return Optional.of("the embedded FalkorDB needs the FalkorDB module, and there is no " + module
                    + ": run " + INSTALL + " to install it");
        }
        return Optional.empty();
    }

    /** {@code command} as a file: itself when it is a path, else found on the PATH. */
    static Optional<Path> executable(String command) {
        if (command.contains(File.separator)) {
            Path path = Path.of(command);
            return Files.isExecutable(path) ? Optional.of(path) : Optional.empty();
        }
        String path = System.getenv("PATH");
        for (String folder : (path == null ? "" : path).split(File.pathSeparator)) {
            if (!folder.isEmpty() && Files.isExecutable(Path.of(folder, command))) {
                return Optional.of(Path.of(folder, command));
            }
        }
        return Optional.empty();
    }

    /** Where {@code scripts/falkordb.sh} puts the module: the per-user cache. */
    static Path defaultModule() {
        String cache = System.getenv("XDG_CACHE_HOME");
        Path base = cache == null || cache.isBlank() ? Path.of(System.getProperty("user.home"), ".cache") : Path.of(cache);
        return base.resolve("graph-bench").resolve("falkordb").resolve(VERSION).resolve("falkordb.so");
    }

    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory) {
        return start(settings, workDirectory, Optional.empty());
    }

    /**
     * Starts valkey with maxmemory at three quarters of {@code budget}: FalkorDB's graph, valkey's own data and
     * the clients' buffers count in it, and the rest is left to what the allocator holds beyond them
     * (fragmentation) and to the process itself. Past it, valkey refuses writes rather than grow. Its process
     * starts inside the budget's control group, where the harness made one, and starts there again on a restart.
     */
    @Override
    public EmbeddedServer start(Settings settings, Path workDirectory, MemoryBudget budget) {
        return start(settings, workDirectory, Optional.of(budget));
    }

    private static EmbeddedServer start(Settings settings, Path workDirectory, Optional<MemoryBudget> budget) {
        unavailableReason(settings).ifPresent(reason -> {
            throw new EngineException(reason);
        });
        return EmbeddedFalkorDb.start(executable(settings.get(FalkorDbProvider.VALKEY_SERVER)).orElseThrow(),
                Path.of(settings.get(FalkorDbProvider.MODULE)), settings.getInt(FalkorDbProvider.EMBEDDED_PORT),
                workDirectory, budget);
    }
}
