package dev.graphbench.phases.load;

import dev.graphbench.results.Status;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.PhaseRun;
import dev.graphbench.runner.phase.Reported;
import dev.graphbench.runner.phase.RunConfig;
import dev.graphbench.tables.Table;
import java.util.List;
import java.util.Set;

/**
 * The load phase: the old graph dropped, the schema created, the nodes then the relationships streamed into the
 * engine by its own quickest path, each timed, what it builds after the load timed apart, and the counts it then holds
 * checked against the manifest ({@link LoadMeasurement}). It runs first, in a validation too; unasked, it checks that
 * the graph the engine holds is the manifest's. A load that does not complete holds everything after it.
 */
public final class LoadPhase implements Phase<LoadResult> {

    /** Its id. */
    public static final String ID = "load";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public int order() {
        return 100;
    }

    @Override
    public Class<LoadResult> resultType() {
        return LoadResult.class;
    }

    @Override
    public boolean loads() {
        return true;
    }

    @Override
    public PhasePlan plan(RunConfig config) {
        return PhasePlan.whole();
    }

    /** Loads the graph; unasked, checks the graph is the manifest's and measures nothing (null). */
    @Override
    public LoadResult measure(PhaseRun<LoadResult> run) {
        EngineContext engine = run.engine();
        LoadMeasurement load = new LoadMeasurement(engine.name(), engine.engine(), run.manifest(),
                run.config().dataset(), run.config().warmupLoad(), engine.listener());
        if (!run.asked()) {
            String other = load.notTheManifestsGraph();
            if (other != null) {
                run.holdRest(other);
            }
            return null;
        }
        LoadResult loaded = load.run(run.life()::beforeLoad);
        run.life().loaded(loaded.status() == Status.OK);
        if (loaded.status() == Status.HELD) {
            loaded = loaded.heldFor(run.explain(loaded.reason()));
        }
        if (loaded.status() != Status.OK) {
            run.holdRest("the load did not complete: " + loaded.reason());
        }
        return loaded;
    }

    /** A load that never ran is not one: the run has none. */
    @Override
    public LoadResult ended(PhasePlan plan, LoadResult soFar, Set<String> finished, Status status, String why) {
        return soFar;
    }

    /** The load is told as it goes, task by task, not as an item of its own. */
    @Override
    public List<Outcome> outcomes(LoadResult result) {
        return List.of();
    }

    @Override
    public List<Table> tables(Reported<LoadResult> reported) {
        return LoadTables.of(reported);
    }
}
