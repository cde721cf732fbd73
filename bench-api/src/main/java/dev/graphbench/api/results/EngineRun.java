package dev.graphbench.api.results;

import dev.graphbench.api.EngineInfo;
import java.util.List;

/**
 * Everything one run measured on one engine at one scale factor: the content of
 * {@code results/<engine>-sf<sf>.json}.
 *
 * @param provenance where the figures come from
 * @param engine     the engine, null when it never opened
 * @param status     OK when the engine ran; SKIPPED when it could not be reached or started; HELD when it stopped
 * @param reason     why it was skipped or held
 * @param server     the embedded server the harness started; null when it started none
 * @param load       the bulk load, null when not asked for
 * @param workloads  every workload asked for, in report order, measured or not
 */
public record EngineRun(Provenance provenance, EngineInfo engine, Status status, String reason, ServerResult server,
                        LoadResult load, List<WorkloadResult> workloads) {

    /** The result of workload {@code id}, or null. */
    public WorkloadResult workload(String id) {
        return workloads.stream().filter(w -> w.id().equals(id)).findFirst().orElse(null);
    }
}
