package dev.graphbench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a results file of format 1 (graph-bench before format versions) as this version's shape,
 * deriving what it did not record from what it did: an engine's display name from the product its
 * engine reported, the run's judge from the only reference engine that version had, and which
 * hand-written read is an object store read's twin from the title that version gave it.
 */
final class LegacyFormat {

    /** The reference engine of every run of format 1. */
    static final String REFERENCE = "reference";
    /** How format 1 titled an object store read's hand-written twin: this, then the read's title. */
    static final String TWIN_TITLE = "written by hand: ";

    private LegacyFormat() {
    }

    static EngineRun upgrade(EngineRun run) {
        Provenance old = run.provenance();
        String displayName = old.displayName() != null ? old.displayName()
                : run.engine() != null && run.engine().product() != null ? run.engine().product() : old.engine();
        Provenance provenance = new Provenance(old.harnessVersion(), old.runId(), old.engine(), displayName,
                old.judge() != null ? old.judge() : REFERENCE, old.settings(), old.jvm(), old.os(), old.cores(),
                old.scaleFactor(), old.seed(), old.datasetHash(), old.startedAt(), old.endedAt(), old.method());
        List<WorkloadResult> workloads = new ArrayList<>(run.workloads().size());
        for (WorkloadResult workload : run.workloads()) {
            workloads.add(workload.twinOf() != null ? workload : withTwin(workload, twinOf(workload, run.workloads())));
        }
        return new EngineRun(ResultsFiles.FORMAT_VERSION, provenance, run.engine(), run.status(), run.reason(),
                run.server(), run.load(), workloads, run.concurrency(), run.hops(), run.memory());
    }

    /** The id of the read whose title follows {@link #TWIN_TITLE} in this workload's title, if it has one. */
    private static String twinOf(WorkloadResult workload, List<WorkloadResult> all) {
        if (workload.title() == null || !workload.title().startsWith(TWIN_TITLE)) {
            return null;
        }
        String read = workload.title().substring(TWIN_TITLE.length());
        Optional<WorkloadResult> twin = all.stream()
                .filter(other -> other.phase() != null && other.phase().equals(workload.phase()) && read.equals(other.title()))
                .findFirst();
        return twin.map(WorkloadResult::id).orElse(null);
    }

    private static WorkloadResult withTwin(WorkloadResult w, String twinOf) {
        return new WorkloadResult(w.id(), w.phase(), w.title(), w.status(), w.reason(), w.coldMs(), w.latency(),
                w.digest(), w.callDigests(), w.agreement(), twinOf, w.plans());
    }
}
