package dev.graphbench.runner.session;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.host.PageCache;
import dev.graphbench.results.Failures;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.results.ServerResult;
import dev.graphbench.runner.engines.EngineCatalog.Availability;
import dev.graphbench.runner.engines.Plugins;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.runner.phase.EngineLife;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * One engine's life in a run: the embedded server started when the user configured none, the engine
 * opened on it (or the caller's, already open), and at the end its memory read, the engine closed
 * and the server stopped, in that order, whatever failed before.
 */
final class EngineLifecycle implements EngineLife {

    /** The deployment an engine in the harness's own JVM reports in its {@link dev.graphbench.api.EngineInfo}. */
    private static final String IN_PROCESS = "in-process";

    /**
     * What the end of the engine's life measured.
     *
     * @param server the embedded server, with its stop time and memory; null when none was started
     * @param memory the engine's memory after the run; null where it cannot be measured
     */
    record Closed(ServerResult server, MemoryResult memory) {
    }

    private final Target target;
    private final Path workDirectory;
    private final Path runFolder;
    private final RunListener listener;
    private EmbeddedServer embedded;
    /** Stops the embedded server if the JVM ends before the run does (Ctrl-C), so that nothing is left running. */
    private Thread stopAtExit;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private ServerResult server;
    private Engine engine;
    private Map<String, String> shownSettings = Map.of();
    /** Heap used before the load, after a full GC, for an in-process engine; -1 when not measured. */
    private long heapBeforeLoad = -1;
    private final Optional<MemoryBudget> budget;
    /** The engine's memory and budget, from when it starts; null before. */
    private EngineMemory memory;

    /**
     * Runs {@code body} with the engine's own class loader as the thread's context class loader, so that
     * a plugin's driver finds its own services, whichever thread calls it.
     */
    static <T> T inItsLoader(Target target, Supplier<T> body) {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(target.provider().getClass().getClassLoader());
        try {
            return body.get();
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /**
     * Why the engine is held after {@code failure} ended its run, in one line: the failure's own words, or for
     * an engine whose classes do not link when the harness first calls them, what is missing and why
     * ({@link Plugins#cannotLink}).
     */
    static String failure(Target target, Throwable failure) {
        if (failure instanceof LinkageError linkage) {
            return Plugins.cannotLink(Plugins.source(target.provider())
                    .map(plugin -> target.name() + " (" + plugin + ")").orElse(target.name()), linkage);
        }
        return Failures.oneLine(failure);
    }

    EngineLifecycle(Target target, Path workDirectory, RunListener listener) {
        this(target, workDirectory, null, listener, Optional.empty());
    }

    /**
     * @param runFolder the run's folder, where an embedded server that dies keeps its logs; null for none
     * @param budget    the memory the engine is held to ({@code --memory-budget}); empty for none
     */
    EngineLifecycle(Target target, Path workDirectory, Path runFolder, RunListener listener,
                    Optional<MemoryBudget> budget) {
        this.target = target;
        this.workDirectory = workDirectory;
        this.runFolder = runFolder;
        this.listener = listener;
        this.budget = budget;
    }

    /**
     * Opens the engine: the caller's, or the provider's on the server its settings name, or on an
     * embedded server started now.
     *
     * @throws RuntimeException when the server cannot start or the engine cannot connect
     */
    Engine open() {
        memory = new EngineMemory(target.name(), budget, listener);
        if (target.engine() != null) {
            engine = target.engine();
            memory.opened(engine);
            return engine;
        }
        Settings settings = target.settings();
        if (target.availability().kind() == Availability.Kind.EMBEDDED) {
            long start = System.nanoTime();
            EmbeddedServer.Launcher launcher = target.provider().embeddedServer().orElseThrow();
            Settings given = settings;
            embedded = memory.budgetToStart().map(held -> launcher.start(given, workDirectory, held))
                    .orElseGet(() -> launcher.start(given, workDirectory));
            if (runFolder != null) {
                embedded.keepLogsIn(runFolder);
            }
            stopAtExit = new Thread(this::stopServer, "bench-stop-" + target.name());
            Runtime.getRuntime().addShutdownHook(stopAtExit);
            double seconds = (System.nanoTime() - start) / 1e9;
            server = new ServerResult(embedded.description(), seconds, null, null);
            listener.message(target.name(), embedded.description() + " started in "
                    + String.format(Locale.ROOT, "%.1f s", seconds));
            settings = settings.with(embedded.connectionSettings());
            memory.serverStarted(embedded);
        }
        shownSettings = settings.shown();
        engine = target.provider().open(settings);
        memory.opened(engine);
        return engine;
    }

    /**
     * Begins a cold cycle: the engine closed, its embedded server restarted on its data and the engine opened on
     * it again, then the page cache dropped; an engine of the caller's, one on an external server, or one in this
     * JVM is not restarted, and a server that cannot restart says why. Returns how the cycle began, in words.
     *
     * @throws RuntimeException when the server stopped and did not start again, or the engine cannot reconnect
     */
    String coldStart() {
        String restarted;
        if (target.engine() != null) {
            restarted = target.name() + " not restarted (an engine opened by the caller)";
        } else if (embedded == null) {
            restarted = target.name() + " not restarted (" + (engine != null && engine.info().deployment()
                    .startsWith(IN_PROCESS) ? "in this JVM, its graph in memory" : "a server the harness did not start")
                    + ")";
        } else {
            engine.close();
            engine = null;
            long start = System.nanoTime();
            try {
                embedded.restart();
                memory.serverRestarted();
                restarted = embedded.description() + " restarted on its data in " + String.format(Locale.ROOT,
                        "%.1f s", (System.nanoTime() - start) / 1e9);
            } catch (UnsupportedException e) {
                restarted = "not restarted: " + e.getMessage();
            }
            Settings settings = target.settings().with(embedded.connectionSettings());
            shownSettings = settings.shown();
            engine = target.provider().open(settings);
        }
        return restarted + "; " + PageCache.drop();
    }

    /** The engine as opened last: after a cold start, the one opened again. */
    Engine engine() {
        return engine;
    }

    /** The embedded server started, so far; null when none was. */
    ServerResult server() {
        return server;
    }

    /**
     * The embedded server's process, for its telemetry, when the harness started one: its own, or the harness's
     * for a server in this JVM; empty for a server the user named.
     */
    @Override
    public OptionalLong serverProcess() {
        return embedded == null ? OptionalLong.empty() : embedded.processId().isPresent() ? embedded.processId()
                : OptionalLong.of(ProcessHandle.current().pid());
    }

    /** The settings the engine was opened with, secrets masked. */
    Map<String, String> shownSettings() {
        return shownSettings;
    }

    /**
     * Called when the old graph is dropped and before the new one is loaded: an engine in this JVM has
     * its memory measured as the heap it holds afterwards over what was used now.
     */
    @Override
    public void beforeLoad() {
        if (embedded == null && engine != null && engine.info().deployment().startsWith(IN_PROCESS)) {
            heapBeforeLoad = usedHeapAfterGc();
        }
    }

    /** Called once the load has ended: after a load that completed, the engine's memory then, and what its data takes. */
    @Override
    public void loaded(boolean completed) {
        if (memory != null && engine != null && completed) {
            memory.loaded(engine);
        }
        if (embedded != null && completed) {
            embedded.graphLoaded();
        }
    }

    /** Whether the embedded server the harness started is a process of its own that has ended. */
    boolean serverEnded() {
        OptionalLong pid = embedded == null ? OptionalLong.empty() : embedded.processId();
        return pid.isPresent() && ProcessHandle.of(pid.getAsLong()).map(process -> !process.isAlive()).orElse(true);
    }

    /**
     * After the engine stopped answering: when the embedded server's process had ended on its own (a crash), starts
     * it again on its data and opens the engine on it again; returns how, in words. Empty when no server the harness
     * started has ended, and nothing was done.
     *
     * @throws RuntimeException when the server ended and did not start again, or the engine cannot reconnect
     */
    Optional<String> restartIfEnded() {
        if (embedded == null || target.engine() != null) {
            return Optional.empty();
        }
        long start = System.nanoTime();
        if (!embedded.restartIfEnded()) {
            return Optional.empty();
        }
        try {
            engine.close();
        } catch (RuntimeException e) {
            // Its connections went with the server that ended: nothing is lost, the engine opens new ones below.
        }
        memory.serverRestarted();
        Settings settings = target.settings().with(embedded.connectionSettings());
        shownSettings = settings.shown();
        engine = target.provider().open(settings);
        return Optional.of(embedded.description() + " started again on its data in " + String.format(Locale.ROOT,
                "%.1f s", (System.nanoTime() - start) / 1e9));
    }

    /** {@code why} the engine was held, led by the out-of-memory kills of its control group, if there were any. */
    String explain(String why) {
        return memory == null ? why : memory.explain(why);
    }

    /**
     * Reads the memory while everything is still up, then closes the engine's connections (unless
     * the caller owns it, or {@code keepEngine}: the reference stays open as the run's judge), then stops
     * the server they point at. Failures are told, never thrown: the figures measured must still be written.
     */
    Closed close(boolean keepEngine) {
        MemoryResult memory = null;
        Long resident = null;
        OptionalLong measured = embedded == null ? OptionalLong.empty() : embedded.residentMemoryBytes();
        if (measured.isPresent()) {
            resident = measured.getAsLong();
            memory = new MemoryResult(resident, "resident memory of the embedded server after the run");
        } else if (embedded == null && heapBeforeLoad >= 0) {
            long held = usedHeapAfterGc() - heapBeforeLoad;
            // A graph too small to stand out from what the collector leaves behind gives no figure, not a made-up one.
            if (held > 0) {
                memory = new MemoryResult(held, "JVM heap the in-process engine holds: used heap after the run less"
                        + " that before the load, each after a full GC");
            }
        }
        if (this.memory != null) {
            memory = this.memory.result(memory);
        }
        if (target.engine() == null && engine != null && !keepEngine) {
            try {
                engine.close();
            } catch (RuntimeException e) {
                listener.message(target.name(), "closing the engine failed: " + Failures.oneLine(e));
            }
        }
        if (embedded != null) {
            long start = System.nanoTime();
            try {
                Runtime.getRuntime().removeShutdownHook(stopAtExit);
            } catch (IllegalStateException shuttingDown) {
                // The JVM is ending and its hook stops the server too; whichever comes first stops it.
            }
            try {
                stopServer();
            } catch (RuntimeException e) {
                listener.message(target.name(), "stopping the embedded server failed: " + Failures.oneLine(e));
            }
            server = new ServerResult(server.description(), server.startSeconds(), (System.nanoTime() - start) / 1e9,
                    resident);
        }
        if (this.memory != null) {
            this.memory.close();
        }
        return new Closed(server, memory);
    }

    /** Stops the embedded server once, whether the run ends or the JVM does first. */
    private void stopServer() {
        if (stopped.compareAndSet(false, true)) {
            embedded.close();
        }
    }

    private static long usedHeapAfterGc() {
        // Twice: objects freed in the first collection can leave others to the second.
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
