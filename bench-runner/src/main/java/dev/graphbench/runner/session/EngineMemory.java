package dev.graphbench.runner.session;

import dev.graphbench.results.Failures;
import dev.graphbench.api.DataSize;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.results.MemoryResult;
import dev.graphbench.runner.events.RunListener;
import dev.graphbench.host.memory.ControlGroup;
import dev.graphbench.host.memory.ControlGroups;
import dev.graphbench.host.memory.ProcessTreeMemory;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;

/**
 * One engine's memory through its life: the run's memory budget held around its embedded server's processes
 * by a control group (or recorded as advisory, and why), its memory read once it is open, right after the load
 * and each second in between for the peak, and the size of its data after the load. An embedded server of its
 * own is read as the PSS of its process tree; an engine in the harness's JVM as the heap it adds to what the JVM
 * used before it started. Out-of-memory kills in the engine's group explain why it was held.
 */
final class EngineMemory implements AutoCloseable {

    private static final long SAMPLE_MILLIS = 1_000;
    /** The deployment an engine in the harness's own JVM reports in its {@link dev.graphbench.api.EngineInfo}. */
    private static final String IN_PROCESS = "in-process";
    private static final String SERVER_MEASURE = "PSS of the embedded server's process tree, from /proc (memory its"
            + " processes share counted once)";
    private static final String HEAP_MEASURE = "heap the engine adds to the harness's JVM, where it runs (what the JVM"
            + " used before it started taken away); once open and after the load after a full GC, the peak sampled"
            + " each second with garbage included; memory off the heap (Neo4j's page cache) not counted";

    private final String engine;
    private final Optional<MemoryBudget> budget;
    private final RunListener listener;
    /** Heap used before the engine started, after a full GC; the base of an in-process engine's figures. */
    private final long heapBefore;
    private EmbeddedServer server;
    private ControlGroup group;
    /** Whether making the control group was tried, and if it failed, why. */
    private boolean groupTried;
    private String groupUnavailable;
    private MemoryResult.Budget held;
    private LongSupplier resident;
    private String residentMeasure;
    private Long idle;
    private Long loaded;
    private final AtomicLong peak = new AtomicLong(-1);
    private DataSize data;
    private Thread sampler;
    /** Removes the control group if the JVM ends before the run does (Ctrl-C). */
    private Thread removeAtExit;

    /** The memory of engine {@code engine}, about to be started or opened. */
    EngineMemory(String engine, Optional<MemoryBudget> budget, RunListener listener) {
        this.engine = engine;
        this.budget = budget;
        this.listener = listener;
        this.heapBefore = usedHeapAfterGc();
    }

    /**
     * The budget to start the engine's embedded server with, if the run has one: where a control group can be made
     * here, in the group made for the server now, before it starts, so that a launcher that starts its process can
     * start it inside ({@link MemoryBudget#controlGroup()}) and the group is charged all it takes.
     */
    Optional<MemoryBudget> budgetToStart() {
        if (budget.isEmpty() || makeGroup().isPresent()) {
            return budget;
        }
        return Optional.of(budget.get().inControlGroup(group.path()));
    }

    /**
     * The embedded server started: its processes are held to the budget, where a control group could be made. A
     * server started inside the group stays there; one started outside is moved in now, and is held from now on.
     */
    void serverStarted(EmbeddedServer started) {
        this.server = started;
        if (budget.isEmpty()) {
            return;
        }
        String caches = started.memorySettings().orElse(null);
        OptionalLong pid = started.processId();
        if (pid.isEmpty()) {
            closeGroup();
            advisory("it runs in the harness's JVM, and a control group around that would hold the harness and the"
                    + " judge with it", caches);
            return;
        }
        Optional<String> unavailable = groupTried ? Optional.ofNullable(groupUnavailable) : makeGroup();
        if (unavailable.isPresent()) {
            advisory(unavailable.get(), caches);
            return;
        }
        boolean fromStart = group.contains(pid.getAsLong());
        try {
            group.add(pid.getAsLong());
        } catch (UncheckedIOException e) {
            closeGroup();
            advisory("its server could not be put in its control group: " + Failures.oneLine(e), caches);
            return;
        }
        held = new MemoryResult.Budget(budget.get().bytes(), true, group.version().title() + " "
                + group.version().limitFile() + " around the server's processes" + (fromStart ? ", from their start"
                : ", moved in once started (what they took before is not held)"), caches);
        listener.message(engine, "held to " + budget.get() + " by a " + group + (fromStart ? " from its start" : "")
                + (caches == null ? "" : "; " + caches));
    }

    /**
     * The embedded server restarted on its data (a cold cycle): its new process is held by the control group as
     * the one before was, started inside it by a launcher that starts its servers there, else moved in now.
     */
    void serverRestarted() {
        OptionalLong pid = server == null ? OptionalLong.empty() : server.processId();
        if (group == null || pid.isEmpty()) {
            return;
        }
        try {
            group.add(pid.getAsLong());
        } catch (UncheckedIOException e) {
            listener.message(engine, "its server, restarted, could not be put back in its control group, and runs"
                    + " unheld: " + Failures.oneLine(e));
        }
    }

    /** Makes the engine's control group, once; empty when it was made, else why none could be. */
    private Optional<String> makeGroup() {
        groupTried = true;
        ControlGroups.Found found = ControlGroups.onThisMachine();
        if (found.available().isEmpty()) {
            groupUnavailable = "no control group can be made here: " + found.unavailable();
            return Optional.of(groupUnavailable);
        }
        try {
            group = found.available().get().create(engine, budget.orElseThrow().bytes());
            removeAtExit = new Thread(this::closeGroup, "bench-cgroup-" + engine);
            Runtime.getRuntime().addShutdownHook(removeAtExit);
            return Optional.empty();
        } catch (UncheckedIOException e) {
            closeGroup();
            groupUnavailable = "its control group could not be made: " + Failures.oneLine(e);
            return Optional.of(groupUnavailable);
        }
    }

    /**
     * The engine opened: its memory once open is read, and sampled each second from now on for its peak. An
     * engine runs in this JVM when its embedded server has no process of its own, or, without one, when its
     * deployment says {@code in-process}; without either it is a server of the user's own, which is not read.
     */
    void opened(Engine opened) {
        boolean inProcess = server != null ? server.processId().isEmpty()
                : opened.info().deployment().startsWith(IN_PROCESS);
        if (budget.isPresent() && held == null) {
            advisory(inProcess ? "it runs in the harness's JVM, and a control group around that would hold the harness"
                    + " and the judge with it" : "a server of the user's own, which the harness did not start and does"
                    + " not hold", server == null ? null : server.memorySettings().orElse(null));
        }
        if (server != null && server.processId().isPresent()) {
            // Read from the server's process as it is now: a cold cycle restarts it as another process.
            resident = () -> {
                OptionalLong root = server.processId();
                return root.isEmpty() ? -1 : ProcessTreeMemory.of(root.getAsLong()).orElse(-1);
            };
            residentMeasure = SERVER_MEASURE;
        } else if (inProcess) {
            resident = () -> ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() - heapBefore;
            residentMeasure = HEAP_MEASURE;
        } else {
            return;
        }
        idle = settled();
        sampler = Thread.ofPlatform().daemon().name("bench-memory-" + engine).start(this::sample);
    }

    /** The load ended: the memory now, and what the loaded graph takes. */
    void loaded(Engine opened) {
        if (resident != null) {
            loaded = settled();
        }
        try {
            data = opened.dataSize().orElse(null);
        } catch (RuntimeException e) {
            listener.message(engine, "the size of its data could not be read: " + Failures.oneLine(e));
        }
    }

    /**
     * {@code why} the engine was held, led by what its control group says when the kernel's out-of-memory killer
     * ended one of its processes, said once however many reasons it is built on; as it is otherwise.
     */
    String explain(String why) {
        long kills = group == null ? 0 : group.oomKills();
        if (kills == 0 || why == null) {
            return why;
        }
        // A reason built on an earlier one (a phase held because the load was) says the kill once, first.
        String rest = KILLED.matcher(why).replaceAll("");
        return OUT_OF_MEMORY + ": the kernel's out-of-memory killer ended " + (kills == 1 ? "a process" : kills
                + " processes") + " of its server, held to " + budget.orElseThrow() + " by a control group"
                + (rest.isEmpty() ? "" : "; " + rest);
    }

    private static final String OUT_OF_MEMORY = "out of memory";
    private static final Pattern KILLED = Pattern.compile(
            "out of memory: the kernel's out-of-memory killer ended [^;]*? by a control group(; )?");

    /**
     * Everything measured, with {@code after}, the memory after the run as measured before; null when nothing
     * was measured and the run had no budget.
     */
    MemoryResult result(MemoryResult after) {
        stopSampling();
        Long peakBytes = peak.get() < 0 ? null : peak.get();
        if (after == null && idle == null && data == null && held == null) {
            return null;
        }
        long bytes = after != null ? after.bytes() : loaded != null ? loaded : idle != null ? idle : 0;
        String measure = after != null ? after.measure() : residentMeasure;
        return new MemoryResult(bytes, measure, idle, loaded, peakBytes, residentMeasure,
                data == null ? null : data.bytes(), data == null ? null : data.measure(), held);
    }

    /** Stops sampling and removes the control group; call once the server has stopped. */
    @Override
    public void close() {
        stopSampling();
        closeGroup();
    }

    private synchronized void closeGroup() {
        if (removeAtExit != null && Thread.currentThread() != removeAtExit) {
            try {
                Runtime.getRuntime().removeShutdownHook(removeAtExit);
            } catch (IllegalStateException exiting) {
                // The JVM is ending and its hook removes the group too; whichever comes first does.
            }
        }
        if (group != null) {
            try {
                group.close();
            } catch (UncheckedIOException e) {
                listener.message(engine, Failures.oneLine(e));
            }
            group = null;
        }
    }

    private void advisory(String why, String caches) {
        held = new MemoryResult.Budget(budget.orElseThrow().bytes(), false, "advisory: " + why, caches);
        listener.message(engine, "memory budget " + budget.get() + " is advisory: " + why
                + (caches == null ? "" : "; " + caches));
    }

    /** The memory now, after a full GC for an engine in this JVM; also a sample of the peak. */
    private Long settled() {
        if (residentMeasure.equals(HEAP_MEASURE)) {
            usedHeapAfterGc();
        }
        long now = resident.getAsLong();
        if (now < 0) {
            return null;
        }
        peak.accumulateAndGet(now, Math::max);
        return now;
    }

    private void sample() {
        while (!Thread.currentThread().isInterrupted()) {
            long now = resident.getAsLong();
            if (now >= 0) {
                peak.accumulateAndGet(now, Math::max);
            }
            try {
                Thread.sleep(SAMPLE_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void stopSampling() {
        if (sampler != null) {
            sampler.interrupt();
            try {
                sampler.join(SAMPLE_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            sampler = null;
        }
    }

    private static long usedHeapAfterGc() {
        // Twice: objects freed in the first collection can leave others to the second.
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
