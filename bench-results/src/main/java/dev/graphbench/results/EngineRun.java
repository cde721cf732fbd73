package dev.graphbench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import dev.graphbench.api.EngineInfo;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one run measured on one engine at one dataset: the content of {@code <engine>-<dataset>.json}. What
 * the engine and its server were, and how the run went, are the run's own; what each phase measured is the
 * phase's, under its id ({@link #phases()}).
 *
 * @param formatVersion the version of this file's shape, {@link ResultsFiles#FORMAT_VERSION} when written;
 *                      files written before it had one read as 1
 * @param provenance    where the figures come from
 * @param engine        the engine, null when it never opened
 * @param status        OK when the engine ran; SKIPPED when it could not be reached or started; HELD when it stopped
 * @param reason        why it was skipped or held
 * @param server        the embedded server the harness started; null when it started none
 * @param memory        the engine's memory (once open, after the load, at its peak, after the run), the size of its
 *                      data and its memory budget; null where none was measured (an external server) and the run had
 *                      no budget
 * @param wallSeconds   where the engine's wall time went, in seconds, in the order spent: {@code open},
 *                      {@code load}, {@code settle}, each phase by its id, {@code close}; null in files written before
 *                      it was kept
 * @param phases        what each phase asked for measured, by the phase's id, in the order the phases ran; a phase
 *                      not asked for, or that does not apply to the dataset, has none
 * @param cycles        with {@code --cycles} above 1, every cycle before the last, the first cold: the last cycle's
 *                      figures are this run's own; empty with one cycle
 * @param interruptedAt when the run was interrupted (Ctrl-C: the JVM ended before the run did), its status
 *                      then HELD and what it had not measured held; null for a run that was not
 * @param inProgressAt  while the engine's run goes on, when the file was written (the provenance's end): a file that
 *                      still says so once the run is over is of a harness killed without a chance to say so
 *                      ({@code kill -9}, the out-of-memory killer), and is incomplete; null once the engine's run
 *                      ended, as in every file written before it was kept
 */
public record EngineRun(int formatVersion, Provenance provenance, EngineInfo engine, Status status, String reason,
                        ServerResult server, MemoryResult memory, Map<String, Double> wallSeconds,
                        @JsonDeserialize(contentAs = RawPhaseResult.class) Map<String, PhaseResult> phases,
                        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<CycleResult> cycles, Instant interruptedAt,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Instant inProgressAt) {

    /** A run whose engine's run ended: written whole. */
    public EngineRun(int formatVersion, Provenance provenance, EngineInfo engine, Status status, String reason,
                     ServerResult server, MemoryResult memory, Map<String, Double> wallSeconds,
                     Map<String, PhaseResult> phases, List<CycleResult> cycles, Instant interruptedAt) {
        this(formatVersion, provenance, engine, status, reason, server, memory, wallSeconds, phases, cycles,
                interruptedAt, null);
    }

    /** Copies the maps and the cycles, keeping their order. */
    public EngineRun {
        wallSeconds = wallSeconds == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(wallSeconds));
        phases = phases == null ? Map.of() : Collections.unmodifiableMap(withoutNone(phases));
        cycles = cycles == null ? List.of() : List.copyOf(cycles);
    }

    /** {@code phases} but those with no result (a phase that measured nothing), in order. */
    static Map<String, PhaseResult> withoutNone(Map<String, PhaseResult> phases) {
        Map<String, PhaseResult> some = new LinkedHashMap<>();
        phases.forEach((id, result) -> {
            if (result != null) {
                some.put(id, result);
            }
        });
        return some;
    }

    /** The engine's name, as users type it. */
    public String name() {
        return provenance.engine();
    }

    /**
     * What phase {@code id} measured, read as {@code type}; null when the run has nothing of that phase.
     *
     * @throws java.io.UncheckedIOException when the file holds something else under that id
     */
    public <R extends PhaseResult> R phase(String id, Class<R> type) {
        return typed(phases.get(id), type);
    }

    /** {@code result} as {@code type}: itself, or read from what the file held; null for none. */
    static <R extends PhaseResult> R typed(PhaseResult result, Class<R> type) {
        return switch (result) {
            case null -> null;
            case RawPhaseResult raw -> raw.as(type);
            default -> type.cast(result);
        };
    }

    /** The same run with each phase {@code types} knows read as its type; the others kept as written. */
    public EngineRun typed(PhaseTypes types) {
        return new EngineRun(formatVersion, provenance, engine, status, reason, server, memory, wallSeconds,
                typed(phases, types), cycles.stream().map(cycle -> cycle.typed(types)).toList(), interruptedAt,
                inProgressAt);
    }

    static Map<String, PhaseResult> typed(Map<String, PhaseResult> phases, PhaseTypes types) {
        Map<String, PhaseResult> typed = new LinkedHashMap<>();
        phases.forEach((id, result) -> {
            Class<? extends PhaseResult> type = types.of(id);
            typed.put(id, type == null ? result : typed(result, type));
        });
        return typed;
    }

    /** The same run with {@code changed} for its phases' results. */
    public EngineRun withPhases(Map<String, PhaseResult> changed) {
        return new EngineRun(formatVersion, provenance, engine, status, reason, server, memory, wallSeconds, changed,
                cycles, interruptedAt, inProgressAt);
    }

    /** Whether it measured anything at all: some phase did. */
    public boolean measuredSomething() {
        return phases.values().stream().anyMatch(PhaseResult::measured);
    }

    /** Every workload its phases timed call by call, phase by phase, in report order. */
    public List<WorkloadResult> workloads() {
        return phases.values().stream().flatMap(result -> result.timed().stream()).toList();
    }

    /** The result of workload {@code id} timed call by call, or null. */
    public WorkloadResult workload(String id) {
        return workloads().stream().filter(w -> w.id().equals(id)).findFirst().orElse(null);
    }
}
