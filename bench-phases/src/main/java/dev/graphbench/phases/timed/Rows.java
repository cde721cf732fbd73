package dev.graphbench.phases.timed;

import dev.graphbench.results.EngineRun;
import dev.graphbench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The rows of the report's tables, read from the results alone: each workload's id, title and phase,
 * in the order the files list them (a workload only some engines ran keeps its place among the
 * others), and which hand-written read is which object store read's twin.
 */
public final class Rows {

    /** The phase of the reads through the object store and their hand-written twins. */
    public static final String READ = "read";

    /**
     * A row: one workload.
     *
     * @param id    its stable id, as every results file names it
     * @param title its title, as the first file that has it words it
     */
    public record Row(String id, String title) {
    }

    private Rows() {
    }

    /**
     * The workloads of {@code phase} that some run has a result for, twins of object store reads left out, and
     * variants too: a variant's figures are in its workload's row.
     */
    public static List<Row> of(List<EngineRun> runs, String phase) {
        return sequential(runs, result -> phase.equals(result.phase()) && result.twinOf() == null
                && !Forms.variant(result));
    }

    /** The hand-written twin of object store read {@code read}, as some run names it. */
    public static Optional<Row> twinOf(List<EngineRun> runs, String read) {
        return sequential(runs, result -> read.equals(result.twinOf())).stream().findFirst();
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
