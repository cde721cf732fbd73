package dev.graphbench.runner.session;

import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import dev.graphbench.runner.events.Outcome;
import dev.graphbench.runner.phase.Phase;
import dev.graphbench.runner.phase.PhasePlan;
import dev.graphbench.runner.phase.RunConfig;
import java.util.List;
import java.util.Set;

/**
 * A phase of the run and its plan, with the phase's typed methods the runner calls on results it holds as any
 * phase's.
 *
 * @param phase the phase
 * @param plan  what it measures in this run
 * @param <R>   its result
 */
public record Planned<R extends PhaseResult>(Phase<R> phase, PhasePlan plan) {

    /** {@code phase}'s plan for a run of {@code config}, its type kept. */
    public static <R extends PhaseResult> Planned<R> of(Phase<R> phase, RunConfig config) {
        return new Planned<>(phase, phase.plan(config));
    }

    /** The phase's id. */
    public String id() {
        return phase.id();
    }

    /** {@code soFar} ended as {@code status} for {@code why}, the items of {@code finished} kept as they are. */
    PhaseResult ended(PhaseResult soFar, Set<String> finished, Status status, String why) {
        return phase.ended(plan, soFar == null ? null : phase.resultType().cast(soFar), finished, status, why);
    }

    /** Each item of {@code result}, as the listener is told it. */
    List<Outcome> outcomes(PhaseResult result) {
        return phase.outcomes(phase.resultType().cast(result));
    }
}
