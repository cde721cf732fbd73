package dev.graphbench.phases.write;

import dev.graphbench.phases.timed.TimedPhase;
import dev.graphbench.phases.timed.TimedResult;
import dev.graphbench.runner.phase.EngineStopped;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The write phase: writes through the object store, after every read so that they cannot disturb one. Each call
 * writes objects of its own; when the phase ends, whether it completed or not, everything they wrote is deleted, so
 * that the graph is again the one loaded. A deletion that fails holds the rest of the run: the graph is not the
 * loaded one any more.
 */
public final class WritePhase extends TimedPhase {

    /** Its id. */
    public static final String ID = "write";

    public WritePhase() {
        super(ID, 500, "Writes through the object manager");
    }

    @Override
    public TimedResult measure(PhaseRun<TimedResult> run) {
        Map<Workload, List<Map<String, Object>>> written = new LinkedHashMap<>();
        TimedResult soFar = new TimedResult(List.of());
        String left;
        try {
            for (Workload workload : run.plan().workloads()) {
                List<Map<String, Object>> made = written.computeIfAbsent(workload, w -> new ArrayList<>());
                soFar = soFar.with(measured(run, workload, made));
                run.finished(soFar, outcomes(soFar).getLast());
            }
        } finally {
            left = run.deleteWritten(written, "the " + ID + " phase");
        }
        if (left != null) {
            throw new EngineStopped(left);
        }
        return soFar;
    }
}
