package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.util.SafeEncoder;
import org.junit.jupiter.api.io.TempDir;

/** The embedded FalkorDB: its own process, its memory measured, gone with its folder once closed; one line when it cannot start. */
class EmbeddedFalkorDbTest {

    private final FalkorDbProvider provider = new FalkorDbProvider();

    private Settings settings(Map<String, String> environment) {
        return Settings.resolve(provider.settings(), environment);
    }

    @Test
    void startsOnLoopbackMeasuresItsMemoryAndLeavesNothingBehind(@TempDir Path work) {
        EmbeddedFalkorDb server = (EmbeddedFalkorDb) provider.embeddedServer().orElseThrow()
                .start(settings(Map.of()), work);
        Path folder = server.folder();
        try {
            assertThat(server.process().isAlive()).isTrue();
            assertThat(server.description()).matches("FalkorDB 4\\.16\\.3 on 127\\.0\\.0\\.1:\\d+");
            assertThat(server.connectionSettings().get(FalkorDbProvider.URL)).startsWith("redis://127.0.0.1:");
            assertThat(server.residentMemoryBytes().orElseThrow()).isGreaterThan(1 << 20);
            assertThat(folder).startsWith(work).isDirectory();
            try (Jedis jedis = new Jedis(HostAndPort.from(server.connectionSettings().get(FalkorDbProvider.URL)
                    .substring("redis://".length())))) {
                // A query cache that never fills: FalkorDB 4.16.3 can free a plan in use when it evicts (#1782).
                assertThat(SafeEncoder.encodeObject(jedis.sendCommand(() -> SafeEncoder.encode("GRAPH.CONFIG"), "GET",
                        "CACHE_SIZE")).toString()).isEqualTo("[CACHE_SIZE, 512]");
            }
        } finally {
            server.close();
        }
        assertThat(server.process().isAlive()).isFalse();
        assertThat(folder).doesNotExist();
        server.close();
    }

    /** The user set no URL: the message names the server the harness started and its log, not BENCH_FALKORDB_URL. */
    @Test
    void anEmbeddedServerThatStopsAnsweringIsNamedWithItsLog(@TempDir Path work) throws InterruptedException {
        EmbeddedFalkorDb server = (EmbeddedFalkorDb) provider.embeddedServer().orElseThrow()
                .start(settings(Map.of()), work);
        String hostPort = server.connectionSettings().get(FalkorDbProvider.URL).substring("redis://".length());
        try (Engine engine = provider.open(settings(Map.of()).with(server.connectionSettings()))) {
            engine.ping();
            server.process().destroyForcibly().waitFor();

            assertThatThrownBy(engine::ping).isInstanceOf(EngineException.class)
                    .hasMessageStartingWith("the embedded FalkorDB on " + hostPort + " stopped answering: ")
                    .hasMessageContaining("; its valkey-server (pid " + server.process().pid() + ") has exited with code ")
                    .hasMessageContaining("; the last line of its log: ")
                    .message().doesNotContain("BENCH_FALKORDB_URL").doesNotContain("\n");
        } finally {
            server.close();
        }
    }

    /**
     * A crash of the module's own (GRAPH.BULK BEGIN without its counts: a SIGSEGV in FalkorDB's bulk insert) keeps
     * valkey's whole log in the run's folder, and the held line quotes its crash report, not the log's last line.
     */
    @Test
    void aServerThatCrashesKeepsItsLogInTheRunsFolderAndQuotesItsCrashReport(@TempDir Path work) throws Exception {
        EmbeddedFalkorDb server = (EmbeddedFalkorDb) provider.embeddedServer().orElseThrow()
                .start(settings(Map.of()), work.resolve("servers"));
        Path run = work.resolve("results/runs/1");
        server.keepLogsIn(run);
        Path folder = server.folder();
        long pid = server.process().pid();
        try (Engine engine = provider.open(settings(Map.of()).with(server.connectionSettings()))) {
            HostAndPort where = HostAndPort.from(server.connectionSettings().get(FalkorDbProvider.URL)
                    .substring("redis://".length()));
            try (Jedis jedis = new Jedis(where)) {
                assertThatThrownBy(() -> jedis.sendCommand(() -> SafeEncoder.encode("GRAPH.BULK"), "g", "BEGIN"))
                        .isInstanceOf(JedisConnectionException.class);
            }

            assertThatThrownBy(engine::ping).isInstanceOf(EngineException.class)
                    .hasMessageContaining("; its valkey-server (pid " + pid + ") has exited with code 139 (SIGSEGV)"
                            + "; its log is kept in " + run.resolve("falkordb-valkey-" + pid + ".log")
                            + "; its crash report: valkey 8.0.1 crashed by signal: 11")
                    .hasMessageContaining("thread valkey-server at VM_StringToLongLong+0x1 (valkey-server) < "
                            + "Graph_BulkInsert+0xef (falkordb.so)")
                    .message().doesNotContain("\n");
        } finally {
            server.close();
        }
        assertThat(folder).doesNotExist();
        assertThat(Files.readString(run.resolve("falkordb-valkey-" + pid + ".log")))
                .contains("=== VALKEY BUG REPORT START", "------ STACK TRACE ------", "Graph_BulkInsert");
    }

    /** A server the harness stops, as at the end of every run, leaves no log behind in the run's folder. */
    @Test
    void aServerStoppedByTheHarnessKeepsNoLog(@TempDir Path work) {
        EmbeddedFalkorDb server = (EmbeddedFalkorDb) provider.embeddedServer().orElseThrow()
                .start(settings(Map.of()), work.resolve("servers"));
        Path run = work.resolve("run");
        server.keepLogsIn(run);
        server.restart();
        server.close();
        assertThat(run).doesNotExist();
    }

    @Test
    void aRestartStartsANewProcessOnTheSamePortThatHoldsTheGraph(@TempDir Path work) {
        EmbeddedFalkorDb server = (EmbeddedFalkorDb) provider.embeddedServer().orElseThrow()
                .start(settings(Map.of()), work);
        try {
            String url = server.connectionSettings().get(FalkorDbProvider.URL);
            HostAndPort where = HostAndPort.from(url.substring("redis://".length()));
            try (Jedis jedis = new Jedis(where)) {
                jedis.sendCommand(() -> SafeEncoder.encode("GRAPH.QUERY"), "g",
                        "UNWIND range(1, 500) AS i CREATE (:N {i: i})");
            }
            long before = server.process().pid();

            server.restart();

            assertThat(server.process().pid()).isNotEqualTo(before);
            assertThat(server.connectionSettings().get(FalkorDbProvider.URL)).isEqualTo(url);
            try (Jedis jedis = new Jedis(where)) {
                Object answer = jedis.sendCommand(() -> SafeEncoder.encode("GRAPH.RO_QUERY"), "g",
                        "MATCH (n:N) RETURN count(n)");
                assertThat(SafeEncoder.encodeObject(answer).toString()).contains("500");
            }
        } finally {
            server.close();
        }
        assertThat(server.process().isAlive()).isFalse();
    }

    @Test
    void missingBinariesNameTheCommandThatInstallsThem(@TempDir Path work) {
        Settings noValkey = settings(Map.of("BENCH_FALKORDB_VALKEY_SERVER", "no-such-valkey-server"));
        assertThat(EmbeddedFalkorDbLauncher.unavailableReason(noValkey)).hasValue(
                "the embedded FalkorDB needs valkey-server 8, and there is no no-such-valkey-server: run scripts/falkordb.sh to install it");
        Path absent = work.resolve("falkordb.so");
        Settings noModule = settings(Map.of("BENCH_FALKORDB_MODULE", absent.toString()));
        assertThat(EmbeddedFalkorDbLauncher.unavailableReason(noModule)).hasValue(
                "the embedded FalkorDB needs the FalkorDB module, and there is no " + absent
                        + ": run scripts/falkordb.sh to install it");
        assertThatThrownBy(() -> new EmbeddedFalkorDbLauncher().start(noModule, work))
                .isInstanceOf(EngineException.class)
                .hasMessageEndingWith(": run scripts/falkordb.sh to install it");
        assertThat(EmbeddedFalkorDbLauncher.unavailableReason(settings(Map.of()))).isEmpty();
    }

    @Test
    void aModuleThatDoesNotLoadIsReportedOnOneLine(@TempDir Path work) throws Exception {
        Path broken = Files.writeString(work.resolve("broken.so"), "not a shared object");
        assertThatThrownBy(() -> new EmbeddedFalkorDbLauncher()
                .start(settings(Map.of("BENCH_FALKORDB_MODULE", broken.toString())), work.resolve("server")))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("the embedded FalkorDB did not start on 127.0.0.1:")
                .message().doesNotContain("\n");
        try (var left = Files.list(work.resolve("server"))) {
            assertThat(left).isEmpty();
        }
    }
}
