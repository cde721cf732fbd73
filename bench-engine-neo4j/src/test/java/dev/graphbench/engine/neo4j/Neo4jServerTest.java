package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;

/**
 * The {@code neo4j} engine's server, started and stopped here: a JVM of its own, a child of this one, from the same
 * jars; its settings as it read them; a restart as a new process on the same store; the end it makes when the
 * harness is gone; what it says when it cannot start. (A time goal belongs in a benchmark, not in a test.)
 */
class Neo4jServerTest {

    private final Neo4jProvider provider = new Neo4jProvider();

    private Settings settings(Map<String, String> environment) {
        return Settings.resolve(provider.settings(), environment);
    }

    private Neo4jServer start(Path directory) {
        return (Neo4jServer) provider.embeddedServer().orElseThrow()
                .start(settings(Map.of("BENCH_NEO4J_PAGECACHE", "64m", "BENCH_NEO4J_HEAP", "512m")), directory);
    }

    @Test
    void itRunsInAJvmOfItsOwnWithItsHeapAndPageCacheAndStopsLeavingNothing(@TempDir Path directory)
            throws IOException {
        Set<Thread> threadsBefore = liveNonDaemonThreads();
        Neo4jServer server = start(directory);
        long pid = server.processId().orElseThrow();
        String uri = server.connectionSettings().get(Neo4jProvider.URI);
        try {
            assertThat(pid).as("not the harness's process").isNotEqualTo(ProcessHandle.current().pid());
            ProcessHandle process = ProcessHandle.of(pid).orElseThrow();
            assertThat(process.isAlive()).isTrue();
            assertThat(process.parent().map(ProcessHandle::pid)).contains(ProcessHandle.current().pid());
            assertThat(process.info().command()).contains(ServerCommand.javaBinary());
            assertThat(commandLine(pid)).contains("-Xmx512m", Neo4jServerMain.class.getName(), "-XX:+UseG1GC");
            assertThat(uri).matches("bolt://127\\.0\\.0\\.1:\\d+");
            assertThat(server.description()).matches("Neo4j 2026\\.07\\.1 Community on 127\\.0\\.0\\.1:\\d+ in a JVM of"
                    + " its own \\(heap 512 MiB, page cache 64 MiB\\)");
            assertThat(server.residentMemoryBytes().orElseThrow()).isPositive();
            // Its home folder under the work folder, as Neo4j's own installation lays one out.
            try (Stream<Path> running = Files.list(directory)) {
                assertThat(running).singleElement().isEqualTo(server.folder());
            }
            assertThat(Files.readString(server.folder().resolve("conf/neo4j.conf"), StandardCharsets.UTF_8))
                    .contains("server.memory.pagecache.size=64m", "server.bolt.listen_address=" + uri.substring(7),
                            "internal.dbms.bolt.netty_server_shutdown_quiet_period_duration=0ms");
            assertThat(server.logs().getFirst()).isRegularFile();

            try (Engine engine = provider.open(settings(Map.of()).with(server.connectionSettings()));
                 Driver driver = GraphDatabase.driver(uri, AuthTokens.none())) {
                engine.ping();
                assertThat(engine.info().deployment()).isEqualTo("embedded, " + uri.substring("bolt://".length()));
                // What the server read: its page cache and heap as set (its internal settings are not shown).
                Map<String, String> read = driver.executableQuery("SHOW SETTINGS YIELD name, value WHERE name IN"
                                + " ['server.memory.pagecache.size', 'server.memory.heap.max_size'] RETURN name, value")
                        .execute().records().stream()
                        .collect(Collectors.toMap(row -> row.get("name").asString(), row -> row.get("value").asString()));
                assertThat(read).containsEntry("server.memory.pagecache.size", "64.00MiB")
                        .containsEntry("server.memory.heap.max_size", "512.00MiB");
            }
        } finally {
            server.close();
        }
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).as("its process, once stopped").isIn(
                java.util.Optional.empty(), java.util.Optional.of(false));
        assertThat(newNonDaemonThreads(threadsBefore)).as("threads that would keep the JVM alive").isEmpty();
        try (Stream<Path> left = Files.list(directory)) {
            assertThat(left).as("files left in the work directory").isEmpty();
        }
        assertThat(EmbeddedNeo4jLauncher.isRunningAt(uri)).isFalse();
    }

    @Test
    void aRestartIsANewProcessOnTheSameStoreAndPort(@TempDir Path directory) {
        Neo4jServer server = start(directory);
        try {
            String uri = server.connectionSettings().get(Neo4jProvider.URI);
            try (Driver driver = GraphDatabase.driver(uri, AuthTokens.none())) {
                driver.executableQuery("UNWIND range(1, 500) AS i CREATE (:N {i: i})").execute();
            }
            Process before = server.process();

            server.restart();

            assertThat(before.isAlive()).isFalse();
            assertThat(server.processId().orElseThrow()).isNotEqualTo(before.pid());
            assertThat(server.connectionSettings().get(Neo4jProvider.URI)).isEqualTo(uri);
            try (Driver driver = GraphDatabase.driver(uri, AuthTokens.none())) {
                assertThat(driver.executableQuery("MATCH (n:N) RETURN count(n) AS c").execute().records().getFirst()
                        .get("c").asLong()).isEqualTo(500);
            }
        } finally {
            server.close();
        }
    }

    /** A load's import: Neo4j stops in its JVM and starts again there, on the store written meanwhile. */
    @Test
    void anImportStopsNeo4jInItsJvmAndStartsItAgainThereOnTheNewStore(@TempDir Path directory) {
        Neo4jServer server = start(directory);
        try {
            String uri = server.connectionSettings().get(Neo4jProvider.URI);
            try (Driver driver = GraphDatabase.driver(uri, AuthTokens.none())) {
                driver.executableQuery("UNWIND range(1, 500) AS i CREATE (:N {i: i})").execute();
            }
            long pid = server.processId().orElseThrow();
            List<Boolean> stopped = new java.util.ArrayList<>();

            // A builder that finds Neo4j stopped (its store free to take) and leaves an empty database behind.
            server.rebuild((data, database) -> {
                try (Driver driver = GraphDatabase.driver(uri, AuthTokens.none())) {
                    stopped.add(!listening(driver));
                }
                ServerFolders.delete(data.resolve("databases").resolve(database));
                ServerFolders.delete(data.resolve("transactions").resolve(database));
            });

            assertThat(stopped).containsExactly(true);
            assertThat(server.processId()).hasValue(pid);
            try (Driver driver = GraphDatabase.driver(uri, AuthTokens.none())) {
                assertThat(driver.executableQuery("MATCH (n) RETURN count(n) AS c").execute().records().getFirst()
                        .get("c").asLong()).as("a new, empty database").isZero();
            }
        } finally {
            server.close();
        }
    }

    private static boolean listening(Driver driver) {
        try {
            driver.verifyConnectivity();
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * A harness killed without a chance to stop its servers: the pipe of the server's standard input reaches its end,
     * and the server stops by itself, cleanly (exit code 0, as after SIGTERM).
     */
    @Test
    void itStopsByItselfWhenTheHarnessIsGone(@TempDir Path directory) throws Exception {
        Neo4jServer server = start(directory);
        try {
            Process process = server.process();
            process.getOutputStream().close();
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("ended once its input closed").isTrue();
            assertThat(process.exitValue()).isZero();
            assertThat(Files.readString(server.logs().getFirst(), StandardCharsets.UTF_8)).contains("Stopped.");
            assertThat(Files.readString(server.logs().get(1), StandardCharsets.UTF_8))
                    .contains("the harness closed the server's standard input: stopping Neo4j");
        } finally {
            server.close();
        }
    }

    /** The harness watched besides: a server whose harness ends stops too, its input still open. */
    @Test
    void itStopsByItselfWhenTheProcessItWatchesEnds(@TempDir Path directory) throws Exception {
        Process harness = new ProcessBuilder("sleep", "600").start();
        Path home = Files.createDirectories(directory.resolve("home"));
        ServerProcess.Layout layout = new ServerProcess.Layout(home);
        Files.createDirectories(layout.config().getParent());
        int port = ServerProcess.freePort();
        Files.writeString(layout.config(), ServerProcess.configuration(layout, port,
                new Neo4jMemory(512L << 20, 64L << 20, Map.of(), null), null));
        Path errors = directory.resolve("errors.log");
        Process server = new ProcessBuilder(ServerCommand.of(home, layout.config(), layout.logs(), 512L << 20,
                harness.pid(), List.of())).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(errors.toFile()).start();
        try {
            ServerProcess.awaitBolt(server, "bolt://127.0.0.1:" + port, layout, 300_000);
            harness.destroyForcibly().waitFor();
            assertThat(server.waitFor(120, TimeUnit.SECONDS)).as("ended with the process it watches").isTrue();
            assertThat(server.exitValue()).isZero();
            assertThat(Files.readString(errors, StandardCharsets.UTF_8))
                    .contains("the harness (pid " + harness.pid() + ") has ended: stopping Neo4j");
            assertThat(Files.readString(layout.userLog(), StandardCharsets.UTF_8)).contains("Stopped.");
        } finally {
            server.destroyForcibly().waitFor();
            harness.destroyForcibly();
        }
    }

    @Test
    void aServerThatCannotStartSaysWhyFromItsLog(@TempDir Path directory) {
        // More than the machine has: Neo4j refuses to start, and says so in its log.
        String pageCache = (Neo4jMemory.physical() >> 20) * 2 + "m";
        Settings settings = settings(Map.of("BENCH_NEO4J_PAGECACHE", pageCache, "BENCH_NEO4J_HEAP", "512m"));
        assertThatThrownBy(() -> provider.embeddedServer().orElseThrow().start(settings, directory))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("the Neo4j server did not start: Neo4j exited with code 3; its log says: ")
                .hasMessageContaining("Invalid memory configuration - exceeds physical memory")
                .hasMessageNotContaining("\n");
        try (Stream<Path> left = Files.list(directory)) {
            assertThat(left).as("its folder, removed").isEmpty();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void boltShutdownQuietPeriodIsTheInternalSettingWeKnow() {
        assertThat(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period.name())
                .isEqualTo("internal.dbms.bolt.netty_server_shutdown_quiet_period_duration");
        assertThat(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period.defaultValue())
                .isEqualTo(Duration.ofSeconds(5));
        assertThat(ServerProcess.BOLT_SHUTDOWN_QUIET_PERIOD).isEqualTo(Duration.ZERO);
    }

    @Test
    void aPortInUseIsExplainedOnOneLine(@TempDir Path directory) throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress("127.0.0.1", 0));
            int port = taken.getLocalPort();
            Settings settings = settings(Map.of("BENCH_NEO4J_EMBEDDED_PORT", String.valueOf(port)));
            assertThatThrownBy(() -> provider.embeddedServer().orElseThrow().start(settings, directory))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("cannot start the Neo4j server: 127.0.0.1:" + port
                            + " is in use; set BENCH_NEO4J_EMBEDDED_PORT to a free port, or to 0 for any");
        }
    }

    @Test
    void badSizesAndPortsNameTheirVariable(@TempDir Path directory) {
        EmbeddedServer.Launcher launcher = provider.embeddedServer().orElseThrow();
        for (String variable : List.of("BENCH_NEO4J_PAGECACHE", "BENCH_NEO4J_HEAP", "BENCH_NEO4J_TX_MEMORY")) {
            assertThatThrownBy(() -> launcher.start(settings(Map.of(variable, "lots")), directory))
                    .isInstanceOf(EngineException.class)
                    .hasMessage(variable + " must be a size such as 512m or 2g, got 'lots'");
        }
        assertThatThrownBy(() -> launcher.start(settings(Map.of("BENCH_NEO4J_EMBEDDED_PORT", "70000")), directory))
                .isInstanceOf(EngineException.class)
                .hasMessageContaining("BENCH_NEO4J_EMBEDDED_PORT");
    }

    @Test
    void theDefaultsAreSizedFromTheMachine() {
        long gib = 1L << 30;
        assertThat(Neo4jMemory.defaultHeap(24 * gib)).isEqualTo(6 * gib);
        assertThat(Neo4jMemory.defaultHeap(64 * gib)).isEqualTo(8 * gib);
        assertThat(Neo4jMemory.defaultHeap(gib / 2)).isEqualTo(256L << 20);
        assertThat(Neo4jMemory.defaultPageCache(24 * gib)).isEqualTo(11 * gib);
        assertThat(Neo4jMemory.defaultPageCache(2 * gib)).isEqualTo(256L << 20);
        Neo4jMemory machine = Neo4jMemory.server(settings(Map.of()));
        assertThat(machine.heapBytes()).isEqualTo(Neo4jMemory.defaultHeap(Neo4jMemory.physical()));
        assertThat(machine.pageCacheBytes()).isEqualTo(Neo4jMemory.defaultPageCache(Neo4jMemory.physical()));
    }

    /** A process's whole command line, from {@code /proc}: {@link ProcessHandle.Info} may cut a long one short. */
    static List<String> commandLine(long pid) throws IOException {
        return List.of(new String(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")),
                StandardCharsets.UTF_8).split("\0"));
    }

    private static Set<Thread> liveNonDaemonThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.isAlive() && !thread.isDaemon())
                .collect(Collectors.toSet());
    }

    private static List<String> newNonDaemonThreads(Set<Thread> before) {
        return liveNonDaemonThreads().stream().filter(thread -> !before.contains(thread))
                .map(Thread::getName).toList();
    }
}
