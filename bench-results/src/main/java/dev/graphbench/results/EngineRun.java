package dev.graphbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.graphbench.api.EngineInfo;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one run measured on one engine at one scale factor: the content of
 * {@code results/<engine>-sf<sf>.json}.
 *
 * @param formatVersion the version of this file's shape, {@link ResultsFiles#FORMAT_VERSION} when written;
 *                      files written before it had one read as 1
 * @param provenance  where the figures come from
 * @param engine      the engine, null when it never opened
 * @param status      OK when the engine ran; SKIPPED when it could not be reached or started; HELD when it stopped
 * @param reason      why it was skipped or held
 * @param server      the embedded server the harness started; null when it started none
 * @param load        the bulk load, null when not asked for
 * @param workloads   every workload of the sequential phases asked for, in report order, measured or not
 * @param concurrency every workload of the concurrent phase asked for, in report order, measured or not;
 *                    empty when the phase was not asked for
 * @param hops        the hops phase; null when not asked for
 * @param memory      the engine's memory (once open, after the load, at its peak, after the run), the size of its
 *                    data and its memory budget; null where none was measured (an external server) and the run had
 *                    no budget
 * @param ladder      the depth ladder; null when not asked for, or it does not apply to the dataset
 * @param wallSeconds where the engine's wall time went, in seconds, in the order spent: {@code open}, {@code load},
 *                    {@code settle}, each phase by its id, {@code close}; null in files written before it was kept
 * @param cycles      with {@code --cycles} above 1, every cycle before the last, the first cold: the last cycle's
 *                    figures are this run's own; empty with one cycle
 * @param interruptedAt when the run was interrupted (Ctrl-C: the JVM ended before the run did), its status
 *                    then HELD and what it had not measured held; null for a run that was not
 */
public record EngineRun(int formatVersion, Provenance provenance, EngineInfo engine, Status status, String reason, ServerResult server,
                        LoadResult load, List<WorkloadResult> workloads, List<ConcurrencyResult> concurrency,
                        HopsResult hops, MemoryResult memory, LadderResult ladder,
                        Map<String, Double> wallSeconds,
                        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<CycleResult> cycles, Instant interruptedAt) {

    /** Copies the lists and the wall times, keeping their order; a file without a concurrent phase reads as an empty one. */
    public EngineRun {
        workloads = workloads == null ? null : List.copyOf(workloads);
        concurrency = concurrency == null ? List.of() : List.copyOf(concurrency);
        wallSeconds = wallSeconds == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(wallSeconds));
        cycles = cycles == null ? List.of() : List.copyOf(cycles);
    }

    /** A run that was not interrupted. */
    public EngineRun(int formatVersion, Provenance provenance, EngineInfo engine, Status status, String reason,
                     ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                     List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory, LadderResult ladder,
                     Map<String, Double> wallSeconds, List<CycleResult> cycles) {
        this(formatVersion, provenance, engine, status, reason, server, load, workloads, concurrency, hops, memory,
                ladder, wallSeconds, cycles, null);
    }

    /** A run of one cycle. */
    public EngineRun(int formatVersion, Provenance provenance, EngineInfo engine, Status status, String reason,
                     ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                     List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory, LadderResult ladder,
                     Map<String, Double> wallSeconds) {
        this(formatVersion, provenance, engine, status, reason, server, load, workloads, concurrency, hops, memory,
                ladder, wallSeconds, null);
    }

    /** A run of a file's format, without its wall times. */
    public EngineRun(int formatVersion, Provenance provenance, EngineInfo engine, Status status, String reason,
                     ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                     List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory, LadderResult ladder) {
        this(formatVersion, provenance, engine, status, reason, server, load, workloads, concurrency, hops, memory,
                ladder, null, null);
    }

    /** A run of a file's format, without a ladder. */
    public EngineRun(int formatVersion, Provenance provenance, EngineInfo engine, Status status, String reason,
                     ServerResult server, LoadResult load, List<WorkloadResult> workloads,
                     List<ConcurrencyResult> concurrency, HopsResult hops, MemoryResult memory) {
        this(formatVersion, provenance, engine, status, reason, server, load, workloads, concurrency, hops, memory,
                null, null, null);
    }

    /** A run in this version's shape, without a ladder. */
    public EngineRun(Provenance provenance, EngineInfo engine, Status status, String reason, ServerResult server,
                     LoadResult load, List<WorkloadResult> workloads, List<ConcurrencyResult> concurrency,
                     HopsResult hops, MemoryResult memory) {
        this(ResultsFiles.FORMAT_VERSION, provenance, engine, status, reason, server, load, workloads, concurrency,
                hops, memory, null, null, null);
    }

    /** A run of the sequential phases alone, in this version's shape. */
    public EngineRun(Provenance provenance, EngineInfo engine, Status status, String reason, ServerResult server,
                     LoadResult load, List<WorkloadResult> workloads) {
        this(provenance, engine, status, reason, server, load, workloads, List.of(), null, null);
    }

    /** The engine's name, as users type it. */
    public String name() {
        return provenance.engine();
    }

    /** The result of workload {@code id} of the sequential phases, or null. */
    public WorkloadResult workload(String id) {
        return workloads.stream().filter(w -> w.id().equals(id)).findFirst().orElse(null);
    }

    /** The concurrent phase's result of workload {@code id}, or null. */
    public ConcurrencyResult concurrent(String id) {
        return concurrency.stream().filter(c -> c.id().equals(id)).findFirst().orElse(null);
    }
}
