package dev.graphbench.phases.folder;

import dev.graphbench.catalogue.folder.WorkloadFolder;
import dev.graphbench.phases.timed.TimedPhase;

/**
 * The reads of a workload folder ({@code --workloads DIR}), timed call by call as the hand-written queries are, after
 * them and before any write; each call's answer compared across the engines where no reference can answer it. A run
 * without a folder has none, and the phase does not apply.
 */
public final class FolderReadsPhase extends TimedPhase {

    /** Its id. */
    public static final String ID = WorkloadFolder.READS;

    public FolderReadsPhase() {
        super(ID, 450, "The workload folder's reads");
    }
}
