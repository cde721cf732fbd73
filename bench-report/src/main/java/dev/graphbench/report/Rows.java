package dev.graphbench.report;

import dev.graphbench.results.ConcurrencyResult;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The rows of the report's tables, read from the results alone: each workload's id, title and phase,
 * in the order the files list them (a workload only some engines ran keeps its place among the
 * others), and which hand-written read is which object store read's twin.
 */
final class Rows {

    /** The phase of the reads through the object store and their hand-written twins. */
    static final String READ = "read";
    /** The phases whose tables the write-up prints, in its order. */
    private static final List<String> WRITE_UP_ORDER = List.of(READ, "traverse", "graph", "write");

    /**
     * A row: one workload.
     *
     * @param id    its stable id, as every results file names it
     * @param title its title, as the first file that has it words it
     */
    record Row(String id, String title) {
    }

    private Rows() {
    }

    /** The workloads of {@code phase} that some run has a result for, twins of object store reads left out. */
    static List<Row> of(List<EngineRun> runs, String phase) {
        return sequential(runs, result -> phase.equals(result.phase()) && result.twinOf() == null);
    }

    /**
     * Every phase some run has a sequential workload of: those of the write-up in its order (reads,
     * traversals, the whole graph, writes), then any other in the order the files list them.
     */
    static List<String> phases(List<EngineRun> runs) {
        List<String> phases = new ArrayList<>();
        for (String known : WRITE_UP_ORDER) {
            if (runs.stream().anyMatch(run -> run.workloads().stream().anyMatch(w -> known.equals(w.phase())))) {
                phases.add(known);
            }
        }
        for (EngineRun run : runs) {
            for (WorkloadResult result : run.workloads()) {
                if (result.phase() != null && !phases.contains(result.phase())) {
                    phases.add(result.phase());
                }
            }
        }
        return phases;
    }

    /** The hand-written twin of object store read {@code read}, as some run names it. */
    static Optional<Row> twinOf(List<EngineRun> runs, String read) {
        return sequential(runs, result -> read.equals(result.twinOf())).stream().findFirst();
    }

    /** The workloads of the concurrent phase some run has a result for. */
    static List<Row> concurrent(List<EngineRun> runs) {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (EngineRun run : runs) {
            for (ConcurrencyResult result : run.concurrency()) {
                rows.putIfAbsent(result.id(), new Row(result.id(), result.title()));
            }
        }
        return List.copyOf(rows.values());
    }

    private static List<Row> sequential(List<EngineRun> runs, Predicate<WorkloadResult> keep) {
        List<Row> rows = new ArrayList<>();
        for (EngineRun run : runs) {
            int after = -1;
            for (WorkloadResult result : run.workloads()) {
                if (!keep.test(result)) {
                    continue;
                }
                int at = indexOf(rows, result.id());
                if (at < 0) {
                    rows.add(after + 1, new Row(result.id(), result.title()));
                    at = after + 1;
                }
                after = at;
            }
        }
        return rows;
    }

    private static int indexOf(List<Row> rows, String id) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
