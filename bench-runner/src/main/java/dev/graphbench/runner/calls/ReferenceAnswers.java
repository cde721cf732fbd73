package dev.graphbench.runner.calls;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.Failures;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.workloads.VariantWorkload;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Expected;
import dev.graphbench.workloads.core.Support;
import dev.graphbench.workloads.core.Workload;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The judge of a run: the reference engine, kept open once its own measurement is done, answering
 * whatever any other engine was asked, call by call, after that engine's timed calls, as each workload says it is
 * judged ({@link Workload#judged}): a read by the reference's answer to the same call; an object store read by
 * its answer to the read's hand-written twin, which answers the same document; a write by what it was asked to
 * write; a mix call by the same, member by member. What a phase of the reference's own measured for the engines
 * after it to be judged by (the hops' path counts, which only it counts both as walks and as trails) is kept too
 * ({@link #keep}). What the reference cannot answer (a workload folder's statements) is judged by the engines'
 * answers compared with each other, or by an answers file given ({@link #expect}): {@link PeerAnswers}.
 */
public final class ReferenceAnswers implements AutoCloseable {

    /** The longest answer text a disagreement's message shows; the digest compares whole answers. */
    private static final int SHOWN_CHARACTERS = 1_000;
    /** The most answers the judge keeps; beyond them the least recently asked is forgotten. */
    private static final int KEPT_ANSWERS = 20_000;
    /** The longest answer the judge keeps; a longer one is asked again whenever it is needed. */
    private static final int KEPT_CHARACTERS = 10_000;

    /**
     * One call: its arguments, its canonical answer and that answer's digest. The answer is kept whole: a
     * concurrent thread's warm-up answers are written to the answers file from it, which bench validate reads.
     */
    public record Call(Map<String, Object> arguments, String answer, String digest) {

        /** A call and its answer. */
        public static Call of(Map<String, Object> arguments, String answer) {
            return new Call(arguments, answer, Canonical.digest(answer));
        }

        /** The arguments as reports print them. */
        String shownArguments() {
            return Canonical.arguments(arguments);
        }
    }

    private final String reference;
    /** The reference engine, when the judge closes it at the end; null when its caller owns it. */
    private Engine engine;
    private Session session;
    private Support support;
    private String absent = "the reference engine did not run";
    /** What the reference's phases kept for judging the engines after it, by what they called it. */
    private final Map<String, Object> kept = new ConcurrentHashMap<>();
    /** The judge of what the reference cannot answer. */
    private final PeerAnswers peers = new PeerAnswers();
    /**
     * The reference's answers to the reads it was asked, by workload, query and arguments: every engine, cycle and
     * concurrent thread is given the same arguments, and the reference's graph does not change once it is seated, so a
     * walk of seconds is asked of it once, not once per engine and cycle.
     */
    private final Map<Read, String> answered = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Read, String> eldest) {
            return size() > KEPT_ANSWERS;
        }
    };

    /** A read the reference is asked: its workload, its query and its arguments. */
    private record Read(String workload, String query, Map<String, Object> arguments) {
    }

    /** A judge for a run, absent until the reference engine is seated; the reference engine is the catalog's. */
    public ReferenceAnswers() {
        this(EngineCatalog.REFERENCE);
    }

    /** A judge whose reference engine is named {@code reference}. */
    public ReferenceAnswers(String reference) {
        this.reference = reference;
    }

    /** The reference engine's name. */
    public String reference() {
        return reference;
    }

    /**
     * Seats the reference engine, loaded and measured, as the judge of the engines after it.
     *
     * @param owned whether the judge closes the engine at the end ({@link #close}); not when the run's caller
     *              opened it
     */
    public synchronized void seat(Engine reference, Support support, boolean owned) {
        this.engine = owned ? reference : null;
        this.support = support;
        this.session = reference.openSession();
        answered.clear();
    }

    /** Records why the reference engine cannot judge, for the engines after it. */
    public synchronized void absent(String why) {
        absent = why;
    }

    /**
     * Makes {@code file}'s answers (an answers file of an earlier run, which the user trusts) the judge of what the
     * reference cannot answer, in place of the engines' answers compared with each other.
     */
    public synchronized void expect(AnswersFile file) {
        peers.expect(file);
    }

    /** Whether an engine is seated. */
    public synchronized boolean seated() {
        return session != null;
    }

    /** What checking calls found: the agreement, and how many calls were compared. */
    public record Checked(Agreement agreement, int compared) {
    }

    /**
     * Whether {@code engine}'s answers to {@code calls} of {@code workload} are the reference's: every call
     * compared, the first that differs named with its arguments and both answers.
     */
    public synchronized Agreement check(String engine, Workload workload, List<Call> calls) {
        return compare(engine, workload, calls).agreement();
    }

    /** As {@link #check}, with the number of calls compared. */
    public synchronized Checked compare(String engine, Workload workload, List<Call> calls) {
        if (engine.equals(reference)) {
            return new Checked(Agreement.ofReference(), 0);
        }
        // A write of its own is judged by what it was asked to write, with no engine asked; a mix's calls are its
        // members', and it is judged as a read is.
        // A variant is judged by the reference's answer to its workload's own query, which the reference runs.
        Workload judging = workload instanceof VariantWorkload variant ? variant.of() : workload;
        if (support != null && workload.members().isEmpty() && workload.query().isPresent()
                && !judging.supportedBy(support)) {
            // The reference has no statement for it (a workload folder's): the engines are compared with each other.
            return peers.compare(engine, workload, calls);
        }
        boolean write = workload.writes() && workload.members().isEmpty();
        if (!write && session == null) {
            return new Checked(Agreement.unchecked(absent + ", so no answer of " + workload.id() + " is checked"), 0);
        }
        int compared = 0;
        for (int i = 0; i < calls.size(); i++) {
            Call call = calls.get(i);
            String expected;
            try {
                expected = expected(workload, call.arguments());
            } catch (RuntimeException e) {
                return new Checked(Agreement.unchecked("the reference engine could not answer " + workload.id() + " ("
                        + call.shownArguments() + "): " + Failures.oneLine(e)), compared);
            }
            if (expected == null) {
                continue;
            }
            compared++;
            if (!Canonical.digest(expected).equals(call.digest())) {
                return new Checked(Agreement.disagrees(reference, i, "call " + i + " (" + call.shownArguments() + "): "
                        + (write ? "the write was asked to leave " : reference + " answered ") + shown(expected) + ", "
                        + engine + " answered " + shown(call.answer()), compared), compared);
            }
        }
        if (compared == 0) {
            return new Checked(Agreement.unchecked("no call of " + workload.id() + " has an answer the reference can"
                    + " judge"), 0);
        }
        return new Checked(Agreement.agrees(reference, compared, compared + " calls compared"
                + (write ? " with what each write was asked to write" : "")), compared);
    }

    /** The canonical answer {@code workload}'s call must give; null when none can be asked for (a mix's write). */
    private String expected(Workload workload, Map<String, Object> arguments) {
        return switch (workload.judged(arguments)) {
            case Expected.Given given -> given.canonical();
            case Expected.Unchecked unchecked -> null;
            case Expected.Asked asked -> {
                if (!asked.workload().supportedBy(support)) {
                    throw new IllegalStateException("the reference engine does not support " + asked.workload().id());
                }
                Read key = new Read(asked.workload().id(), asked.workload().query().map(Query::id).orElse(""),
                        new HashMap<>(asked.arguments()));
                String known = answered.get(key);
                if (known != null) {
                    yield known;
                }
                String answer = asked.workload().canonical(asked.workload().call(session, asked.arguments()));
                if (answer.length() <= KEPT_CHARACTERS) {
                    answered.put(key, answer);
                }
                yield answer;
            }
        };
    }

    /** The reference's count for a call of {@code query}; null when no reference engine is seated, or it fails. */
    public synchronized Long count(Query query, Map<String, Object> arguments) {
        if (session == null) {
            return null;
        }
        try {
            return session.execute(query, arguments).count();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Keeps {@code value}, what a phase of the reference's measured, as {@code key}, for the engines after it. */
    public void keep(String key, Object value) {
        kept.put(key, value);
    }

    /** What a phase of the reference's kept as {@code key}; null when it kept nothing. */
    public <T> T kept(String key, Class<T> type) {
        return type.cast(kept.get(key));
    }

    /** Closes the reference engine's session and the engine, when one was seated. */
    @Override
    public synchronized void close() {
        if (session != null) {
            session.close();
            session = null;
        }
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }

    static String shown(String answer) {
        return answer.length() <= SHOWN_CHARACTERS ? answer : answer.substring(0, SHOWN_CHARACTERS) + "...";
    }
}
