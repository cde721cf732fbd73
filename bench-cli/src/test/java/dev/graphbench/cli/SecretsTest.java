package dev.graphbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.ApiVersion;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Settings;
import dev.graphbench.cli.plugins.Careless;
import dev.graphbench.cli.plugins.PluginJar;
import dev.graphbench.cli.plugins.ReferenceLike;
import dev.graphbench.engine.falkordb.FalkorDbProvider;
import dev.graphbench.engine.postgres.PostgresProvider;
import dev.graphbench.results.ResultsFolder;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.fleetmanagement.FleetManagementSettings;
import org.neo4j.harness.Neo4j;
import org.neo4j.harness.Neo4jBuilders;
import org.neo4j.io.ByteUnit;

/**
 * A secret the run knows is in no byte of what graph-bench prints or writes, even with --verbose: not
 * in the output, the log lines (every level, stack traces too), the results, the answers, the HTML
 * report, {@code report}, {@code compare}, {@code validate} and {@code engines}. The secret is given
 * as a password setting and written into each engine's URL forms (JDBC, Bolt, {@code redis://},
 * Oracle thin, a Gremlin-like {@code ws://}), against servers that refuse the password, a closed port
 * and an unknown host; each of those is one line and exit 2 before any engine starts. The servers are
 * real: a PostgreSQL, a Neo4j and a FalkorDB that each ask for a password.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SecretsTest {

    private static final String PASSWORD = "Pa55-w0rd-of-the-bench-user";
    private static final String WRONG = "Wr0ng-guess-of-the-bench-user";
    private static final String UNKNOWN_HOST = "no-such-host.invalid";

    private Path folder;
    private EmbeddedServer server;
    private String url;
    private Neo4j neo4j;
    private Process valkey;
    private int valkeyPort;
    private int closedPort;

    /**
     * An embedded PostgreSQL where the user bench must give its password (trust is left to postgres alone),
     * a Neo4j with authentication, and a FalkorDB whose valkey-server asks for a password.
     */
    @BeforeAll
    void startServersThatAskForAPassword(@TempDir Path temporary) throws IOException, SQLException, InterruptedException {
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
        neo4j = Neo4jBuilders.newInProcessBuilder(folder.resolve("neo4j")).withDisabledServer()
                .withConfig(BoltConnector.enabled, true)
                .withConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", 0))
                .withConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .withConfig(GraphDatabaseSettings.auth_enabled, true)
                // Nothing leaves loopback.
                .withConfig(GraphDatabaseSettings.udc_enabled, false)
                .withConfig(FleetManagementSettings.fleet_manager_enabled, false)
                .withConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(16))
                .withConfig(GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period, Duration.ZERO)
                .build();
        neo4j.databaseManagementService().database("system").executeTransactionally(
                "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED", Map.of("password", PASSWORD));
        valkeyPort = freePort();
        closedPort = freePort();
        Settings falkordb = Settings.resolve(new FalkorDbProvider().settings(), System.getenv());
        Path valkeyFolder = Files.createDirectories(folder.resolve("valkey"));
        valkey = new ProcessBuilder(falkordb.get("valkey-server"), "--port", String.valueOf(valkeyPort), "--bind",
                "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", valkeyFolder.toString(), "--requirepass",
                PASSWORD, "--loadmodule", Path.of(falkordb.get("module")).toAbsolutePath().toString())
                .redirectErrorStream(true).redirectOutput(valkeyFolder.resolve("valkey.out").toFile()).start();
        awaitListening(valkeyPort);
    }

    @AfterAll
    void stopTheServers() throws InterruptedException {
        server.close();
        neo4j.close();
        valkey.destroy();
        valkey.waitFor(10, TimeUnit.SECONDS);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }

    private static void awaitListening(int port) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            try (Socket socket = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                Thread.sleep(20);
            }
        }
        throw new IllegalStateException("valkey-server did not listen on " + port);
    }

    /** What a command printed and logged: standard output, standard error, and every log line of the JVM meanwhile. */
    private static String all(Cli cli) {
        return cli.out + cli.err + cli.logs;
    }

    private static Cli bench(Map<String, String> environment, String... args) {
        return Cli.run(environment, args);
    }

    /** Every byte graph-bench wrote under {@code output}. */
    private static String files(Path output) throws IOException {
        StringBuilder all = new StringBuilder();
        if (!Files.exists(output)) {
            return "";
        }
        try (Stream<Path> files = Files.walk(output)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                all.append(file).append('\n').append(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
            }
        }
        return all.toString();
    }

    /** {@code text} holds {@code secret} in none of the forms a library or a file may write it in. */
    private static void nowhere(String text, String secret) {
        String encoded = URLEncoder.encode(secret, StandardCharsets.UTF_8);
        assertThat(text).doesNotContain(secret).doesNotContain(encoded).doesNotContain(encoded.replace("+", "%20"));
    }

    private Cli run(Map<String, String> environment, Path output, String... more) {
        return run(environment, List.of(), output, more);
    }

    /** {@code bench --verbose <global...> run ... <more...>}: a quick run with answers. */
    private Cli run(Map<String, String> environment, List<String> global, Path output, String... more) {
        List<String> args = new ArrayList<>(List.of("--verbose"));
        args.addAll(global);
        args.addAll(List.of("run", "--sf", "0.001", "--calls", "3", "--warmup", "1", "--warmup-seconds", "0",
                "--settle-seconds", "0", "--answers", "--output", output.toString()));
        args.addAll(List.of(more));
        return bench(environment, args.toArray(String[]::new));
    }

    @Test
    void theRightPasswordIsUsedAndShownNowhere() throws IOException {
        Path output = folder.resolve("right");
        Map<String, String> environment = Map.of("BENCH_POSTGRES_URL", url, "BENCH_POSTGRES_USER", "bench",
                "BENCH_POSTGRES_PASSWORD", PASSWORD);

        Cli run = run(environment, output, "--engines", "postgres", "--phases", "load,read,traverse", "--plans",
                "true");
        Cli engines = bench(environment, "engines");
        Cli report = bench(Map.of(), "--verbose", "report", "--sf", "0.001", "--output", output.toString());

        assertThat(run.exit).as(run.err).isZero();
        assertThat(run.out).contains("PostgreSQL (ms)");
        assertThat(run.logs).as("--verbose logs").contains("INFO");
        assertThat(engines.out).contains("BENCH_POSTGRES_PASSWORD", "set (secret)");
        nowhere(all(run) + files(output) + all(engines) + all(report), PASSWORD);
        assertThat(files(output)).contains("\"password\" : \"***\"");
    }

    @Test
    void aPasswordWrittenIntoTheUrlByMistakeIsMaskedWhereverTheUrlIsShown() throws IOException {
        Path output = folder.resolve("in-the-url");
        String withPassword = url + (url.contains("?") ? "&" : "?") + "user=bench&password=" + PASSWORD;

        Cli run = run(Map.of("BENCH_POSTGRES_URL", withPassword), output, "--engines", "postgres", "--phases",
                "load,traverse");
        Cli engines = bench(Map.of("BENCH_POSTGRES_URL", withPassword), "engines");

        assertThat(run.exit).as(run.err).isZero();
        nowhere(all(run) + files(output) + all(engines), PASSWORD);
        assertThat(files(output) + engines.out).contains("password=***");
    }

    /**
     * A fault of a server the user named, the secret in one of the engine's forms: a name, the engine, the
     * secret, the environment that holds it, and how the one line begins.
     */
    record Fault(String name, String engine, String secret, Map<String, String> environment, String says) {
        @Override
        public String toString() {
            return name;
        }
    }

    List<Fault> faults() {
        String postgres = url.replaceFirst("^jdbc:postgresql://([^/]+)/.*$", "$1");
        String query = url + (url.contains("?") ? "&" : "?") + "user=bench&password=";
        String neo4jAt = "127.0.0.1:" + neo4j.boltURI().getPort();
        String closed = "127.0.0.1:" + closedPort;
        return List.of(
                new Fault("JDBC user information, as the issue had it", "postgres", inUrl("jdbc-info"),
                        Map.of("BENCH_POSTGRES_URL", "jdbc:postgresql://postgres:" + inUrl("jdbc-info") + "@" + postgres
                                + "/postgres"), "postgres: cannot connect to jdbc:postgresql://***@"),
                new Fault("JDBC, a wrong password", "postgres", password("jdbc-wrong"), Map.of("BENCH_POSTGRES_URL", url,
                        "BENCH_POSTGRES_USER", "bench", "BENCH_POSTGRES_PASSWORD", password("jdbc-wrong")),
                        "postgres: authentication failed for user bench at "),
                new Fault("JDBC, a wrong password in the query", "postgres", inUrl("jdbc-query"),
                        Map.of("BENCH_POSTGRES_URL", query + inUrl("jdbc-query")),
                        "postgres: authentication failed for user bench at "),
                new Fault("JDBC, a closed port", "postgres", password("jdbc-port"), Map.of("BENCH_POSTGRES_URL",
                        "jdbc:postgresql://" + closed + "/bench", "BENCH_POSTGRES_PASSWORD", password("jdbc-port")),
                        "postgres: cannot connect to jdbc:postgresql://" + closed + "/bench within 10 s: connection"
                                + " refused; check BENCH_POSTGRES_URL"),
                new Fault("JDBC, an unknown host", "postgres", password("jdbc-host"), Map.of("BENCH_POSTGRES_URL",
                        "jdbc:postgresql://" + UNKNOWN_HOST + ":5432/bench", "BENCH_POSTGRES_PASSWORD",
                        password("jdbc-host")), "postgres: cannot connect to jdbc:postgresql://" + UNKNOWN_HOST
                        + ":5432/bench: unknown host"),
                new Fault("Bolt user information, a closed port", "neo4j", inUrl("bolt-info"), Map.of("BENCH_NEO4J_URI",
                        "bolt://neo4j:" + inUrl("bolt-info") + "@" + closed), ""),
                new Fault("Bolt, a wrong password", "neo4j", password("bolt-wrong"), Map.of("BENCH_NEO4J_URI",
                        "bolt://" + neo4jAt, "BENCH_NEO4J_PASSWORD", password("bolt-wrong")),
                        "neo4j: Neo4j at bolt://" + neo4jAt + " refused user 'neo4j': "),
                new Fault("Bolt user information, a server that asks for a password", "neo4j", inUrl("bolt-asks"),
                        Map.of("BENCH_NEO4J_URI", "bolt://neo4j:" + inUrl("bolt-asks") + "@" + neo4jAt), ""),
                new Fault("neo4j://, an unknown host", "neo4j", password("neo4j-host"), Map.of("BENCH_NEO4J_URI",
                        "neo4j://" + UNKNOWN_HOST + ":7687", "BENCH_NEO4J_PASSWORD", password("neo4j-host")),
                        "neo4j: Neo4j at neo4j://" + UNKNOWN_HOST + ":7687 failed: "),
                new Fault("redis:// user information", "falkordb", inUrl("redis-info"), Map.of("BENCH_FALKORDB_URL",
                        "redis://default:" + inUrl("redis-info") + "@127.0.0.1:" + valkeyPort),
                        "BENCH_FALKORDB_URL holds a password"),
                new Fault("redis://, a wrong password", "falkordb", password("redis-wrong"), Map.of("BENCH_FALKORDB_URL",
                        "redis://127.0.0.1:" + valkeyPort, "BENCH_FALKORDB_PASSWORD", password("redis-wrong")),
                        "falkordb: FalkorDB at redis://127.0.0.1:" + valkeyPort + " refused the connection: WRONGPASS"),
                new Fault("redis://, a closed port", "falkordb", password("redis-port"), Map.of("BENCH_FALKORDB_URL",
                        "redis://" + closed, "BENCH_FALKORDB_PASSWORD", password("redis-port")),
                        "falkordb: cannot connect to FalkorDB at redis://" + closed),
                new Fault("rediss://, an unknown host", "falkordb", password("rediss-host"), Map.of("BENCH_FALKORDB_URL",
                        "rediss://" + UNKNOWN_HOST + ":6379", "BENCH_FALKORDB_PASSWORD", password("rediss-host")),
                        "falkordb: cannot connect to FalkorDB at rediss://" + UNKNOWN_HOST + ":6379"),
                new Fault("Oracle thin user/password, a closed port", "oracle", inUrl("thin-info"),
                        Map.of("BENCH_ORACLE_URL", "jdbc:oracle:thin:bench/" + inUrl("thin-info") + "@//" + closed
                                + "/FREEPDB1", "BENCH_ORACLE_USER", "bench"), ""),
                new Fault("Oracle thin, an unknown host", "oracle", password("thin-host"), Map.of("BENCH_ORACLE_URL",
                        "jdbc:oracle:thin:@//" + UNKNOWN_HOST + ":1521/FREEPDB1", "BENCH_ORACLE_USER", "bench",
                        "BENCH_ORACLE_PASSWORD", password("thin-host")),
                        "oracle: cannot connect to jdbc:oracle:thin:@//" + UNKNOWN_HOST),
                new Fault("Oracle thin, a closed port", "oracle", password("thin-port"), Map.of("BENCH_ORACLE_URL",
                        "jdbc:oracle:thin:@" + closed + ":FREE", "BENCH_ORACLE_USER", "bench", "BENCH_ORACLE_PASSWORD",
                        password("thin-port")), "oracle: cannot connect to jdbc:oracle:thin:@" + closed + ":FREE"));
    }

    /**
     * A secret of the fault {@code name}'s own, written into a URL, so that each run is shown to learn it from its
     * own settings: what a user information may hold unencoded.
     */
    private static String inUrl(String name) {
        return "S3cret-of-" + name + "-x9";
    }

    /** A password of the fault {@code name}'s own, with characters that URL-encoding and HTML change. */
    private static String password(String name) {
        return "S3cret/of&" + name + "!";
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("faults")
    void aServerTheUserNamedThatRefusesIsOneLineBeforeAnyEngineStartsAndNothingPrintedHoldsTheSecret(Fault fault)
            throws IOException {
        Path output = folder.resolve("fault-" + fault.name().replaceAll("[^a-zA-Z]+", "-"));
        List<String> quietly = new ArrayList<>(List.of("run", "--engines", fault.engine(), "--sf", "0.001",
                "--phases", "load,traverse", "--output", output.toString()));

        Cli run = bench(fault.environment(), quietly.toArray(String[]::new));
        quietly.addFirst("--verbose");
        Cli verbose = bench(fault.environment(), quietly.toArray(String[]::new));
        Cli engines = bench(fault.environment(), "--verbose", "engines");

        assertThat(run.exit).as(run.err).isEqualTo(2);
        assertThat(run.err.strip()).doesNotContain("\n").startsWith("bench: " + fault.says());
        assertThat(verbose.exit).isEqualTo(2);
        assertThat(verbose.err).as("the stack trace, with --verbose").contains("\tat ");
        assertThat(output).as("no run began: its folder was not even made").doesNotExist();
        nowhere(all(run) + all(verbose) + all(engines) + files(output), fault.secret());
    }

    /** The careless plugin: a server over WebSocket whose driver connects on the first call that needs it. */
    List<Map<String, String>> carelessServers() {
        return List.of(
                Map.of("BENCH_CARELESS_URL", "ws://gremlin:" + inUrl("ws-info") + "@127.0.0.1:" + closedPort + "/gremlin",
                        "BENCH_CARELESS_PASSWORD", password("ws-password")),
                Map.of("BENCH_CARELESS_URL", "wss://gremlin:" + inUrl("wss-info") + "@" + UNKNOWN_HOST + ":8182/gremlin",
                        "BENCH_CARELESS_PASSWORD", password("wss-password")));
    }

    /**
     * A plugin that writes its URL, user information and all, and its password into its description of itself
     * and into the message of a call that fails: its secrets reach no file, no report, no comparison, no
     * validation and no line printed, though the run goes on and holds that workload.
     */
    @ParameterizedTest
    @MethodSource("carelessServers")
    void aPluginThatWritesItsSecretsIntoItsMessagesLeavesThemInNoOutput(Map<String, String> server) throws IOException {
        Path plugins = Files.createDirectories(folder.resolve("plugins-" + server.hashCode()));
        PluginJar.write(plugins.resolve("careless.jar"), List.of(ReferenceLike.class, Careless.class),
                List.of(Careless.class.getName()), Map.of(ApiVersion.MANIFEST_ATTRIBUTE, String.valueOf(ApiVersion.CURRENT)));
        Path output = folder.resolve("careless-" + server.hashCode());
        Map<String, String> environment = new LinkedHashMap<>(server);

        List<String> withPlugins = List.of("--plugins", plugins.toString());
        Cli first = run(environment, withPlugins, output, "--engines", "careless", "--phases", "load,traverse");
        Cli second = run(environment, withPlugins, output, "--engines", "careless", "--phases", "load,traverse");
        List<String> runs = ResultsFolder.at(output).runs();
        Path firstRun = ResultsFolder.at(output).folderOf(runs.getFirst());
        Cli report = bench(Map.of(), "--verbose", "report", "--sf", "0.001", "--format", "markdown", "--output",
                output.toString());
        Cli compare = bench(Map.of(), "--verbose", "compare", firstRun.toString(),
                ResultsFolder.at(output).folderOf(runs.getLast()).toString(), "--html",
                output.resolve("compared.html").toString());
        Cli validate = bench(environment, "--verbose", "--plugins", plugins.toString(), "validate", "--engines",
                "careless", "--answers", firstRun.resolve("answers-reference-sf0.001.jsonl").toString(), "--output",
                output.resolve("validation").toString());
        Cli engines = bench(environment, "--verbose", "--plugins", plugins.toString(), "engines");

        assertThat(first.exit).as(first.err).isEqualTo(3);
        assertThat(first.err).contains("two-hops", "failed: lost ws").contains("with password ***: ");
        assertThat(files(output)).as("the results, answers, HTML, comparison and validation")
                .contains("failed: lost ws", "Careless over ws", "with password ***")
                .contains("answers-careless-sf0.001.jsonl", "validation-careless.json", "report-sf0.001.html");
        assertThat(report.exit).as(report.err).isZero();
        assertThat(compare.exit).as(compare.err).isZero();
        assertThat(validate.exit).as(validate.err).isEqualTo(3);
        String everything = all(first) + all(second) + all(report) + all(compare) + all(validate) + all(engines)
                + files(output);
        nowhere(everything, server.get("BENCH_CARELESS_URL").replaceFirst(".*(S3cret-of-[a-z-]+-x9).*", "$1"));
        nowhere(everything, server.get("BENCH_CARELESS_PASSWORD"));
    }
}
