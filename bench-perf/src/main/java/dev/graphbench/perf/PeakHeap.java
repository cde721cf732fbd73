package dev.graphbench.perf;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/** The heap's high-water mark in this JVM, from its memory pools. */
public final class PeakHeap {

    private PeakHeap() {
    }

    /** Collects, then starts every heap pool's peak again from what it now holds. */
    public static void reset() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /** The peak of every heap pool, or of the old generation alone: what survives collections, the graph if it were held. */
    public static long bytes(boolean oldGenerationOnly) {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            boolean old = pool.getName().contains("Old") || pool.getName().contains("Tenured");
            if (pool.getType() == MemoryType.HEAP && (old || !oldGenerationOnly)) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }
}
