package dev.graphbench.phases.concurrent;

import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import java.util.ArrayList;
import java.util.List;

/**
 * What the concurrent phase measured on one engine: each of its workloads (the mix among them, when one was asked
 * for), in report order, measured or not.
 *
 * @param workloads each workload's result
 */
public record ConcurrentResults(List<ConcurrencyResult> workloads) implements PhaseResult {

    /** Copies the list. */
    public ConcurrentResults {
        workloads = workloads == null ? List.of() : List.copyOf(workloads);
    }

    /** The result of workload {@code id}, or null. */
    public ConcurrencyResult of(String id) {
        return workloads.stream().filter(result -> result.id().equals(id)).findFirst().orElse(null);
    }

    /** The results with {@code result} in the place of the workload's result so far, or after the others. */
    public ConcurrentResults with(ConcurrencyResult result) {
        List<ConcurrencyResult> all = new ArrayList<>(workloads);
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).id().equals(result.id())) {
                all.set(i, result);
                return new ConcurrentResults(all);
            }
        }
        all.add(result);
        return new ConcurrentResults(all);
    }

    @Override
    public boolean measured() {
        return workloads.stream().anyMatch(result -> !result.measurements().isEmpty());
    }

    @Override
    public boolean disagrees() {
        return workloads.stream().anyMatch(result -> PhaseResult.differs(result.agreement()));
    }

    /** A workload held, a call failed, an offered rate held or failed, or a rate search that found no rate. */
    @Override
    public boolean incomplete() {
        return workloads.stream().anyMatch(c -> c.status() == Status.HELD
                || c.measurements().stream().anyMatch(m -> m.failedCalls() > 0)
                || c.rates().stream().anyMatch(r -> r.held() != null || r.failedCalls() > 0)
                || c.search() != null && c.search().rate() == null);
    }
}
