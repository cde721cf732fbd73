package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import java.lang.management.ManagementFactory;
import java.util.Map;
import org.neo4j.io.ByteUnit;

/**
 * The memory of a Neo4j the harness starts: its page cache and, for the server in a JVM of its own, its heap. Each
 * comes from its setting when set, from a memory budget when the run has one, and otherwise from the machine:
 * <ul>
 * <li>the heap, a quarter of the machine's memory, 256 MiB to 8 GiB: what the JVM gives itself by default, and so
 * what the Neo4j in the harness's JVM had, bounded as Neo4j advises so that a full collection stays short;</li>
 * <li>the page cache, half the machine's memory less 1 GiB: with the server's heap and the harness's own (a quarter
 * each) it leaves the operating system 1 GiB. Neo4j takes its page cache as it reads the store, so it holds the
 * whole graph wherever the graph fits, and takes no more than the graph.</li>
 * </ul>
 *
 * @param heapBytes      the server's maximum heap; 0 for a Neo4j in the harness's JVM, whose heap is the JVM's
 * @param pageCacheBytes its page cache
 * @param overrides      the settings that start it so, as the engine's settings name them
 * @param budgeted       how they were sized to a memory budget, in a few words; null without one
 */
record Neo4jMemory(long heapBytes, long pageCacheBytes, Map<String, String> overrides, String budgeted) {

    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;
    static final long MIN_HEAP = 256 * MIB;
    static final long MAX_HEAP = 8 * GIB;
    static final long MIN_PAGE_CACHE = 256 * MIB;
    /** What the operating system is left when the defaults are taken. */
    private static final long SYSTEM = GIB;
    /** Shares of a budget for the server: the rest is the JVM's own (classes, compiled code, threads, Netty's buffers). */
    static final double BUDGET_HEAP = 0.40;
    static final double BUDGET_PAGE_CACHE = 0.35;

    /** The server's heap and page cache, from its settings or the machine. */
    static Neo4jMemory server(Settings settings) {
        long heap = settings.get(Neo4jProvider.HEAP) != null ? bytes(settings, Neo4jProvider.HEAP) : defaultHeap(physical());
        return new Neo4jMemory(heap, pageCache(settings), Map.of(), null);
    }

    /**
     * The server's heap and page cache as shares of {@code budget}; its transactions are bounded by Neo4j's own
     * default, a share of that heap.
     */
    static Neo4jMemory server(MemoryBudget budget) {
        long heap = budget.share(BUDGET_HEAP);
        long pageCache = budget.share(BUDGET_PAGE_CACHE);
        return new Neo4jMemory(heap, pageCache, Map.of(Neo4jProvider.HEAP, mebibytes(heap),
                Neo4jProvider.PAGE_CACHE, mebibytes(pageCache)), "heap " + (heap >> 20) + " MiB, page cache "
                + (pageCache >> 20) + " MiB, in a JVM of its own");
    }

    /** The page cache of a Neo4j in the harness's JVM, from its settings or the machine. */
    static Neo4jMemory inProcess(Settings settings) {
        return new Neo4jMemory(0, pageCache(settings), Map.of(), null);
    }

    /**
     * The page cache of a Neo4j in the harness's JVM, half of {@code budget}, and a quarter for what its transactions
     * hold at once; its heap is the harness's, which no budget of one engine sizes.
     */
    static Neo4jMemory inProcess(MemoryBudget budget) {
        long pageCache = budget.share(0.5);
        return new Neo4jMemory(0, pageCache, Map.of(Neo4jProvider.PAGE_CACHE, mebibytes(pageCache),
                Neo4jProvider.TRANSACTION_MEMORY, budget.shareMebibytes(0.25) + "m"), "page cache " + (pageCache >> 20)
                + " MiB, transaction memory " + budget.shareMebibytes(0.25) + " MiB (its heap is the harness's JVM's)");
    }

    /** A quarter of {@code physical}, 256 MiB to 8 GiB, in whole mebibytes. */
    static long defaultHeap(long physical) {
        return Math.clamp(physical / 4, MIN_HEAP, MAX_HEAP) >> 20 << 20;
    }

    /** Half of {@code physical} less 1 GiB, at least 256 MiB, in whole mebibytes. */
    static long defaultPageCache(long physical) {
        return Math.max(MIN_PAGE_CACHE, physical / 2 - SYSTEM) >> 20 << 20;
    }

    /** The machine's memory, or the container's the JVM runs in. */
    static long physical() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize();
    }

    private static long pageCache(Settings settings) {
        return settings.get(Neo4jProvider.PAGE_CACHE) != null ? bytes(settings, Neo4jProvider.PAGE_CACHE)
                : defaultPageCache(physical());
    }

    /** {@code bytes} as Neo4j and the JVM read a size: whole mebibytes, {@code 2048m}. */
    static String mebibytes(long bytes) {
        return Math.max(1, bytes >> 20) + "m";
    }

    /** {@code bytes} as people read it: {@code 512 MiB}, {@code 6 GiB}. */
    static String show(long bytes) {
        return MemoryBudget.show(bytes);
    }

    /** A size setting in bytes, as Neo4j reads one: {@code 512m}, {@code 2g}, {@code 1024k}, or a number of bytes. */
    static long bytes(Settings settings, String key) {
        String value = settings.get(key);
        try {
            return ByteUnit.parse(value);
        } catch (RuntimeException e) {
            throw new EngineException(settings.setting(key).environmentVariable()
                    + " must be a size such as 512m or 2g, got '" + value + "'");
        }
    }
}
