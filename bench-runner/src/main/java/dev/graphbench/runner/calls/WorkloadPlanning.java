package dev.graphbench.runner.calls;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Plan;
import dev.graphbench.api.Session;
import dev.graphbench.results.Failures;
import dev.graphbench.results.Histograms;
import dev.graphbench.results.WorkloadPlans;
import dev.graphbench.workloads.core.Workload;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Takes the engine's plans of one call of a workload, once, after its timed calls, so that no timed
 * figure includes them. A read is planned with its first timed call's arguments, the same in every run
 * of a dataset; a write with arguments of its own, added to those whose writes are deleted after the phase.
 * A plan that fails is no failure of the workload: its plans say why there is none.
 */
final class WorkloadPlanning {

    private final EngineContext context;

    WorkloadPlanning(EngineContext context) {
        this.context = context;
    }

    /**
     * The plans of {@code workload}'s call with {@code read} (a read) or fresh arguments (a write, added to
     * {@code made} and prepared first), through {@code watched}'s session.
     */
    WorkloadPlans take(Workload workload, Session session, CallWatch.Watched watched, Map<String, Object> read,
                       List<Map<String, Object>> made) {
        if (context.support().dialect().plans().isEmpty()) {
            return WorkloadPlans.none(context.name() + " gives no plans");
        }
        Object[] answer = new Object[1];
        long start = System.nanoTime();
        try {
            Map<String, Object> arguments = read;
            watched.begin();
            if (workload.writes()) {
                arguments = workload.arguments(context.arguments(), workload.stream() + "/plan", 1).getFirst();
                made.add(arguments);
                workload.prepare(session, arguments);
            }
            Map<String, Object> asked = arguments;
            // A write undone at once is undone before the engine plans it again: its plan then finds the graph as
            // the call did, and takes no lock the call still holds.
            List<Plan> plans = session.plan(() -> {
                try {
                    answer[0] = workload.call(session, asked);
                } finally {
                    if (workload.writes()) {
                        workload.after(session, asked);
                    }
                }
            });
            return new WorkloadPlans(asked, plans, rows(answer[0]), null, Histograms.millis(System.nanoTime() - start));
        } catch (RuntimeException e) {
            return WorkloadPlans.none(context.name() + " gave no plan: " + Failures.oneLine(watched.explain(e)),
                    Histograms.millis(System.nanoTime() - start));
        } finally {
            watched.end();
        }
    }

    /** The rows of an answer, the objects of a list, one for any other object, none for no object. */
    private static long rows(Object answer) {
        return switch (answer) {
            case null -> 0;
            case Answer rows -> rows.rows().size();
            case Collection<?> objects -> objects.size();
            default -> 1;
        };
    }
}
