package dev.graphbench.phases.hops;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.results.EngineRun;
import dev.graphbench.results.Status;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.tables.Table;
import dev.graphbench.workloads.core.Workload;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The hops phase: FOLLOWS paths of 1 to 4 hops from seeded people, counted and timed, each call the quickest of
 * three after a warm pass ({@link HopsMeasurement}): the cost of a call and of each path walked. It runs in the last
 * cycle alone, on the generated graph.
 */
public final class HopsPhase implements Phase<HopsResult> {

    /** Its id. */
    public static final String ID = "hops";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public int order() {
        return 700;
    }

    @Override
    public Class<HopsResult> resultType() {
        return HopsResult.class;
    }

    @Override
    public boolean everyCycle() {
        return false;
    }

    /** The catalogue's hops, when they apply to the dataset; told once when they do not. */
    @Override
    public PhasePlan plan(RunConfig config) {
        GraphSchema schema = config.dataset().schema();
        List<Workload> hops = config.workloads().of(ID);
        return hops.stream().allMatch(workload -> workload.appliesTo(schema)) && !hops.isEmpty()
                ? PhasePlan.of(hops, List.of()) : PhasePlan.notApplying("the hops phase");
    }

    @Override
    public HopsResult measure(PhaseRun<HopsResult> run) {
        HopsResult result = new HopsMeasurement(run.calls(), run.config(), run.plan().workloads().getFirst()).run();
        if (result.status() == Status.HELD) {
            result = result.heldFor(run.explain(result.reason()));
        }
        run.finished(result, outcome(result));
        return result;
    }

    @Override
    public HopsResult ended(PhasePlan plan, HopsResult soFar, Set<String> finished, Status status, String why) {
        return soFar != null ? soFar : HopsResult.notMeasured(status, why, null);
    }

    @Override
    public List<Outcome> outcomes(HopsResult result) {
        return List.of(outcome(result));
    }

    /** The phase's result as the listener is told it: its calls, the fitted line and the agreement. */
    private static Outcome outcome(HopsResult result) {
        String line = result.status() != Status.OK ? null : String.format(Locale.ROOT, "%,d calls%s, %s", result.calls(),
                result.fit() == null ? "" : String.format(Locale.ROOT, ", %.3f ms + %.3f us a path",
                        result.fit().fixedMs(), result.fit().perPathMicros()),
                result.agreement().verdict().name().toLowerCase(Locale.ROOT));
        return Outcome.of(ID, result.status(), result.reason(), line);
    }

    /** {@code run}'s hops, or null. */
    static HopsResult result(EngineRun run) {
        return run.phase(ID, HopsResult.class);
    }

    @Override
    public List<Table> tables(Reported<HopsResult> reported) {
        return HopsTables.all(reported);
    }
}
