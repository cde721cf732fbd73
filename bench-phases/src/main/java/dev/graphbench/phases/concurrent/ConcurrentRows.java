package dev.graphbench.phases.concurrent;

import dev.graphbench.results.EngineRun;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The rows of the concurrent phase's tables: its workloads some run has a result for, in the order first found. */
final class ConcurrentRows {

    /**
     * A row: one workload.
     *
     * @param id    its stable id
     * @param title its title, as the first run that has it words it
     */
    record Row(String id, String title) {
    }

    private ConcurrentRows() {
    }

    /** The workloads of the concurrent phase some run has a result for. */
    static List<Row> of(List<EngineRun> runs) {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            ConcurrentResults results = results(run);
            for (ConcurrencyResult result : results == null ? List.<ConcurrencyResult>of() : results.workloads()) {
                rows.putIfAbsent(result.id(), new Row(result.id(), result.title()));
            }
        }
        return List.copyOf(rows.values());
    }

    /** The concurrent phase's results of {@code run}; null when it has none. */
    static ConcurrentResults results(EngineRun run) {
        return run.phase(ConcurrentPhase.ID, ConcurrentResults.class);
    }

    /** {@code run}'s result of workload {@code id} in the concurrent phase, or null. */
    static ConcurrencyResult result(EngineRun run, String id) {
        ConcurrentResults results = results(run);
        return results == null ? null : results.of(id);
    }
}
