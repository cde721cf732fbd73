package dev.graphbench.engine.neo4j;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.driver.exceptions.ServiceUnavailableException;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilders;
import org.neo4j.io.ByteUnit;

/** What a user sees when the server, the password or the database is wrong: one line each. */
@ExtendWith(Neo4jExtension.class)
class Neo4jConnectionErrorsTest {

    private static final String PASSWORD = "correct-horse-battery";
    private static final String WRONG_PASSWORD = "wrong-staple-7";

    private final Neo4jProvider provider = new Neo4jProvider();

    private Engine open(Map<String, String> environment) {
        return provider.open(Settings.resolve(provider.settings(), environment));
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"bolt", "neo4j"})
    void aUriThatDoesNotAnswerFailsWithinTenSecondsNamingUriAndVariable(String scheme) throws IOException {
        String uri = scheme + "://127.0.0.1:" + closedPort();
        long startNanos = System.nanoTime();
        assertThatThrownBy(() -> open(Map.of("BENCH_NEO4J_URI", uri)))
                .isInstanceOf(EngineException.class)
                .hasMessageStartingWith("cannot connect to Neo4j at " + uri + ": ")
                .hasMessageEndingWith("; check BENCH_NEO4J_URI")
                .message().doesNotContain("\n");
        assertThat(Duration.ofNanos(System.nanoTime() - startNanos)).isLessThan(Duration.ofSeconds(10));
    }

    /** A port that takes the connection and never says a word: the Bolt handshake waits for an answer. */
    @Test
    void aServerThatNeverAnswersFailsAfterTenSeconds() throws IOException {
        try (ServerSocket silent = new ServerSocket()) {
            silent.bind(new InetSocketAddress("127.0.0.1", 0));
            String uri = "bolt://127.0.0.1:" + silent.getLocalPort();
            long startNanos = System.nanoTime();
            assertThatThrownBy(() -> open(Map.of("BENCH_NEO4J_URI", uri)))
                    .isInstanceOf(EngineException.class)
                    .hasMessage("cannot connect to Neo4j at " + uri + ": no answer within 10 s; check BENCH_NEO4J_URI");
            assertThat(Duration.ofNanos(System.nanoTime() - startNanos)).isLessThan(Duration.ofSeconds(11));
        }
    }

    /** A server this run started that went away: no advice to check a URI the user never set. */
    @Test
    void aServerThisRunStartedThatIsGoneIsSaidSoWithoutTheDriversAdvice() {
        Neo4jTarget started = new Neo4jTarget("bolt://127.0.0.1:34355", "neo4j", true, "neo4j", true);
        ServiceUnavailableException gone = new ServiceUnavailableException("Connection to the database terminated."
                + " Please ensure that your database is listening on the correct host and port and that you have"
                + " compatible encryption settings both on Neo4j server and driver.");

        assertThat(started.failure(gone, "to build constraints and indexes after the load")).hasMessage("cannot connect"
                + " to Neo4j at bolt://127.0.0.1:34355 to build constraints and indexes after the load: Connection to the"
                + " database terminated; the server this run started is gone or not answering");
        assertThat(new Neo4jTarget("bolt://127.0.0.1:34355", "neo4j", true, "neo4j", false).failure(gone).getMessage())
                .endsWith("; check BENCH_NEO4J_URI");
    }

    @Test
    void aUriThatIsNotBoltIsRefusedOnOneLine() {
        assertThatThrownBy(() -> open(Map.of("BENCH_NEO4J_URI", "http://localhost:7474")))
                .isInstanceOf(EngineException.class)
                .hasMessage("BENCH_NEO4J_URI must be a bolt:// or neo4j:// URI such as bolt://localhost:7687, "
                        + "got 'http://localhost:7474'");
    }

    @Test
    void aDatabaseThatDoesNotExistIsNamed(Neo4jExtension.Server server) {
        assertThatThrownBy(() -> server.open(Map.of(Neo4jProvider.DATABASE, "nosuchdb")))
                .isInstanceOf(EngineException.class)
                .hasMessage("database 'nosuchdb' does not exist on Neo4j at " + server.settings().get(Neo4jProvider.URI)
                        + "; check BENCH_NEO4J_DATABASE");
    }

    /** A second, small server that asks for a password: the shared one runs without authentication. */
    @Test
    void aWrongPasswordGivesNeo4jsAuthenticationErrorWithoutThePassword(@TempDir Path directory) {
        Neo4j neo4j = Neo4jBuilders.newInProcessBuilder(directory).withDisabledServer()
                .withConfig(BoltConnector.enabled, true)
                .withConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", 0))
                .withConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .withConfig(GraphDatabaseSettings.auth_enabled, true)
                .withConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(16))
                .withConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, Duration.ZERO)
                .build();
        try {
            neo4j.databaseManagementService().database("system").executeTransactionally(
                    "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED", Map.of("password", PASSWORD));
            String uri = "bolt://127.0.0.1:" + neo4j.boltURI().getPort();

            assertThatThrownBy(() -> open(Map.of("BENCH_NEO4J_URI", uri, "BENCH_NEO4J_PASSWORD", WRONG_PASSWORD)))
                    .isInstanceOf(EngineException.class)
                    .hasMessageStartingWith("Neo4j at " + uri + " refused user 'neo4j': ")
                    .hasMessageContaining("authentication failure")
                    .hasMessageEndingWith("; check BENCH_NEO4J_USER and BENCH_NEO4J_PASSWORD")
                    .message().doesNotContain(WRONG_PASSWORD).doesNotContain(PASSWORD).doesNotContain("\n");

            assertThatThrownBy(() -> open(Map.of("BENCH_NEO4J_URI", uri)))
                    .isInstanceOf(EngineException.class)
                    .hasMessageStartingWith("Neo4j at " + uri + " refused user 'neo4j': ")
                    .hasMessageEndingWith("; set BENCH_NEO4J_PASSWORD");

            try (Engine engine = open(Map.of("BENCH_NEO4J_URI", uri, "BENCH_NEO4J_PASSWORD", PASSWORD))) {
                engine.ping();
                assertThat(engine.info().deployment()).isEqualTo("external, 127.0.0.1:" + neo4j.boltURI().getPort());
            }
        } finally {
            neo4j.close();
            Log4jTempFiles.deleteMentioning(directory);
        }
    }
}
