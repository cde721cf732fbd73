package dev.graphbench.phases.ladder;

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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The depth ladder: on a graph of one label and one type, from one start node, the distinct nodes reached at depths
 * 2, 4, 8, ... up to 131,072, each depth answered and timed, until a depth reaches nothing new: the full walk, and
 * its edges a second ({@link LadderMeasurement}).
 */
public final class LadderPhase implements Phase<LadderResult> {

    /** Its id. */
    public static final String ID = "ladder";
    /** How a sentence names it. */
    private static final String NAMED = "the ladder";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public int order() {
        return 800;
    }

    @Override
    public Class<LadderResult> resultType() {
        return LadderResult.class;
    }

    /** The catalogue's ladder, when it applies to the dataset; told once when it does not. */
    @Override
    public PhasePlan plan(RunConfig config) {
        GraphSchema schema = config.dataset().schema();
        List<Workload> ladder = config.workloads().of(ID);
        return !ladder.isEmpty() && ladder.stream().allMatch(workload -> workload.appliesTo(schema))
                ? PhasePlan.of(ladder, List.of()) : PhasePlan.notApplying("the depth ladder");
    }

    @Override
    public LadderResult measure(PhaseRun<LadderResult> run) {
        LadderResult result = new LadderMeasurement(run.calls(), run.plan().workloads().getFirst()).run();
        if (result.status() == Status.HELD) {
            result = result.heldFor(run.explain(result.reason()));
        }
        run.finished(result, outcome(result));
        return result;
    }

    @Override
    public LadderResult ended(PhasePlan plan, LadderResult soFar, Set<String> finished, Status status, String why) {
        return soFar != null ? soFar : LadderResult.notMeasured(status, why);
    }

    @Override
    public List<Outcome> outcomes(LadderResult result) {
        return List.of(outcome(result));
    }

    /** The ladder as the listener is told it: its depths, the full walk and its edges a second, the agreement. */
    private static Outcome outcome(LadderResult result) {
        if (result.status() != Status.OK && result.rungs().isEmpty()) {
            return new Outcome(ID, NAMED, result.status(), result.reason(), null);
        }
        long held = result.rungs().stream().filter(rung -> rung.status() != Status.OK).count();
        String line = String.format(Locale.ROOT, "%d depths%s%s, %s%s", result.rungs().size(),
                result.fullWalkMs() == null ? ", not walked to the end"
                        : String.format(Locale.ROOT, ", full walk %.2f ms at depth %,d", result.fullWalkMs(),
                        result.fullWalkDepth()),
                result.teps() == null ? "" : String.format(Locale.ROOT, ", %,.0f edges a second", result.teps()),
                result.agreement() == null ? "unchecked" : result.agreement().verdict().name().toLowerCase(Locale.ROOT),
                held == 0 ? "" : String.format(Locale.ROOT, "; %d held: %s", held, result.rungs().stream()
                        .filter(rung -> rung.status() != Status.OK).findFirst().orElseThrow().reason()));
        return new Outcome(ID, NAMED, result.status(), result.reason(), line);
    }

    /** {@code run}'s ladder, or null. */
    static LadderResult result(EngineRun run) {
        return run.phase(ID, LadderResult.class);
    }

    @Override
    public List<Table> tables(Reported<LadderResult> reported) {
        List<Table> tables = new ArrayList<>(LadderTables.all(reported));
        ReachByShape.of(reported.runs()).ifPresent(tables::add);
        return tables;
    }
}
