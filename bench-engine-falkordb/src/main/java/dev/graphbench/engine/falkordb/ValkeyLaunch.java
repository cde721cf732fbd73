package dev.graphbench.engine.falkordb;

import dev.graphbench.api.MemoryBudget;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** How the embedded FalkorDB's valkey-server is started: its command line, the same at a restart. */
final class ValkeyLaunch {

    private ValkeyLaunch() {
    }

    /**
     * valkey-server with the module, in {@code folder}, where a snapshot saved there is loaded back at start; with a
     * {@code budget}, refusing writes beyond its {@link EmbeddedFalkorDb#maxMemory(MemoryBudget) maxmemory}, and in
     * its control group from its start.
     */
    static Process start(Path valkey, Path module, Optional<MemoryBudget> budget, String host, int port, Path folder)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(valkey.toString(),
                "--port", String.valueOf(port), "--bind", host, "--protected-mode", "yes",
                "--save", "", "--appendonly", "no", "--daemonize", "no",
                "--dir", folder.toString(), "--logfile", folder.resolve("valkey.log").toString()));
        budget.ifPresent(held -> command.addAll(List.of("--maxmemory", String.valueOf(EmbeddedFalkorDb.maxMemory(held)),
                "--maxmemory-policy", "noeviction")));
        // The module last: valkey reads the arguments after --loadmodule's path as the module's own. Its query cache
        // holds every statement a run sends (some 50; 25 by default): FalkorDB 4.16.3 races on the cache's LRU
        // counters when readers run at once, and an eviction can then free a plan in use (FalkorDB#1782, fixed in
        // 4.16.9, which no registry here serves); a cache that never fills evicts nothing.
        command.addAll(List.of("--loadmodule", module.toAbsolutePath().toString(), "CACHE_SIZE",
                String.valueOf(EmbeddedFalkorDb.QUERY_CACHE_SIZE)));
        return new ProcessBuilder(budget.map(held -> held.joining(command)).orElse(command))
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(folder.resolve("valkey.out").toFile()))
                .start();
    }
}
