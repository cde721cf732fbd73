package dev.graphbench.phases.indexes;

import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import java.util.ArrayList;
import java.util.List;

/**
 * What the indexes phase did on one engine: each index a workload folder declares, created or why not, and with
 * {@code --indexes both} each of the folder's reads measured before they were created. The same reads measured with
 * them are the folder-reads phase's.
 *
 * @param mode    {@code with} or {@code both}, as {@code --indexes} was given
 * @param indexes each declared index, in the folder's order
 * @param without each of the folder's reads measured without the indexes, its plans taken; none with {@code with}
 */
public record IndexesResult(String mode, List<Built> indexes, List<WorkloadResult> without) implements PhaseResult {

    /**
     * One declared index on one engine.
     *
     * @param index      the label and property, {@code Movie.imdbId}
     * @param status     whether it was created (or was there already)
     * @param reason     why not; null when OK
     * @param statements what the engine ran, in its language
     * @param seconds    how long creating it and waiting until it was usable took
     */
    public record Built(String index, Status status, String reason, List<String> statements, double seconds) {

        /** Copies the statements. */
        public Built {
            statements = statements == null ? List.of() : List.copyOf(statements);
        }
    }

    /** Copies the lists. */
    public IndexesResult {
        indexes = indexes == null ? List.of() : List.copyOf(indexes);
        without = without == null ? List.of() : List.copyOf(without);
    }

    /** The result with {@code built} after the other indexes. */
    IndexesResult with(Built built) {
        List<Built> more = new ArrayList<>(indexes);
        more.add(built);
        return new IndexesResult(mode, more, without);
    }

    /** The result with {@code read}, measured without the indexes, after the others. */
    IndexesResult with(WorkloadResult read) {
        List<WorkloadResult> more = new ArrayList<>(without);
        more.add(read);
        return new IndexesResult(mode, indexes, more);
    }

    /** The read {@code id} measured without the indexes; null when it was not. */
    public WorkloadResult without(String id) {
        return without.stream().filter(read -> read.id().equals(id)).findFirst().orElse(null);
    }

    @Override
    public boolean measured() {
        return indexes.stream().anyMatch(built -> built.status() == Status.OK)
                || without.stream().anyMatch(read -> read.status() == Status.OK);
    }

    @Override
    public boolean disagrees() {
        return without.stream().anyMatch(read -> PhaseResult.differs(read.agreement()));
    }

    @Override
    public boolean incomplete() {
        return indexes.stream().anyMatch(built -> built.status() == Status.HELD)
                || without.stream().anyMatch(read -> read.status() == Status.HELD);
    }
}
