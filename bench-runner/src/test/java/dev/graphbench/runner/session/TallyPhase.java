package dev.graphbench.runner.session;

import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.results.WorkloadResult;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.tables.Table;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A phase of the runner's tests' own, none of graph-bench's: the catalogue's traversals, each measured through the
 * call loop, a result a workload. The runner knows it as it knows any phase.
 */
final class TallyPhase implements Phase<TallyPhase.Tally> {

    static final String ID = "tally";

    /** What it measured: a result a workload. */
    record Tally(List<WorkloadResult> workloads) implements PhaseResult {

        @Override
        public boolean measured() {
            return workloads.stream().anyMatch(workload -> workload.status() == Status.OK);
        }

        @Override
        public List<WorkloadResult> timed() {
            return workloads;
        }

        Tally with(WorkloadResult result) {
            List<WorkloadResult> more = new ArrayList<>(workloads);
            more.add(result);
            return new Tally(more);
        }
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public int order() {
        return 300;
    }

    @Override
    public Class<Tally> resultType() {
        return Tally.class;
    }

    @Override
    public PhasePlan plan(RunConfig config) {
        return PhasePlan.of(config.workloads().of("traverse"), List.of());
    }

    @Override
    public Tally measure(PhaseRun<Tally> run) {
        Tally soFar = new Tally(List.of());
        for (Workload workload : run.plan().workloads()) {
            soFar = soFar.with(run.calls().measure(workload, new ArrayList<>()));
            run.finished(soFar, outcome(soFar.workloads().getLast()));
        }
        return soFar;
    }

    @Override
    public Tally ended(PhasePlan plan, Tally soFar, Set<String> finished, Status status, String why) {
        Tally all = soFar == null ? new Tally(List.of()) : soFar;
        for (Workload workload : plan.workloads()) {
            if (all.workloads().stream().noneMatch(result -> result.id().equals(workload.id()))) {
                all = all.with(CallLoop.notMeasured(workload, status, why));
            }
        }
        return all;
    }

    @Override
    public List<Outcome> outcomes(Tally result) {
        return result.workloads().stream().map(TallyPhase::outcome).toList();
    }

    static Outcome outcome(WorkloadResult result) {
        return Outcome.of(result.id(), result.status(), result.reason(), result.status() == Status.OK ? "measured"
                : null);
    }

    @Override
    public List<Table> tables(Reported<Tally> reported) {
        return List.of();
    }
}
