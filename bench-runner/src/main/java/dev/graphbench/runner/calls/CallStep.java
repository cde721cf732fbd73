package dev.graphbench.runner.calls;

import dev.graphbench.api.Session;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Workload;
import java.util.List;
import java.util.Map;

/**
 * One call of a workload on a session, made the one way every part of a run makes it (the sequential
 * phases, the ladder, the hops, a validation, the settling pass, each thread of the concurrent phase): watched
 * for an answer that does not come; a write prepared before it, read back and undone after it, untimed; the call
 * alone timed; its answer made canonical when asked for. One step serves the calls of one session, one after
 * another, and keeps when the last began and ended, so that a loop times it without a new object a call.
 */
public final class CallStep {

    /**
     * What one call gave.
     *
     * @param nanos     how long the call took, the write's preparation and read-back left out
     * @param canonical its canonical answer (a write's: what it reads back); null when not asked for
     */
    public record Answered(long nanos, String canonical) {

        /** The call as the judge checks it. */
        public ReferenceAnswers.Call call(Map<String, Object> arguments) {
            return ReferenceAnswers.Call.of(arguments, canonical);
        }

        /** The digest of its canonical answer. */
        public String digest() {
            return Canonical.digest(canonical);
        }
    }

    private final Session session;
    private final CallWatch.Watched watched;
    private long began;
    private long ended;

    /** The calls made on {@code session}, watched by {@code watched}. */
    public CallStep(Session session, CallWatch.Watched watched) {
        this.session = session;
        this.watched = watched;
    }

    /**
     * Makes a call of {@code workload}.
     *
     * @param made      where a write's arguments go before its call, so that what it wrote can be deleted even
     *                  when the call fails; null when the caller keeps them itself
     * @param canonical whether to make the answer canonical (and read a write's back)
     */
    public Answered make(Workload workload, Map<String, Object> arguments, List<Map<String, Object>> made,
                         boolean canonical) {
        watched.begin();
        if (workload.writes()) {
            if (made != null) {
                made.add(arguments);
            }
            workload.prepare(session, arguments);
        }
        long nanos;
        Object answer;
        try {
            long start = System.nanoTime();
            answer = workload.call(session, arguments);
            nanos = Math.max(1, System.nanoTime() - start);
            if (canonical) {
                answer = workload.readBack(session, arguments, answer);
            }
        } finally {
            if (workload.writes()) {
                workload.after(session, arguments);
            }
        }
        watched.end();
        return new Answered(nanos, canonical ? workload.canonical(answer) : null);
    }

    /**
     * Makes a call of {@code workload} and nothing around it, as a thread of the concurrent phase does: when it
     * began and ended are kept ({@link #began()}, {@link #ended()}) whether it answered or threw.
     */
    public Object timed(Workload workload, Map<String, Object> arguments) {
        watched.begin();
        began = System.nanoTime();
        try {
            return workload.call(session, arguments);
        } finally {
            ended = System.nanoTime();
            watched.end();
        }
    }

    /** When the last timed call began, by {@link System#nanoTime()}. */
    public long began() {
        return began;
    }

    /** When the last timed call ended, answered or not. */
    public long ended() {
        return ended;
    }

    /** The session the calls are made on. */
    public Session session() {
        return session;
    }

    /** The watch on the session's calls. */
    public CallWatch.Watched watched() {
        return watched;
    }
}
