package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import redis.clients.jedis.Jedis;

/** What a user sees when the server, the password or the graph key is wrong: one line each, no password. */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbConnectionErrorsTest {

    private static final String PASSWORD = "correct-horse-battery";
    private static final String WRONG_PASSWORD = "wrong-staple-7";

    private final FalkorDbProvider provider = new FalkorDbProvider();

    private Engine open(Map<String, String> environment) {
        return provider.open(Settings.resolve(provider.settings(), environment));
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }

    @Test
    void aUrlWhereNothingListensFailsAtOnceNamingUrlAndVariable() throws IOException {
        String url = "redis://127.0.0.1:" + closedPort();
        assertThatThrownBy(() -> open(Map.of("BENCH_FALKORDB_URL", url)))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("cannot connect to FalkorDB at " + url + ": ")
                .hasMessageEndingWith("; check BENCH_FALKORDB_URL")
                .message().doesNotContain("\n");
    }

    /** A port that takes the connection and never says a word. */
    @Test
    void aServerThatNeverAnswersFailsOnOneLineWithinTenSeconds() throws IOException {
        try (ServerSocket silent = new ServerSocket()) {
            silent.bind(new InetSocketAddress("127.0.0.1", 0));
            String url = "redis://127.0.0.1:" + silent.getLocalPort();
            long startNanos = System.nanoTime();
            assertThatThrownBy(() -> open(Map.of("BENCH_FALKORDB_URL", url)))
                    .isInstanceOf(EngineException.class)
                    .hasMessageStartingWith("cannot connect to FalkorDB at " + url + ": ")
                    .hasMessageEndingWith("; check BENCH_FALKORDB_URL")
                    .message().doesNotContain("\n");
            assertThat(Duration.ofNanos(System.nanoTime() - startNanos)).isLessThan(Duration.ofSeconds(11));
        }
    }

    @Test
    void aUrlThatIsNotRedisOrHoldsAPasswordIsRefusedOnOneLine() {
        assertThatThrownBy(() -> open(Map.of("BENCH_FALKORDB_URL", "http://localhost:6379")))
                .isInstanceOf(EngineException.class)
                .hasMessage("BENCH_FALKORDB_URL must be a redis:// or rediss:// URL such as redis://localhost:6379, "
                        + "got 'http://localhost:6379'");
        assertThatThrownBy(() -> open(Map.of("BENCH_FALKORDB_URL", "redis://user:" + PASSWORD + "@localhost:6379")))
                .isInstanceOf(EngineException.class)
                .hasMessage("BENCH_FALKORDB_URL holds a password: remove it from the URL and set BENCH_FALKORDB_PASSWORD"
                        + " instead, got 'redis://***@localhost:6379'");
    }

    /** A second server that asks for a password: the shared one runs without. */
    @Test
    void aWrongPasswordIsRefusedOnOneLineWithoutThePassword(@TempDir Path directory) throws Exception {
        int port = closedPort();
        Process valkey = new ProcessBuilder(EmbeddedFalkorDbLauncher.executable("valkey-server").orElseThrow().toString(),
                "--port", String.valueOf(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                "--dir", directory.toString(), "--requirepass", PASSWORD,
                "--loadmodule", EmbeddedFalkorDbLauncher.defaultModule().toString())
                .redirectErrorStream(true).redirectOutput(directory.resolve("out").toFile()).start();
        try {
            String url = "redis://127.0.0.1:" + port;
            awaitListening(port);
            assertThatThrownBy(() -> open(Map.of("BENCH_FALKORDB_URL", url, "BENCH_FALKORDB_PASSWORD", WRONG_PASSWORD)))
                    .isInstanceOf(EngineException.class)
                    .hasMessageStartingWith("FalkorDB at " + url + " refused the connection: WRONGPASS")
                    .hasMessageEndingWith("; check BENCH_FALKORDB_PASSWORD")
                    .message().doesNotContain(WRONG_PASSWORD).doesNotContain(PASSWORD).doesNotContain("\n");
            assertThatThrownBy(() -> open(Map.of("BENCH_FALKORDB_URL", url)))
                    .isInstanceOf(EngineException.class)
                    .hasMessageStartingWith("FalkorDB at " + url + " refused the connection: NOAUTH")
                    .hasMessageEndingWith("; set BENCH_FALKORDB_PASSWORD");
            try (Engine engine = open(Map.of("BENCH_FALKORDB_URL", url, "BENCH_FALKORDB_PASSWORD", PASSWORD))) {
                engine.ping();
                assertThat(engine.info().deployment()).isEqualTo("external, 127.0.0.1:" + port);
                assertThat(engine.info().productVersion()).startsWith("4.16.3 on valkey ");
            }
        } finally {
            valkey.destroy();
            valkey.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aGraphKeyHoldingSomethingElseIsRefusedAndKeptAsItIs(FalkorDbExtension.Server server) {
        try (Jedis jedis = new Jedis("127.0.0.1", server.port())) {
            jedis.set("not-a-graph", "the user's own");
            assertThatThrownBy(() -> server.open(Map.of(FalkorDbProvider.GRAPH, "not-a-graph")))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("key 'not-a-graph' on FalkorDB at " + server.settings().get(FalkorDbProvider.URL)
                            + " holds a string, not a graph, and is left as it is; set BENCH_FALKORDB_GRAPH to another key");
            assertThat(jedis.get("not-a-graph")).isEqualTo("the user's own");
            jedis.del("not-a-graph");
        }
    }

    @Test
    void aKeyTurnedIntoSomethingElseAfterConnectingIsNotDropped(FalkorDbExtension.Server server) {
        try (Jedis jedis = new Jedis("127.0.0.1", server.port());
             FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "becomes-a-list"))) {
            jedis.rpush("becomes-a-list", "kept");
            assertThatThrownBy(() -> engine.schema().drop())
                    .isInstanceOf(EngineException.class)
                    .hasMessageContaining("holds a list, not a graph, and is left as it is");
            assertThat(jedis.lrange("becomes-a-list", 0, -1)).containsExactly("kept");
            jedis.del("becomes-a-list");
        }
    }

    @Test
    void settingsThatAreNotChoicesAreRefused(FalkorDbExtension.Server server) {
        assertThatThrownBy(() -> server.open(Map.of(FalkorDbProvider.CONSTRAINTS, "yes")))
                .hasMessage("BENCH_FALKORDB_CONSTRAINTS must be true or false, got 'yes'");
        FalkorDbProvider provider = new FalkorDbProvider();
        assertThatThrownBy(() -> provider.check(Settings.resolve(provider.settings(), Map.of(
                "BENCH_FALKORDB_DRIVINE_PARAMETERS", "drivine"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BENCH_FALKORDB_DRIVINE_PARAMETERS must be jfalkordb or engine, got 'drivine'");
        assertThatThrownBy(() -> provider.check(Settings.resolve(provider.settings(), Map.of(
                "BENCH_FALKORDB_URL", "http://db:6379"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("BENCH_FALKORDB_URL must be a redis:// or rediss:// URL");
        assertThatThrownBy(() -> Settings.resolve(provider.settings(), Map.of("BENCH_FALKORDB_BATCH_SIZE", "0")).check())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BENCH_FALKORDB_BATCH_SIZE must be a whole number from 1 to 1000000, got '0'");
        assertThatThrownBy(() -> provider.check(Settings.resolve(provider.settings(), Map.of(
                "BENCH_FALKORDB_LOAD_PATH", "import"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BENCH_FALKORDB_LOAD_PATH must be bulk or unwind, got 'import'");
        assertThatThrownBy(() -> Settings.resolve(provider.settings(), Map.of("BENCH_FALKORDB_BULK_REQUEST_KIB", "0")).check())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("BENCH_FALKORDB_BULK_REQUEST_KIB must be a whole number from 1 to 262144, got '0'");
        provider.check(Settings.resolve(provider.settings(), Map.of("BENCH_FALKORDB_URL", "redis://db:6379")));
    }

    private static void awaitListening(int port) throws InterruptedException {
        for (int i = 0; i < 250; i++) {
            try (java.net.Socket socket = new java.net.Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                Thread.sleep(20);
            }
        }
        throw new AssertionError("valkey-server did not listen on " + port);
    }
}
