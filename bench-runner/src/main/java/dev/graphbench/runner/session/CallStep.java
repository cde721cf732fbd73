package dev.graphbench.runner.session;

import dev.graphbench.api.Session;
import dev.graphbench.workloads.Workload;
import dev.graphbench.workloads.WriteWorkload;
import dev.graphbench.workloads.answers.Canonical;
import java.util.List;
import java.util.Map;

/**
 * One call of a workload on a session, made the one way every part of a run makes it (the sequential
 * phases, a validation, each thread's warm-up in the concurrent phase and the mix): watched for an answer
 * that does not come; a write prepared before it and read back after it, untimed; the call alone timed;
 * its answer made canonical when asked for.
 */
final class CallStep {

    /**
     * What one call gave.
     *
     * @param nanos     how long the call took, the write's preparation and read-back left out
     * @param canonical its canonical answer (a write's: what it reads back); null when not asked for
     */
    record Answered(long nanos, String canonical) {

        /** The call as the judge checks it. */
        ReferenceAnswers.Call call(Map<String, Object> arguments) {
            return ReferenceAnswers.Call.of(arguments, canonical);
        }

        /** The digest of its canonical answer. */
        String digest() {
            return Canonical.digest(canonical);
        }
    }

    private CallStep() {
    }

    /**
     * Makes the call.
     *
     * @param made      where a write's arguments go before its call, so that what it wrote can be deleted even
     *                  when the call fails; null when the caller keeps them itself
     * @param canonical whether to make the answer canonical (and read a write's back)
     */
    static Answered make(Session session, CallWatch.Watched watched, Workload workload, Map<String, Object> arguments,
                         List<Map<String, Object>> made, boolean canonical) {
        WriteWorkload write = workload instanceof WriteWorkload w ? w : null;
        watched.begin();
        if (write != null) {
            if (made != null) {
                made.add(arguments);
            }
            write.prepare(session, arguments);
        }
        long start = System.nanoTime();
        Object answer = workload.call(session, arguments);
        long nanos = Math.max(1, System.nanoTime() - start);
        if (write != null && canonical) {
            answer = write.readBack(session, arguments);
        }
        watched.end();
        return new Answered(nanos, canonical ? workload.canonical(answer) : null);
    }
}
