package dev.graphbench.engine.neo4j;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.neo4j.server.CommunityBootstrapper;

/**
 * The main class of the Neo4j server the {@code neo4j} engine starts ({@link Neo4jServer}): Neo4j Community as its own
 * server script starts it, through its bootstrapper, in a JVM of its own, from its home folder and configuration file.
 *
 * <p>The harness drives it through its standard input, a line a command: {@value #STOP} stops Neo4j and leaves the JVM
 * waiting, so that the harness can write the store with Neo4j's importer; {@value #START} starts Neo4j again on it.
 * Each is answered on standard error by a line that begins {@value #REPLY}. Neo4j's own log goes to its files
 * ({@code logs/neo4j.log}), and its copy on standard output is not read. It stops cleanly on SIGTERM (Neo4j's own
 * handler), and also as soon as the harness that started it is gone, so that no server outlives a harness killed
 * without a chance to stop it: its standard input, a pipe from the harness, reaches its end when the harness's process
 * ends, however it ended; and the harness's process is watched besides.
 *
 * <p>Arguments: the home folder, the configuration file, and the process id of the harness.
 */
public final class Neo4jServerMain {

    /** The start of every line the harness reads as an answer; any other line is a log line. */
    static final String REPLY = "graph-bench-server: ";
    static final String STOP = "stop";
    static final String START = "start";
    static final String STARTED = "started";
    static final String STOPPED = "stopped";
    /** Followed by Neo4j's exit code: Neo4j did not start, and says why in its log. */
    static final String FAILED = "failed ";
    /** Exit code when the arguments are not the three expected. */
    static final int USAGE = 64;
    /** How long a stop on the harness's end may take before the JVM halts without finishing it. */
    private static final long STOP_MILLIS = 120_000;

    private final Path home;
    private final Path config;
    private final PrintStream replies;
    private CommunityBootstrapper neo4j;

    private Neo4jServerMain(Path home, Path config, PrintStream replies) {
        this.home = home;
        this.config = config;
        this.replies = replies;
    }

    /** Starts Neo4j, then follows the harness's commands until the harness is gone. */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: Neo4jServerMain HOME CONFIG_FILE HARNESS_PID");
            System.exit(USAGE);
        }
        long harness = Long.parseLong(args[2]);
        Optional<ProcessHandle> parent = ProcessHandle.of(harness);
        if (parent.isEmpty()) {
            System.err.println("the harness (pid " + harness + ") is gone before Neo4j started: not starting");
            System.exit(0);
        }
        parent.get().onExit().thenRun(() -> exit("the harness (pid " + harness + ") has ended"));
        Neo4jServerMain server = new Neo4jServerMain(Path.of(args[0]), Path.of(args[1]), System.err);
        int code = server.start();
        if (code != 0) {
            System.exit(code);
        }
        server.follow(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        exit("the harness closed the server's standard input");
    }

    /** Starts Neo4j in console mode, which leaves the JVM's own output alone; answers whether it did. */
    private int start() {
        neo4j = new CommunityBootstrapper();
        int code = neo4j.start(home, config, Map.of(), false, false);
        reply(code == 0 ? STARTED : FAILED + code);
        return code;
    }

    /** Follows the commands on {@code commands} to their end. */
    private void follow(BufferedReader commands) throws IOException {
        for (String command = commands.readLine(); command != null; command = commands.readLine()) {
            switch (command.strip()) {
                case STOP -> {
                    if (neo4j != null) {
                        neo4j.stop();
                        neo4j = null;
                    }
                    reply(STOPPED);
                }
                case START -> {
                    if (neo4j == null) {
                        start();
                    } else {
                        reply(STARTED);
                    }
                }
                default -> System.err.println("unknown command '" + command + "', ignored");
            }
        }
    }

    private void reply(String answer) {
        replies.println(REPLY + answer);
        replies.flush();
    }

    /** Exits through the shutdown hook that stops Neo4j, halting the JVM if that does not end in time. */
    private static void exit(String why) {
        System.err.println(why + ": stopping Neo4j");
        Thread halt = new Thread(() -> {
            try {
                Thread.sleep(STOP_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            Runtime.getRuntime().halt(1);
        }, "bench-neo4j-halt");
        halt.setDaemon(true);
        halt.start();
        System.exit(0);
    }
}
