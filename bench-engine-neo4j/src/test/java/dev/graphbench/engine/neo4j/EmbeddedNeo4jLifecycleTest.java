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
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.configuration.GraphDatabaseInternalSettings;

/**
 * A server of its own, started and closed here: what it leaves behind, and the setting that keeps its
 * close from waiting out Bolt's quiet period (a time goal belongs in a benchmark, not in a test).
 */
class EmbeddedNeo4jLifecycleTest {

    private final Neo4jProvider provider = new Neo4jProvider();

    private Settings settings(Map<String, String> environment) {
        return Settings.resolve(provider.settings(), environment);
    }

    @Test
    void startsClosesWithoutAQuietPeriodAndLeavesNothingBehind(@TempDir Path directory) throws IOException {
        Set<Thread> threadsBefore = liveNonDaemonThreads();
        Settings settings = settings(Map.of("BENCH_NEO4J_PAGECACHE", "32m"));

        EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, directory);

        String uri = server.connectionSettings().get(Neo4jProvider.URI);
        assertThat(uri).matches("bolt://127\\.0\\.0\\.1:\\d+");
        assertThat(server.description()).matches("Neo4j 2026\\.07\\.1 Community in process on 127\\.0\\.0\\.1:\\d+");
        assertThat(log4jFilesNaming(directory)).isEmpty();
        // Its store in a folder of its own, so that another server under the same work folder has another.
        try (Stream<Path> running = Files.list(directory)) {
            assertThat(running.map(path -> path.getFileName().toString())).singleElement().asString().startsWith("neo4j-");
        }
        assertThat(((EmbeddedNeo4j) server).neo4j().config()
                .get(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period)).isEqualTo(Duration.ZERO);

        try (Engine engine = provider.open(settings.with(server.connectionSettings()))) {
            engine.ping();
            assertThat(engine.info().deployment()).isEqualTo("embedded, " + uri.substring("bolt://".length()));
        }

        server.close();
        assertThat(newNonDaemonThreads(threadsBefore)).as("threads that would keep the JVM alive").isEmpty();
        assertThat(log4jFilesNaming(directory)).isEmpty();
        try (Stream<Path> left = Files.list(directory)) {
            assertThat(left).as("files left in the work directory").isEmpty();
        }
        assertThat(EmbeddedNeo4jLauncher.isRunningAt(uri)).isFalse();
    }

    /**
     * Closing waits for Bolt's quiet period, 5 s by default, unless this internal setting says
     * otherwise (the test above checks the server runs with it at zero). A Neo4j upgrade that
     * renames it or changes what it means fails here.
     */
    @Test
    void aRestartStartsNeo4jAgainOnItsStoreAndItsPort(@TempDir Path directory) {
        EmbeddedServer server = provider.embeddedServer().orElseThrow()
                .start(settings(Map.of("BENCH_NEO4J_PAGECACHE", "32m")), directory);
        try {
            EmbeddedNeo4j neo4j = (EmbeddedNeo4j) server;
            neo4j.neo4j().defaultDatabaseService().executeTransactionally("UNWIND range(1, 500) AS i CREATE (:N {i: i})");
            String uri = server.connectionSettings().get(Neo4jProvider.URI);
            var before = neo4j.neo4j();

            server.restart();

            assertThat(neo4j.neo4j()).isNotSameAs(before);
            assertThat(server.connectionSettings().get(Neo4jProvider.URI)).isEqualTo(uri);
            long count = neo4j.neo4j().defaultDatabaseService().executeTransactionally("MATCH (n:N) RETURN count(n) AS c",
                    Map.of(), result -> (Long) result.next().get("c"));
            assertThat(count).isEqualTo(500);
        } finally {
            server.close();
        }
    }

    @Test
    void boltShutdownQuietPeriodIsTheInternalSettingWeKnow() {
        assertThat(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period.name())
                .isEqualTo("internal.dbms.bolt.netty_server_shutdown_quiet_period_duration");
        assertThat(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period.defaultValue())
                .isEqualTo(Duration.ofSeconds(5));
        assertThat(EmbeddedNeo4j.BOLT_SHUTDOWN_QUIET_PERIOD).isEqualTo(Duration.ZERO);
    }

    @Test
    void aPortInUseIsExplainedOnOneLine(@TempDir Path directory) throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress("127.0.0.1", 0));
            int port = taken.getLocalPort();
            Settings settings = settings(Map.of("BENCH_NEO4J_EMBEDDED_PORT", String.valueOf(port)));
            assertThatThrownBy(() -> provider.embeddedServer().orElseThrow().start(settings, directory))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("cannot start the in-process Neo4j: 127.0.0.1:" + port
                            + " is in use; set BENCH_NEO4J_EMBEDDED_PORT to a free port, or to 0 for any");
        }
    }

    @Test
    void badSizesAndPortsNameTheirVariable(@TempDir Path directory) {
        EmbeddedServer.Launcher launcher = provider.embeddedServer().orElseThrow();
        assertThatThrownBy(() -> launcher.start(settings(Map.of("BENCH_NEO4J_PAGECACHE", "lots")), directory))
                .isInstanceOf(EngineException.class)
                .hasMessage("BENCH_NEO4J_PAGECACHE must be a size such as 512m or 2g, got 'lots'");
        assertThatThrownBy(() -> launcher.start(settings(Map.of("BENCH_NEO4J_EMBEDDED_PORT", "70000")), directory))
                .isInstanceOf(EngineException.class)
                .hasMessageContaining("BENCH_NEO4J_EMBEDDED_PORT");
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

    private static List<Path> log4jFilesNaming(Path directory) throws IOException {
        List<Path> naming = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(Log4jTempFiles.folder(), "log4j-*.xml")) {
            for (Path file : files) {
                if (Files.readString(file, StandardCharsets.UTF_8).contains(directory.toAbsolutePath().toString())) {
                    naming.add(file);
                }
            }
        }
        return naming;
    }
}
