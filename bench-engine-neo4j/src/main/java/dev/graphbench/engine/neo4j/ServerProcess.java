package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.cypher.Errors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.neo4j.configuration.BootloaderSettings;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Config;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.exceptions.Neo4jException;
import org.neo4j.fleetmanagement.FleetManagementSettings;
import org.neo4j.graphdb.config.Setting;

/**
 * The process of the Neo4j server ({@link Neo4jServer}): its home folder's layout, its configuration file, its start
 * and the wait for Bolt to answer, and what its logs say when it does not.
 */
final class ServerProcess {

    static final String LOOPBACK = "127.0.0.1";

    /**
     * Bolt's Netty waits this long for quiet before it stops, 5 s by default, which made a stop take about 10 s;
     * nothing talks to a server being stopped, so it need not wait at all. The setting is internal: a test pins it.
     */
    static final Duration BOLT_SHUTDOWN_QUIET_PERIOD = Duration.ZERO;
    private static final long POLL_MILLIS = 100;
    private static final int TAIL = 200;

    private ServerProcess() {
    }

    /** The folders and files under the server's home, as Neo4j's own installation lays them out. */
    record Layout(Path home) {

        Path config() {
            return home.resolve("conf").resolve("neo4j.conf");
        }

        Path data() {
            return home.resolve("data");
        }

        Path logs() {
            return home.resolve("logs");
        }

        /** Neo4j's own log: its start, its stop, its errors. */
        Path userLog() {
            return logs().resolve("neo4j.log");
        }

        /** What the JVM printed of its own on standard error (Neo4j logs to its files). */
        Path console() {
            return logs().resolve("console.log");
        }
    }

    /**
     * Its {@code neo4j.conf}: Bolt alone, on loopback, without encryption or authentication (nothing but this machine
     * reaches it); nothing sent off the machine; its heap and page cache; a stop that does not wait for Bolt's quiet
     * period (5 s by default, an internal setting a test pins).
     */
    static String configuration(Layout layout, int port, Neo4jMemory memory, String transactionMemory) {
        List<String> lines = new ArrayList<>();
        lines.add("# Written by graph-bench for the neo4j engine's server; rewritten at each start.");
        line(lines, GraphDatabaseSettings.data_directory, layout.data().toString());
        line(lines, GraphDatabaseSettings.logs_directory, layout.logs().toString());
        line(lines, BoltConnector.enabled, "true");
        line(lines, BoltConnector.listen_address, LOOPBACK + ":" + port);
        line(lines, BoltConnector.advertised_address, LOOPBACK + ":" + port);
        line(lines, BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED.name());
        line(lines, HttpConnector.enabled, "false");
        line(lines, HttpsConnector.enabled, "false");
        line(lines, GraphDatabaseSettings.auth_enabled, "false");
        line(lines, GraphDatabaseSettings.udc_enabled, "false");
        line(lines, FleetManagementSettings.fleet_manager_enabled, "false");
        line(lines, BootloaderSettings.max_heap_size, Neo4jMemory.mebibytes(memory.heapBytes()));
        line(lines, GraphDatabaseSettings.pagecache_memory, Neo4jMemory.mebibytes(memory.pageCacheBytes()));
        if (transactionMemory != null) {
            line(lines, GraphDatabaseSettings.memory_transaction_global_max_size, transactionMemory);
        }
        line(lines, GraphDatabaseInternalSettings.netty_server_shutdown_quiet_period,
                BOLT_SHUTDOWN_QUIET_PERIOD.toMillis() + "ms");
        return String.join("\n", lines) + "\n";
    }

    private static void line(List<String> lines, Setting<?> setting, String value) {
        lines.add(setting.name() + "=" + value);
    }

    /**
     * Waits until the server at {@code uri} answers over Bolt, {@code withinMillis} at most; returns Neo4j's version.
     *
     * @throws EngineException when the process ends first, or does not answer in time, with what its logs say, for a
     *                         message that says what was waited for before it
     */
    static String awaitBolt(Process process, String uri, Layout layout, long withinMillis) {
        long deadline = System.currentTimeMillis() + withinMillis;
        int port = java.net.URI.create(uri).getPort();
        String last = "its Bolt port never opened";
        Config config = Config.builder().withConnectionTimeout(2, java.util.concurrent.TimeUnit.SECONDS)
                .withTelemetryDisabled(true).withUserAgent("graph-bench").build();
        Driver driver = null;
        try {
            while (System.currentTimeMillis() < deadline) {
                if (!process.isAlive()) {
                    throw new EngineException("its JVM (pid " + process.pid() + ") exited with code " + process.exitValue()
                            + "; " + lastProblem(layout, port));
                }
                if (listening(port)) {
                    driver = driver == null ? GraphDatabase.driver(uri, AuthTokens.none(), config) : driver;
                    try {
                        return driver.executableQuery("CALL dbms.components() YIELD name, versions WHERE name = 'Neo4j"
                                + " Kernel' RETURN versions[0] AS version").execute().records().getFirst()
                                .get("version").asString();
                    } catch (Neo4jException e) {
                        // Bolt is up before the databases are: asked again until they are.
                        last = Errors.oneLine(e.getMessage());
                    }
                }
                sleep();
            }
        } finally {
            if (driver != null) {
                driver.close();
            }
        }
        throw new EngineException("Bolt did not answer on " + uri.substring("bolt://".length()) + " within "
                + Duration.ofMillis(withinMillis).toSeconds() + " s (" + last + "); " + lastProblem(layout, port));
    }

    private static boolean listening(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(LOOPBACK, port), 1_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while starting the Neo4j server", e);
        }
    }

    /**
     * What its logs say went wrong: the last error of Neo4j's log, else the last line of what the JVM printed, with
     * where the logs are; a port taken by another process is said as such.
     */
    static String lastProblem(Layout layout, int port) {
        String problem = lastLine(layout.userLog(), " ERROR ");
        if (problem == null) {
            problem = lastLine(layout.console(), null);
        }
        if (problem == null) {
            problem = lastLine(layout.userLog(), null);
        }
        if (problem != null && problem.toLowerCase(Locale.ROOT).contains("address already in use")) {
            return LOOPBACK + ":" + port + " is in use; set BENCH_NEO4J_EMBEDDED_PORT to a free port, or to 0 for any";
        }
        return (problem == null ? "it logged nothing" : "its log says: " + problem) + " (logs in " + layout.logs() + ")";
    }

    /** The last line of {@code file} (of its last 200) that contains {@code marker}, or any when it is null. */
    private static String lastLine(Path file, String marker) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = lines.size() - 1; i >= Math.max(0, lines.size() - TAIL); i--) {
                String line = lines.get(i).strip();
                if (!line.isEmpty() && (marker == null || line.contains(marker))) {
                    return Errors.oneLine(line);
                }
            }
            return null;
        } catch (IOException | UncheckedIOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(LOOPBACK, 0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Returns {@code port} when nothing listens on it. */
    static int ensureFree(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(LOOPBACK, port));
            return port;
        } catch (BindException e) {
            throw new EngineException("cannot start " + Neo4jServer.WHAT + ": " + LOOPBACK + ":" + port
                    + " is in use; set BENCH_NEO4J_EMBEDDED_PORT to a free port, or to 0 for any");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
