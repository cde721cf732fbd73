package dev.graphbench.phases.ladder;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Session;
import dev.graphbench.api.UnsupportedException;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.options.RunOption;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Failures;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.Status;
import dev.graphbench.runner.answers.AnswersLog;
import dev.graphbench.runner.calls.CallLoop;
import dev.graphbench.runner.calls.CallStep;
import dev.graphbench.runner.calls.Calls;
import dev.graphbench.runner.calls.EngineContext;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The depth ladder on one engine: from one start, each depth's reach answered first (the cold call,
 * timed apart), then timed up to {@value #TIMED_CALLS} times, the median kept, as long as the depth's calls have not
 * spent {@code --max-seconds} (a depth whose walk outlasts it is timed once); depth doubling until a depth
 * reaches nothing new, or until an engine does not answer a depth within the call timeout, which holds
 * the ladder at that depth with the reason. Each depth's count is checked against the reference's; the
 * full walk's time and the relationships it walks (the reference's count) give its edges a second.
 */
final class LadderMeasurement {

    /** Timed calls a depth, after its cold one: a deep walk can take seconds, a quick one is a median of few. */
    static final int TIMED_CALLS = 3;

    private final EngineContext context;
    private final CallLoop loop;
    private final AnswersLog answers;
    private final Workload workload;

    /** The ladder of {@code workload} on {@code loop}'s engine. */
    LadderMeasurement(CallLoop loop, Workload workload) {
        this.context = loop.context();
        this.loop = loop;
        this.answers = loop.answers();
        this.workload = workload;
    }

    LadderResult run() {
        String name = context.name();
        if (!workload.supportedBy(context.support())) {
            return LadderResult.notMeasured(Status.UNSUPPORTED, name + " does not support " + Queries.REACH.id());
        }
        List<Map<String, Object>> calls = workload.arguments(context.arguments(), workload.id(), 0);
        String start = (String) calls.getFirst().get("startId");
        loop.started(workload.id(), 1L + (long) calls.size() * TIMED_CALLS);
        List<LadderResult.Rung> rungs = new ArrayList<>();
        List<ReferenceAnswers.Call> answered = new ArrayList<>();
        Status status = Status.OK;
        String reason = null;
        Calls session = null;
        try (Calls opened = loop.open()) {
            session = opened;
            Long previous = null;
            for (int i = 0; i < calls.size(); i++) {
                Map<String, Object> call = calls.get(i);
                int depth = ((Number) call.get("hops")).intValue();
                LadderResult.Rung rung;
                try {
                    rung = rung(session, call, depth, previous);
                } catch (UnsupportedException e) {
                    throw e;
                } catch (RuntimeException e) {
                    reason = Calls.failed("depth " + depth, null, session, e);
                    rungs.add(new LadderResult.Rung(depth, Status.HELD, reason, null, null, null, 0));
                    status = Status.HELD;
                    break;
                }
                rungs.add(rung);
                String canonical = workload.canonical(Answer.ofCount(rung.reached()));
                answers.write(LadderPhase.ID, workload, null, i, call, canonical);
                answered.add(ReferenceAnswers.Call.of(call, canonical));
                if (rung.reached().equals(previous)) {
                    break;
                }
                previous = rung.reached();
            }
        } catch (UnsupportedException e) {
            return LadderResult.notMeasured(Status.UNSUPPORTED, Failures.oneLine(e));
        } catch (RuntimeException e) {
            status = Status.HELD;
            reason = Calls.failed("the ladder's session", null, session, e);
        }
        return result(status, reason, start, rungs, answered);
    }

    /**
     * One depth: its cold call, then its timed calls, each answering the same, until {@value #TIMED_CALLS} or until
     * the depth's calls have spent {@code --max-seconds}, after one timed call at least: at the depths where a walk
     * takes a minute, three more would cost more than every other depth together. A depth whose cold call reaches
     * what the depth before reached ({@code previous}) ends the ladder and is not timed again: it walked again what
     * that depth walked, so its one call is its figure.
     */
    private LadderResult.Rung rung(Calls session, Map<String, Object> call, int depth, Long previous) {
        long started = System.nanoTime();
        long bound = (long) (context.get(RunOption.MAX_SECONDS) * 1e9);
        CallStep.Answered cold = session.make(workload, call, null, true);
        long reached = count(cold.canonical());
        loop.called();
        if (previous != null && previous == reached) {
            double once = Histograms.millis(cold.nanos());
            return new LadderResult.Rung(depth, Status.OK, null, reached, once, once, 1);
        }
        long[] nanos = new long[TIMED_CALLS];
        int timed = 0;
        while (timed < TIMED_CALLS && (timed == 0 || System.nanoTime() - started < bound)) {
            CallStep.Answered answered = session.make(workload, call, null, true);
            nanos[timed++] = answered.nanos();
            if (count(answered.canonical()) != reached) {
                throw new IllegalStateException("depth " + depth + " reached " + reached + " nodes, then "
                        + count(answered.canonical()) + " on a call of the same");
            }
            loop.called();
        }
        long[] taken = Arrays.copyOf(nanos, timed);
        Arrays.sort(taken);
        return new LadderResult.Rung(depth, Status.OK, null, reached, Histograms.millis(cold.nanos()),
                Histograms.millis(median(taken)), timed);
    }

    /** The median of sorted {@code values}: the middle one, or the mean of the two middle ones. */
    private static double median(long[] values) {
        int middle = values.length / 2;
        return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2.0;
    }

    /** The reference engine's own count of the relationships a walk walks: it is not seated as the judge yet. */
    private Long ownCount(Map<String, Object> walk) {
        try (Session session = context.engine().openSession()) {
            return session.execute(Queries.REACH_RELATIONSHIPS, walk).count();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The count of a canonical answer {@code [[n]]}. */
    private static long count(String canonical) {
        return Long.parseLong(canonical.substring(2, canonical.length() - 2));
    }

    private LadderResult result(Status status, String reason, String start, List<LadderResult.Rung> rungs,
                                List<ReferenceAnswers.Call> answered) {
        Agreement agreement = context.judge().check(context.name(), workload, answered);
        List<LadderResult.Rung> answeredRungs = rungs.stream().filter(rung -> rung.status() == Status.OK).toList();
        boolean walkedAll = status == Status.OK && answeredRungs.size() >= 2
                && answeredRungs.getLast().reached().equals(answeredRungs.get(answeredRungs.size() - 2).reached());
        if (!walkedAll) {
            return new LadderResult(status, reason, start, rungs, null, null, null, null, agreement);
        }
        long all = answeredRungs.getLast().reached();
        LadderResult.Rung full = answeredRungs.stream().filter(rung -> rung.reached() == all).findFirst().orElseThrow();
        Map<String, Object> walk = Map.of("startId", start, "hops", (long) full.depth());
        Long walked = context.isReference() ? ownCount(walk) : context.judge().count(Queries.REACH_RELATIONSHIPS, walk);
        Double teps = walked == null || full.medianMs() <= 0 ? null : walked / (full.medianMs() / 1000);
        return new LadderResult(status, reason, start, rungs, full.depth(), full.medianMs(), walked, teps, agreement);
    }
}
