package dev.graphbench.phases.concurrent;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.calls.CallStep;
import dev.graphbench.runner.calls.CallWatch;
import dev.graphbench.runner.calls.ReferenceAnswers;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One thread's session in a concurrent measurement, watched for calls that go unanswered, with its
 * warm-up calls made and their answers kept for checking. Opened and closed by the thread that uses it.
 */
final class WarmedSession implements AutoCloseable {

    private final List<ReferenceAnswers.Call> warmups = new ArrayList<>();
    private Session session;
    private CallWatch.Watched watched;
    private CallStep step;
    private String setupFailure;

    /** Opens a session of {@code engine} and makes the first {@code calls} of {@code arguments} on it, untimed. */
    static WarmedSession open(Engine engine, CallWatch watch, Workload workload, List<Map<String, Object>> arguments,
                              int calls) {
        WarmedSession warmed = new WarmedSession();
        try {
            warmed.session = engine.openSession();
        } catch (RuntimeException e) {
            warmed.setupFailure = "opening its session failed: " + Failures.oneLine(e);
            return warmed;
        }
        warmed.watched = watch.on(warmed.session);
        warmed.step = new CallStep(warmed.session, warmed.watched);
        Map<String, Object> current = null;
        try {
            for (int i = 0; i < calls; i++) {
                current = arguments.get(i);
                warmed.warmups.add(warmed.step.make(workload, current, null, true)
                        .call(current));
            }
        } catch (RuntimeException e) {
            warmed.setupFailure = "warm-up call (" + Canonical.arguments(current) + ") failed: "
                    + Failures.oneLine(warmed.watched.explain(e));
        }
        return warmed;
    }

    /** Whether it is ready for timed calls: the session opened and every warm-up call was answered. */
    boolean ready() {
        return setupFailure == null;
    }

    /** Why it is not ready, or null. */
    String setupFailure() {
        return setupFailure;
    }

    /** The warm-up calls answered, in order. */
    List<ReferenceAnswers.Call> warmups() {
        return warmups;
    }

    Session session() {
        return session;
    }

    /** The watch on its calls: {@code begin} and {@code end} around each. */
    CallWatch.Watched watched() {
        return watched;
    }

    /** How its timed calls are made: the one way every call of a run is. */
    CallStep step() {
        return step;
    }

    @Override
    public void close() {
        if (watched != null) {
            watched.close();
        }
        if (session == null) {
            return;
        }
        try {
            session.close();
        } catch (RuntimeException e) {
            // The window is closed and counted; a session that will not close changes none of it.
            return;
        }
    }
}
