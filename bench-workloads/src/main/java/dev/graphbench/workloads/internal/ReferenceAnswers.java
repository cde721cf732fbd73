package dev.graphbench.workloads.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference engine's canonical answer to every timed call, by workload, kept in memory for
 * the engines that run after it.
 */
public final class ReferenceAnswers {

    /** One call: its arguments and canonical answer. */
    record Call(String arguments, String answer, String digest) {
    }

    private final String engine;
    private final Map<String, List<Call>> calls = new HashMap<>();
    private final Map<String, String> unanswered = new HashMap<>();

    ReferenceAnswers(String engine) {
        this.engine = engine;
    }

    String engine() {
        return engine;
    }

    void put(String workload, List<Call> answers) {
        calls.put(workload, List.copyOf(answers));
    }

    void unanswered(String workload, String reason) {
        unanswered.put(workload, reason);
    }

    /** The reference's calls of {@code workload}; null when it has none. */
    List<Call> calls(String workload) {
        return calls.get(workload);
    }

    /** Why the reference has no answers for {@code workload}. */
    String whyUnanswered(String workload) {
        return unanswered.getOrDefault(workload, engine + " did not run " + workload);
    }
}
