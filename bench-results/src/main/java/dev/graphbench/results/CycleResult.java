package dev.graphbench.results;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * One cycle of a run of several ({@code --cycles}) before its last, whose figures are the run's own: the
 * first cycle is cold (begun after a restart), the rest warm.
 *
 * @param cycle  its number, from 1
 * @param cold   whether it began cold
 * @param start  how it began, in words: what was restarted and whether the page cache was dropped
 * @param phases what each phase that runs in every cycle measured in it, as {@link EngineRun#phases()}
 */
public record CycleResult(int cycle, boolean cold, String start,
                          @JsonDeserialize(contentAs = RawPhaseResult.class) Map<String, PhaseResult> phases) {

    /** Copies the map, keeping its order. */
    public CycleResult {
        phases = phases == null ? Map.of() : Collections.unmodifiableMap(EngineRun.withoutNone(phases));
    }

    /** What phase {@code id} measured in this cycle, read as {@code type}; null for nothing. */
    public <R extends PhaseResult> R phase(String id, Class<R> type) {
        return EngineRun.typed(phases.get(id), type);
    }

    /** The same cycle with each phase {@code types} knows read as its type. */
    public CycleResult typed(PhaseTypes types) {
        return new CycleResult(cycle, cold, start, EngineRun.typed(phases, types));
    }

    /** Every workload its phases timed, in report order. */
    public List<WorkloadResult> workloads() {
        return phases.values().stream().flatMap(result -> result.timed().stream()).toList();
    }

    /** The result of workload {@code id} in this cycle, or null. */
    public WorkloadResult workload(String id) {
        return workloads().stream().filter(w -> w.id().equals(id)).findFirst().orElse(null);
    }

    /** The median of {@code medians}, of which there is at least one: how a table takes the warm cycles' figure. */
    public static double median(List<Double> medians) {
        double[] sorted = medians.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        int half = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
    }
}
