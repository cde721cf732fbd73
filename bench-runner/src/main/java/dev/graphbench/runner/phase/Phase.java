package dev.graphbench.runner.phase;

import dev.graphbench.results.Method;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.tables.Table;
import java.util.List;
import java.util.Set;

/**
 * A phase of a run: one kind of measurement, a unit of its own. It says its id and where it runs among the phases,
 * what it will measure on a dataset, how it measures on an opened engine through the run's call loop, the typed
 * result it returns (a record with Jackson's annotations, kept in the results file under its id), and the tables
 * it draws of every engine's results. The runner, the results file, the listener and the report know nothing of
 * any phase but through this interface: a phase is found through {@link java.util.ServiceLoader}, by one line
 * naming its class in {@code META-INF/services/dev.graphbench.runner.phase.Phase}, in graph-bench's jars or a
 * plugin's.
 *
 * @param <R> its result
 */
public interface Phase<R extends PhaseResult> {

    /** Its id: what {@code --phases} names, the key of its result in a results file. Lower case, digits and dashes. */
    String id();

    /**
     * Where it runs among the phases: a lower one first. graph-bench's own: load 100, indexes 150, read 200,
     * traverse 300, graph 400, folder-reads 450, folder-writes 460, write 500, concurrent 600, hops 700, ladder 800;
     * a phase of a plugin's picks its place between.
     */
    int order();

    /** The type of its result, as a results file holds it. */
    Class<R> resultType();

    /**
     * What it measures in a run of {@code config}, decided before any engine starts; a plan that does not apply is
     * told once and not run.
     *
     * @throws IllegalArgumentException one line saying what of the run's options it cannot take
     */
    PhasePlan plan(RunConfig config);

    /**
     * Whether it puts the graph into the engine: it runs first, whether asked for or not (it decides what it does
     * unasked), in a validation too, and when it cannot complete, nothing after it runs.
     */
    default boolean loads() {
        return false;
    }

    /** Whether it runs in every cycle of {@code --cycles}, or in the last alone. */
    default boolean everyCycle() {
        return true;
    }

    /** Whether its workloads are called in the untimed pass that settles an engine before its first timed phase. */
    default boolean settles() {
        return false;
    }

    /** Measures on the engine {@code run} gives, and returns the result; never throws for a failure of the engine. */
    R measure(PhaseRun<R> run);

    /**
     * Its result when the run on an engine ends before the phase did: what was measured ({@code soFar}, null when
     * nothing was) kept, every item of the plan without a result given {@code status} and {@code why}; the items
     * of {@code finished} have ended already and are kept as they are.
     */
    R ended(PhasePlan plan, R soFar, Set<String> finished, Status status, String why);

    /** Each item of {@code result}, a workload or the phase as a whole, as a listener is told it, in order. */
    List<Outcome> outcomes(R result);

    /**
     * The result of one engine's run by several clients ({@code bench run --client K/N}) added up, from each
     * client's, in the clients' order ({@code names}, as messages name them), of runs of {@code method}; the first
     * client's by default, for a phase that runs before the clients measure together.
     *
     * @throws IllegalArgumentException one line saying why the clients' results cannot be added up
     */
    default R merge(List<R> clients, List<String> names, Method method) {
        return clients.getFirst();
    }

    /** Its tables, drawn from every engine's results alone; none when no run has a result of it. */
    List<Table> tables(Reported<R> reported);
}
