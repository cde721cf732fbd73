package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.results.ResultsFiles;
import dev.graphbench.results.ResultsFolder;
import dev.graphbench.results.Status;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An external server that does not answer: one line naming it and the variable, and nothing measured lost. */
class ExternalServerTest {

    @TempDir
    Path folder;

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void aPostgresUrlThatDoesNotAnswerIsHeldWithinTenSecondsNamingTheUrlAndVariable() throws IOException {
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort() + "/bench";
        Instant start = Instant.now();
        Cli cli = Cli.run(Map.of("BENCH_POSTGRES_URL", url, "BENCH_POSTGRES_PASSWORD", "s3cret-Pa55"),
                "run", "--engines", "postgres", "--sf", "0.001", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0",
                "--phases", "load,traverse,graph", "--output", folder.toString());

        assertThat(Duration.between(start, Instant.now())).isLessThan(Duration.ofSeconds(20));
        assertThat(cli.exit).isEqualTo(3);
        assertThat(cli.err).contains("[postgres] held: ").contains(url).contains("BENCH_POSTGRES_URL");
        assertThat(cli.out + cli.err).doesNotContain("s3cret-Pa55");
        assertThat(Files.readString(ResultsFolder.at(folder).latestRun().orElseThrow().resolve("report-sf0.001.html"))).contains("held: ").contains("password=***")
                .doesNotContain("s3cret-Pa55");
        var postgres = ResultsFiles.read(ResultsFolder.at(folder).latestRun().orElseThrow().resolve("postgres-sf0.001.json"));
        assertThat(postgres.status()).isEqualTo(Status.HELD);
        assertThat(postgres.reason()).contains(url).doesNotContain("\n");
        assertThat(postgres.provenance().settings()).containsEntry("password", "***");
        // The reference ran before and its figures stay on disk.
        assertThat(ResultsFiles.read(ResultsFolder.at(folder).latestRun().orElseThrow().resolve("reference-sf0.001.json")).status()).isEqualTo(Status.OK);
    }
}
