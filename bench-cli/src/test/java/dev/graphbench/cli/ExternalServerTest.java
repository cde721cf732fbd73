package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A server the user named that does not answer, at a closed port or an unknown host: found before the
 * first engine starts, as any other bad setting is, in one line naming the engine, the URL and the
 * variable; exit 2, and nothing run, not even the reference engine.
 */
class ExternalServerTest {

    @TempDir
    Path folder;

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }

    @ParameterizedTest(name = "{0} at {2}")
    @CsvSource({
        "postgres, BENCH_POSTGRES_URL, jdbc:postgresql://HOST/bench, cannot connect to jdbc:postgresql://HOST/bench",
        "neo4j, BENCH_NEO4J_URI, bolt://HOST, cannot connect to Neo4j at bolt://HOST",
        "falkordb, BENCH_FALKORDB_URL, redis://HOST, cannot connect to FalkorDB at redis://HOST",
        "oracle, BENCH_ORACLE_URL, jdbc:oracle:thin:@//HOST/FREEPDB1, cannot connect to jdbc:oracle:thin:@//HOST/FREEPDB1"
    })
    void aServerThatDoesNotAnswerIsOneLineAndNothingRuns(String engine, String variable, String url, String says)
            throws IOException {
        for (String host : new String[] {"127.0.0.1:" + closedPort(), "no-such-host.invalid:4321"}) {
            Path output = folder.resolve(engine + "-" + host.replace(':', '-'));
            Instant start = Instant.now();
            Cli cli = Cli.run(Map.of(variable, url.replace("HOST", host), "BENCH_ORACLE_USER", "bench"),
                    "run", "--engines", engine, "--sf", "0.001", "--calls", "3", "--warmup", "1", "--phases",
                    "load,traverse", "--output", output.toString());

            assertThat(Duration.between(start, Instant.now())).isLessThan(Duration.ofSeconds(20));
            assertThat(cli.exit).as(cli.err).isEqualTo(2);
            assertThat(cli.err.strip()).doesNotContain("\n").doesNotContain("\tat ")
                    .startsWith("bench: " + engine + ": " + says.replace("HOST", host)).contains(variable);
            assertThat(cli.out).isEmpty();
            assertThat(output).as("no run began, the reference's neither: its folder was not even made")
                    .doesNotExist();
        }
    }
}
