package dev.graphbench.runner.calls;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Session;
import dev.graphbench.results.Failures;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Workload;
import java.util.List;
import java.util.Map;

/**
 * A session of an engine whose calls are all watched and made one way ({@link CallStep}), and whose failures are
 * told one way: where the call was, with its arguments, and what failed, or that no answer came in time.
 */
public final class Calls implements AutoCloseable {

    private final Session session;
    private final CallWatch.Watched watched;
    private final CallStep step;

    private Calls(Session session, CallWatch.Watched watched) {
        this.session = session;
        this.watched = watched;
        this.step = new CallStep(session, watched);
    }

    /** A session of {@code engine}, watched by {@code watch} until closed. */
    public static Calls open(Engine engine, CallWatch watch) {
        Session session = engine.openSession();
        return new Calls(session, watch.on(session));
    }

    /** Makes one call: see {@link CallStep#make}. */
    public CallStep.Answered make(Workload workload, Map<String, Object> arguments, List<Map<String, Object>> made,
                                  boolean canonical) {
        return step.make(workload, arguments, made, canonical);
    }

    /** The session. */
    public Session session() {
        return session;
    }

    /** The watch on the session's calls. */
    public CallWatch.Watched watched() {
        return watched;
    }

    /** Whether a call was ended for want of an answer; the session is then unusable. */
    public boolean timedOut() {
        return watched.timedOut();
    }

    /** {@code failure}, or that the call had no answer in time when that is why it failed. */
    public RuntimeException explain(RuntimeException failure) {
        return watched.explain(failure);
    }

    /**
     * Why a call failed, in the one line a results file and a user see: {@code call 3 (personId=p7) failed: ...},
     * the arguments left out when there are none.
     */
    public String failed(String where, Map<String, Object> arguments, RuntimeException failure) {
        return failed(where, arguments, this, failure);
    }

    /** As {@link #failed(String, Map, RuntimeException)}, of a session that may not have opened ({@code calls} null). */
    public static String failed(String where, Map<String, Object> arguments, Calls calls, RuntimeException failure) {
        return where + (arguments == null || arguments.isEmpty() ? "" : " (" + Canonical.arguments(arguments) + ")")
                + " failed: " + Failures.oneLine(calls == null ? failure : calls.explain(failure));
    }

    @Override
    public void close() {
        try {
            session.close();
        } finally {
            watched.close();
        }
    }
}
