package dev.graphbench.phases.ladder;

import dev.graphbench.results.Agreement;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import java.util.List;

/**
 * What the depth ladder measured on one engine: from one start node, how many distinct nodes a walk of
 * 2, 4, 8, ... hops reaches, each depth answered and timed, until a depth reaches nothing new (the whole
 * reachable graph is walked) or the deepest rung, 131,072, is reached. The full walk is the first depth
 * that reached everything the last did; its time, and the relationships it walked over that time (edges
 * a second, Graph500's TEPS), compare with published breadth-first-search figures.
 *
 * @param status        OK when every rung to the end was measured; HELD when a rung was not, for the reason given
 * @param reason        why it was held, unsupported or did not apply; null when OK
 * @param startId       the start node, drawn from the nodes with a relationship going out, the same for every engine
 * @param rungs         each depth asked, in order
 * @param fullWalkDepth the first depth that reached everything the ladder reached; null when the ladder did not end
 * @param fullWalkMs    that depth's median time; null likewise
 * @param walked        the relationships the full walk walked (the reference's count); null when not known
 * @param teps          walked relationships a second over the full walk's median time; null when not known
 * @param agreement     each rung's count compared with the reference engine's
 */
public record LadderResult(Status status, String reason, String startId, List<Rung> rungs, Integer fullWalkDepth,
                           Double fullWalkMs, Long walked, Double teps, Agreement agreement) implements PhaseResult {

    /** Copies the rungs. */
    public LadderResult {
        rungs = rungs == null ? List.of() : List.copyOf(rungs);
    }

    @Override
    public boolean measured() {
        return status == Status.OK;
    }

    @Override
    public boolean disagrees() {
        return PhaseResult.differs(agreement);
    }

    /** The same result, held for {@code why} instead. */
    public LadderResult heldFor(String why) {
        return new LadderResult(status, why, startId, rungs, fullWalkDepth, fullWalkMs, walked, teps, agreement);
    }

    /** Nothing measured, for the reason given. */
    public static LadderResult notMeasured(Status status, String reason) {
        return new LadderResult(status, reason, null, List.of(), null, null, null, null, Agreement.unchecked());
    }

    /**
     * One depth of the ladder.
     *
     * @param depth    the hops walked, at most
     * @param status   OK when answered; HELD when the engine did not answer within the call timeout, or failed
     * @param reason   why it was held; null when OK
     * @param reached  the distinct nodes reached, the start not counted; null when not answered
     * @param coldMs   the first call of the depth, timed apart
     * @param medianMs the median of the depth's timed calls; null when not answered
     * @param calls    the timed calls made
     */
    public record Rung(int depth, Status status, String reason, Long reached, Double coldMs, Double medianMs,
                       int calls) {
    }
}
