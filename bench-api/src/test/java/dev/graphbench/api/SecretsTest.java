package dev.graphbench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a run's settings make secret, and the scrubbing of text that leaves graph-bench: a password in
 * whatever form a library writes it, the user information of every engine's URL form, nothing shorter
 * than the minimum or that the harness writes anyway, and a secret split across two writes of a stream.
 * The secrets a process learns are its own for good, so each test has secrets of its own.
 */
class SecretsTest {

    private static final List<Setting> DECLARED = List.of(
            Setting.of("url", "BENCH_TEST_URL", null, "the server"),
            Setting.of("user", "BENCH_TEST_USER", "bench", "the user"),
            Setting.secret("password", "BENCH_TEST_PASSWORD", "the password"));

    private static Settings settings(Map<String, String> environment) {
        return Settings.resolve(DECLARED, environment);
    }

    @Test
    void aPasswordIsScrubbedInEachFormALibraryOrAFileWritesItIn() {
        String password = "Pa55 w0rd/\"<&>'-form";
        settings(Map.of("BENCH_TEST_PASSWORD", password));
        String encoded = URLEncoder.encode(password, StandardCharsets.UTF_8);

        String lowerHex = encoded.replace("%2F", "%2f").replace("%3C", "%3c").replace("%3E", "%3e");
        for (String form : List.of(password, encoded, encoded.replace("+", "%20"), lowerHex,
                "Pa55 w0rd/\\\"<&>'-form", "Pa55 w0rd/&quot;&lt;&amp;&gt;&#39;-form")) {
            assertThat(Secrets.scrub("the driver said: " + form + ", then stopped")).as(form)
                    .isEqualTo("the driver said: ***, then stopped");
        }
    }

    @Test
    void theUserInformationOfEveryEnginesUrlFormIsScrubbedWholeAndItsPasswordAlone() {
        Map<String, String> urls = Map.of(
                "jdbc:postgresql://postgres:S3cret-of-jdbc@127.0.0.1:55432/bench", "postgres:S3cret-of-jdbc",
                "bolt://neo4j:S3cret-of-bolt@db.example:7687", "neo4j:S3cret-of-bolt",
                "redis://default:S3cret-of-redis@db.example:6379", "default:S3cret-of-redis",
                "rediss://:S3cret-of-rediss@db.example:6379", ":S3cret-of-rediss",
                "jdbc:oracle:thin:scott/S3cret-of-thin@//db.example:1521/FREEPDB1", "scott/S3cret-of-thin",
                "ws://gremlin:S3cret-of-ws@db.example:8182/gremlin", "gremlin:S3cret-of-ws",
                "jdbc:postgresql://db.example/bench?user=bench&password=S3cret-of-query", "S3cret-of-query");
        urls.forEach((url, userInfo) -> {
            settings(Map.of("BENCH_TEST_URL", url));
            String password = userInfo.substring(userInfo.indexOf(url.contains(":thin:") ? '/' : ':') + 1);

            assertThat(Secrets.scrub("unknown host " + userInfo + "@db.example")).as(url)
                    .isEqualTo("unknown host ***@db.example");
            assertThat(Secrets.scrub("authentication failed for " + password + ".")).as(url)
                    .isEqualTo("authentication failed for ***.");
            assertThat(Secrets.scrub(url)).as(url).doesNotContain(password);
        });
        // A user name alone is no secret.
        assertThat(Secrets.scrub("as postgres, then as gremlin")).isEqualTo("as postgres, then as gremlin");
    }

    @Test
    void aPasswordWrittenPercentEncodedInTheUrlIsScrubbedDecodedToo() {
        settings(Map.of("BENCH_TEST_URL", "bolt://neo4j:p%40ss%2Fw0rd-decoded@db.example:7687"));

        assertThat(Secrets.scrub("rejected p@ss/w0rd-decoded, and p%40ss%2Fw0rd-decoded, and p%40ss%2fw0rd-decoded"))
                .isEqualTo("rejected ***, and ***, and ***");
    }

    @Test
    void shortPasswordsAndPasswordsTheHarnessWritesAnywayAreNotScrubbed() {
        settings(Map.of("BENCH_TEST_PASSWORD", "Ab1-x"));
        settings(Map.of("BENCH_TEST_PASSWORD", "BENCH_TEST"));
        settings(Map.of("BENCH_TEST_USER", "Same-as-user", "BENCH_TEST_PASSWORD", "Same-as-user"));

        assertThat(Secrets.scrub("Ab1-x is short; BENCH_TEST_PASSWORD is a name; Same-as-user is shown as the user"))
                .isEqualTo("Ab1-x is short; BENCH_TEST_PASSWORD is a name; Same-as-user is shown as the user");
        assertThat(Secrets.MINIMUM_LENGTH).isEqualTo(6);
    }

    @Test
    void aStreamScrubsASecretSplitAcrossWritesAndPassesEveryOtherByte() throws IOException {
        settings(Map.of("BENCH_TEST_PASSWORD", "split-Secret-9"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OutputStream out = Secrets.scrubbing(bytes);

        out.write("host split-Sec".getBytes(StandardCharsets.UTF_8));
        assertThat(bytes.toString(StandardCharsets.UTF_8)).as("what may begin a secret is held").isEqualTo("host ");
        out.write("ret-9@db, é, split-S and split".getBytes(StandardCharsets.UTF_8));
        out.write('-');
        out.flush();
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("host ***@db, é, split-S and split-");
        out.close();
    }

    @Test
    void aPrintStreamScrubsEachLineInItsOwnCharset() {
        settings(Map.of("BENCH_TEST_PASSWORD", "printed-Secret-7"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream console = new PrintStream(bytes, true, StandardCharsets.ISO_8859_1);

        PrintStream scrubbing = Secrets.scrubbing(console);
        scrubbing.println("bench: printed-Secret-7 refused, café");

        assertThat(Secrets.scrubbing(scrubbing)).isSameAs(scrubbing);
        assertThat(bytes.toString(StandardCharsets.ISO_8859_1)).isEqualTo("bench: *** refused, café" + System.lineSeparator());
    }
}
