package dev.graphbench.engine.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a user sees when the URL names no server, or a server that never answers, or is not a URL
 * the driver can read: the driver's own errors, produced here on loopback, each in one line within
 * 10 s, the password nowhere.
 */
class ConnectionErrorsTest {

    private static final String PASSWORD = "Secret-Pw-41";
    private static final OracleProvider PROVIDER = new OracleProvider();

    private static EngineException openFails(String url) {
        Settings settings = Settings.resolve(PROVIDER.settings(), Map.of("BENCH_ORACLE_URL", url,
                "BENCH_ORACLE_USER", "bench", "BENCH_ORACLE_PASSWORD", PASSWORD));
        long start = System.nanoTime();
        EngineException failure = catchThrowableOfType(EngineException.class, () -> PROVIDER.open(settings).close());
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as(url).isLessThan(Duration.ofSeconds(10));
        assertThat(failure).as("open must fail: %s", url).isNotNull();
        assertThat(failure.getMessage()).doesNotContain("\n");
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            assertThat(String.valueOf(cause.getMessage())).doesNotContain(PASSWORD);
        }
        return failure;
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Test
    void aPortNobodyListensOnIsNamedWithTheDriversError() throws IOException {
        String url = "jdbc:oracle:thin:@//127.0.0.1:" + closedPort() + "/FREEPDB1";
        assertThat(openFails(url)).message()
                .startsWith("cannot connect to " + url + " within 10 s: ORA-12541: Cannot connect. No listener at host"
                        + " 127.0.0.1 port ")
                .endsWith("; check BENCH_ORACLE_URL")
                .doesNotContain("CONNECTION_ID");
    }

    @Test
    void aServerThatAcceptsAndNeverAnswersFailsWithinTenSeconds() throws IOException {
        try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            String url = "jdbc:oracle:thin:@//127.0.0.1:" + silent.getLocalPort() + "/FREEPDB1";
            assertThat(openFails(url)).hasMessage("cannot connect to " + url + " within 10 s: no answer; check"
                    + " BENCH_ORACLE_URL");
        }
    }

    @Test
    void aUrlTheDriverCannotReadIsNamedWithItsError() {
        assertThat(openFails("jdbc:oracle:thin:@//127.0.0.1:port/FREEPDB1")).hasMessage("BENCH_ORACLE_URL is not a URL"
                + " the driver can read: ORA-17866: Invalid number format for port number; write it as"
                + " jdbc:oracle:thin:@//host:1521/service");
        assertThat(openFails("jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=")).hasMessage("BENCH_ORACLE_URL is not a URL"
                + " the driver can read: ORA-17865: Invalid connection string format, a valid format is:"
                + " \"host:port:sid\".; write it as jdbc:oracle:thin:@//host:1521/service");
    }

    @Test
    void aPasswordWrittenIntoTheUrlIsMaskedToo() throws IOException {
        String url = "jdbc:oracle:thin:@//127.0.0.1:" + closedPort() + "/FREEPDB1?password=" + PASSWORD;
        assertThat(openFails(url)).message().contains("password=***");
    }
}
