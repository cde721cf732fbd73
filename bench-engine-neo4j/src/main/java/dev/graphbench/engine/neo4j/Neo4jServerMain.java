package dev.graphbench.engine.neo4j;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.neo4j.server.CommunityBootstrapper;

/**
 * The main class of the Neo4j server the {@code neo4j} engine starts ({@link Neo4jServer}): Neo4j Community
 * as its own server script starts it, through its bootstrapper, in a JVM of its own, from its home folder and
 * configuration file. It stops cleanly on SIGTERM (Neo4j's own handler), and also as soon as the harness that
 * started it is gone, so that no server outlives a harness killed without a chance to stop it: its standard
 * input, a pipe from the harness, reaches its end when the harness's process ends, however it ended, and the
 * harness's process is watched besides, for a server whose input is not that pipe.
 *
 * <p>Arguments: the home folder, the configuration file, and the process id of the harness.
 */
public final class Neo4jServerMain {

    /** Exit code when the arguments are not the three expected. */
    static final int USAGE = 64;
    /** How long a stop on the harness's end may take before the JVM halts without finishing it. */
    private static final long STOP_MILLIS = 120_000;

    private Neo4jServerMain() {
    }

    /** Starts Neo4j and waits for the harness to go; exits with Neo4j's code when it cannot start. */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: Neo4jServerMain HOME CONFIG_FILE HARNESS_PID");
            System.exit(USAGE);
        }
        Path home = Path.of(args[0]);
        Path config = Path.of(args[1]);
        long harness = Long.parseLong(args[2]);
        Optional<ProcessHandle> parent = ProcessHandle.of(harness);
        if (parent.isEmpty()) {
            System.err.println("the harness (pid " + harness + ") is gone before Neo4j started: not starting");
            System.exit(0);
        }
        parent.get().onExit().thenRun(() -> stop("the harness (pid " + harness + ") has ended"));
        // Daemon mode, as Neo4j's own script runs it: its output goes to its log files, not to the console.
        int code = new CommunityBootstrapper().start(home, config, Map.of(), false, true);
        if (code != 0) {
            System.exit(code);
        }
        awaitEnd(System.in);
        stop("the harness closed the server's standard input");
    }

    /** Reads {@code in} to its end: the harness never writes to it, and its end comes when the harness is gone. */
    private static void awaitEnd(InputStream in) throws IOException {
        byte[] ignored = new byte[256];
        while (in.read(ignored) >= 0) {
            // Nothing is expected; whatever comes is read and dropped.
        }
    }

    /** Stops Neo4j through its shutdown hook, halting the JVM if that does not end in time. */
    private static void stop(String why) {
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
