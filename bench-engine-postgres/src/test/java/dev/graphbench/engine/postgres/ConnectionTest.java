package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What a user sees when the server named does not answer, or refuses them. */
@ExtendWith(EmbeddedPostgresExtension.class)
class ConnectionTest {

    private static final String ROLE = "bench_pw";
    private static final String RIGHT_PASSWORD = "right-Secret-41";
    private static final String WRONG_PASSWORD = "wrong-Secret-42";

    private static final PostgresProvider PROVIDER = new PostgresProvider();
    private static String hostPort;

    /** A role that must give a password: the embedded server trusts loopback otherwise. */
    @BeforeAll
    static void roleWithPassword(EmbeddedPostgresExtension.Shared shared) throws SQLException, IOException {
        String url = shared.settings.get(PostgresProvider.URL);
        hostPort = url.substring("jdbc:postgresql://".length(), url.lastIndexOf('/'));
        try (Connection connection = shared.engine.connection();
             Statement statement = connection.createStatement()) {
            statement.execute("DROP ROLE IF EXISTS " + ROLE);
            statement.execute("CREATE ROLE " + ROLE + " LOGIN PASSWORD '" + RIGHT_PASSWORD + "'");
            Path hba;
            try (ResultSet rows = statement.executeQuery("SHOW hba_file")) {
                rows.next();
                hba = Path.of(rows.getString(1));
            }
            Files.writeString(hba, "host all " + ROLE + " 127.0.0.1/32 scram-sha-256\n" + Files.readString(hba));
            statement.execute("SELECT pg_reload_conf()");
        }
    }

    private static Settings settings(String url, String user, String password) {
        Map<String, String> environment = new HashMap<>();
        environment.put("BENCH_POSTGRES_URL", url);
        environment.put("BENCH_POSTGRES_USER", user);
        if (password != null) {
            environment.put("BENCH_POSTGRES_PASSWORD", password);
        }
        return Settings.resolve(PROVIDER.settings(), environment);
    }

    private static EngineException openFails(Settings settings) {
        EngineException failure = catchThrowableOfType(EngineException.class, () -> PROVIDER.open(settings).close());
        assertThat(failure).as("open must fail").isNotNull();
        assertThat(failure.getMessage()).doesNotContain("\n");
        return failure;
    }

    private static void assertNowhere(Throwable failure, String secret) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            assertThat(String.valueOf(cause.getMessage())).doesNotContain(secret);
            assertThat(cause.toString()).doesNotContain(secret);
        }
    }

    @Test
    void aClosedPortFailsWithinTenSecondsNamingUrlAndVariable() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        String url = "jdbc:postgresql://127.0.0.1:" + port + "/bench";
        long start = System.nanoTime();
        EngineException failure = openFails(settings(url, "postgres", null));
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
        assertThat(failure).hasMessage("cannot connect to " + url
                + " within 10 s: connection refused; check BENCH_POSTGRES_URL");
    }

    @Test
    void aWrongPasswordIsNamedButNotShown() {
        String url = "jdbc:postgresql://" + hostPort + "/postgres";
        EngineException failure = openFails(settings(url, ROLE, WRONG_PASSWORD));
        assertThat(failure).hasMessage("authentication failed for user " + ROLE + " at " + url
                + "; check BENCH_POSTGRES_USER and BENCH_POSTGRES_PASSWORD");
        assertNowhere(failure, WRONG_PASSWORD);
    }

    @Test
    void aPasswordWrittenIntoTheUrlIsMaskedToo() {
        String url = "jdbc:postgresql://" + hostPort + "/postgres?password=" + WRONG_PASSWORD;
        EngineException failure = openFails(settings(url, ROLE, null));
        assertThat(failure.getMessage()).startsWith("authentication failed for user " + ROLE)
                .contains("password=***");
        assertNowhere(failure, WRONG_PASSWORD);
    }

    @Test
    void theRightPasswordOpens() {
        try (Engine engine = PROVIDER.open(settings("jdbc:postgresql://" + hostPort + "/postgres", ROLE,
                RIGHT_PASSWORD))) {
            engine.ping();
            assertThat(engine.info().deployment()).isEqualTo("embedded, " + hostPort);
            assertThat(engine.info().toString()).doesNotContain(RIGHT_PASSWORD);
        }
    }

    @Test
    void noPasswordWhereOneIsNeededSaysWhichVariable() {
        EngineException failure = openFails(settings("jdbc:postgresql://" + hostPort + "/postgres", ROLE, null));
        assertThat(failure).hasMessage("jdbc:postgresql://" + hostPort + "/postgres wants a password for user "
                + ROLE + "; set BENCH_POSTGRES_PASSWORD");
    }

    @Test
    void aMissingDatabaseIsNamed() {
        EngineException failure = openFails(settings("jdbc:postgresql://" + hostPort + "/no_such_db", "postgres", null));
        assertThat(failure).hasMessage("database no_such_db does not exist at " + hostPort
                + "; create it or name another in BENCH_POSTGRES_URL");
    }

    @Test
    void anotherAddressOfTheSameServerCountsAsExternal() {
        String port = hostPort.substring(hostPort.indexOf(':') + 1);
        try (Engine engine = PROVIDER.open(settings("jdbc:postgresql://localhost:" + port + "/postgres", "postgres",
                null))) {
            assertThat(engine.info().deployment()).isEqualTo("external, localhost:" + port + "/postgres");
        }
    }

    @Test
    void aFullPoolSaysSoAfterTheTimeout() {
        Map<String, String> environment = Map.of("BENCH_POSTGRES_URL", "jdbc:postgresql://" + hostPort + "/postgres",
                "BENCH_POSTGRES_POOL_SIZE", "1");
        try (Engine engine = PROVIDER.open(Settings.resolve(PROVIDER.settings(), environment));
             Session held = engine.openSession()) {
            EngineException failure = catchThrowableOfType(EngineException.class, engine::openSession);
            assertThat(failure).hasMessage("no free connection to jdbc:postgresql://" + hostPort
                    + "/postgres within 10 s: all 1 are in use; raise BENCH_POSTGRES_POOL_SIZE or open fewer sessions");
            assertThat(held).isNotNull();
        }
    }
}
