package dev.graphbench.workloads.internal;

import dev.graphbench.api.PathSemantics;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference engine's canonical answer to every timed call, by workload, kept in memory for
 * the engines that run after it; with its answers to each thread's warm-up calls in the concurrent
 * phase, and its path counts, walks and trails, in the hops phase.
 */
public final class ReferenceAnswers {

    /** One call: its arguments and canonical answer. */
    record Call(String arguments, String answer, String digest) {
    }

    /** One call of the hops phase: its arguments, and the paths counted as walks and as trails. */
    record HopsCall(String arguments, long walks, long trails) {

        /** The paths counted under {@code semantics}. */
        long under(PathSemantics semantics) {
            return semantics == PathSemantics.TRAIL ? trails : walks;
        }
    }

    private final String engine;
    private final Map<String, List<Call>> calls = new HashMap<>();
    private final Map<String, String> unanswered = new HashMap<>();
    private final Map<String, Map<Integer, List<Call>>> warmups = new HashMap<>();
    private List<HopsCall> hops;

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

    /** Keeps thread {@code thread}'s warm-up answers to {@code workload}, unless some are kept already. */
    void putWarmups(String workload, int thread, List<Call> answers) {
        warmups.computeIfAbsent(workload, w -> new HashMap<>()).putIfAbsent(thread, List.copyOf(answers));
    }

    /** The reference's answers to thread {@code thread}'s warm-up calls of {@code workload}; null when it has none. */
    List<Call> warmups(String workload, int thread) {
        return warmups.getOrDefault(workload, Map.of()).get(thread);
    }

    void putHops(List<HopsCall> answers) {
        hops = List.copyOf(answers);
    }

    /** The reference's hops calls, in call order; null when it has none. */
    List<HopsCall> hops() {
        return hops;
    }
}
