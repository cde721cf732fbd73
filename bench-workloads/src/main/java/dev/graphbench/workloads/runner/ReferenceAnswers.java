package dev.graphbench.workloads.runner;

import dev.graphbench.api.PathSemantics;
import dev.graphbench.results.Agreement;
import dev.graphbench.workloads.EngineCatalog;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The answers every engine of a run is checked against, kept in memory for the engines that run
 * after: for each workload, the reference engine's canonical answer to every timed call, or, for a
 * workload the reference does not answer (the object store's), the answers of the first engine that
 * answered it in this run. Likewise each thread's warm-up answers in the concurrent phase. The hops
 * phase's path counts are the reference's alone: only it counts both as walks and as trails.
 */
public final class ReferenceAnswers {

    /** The longest answer text kept for a disagreement's message; the digest compares whole answers. */
    private static final int SHOWN_CHARACTERS = 1_000;

    /** One call: its arguments and canonical answer (shortened, for messages) and the whole answer's digest. */
    record Call(String arguments, String answer, String digest) {

        /** A call, its answer text kept short. */
        static Call of(String arguments, String answer, String digest) {
            return new Call(arguments, answer.length() <= SHOWN_CHARACTERS ? answer
                    : answer.substring(0, SHOWN_CHARACTERS) + "...", digest);
        }
    }

    /**
     * One engine's answers to a workload.
     *
     * @param engine the engine that gave them
     * @param calls  its timed calls
     */
    record Answers(String engine, List<Call> calls) {
    }

    /** One call of the hops phase: its arguments, and the paths counted as walks and as trails. */
    record HopsCall(String arguments, long walks, long trails) {

        /** The paths counted under {@code semantics}. */
        long under(PathSemantics semantics) {
            return semantics == PathSemantics.TRAIL ? trails : walks;
        }
    }

    /** One engine's warm-up answers to a concurrent workload, by thread. */
    record Warmups(String engine, Map<Integer, List<Call>> threads) {
    }

    private final String reference;
    private final Map<String, Answers> calls = new HashMap<>();
    private final Map<String, String> unanswered = new HashMap<>();
    private final Map<String, Warmups> warmups = new HashMap<>();
    private List<HopsCall> hops;

    /** Answers for a run, empty until its engines answer; the reference engine is the catalog's. */
    public ReferenceAnswers() {
        this(EngineCatalog.REFERENCE);
    }

    /** Answers for a run whose reference engine is named {@code reference}. */
    ReferenceAnswers(String reference) {
        this.reference = reference;
    }

    /**
     * The agreement of the engine whose answers to {@code workload} are the ones the others are
     * checked against: the reference's own, or the first engine's to answer what the reference does not.
     */
    static Agreement first(EngineContext context, String workload) {
        return first(context.name(), context.isReference(), workload);
    }

    /** As {@link #first(EngineContext, String)}, for engine {@code engine}. */
    static Agreement first(String engine, boolean isReference, String workload) {
        if (isReference) {
            return Agreement.ofReference();
        }
        return new Agreement(Agreement.Verdict.REFERENCE, engine, null, "the reference engine does not answer "
                + workload + ", so " + engine + ", the first engine to answer it in this run, is the one later"
                + " engines are checked against");
    }

    /** The reference engine's name. */
    String reference() {
        return reference;
    }

    /**
     * Keeps {@code answers}, {@code engine}'s to {@code workload}, as the ones later engines are
     * checked against, unless some are kept already.
     */
    void putIfFirst(String workload, String engine, List<Call> answers) {
        calls.putIfAbsent(workload, new Answers(engine, List.copyOf(answers)));
    }

    /** Records why the reference did not answer {@code workload}. */
    void unanswered(String workload, String reason) {
        unanswered.put(workload, reason);
    }

    /** The answers to {@code workload} later engines are checked against; null when none has answered it yet. */
    Answers answers(String workload) {
        return calls.get(workload);
    }

    /** Why the reference did not answer {@code workload}, or null when it was not asked. */
    String whyUnanswered(String workload) {
        return unanswered.get(workload);
    }

    /**
     * Keeps {@code engine}'s answers to thread {@code thread}'s warm-up calls of {@code workload}, as
     * the ones later engines are checked against, unless another engine's are kept already or this
     * thread's are.
     */
    void putWarmups(String workload, String engine, int thread, List<Call> answers) {
        Warmups kept = warmups.computeIfAbsent(workload, w -> new Warmups(engine, new HashMap<>()));
        if (kept.engine().equals(engine)) {
            kept.threads().putIfAbsent(thread, List.copyOf(answers));
        }
    }

    /** The engine whose warm-up answers to {@code workload} are kept; null when none. */
    String warmupsEngine(String workload) {
        Warmups kept = warmups.get(workload);
        return kept == null ? null : kept.engine();
    }

    /** The kept answers to thread {@code thread}'s warm-up calls of {@code workload}; null when none. */
    List<Call> warmups(String workload, int thread) {
        Warmups kept = warmups.get(workload);
        return kept == null ? null : kept.threads().get(thread);
    }

    /** Keeps the reference's hops calls. */
    void putHops(List<HopsCall> answers) {
        hops = List.copyOf(answers);
    }

    /** The reference's hops calls, in call order; null when it has none. */
    List<HopsCall> hops() {
        return hops;
    }
}
