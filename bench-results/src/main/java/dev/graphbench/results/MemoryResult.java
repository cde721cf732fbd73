package dev.graphbench.results;

/**
 * An engine's memory and the size of its data, where they can be measured; a results file has none for an
 * external server, never a made-up figure.
 *
 * @param bytes           the memory after the run, in bytes
 * @param measure         what {@code bytes} measured: {@code "resident memory of the embedded server after the run"}
 *                        or {@code "JVM heap the in-process engine holds: ..."}
 * @param idleBytes       the memory once the engine was open, before the load; null when not measured
 * @param loadedBytes     the memory right after the load; null when not measured (no load phase)
 * @param peakBytes       the most memory seen during the run, sampled each second; null when not measured
 * @param residentMeasure what {@code idleBytes}, {@code loadedBytes} and {@code peakBytes} measured: {@code "PSS of
 *                        the server's process tree"} or {@code "heap used by the harness's JVM, which runs the
 *                        engine"}; null when none was measured
 * @param dataBytes       what the loaded graph takes where the engine keeps it (on disk, or in memory for an
 *                        engine without files); null when the engine cannot say
 * @param dataMeasure     what {@code dataBytes} measured: {@code "the database's files (pg_database_size)"}
 * @param budget          the memory budget the engine was held to; null when the run had none
 */
public record MemoryResult(long bytes, String measure, Long idleBytes, Long loadedBytes, Long peakBytes,
                           String residentMeasure, Long dataBytes, String dataMeasure, Budget budget) {

    /** The memory after the run alone, as files before the memory and disk figures have it. */
    public MemoryResult(long bytes, String measure) {
        this(bytes, measure, null, null, null, null, null, null, null);
    }

    /**
     * The memory budget of a run ({@code --memory-budget}) as it applied to one engine.
     *
     * @param bytes    the budget
     * @param enforced whether the operating system held the engine to it (a control group); otherwise it was
     *                 advisory: the engine's caches were sized to it, where it has any, but nothing stopped it
     *                 from using more
     * @param how      how, in a line: {@code "control group v1 memory.limit_in_bytes"}, or why it was advisory
     * @param caches   how the engine's own caches were sized to it; null when the engine sized none
     */
    public record Budget(long bytes, boolean enforced, String how, String caches) {
    }

    /**
     * Whether the engine's data did not fit in its budget: the budget is below the size of its data. A run of
     * such an engine measures a graph bigger than memory, a class of its own.
     */
    public boolean biggerThanMemory() {
        return budget != null && dataBytes != null && budget.bytes() < dataBytes;
    }
}
