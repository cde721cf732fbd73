package dev.graphbench.host.telemetry;

import dev.graphbench.api.Engine;
import dev.graphbench.api.ServerTelemetry;
import dev.graphbench.results.Failures;
import java.util.List;
import java.util.OptionalLong;

/**
 * What is sampled of one engine while its concurrent phase runs, open for the phase: the server's
 * processes (an embedded server's process tree, or the harness's JVM for an engine that runs in it), what
 * the server tells of itself ({@link Engine#telemetry()}, on a connection of its own), and the client, the
 * harness's JVM. Each measurement window takes a {@link TelemetryRecorder} of it; one window at a time.
 */
public final class TelemetrySource implements AutoCloseable {

    /** The deployment an engine in the harness's own JVM reports in its {@link dev.graphbench.api.EngineInfo}. */
    private static final String IN_PROCESS = "in-process";

    private final ProcessReader server;
    private final String serverDescription;
    private final boolean sharedWithClient;
    private final ThisJvm client;
    private ServerTelemetry told;
    private final String toldSource;
    private final List<String> counters;
    /** Why a source stopped for good (the server's process ended, the server stopped answering); null while none did. */
    private String stopped;
    private boolean serverGone;

    private TelemetrySource(ProcessReader server, String serverDescription, boolean sharedWithClient, ThisJvm client,
                            ServerTelemetry told, String stopped) {
        this.server = server;
        this.serverDescription = serverDescription;
        this.sharedWithClient = sharedWithClient;
        this.client = client;
        this.told = told;
        this.toldSource = told == null ? null : told.source();
        this.counters = told == null ? List.of() : List.copyOf(told.counters());
        this.stopped = stopped;
    }

    /**
     * What can be sampled of {@code engine}: {@code serverProcess} is the embedded server's process, when the
     * harness started one that gives it; an engine whose deployment says it is in-process, or whose server's
     * process is the harness's own, is sampled as the harness's JVM. What the server tells is opened now; an
     * engine whose server cannot be asked has that said in every window's telemetry, and the rest is sampled.
     */
    public static TelemetrySource open(Engine engine, OptionalLong serverProcess) {
        ThisJvm jvm = ProcFiles.available() ? new ThisJvm() : null;
        ProcessReader server = null;
        String description = null;
        boolean shared = false;
        if (jvm != null && (engine.info().deployment().startsWith(IN_PROCESS)
                || serverProcess.isPresent() && serverProcess.getAsLong() == jvm.pid())) {
            server = jvm;
            shared = true;
            description = "the harness's JVM (pid " + jvm.pid() + "), which the engine runs in, from /proc and its"
                    + " MXBeans: its CPU, memory and collections are the engine's and the client's together";
        } else if (jvm != null && serverProcess.isPresent()) {
            server = new ProcessTree(serverProcess.getAsLong());
            description = "the embedded server's processes (pid " + serverProcess.getAsLong()
                    + " and those under it), from /proc";
        }
        ServerTelemetry told = null;
        String stopped = jvm == null ? "this system has no /proc: no process was sampled" : null;
        try {
            told = engine.telemetry().orElse(null);
        } catch (RuntimeException e) {
            stopped = "what the server tells of itself could not be read: " + Failures.oneLine(e);
        }
        return new TelemetrySource(server, description, shared, jvm, told, stopped);
    }

    /** A recorder for the next measurement window. */
    public TelemetryRecorder recorder() {
        return new TelemetryRecorder(this);
    }

    ProcessReader server() {
        return server;
    }

    String serverDescription() {
        return serverDescription;
    }

    boolean sharedWithClient() {
        return sharedWithClient;
    }

    ProcessReader client() {
        return client;
    }

    /** What the server tells, or null when it tells nothing or stopped answering. */
    synchronized ServerTelemetry told() {
        return told;
    }

    String toldSource() {
        return toldSource;
    }

    List<String> counters() {
        return counters;
    }

    /** Why a source stopped for good, or null. */
    synchronized String stopped() {
        return stopped;
    }

    /** The server's process ended: nothing of it is sampled any more. */
    synchronized void serverGone(String reason) {
        serverGone = true;
        if (stopped == null) {
            stopped = reason;
        }
        closeTold();
    }

    /** The server stopped answering what it tells: that is no longer asked, the rest is sampled. */
    synchronized void toldFailed(String reason) {
        if (stopped == null) {
            stopped = reason;
        }
        closeTold();
    }

    /** Whether the server's process has ended. */
    synchronized boolean gone() {
        return serverGone;
    }

    @Override
    public synchronized void close() {
        closeTold();
    }

    private void closeTold() {
        if (told != null) {
            try {
                told.close();
            } catch (RuntimeException e) {
                // Its connection is gone already; nothing is left to release.
            }
            told = null;
        }
    }
}
