package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Settings;
import dev.graphbench.engine.postgres.PostgresProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * A password given through the environment, to a PostgreSQL that asks for it, is in no byte of what
 * graph-bench prints or writes, even with --verbose: not in the output, the logs, the results, the
 * answers, the HTML report, the engines listing, nor the error for a wrong one; nor is one written
 * into the URL by mistake.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SecretsTest {

    private static final String PASSWORD = "Pa55-w0rd-of-the-bench-user";
    private static final String WRONG = "Wr0ng-guess-of-the-bench-user";

    private Path folder;
    private EmbeddedServer server;
    private String url;

    /** An embedded PostgreSQL where the user bench must give its password: trust is left to postgres alone. */
    @BeforeAll
    void startAServerThatAsksForAPassword(@TempDir Path temporary) throws IOException, SQLException {
        folder = temporary;
        PostgresProvider provider = new PostgresProvider();
        Path work = folder.resolve("server");
        server = provider.embeddedServer().orElseThrow().start(
                Settings.resolve(provider.settings(), Map.of("BENCH_POSTGRES_SHARED_BUFFERS", "128MB")), work);
        String superuserUrl = server.connectionSettings().get("url");
        url = superuserUrl;
        try (Connection connection = DriverManager.getConnection(superuserUrl, "postgres", "");
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE ROLE bench LOGIN SUPERUSER PASSWORD '" + PASSWORD + "'");
            Path data;
            try (Stream<Path> files = Files.walk(work)) {
                data = files.filter(file -> file.getFileName().toString().equals("postmaster.pid")).findFirst()
                        .orElseThrow().getParent();
            }
            Files.writeString(data.resolve("pg_hba.conf"), String.join("\n",
                    "host all postgres 127.0.0.1/32 trust",
                    "host all all 127.0.0.1/32 scram-sha-256",
                    "host all all ::1/128 scram-sha-256", ""));
            statement.execute("SELECT pg_reload_conf()");
        }
    }

    @AfterAll
    void stopTheServer() {
        server.close();
    }

    /** Every byte graph-bench wrote under {@code output}, with what it printed. */
    private static String everything(Cli cli, Path output) throws IOException {
        StringBuilder all = new StringBuilder(cli.out).append(cli.err);
        try (Stream<Path> files = Files.walk(output)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                all.append(file).append('\n').append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return all.toString();
    }

    private Cli run(Map<String, String> environment, Path output) {
        return Cli.run(environment, "--verbose", "run", "--engines", "postgres", "--sf", "0.001", "--calls", "3",
                "--warmup", "1", "--warmup-seconds", "0", "--settle-seconds", "0", "--phases", "load,read,traverse",
                "--answers", "--output", output.toString());
    }

    @Test
    void theRightPasswordIsUsedAndShownNowhere() throws IOException {
        Path output = folder.resolve("right");
        Map<String, String> environment = Map.of("BENCH_POSTGRES_URL", url, "BENCH_POSTGRES_USER", "bench",
                "BENCH_POSTGRES_PASSWORD", PASSWORD);

        Cli run = run(environment, output);
        Cli engines = Cli.run(environment, "engines");
        Cli report = Cli.run("report", "--sf", "0.001", "--output", output.toString());

        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.out).contains("PostgreSQL (ms)");
        assertThat(engines.out).contains("BENCH_POSTGRES_PASSWORD", "set (secret)");
        for (String shown : List.of(everything(run, output), engines.out + engines.err, report.out + report.err)) {
            assertThat(shown).doesNotContain(PASSWORD);
        }
        assertThat(everything(run, output)).contains("\"password\" : \"***\"");
    }

    @Test
    void aWrongPasswordIsOneLineThatShowsNeitherPassword() throws IOException {
        Path output = folder.resolve("wrong");

        Cli run = run(Map.of("BENCH_POSTGRES_URL", url, "BENCH_POSTGRES_USER", "bench", "BENCH_POSTGRES_PASSWORD", WRONG),
                output);

        assertThat(run.exit).isEqualTo(3);
        assertThat(run.err).contains("[postgres] held: ").contains("BENCH_POSTGRES_PASSWORD");
        assertThat(everything(run, output)).doesNotContain(WRONG).doesNotContain(PASSWORD);
    }

    @Test
    void aPasswordWrittenIntoTheUrlByMistakeIsMaskedWhereverTheUrlIsShown() throws IOException {
        Path output = folder.resolve("in-the-url");
        String withPassword = url + (url.contains("?") ? "&" : "?") + "user=bench&password=" + PASSWORD;

        Cli run = run(Map.of("BENCH_POSTGRES_URL", withPassword), output);
        Cli engines = Cli.run(Map.of("BENCH_POSTGRES_URL", withPassword), "engines");

        assertThat(run.exit).as(run.err).isZero();
        assertThat(everything(run, output) + engines.out + engines.err).doesNotContain(PASSWORD).contains("password=***");
    }
}
