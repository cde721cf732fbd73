package dev.graphbench.host.telemetry;

import dev.graphbench.results.ProcessUse;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * The harness's own JVM: its CPU, memory and I/O from {@code /proc} (its own, not those of the servers it
 * started, which are processes under it), its heap in use, and the time its collectors paused it.
 */
final class ThisJvm implements ProcessReader {

    /**
     * The collectors' beans that count a concurrent collector's whole cycles, which run beside the
     * application rather than pause it (ZGC's and Shenandoah's "... Cycles"; their pauses have beans of
     * their own). G1's beans, young, old and concurrent, each count pauses.
     */
    private static final String CYCLES = "Cycles";

    private final long pid = ProcessHandle.current().pid();

    /** This JVM's process id. */
    long pid() {
        return pid;
    }

    @Override
    public ProcessUse read() {
        ProcFiles.Reading reading = ProcFiles.read(pid).orElseThrow(() -> new Gone("this JVM's /proc cannot be read"));
        long gcMillis = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (!collector.getName().endsWith(CYCLES)) {
                gcMillis += Math.max(0, collector.getCollectionTime());
            }
        }
        boolean io = reading.readBytes() >= 0 && reading.writtenBytes() >= 0;
        return new ProcessUse(reading.userTicks() / ProcFiles.TICKS_PER_SECOND,
                reading.systemTicks() / ProcFiles.TICKS_PER_SECOND, reading.residentBytes(),
                io ? reading.readBytes() : null, io ? reading.writtenBytes() : null,
                ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), gcMillis / 1000.0, 1);
    }
}
