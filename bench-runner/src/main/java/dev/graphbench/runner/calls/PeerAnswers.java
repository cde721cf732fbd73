package dev.graphbench.runner.calls;

import dev.graphbench.results.Agreement;
import dev.graphbench.runner.answers.AnswersFile;
import dev.graphbench.workloads.answers.Canonical;
import dev.graphbench.workloads.core.Workload;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The judge of what the reference engine cannot answer (a workload folder's statements): each engine's answers
 * compared, call by call, with those of every engine that answered the same workload before it, since call {@code k}
 * asks every engine the same. No answer is trusted for being the most common: an engine that differs is named with
 * the engines it differs from and those it agrees with, the first differing call, its arguments and both answers.
 * An answers file given as the judge ({@code --expected}) replaces the comparison: every engine is compared with it.
 */
final class PeerAnswers {

    /** What the line under a table and a result name as the judge of such answers. */
    static final String PEERS = Agreement.PEERS;

    /** Each workload's answered calls, by engine, in the order the engines ran. */
    private final Map<String, Map<String, List<ReferenceAnswers.Call>>> answered = new HashMap<>();
    /** The answers file judging instead, by workload and call; null when the engines are compared with each other. */
    private Map<String, Map<Integer, String>> expected;
    private String expectedFile;

    /** Makes {@code file}'s answers the judge. */
    void expect(AnswersFile file) {
        expected = new HashMap<>();
        expectedFile = file.file().getFileName().toString();
        for (AnswersFile.Calls calls : file.workloads()) {
            Map<Integer, String> byCall = expected.computeIfAbsent(calls.workload().id(), id -> new HashMap<>());
            for (AnswersFile.Call call : calls.calls()) {
                if (call.thread() == null) {
                    byCall.putIfAbsent(call.call(), call.answer());
                }
            }
        }
    }

    /** {@code engine}'s answers to {@code calls} of {@code workload}, compared. */
    ReferenceAnswers.Checked compare(String engine, Workload workload, List<ReferenceAnswers.Call> calls) {
        if (expected != null) {
            return againstFile(engine, workload, calls);
        }
        Map<String, List<ReferenceAnswers.Call>> earlier = answered.computeIfAbsent(workload.id(),
                id -> new LinkedHashMap<>());
        earlier.remove(engine);
        List<String> agreeing = new ArrayList<>();
        List<String> differing = new ArrayList<>();
        String firstDiffering = null;
        int firstCall = Integer.MAX_VALUE;
        int compared = 0;
        for (Map.Entry<String, List<ReferenceAnswers.Call>> other : earlier.entrySet()) {
            List<ReferenceAnswers.Call> theirs = other.getValue();
            int common = Math.min(theirs.size(), calls.size());
            int differs = -1;
            for (int i = 0; i < common && differs < 0; i++) {
                if (!theirs.get(i).digest().equals(calls.get(i).digest())) {
                    differs = i;
                }
            }
            compared = Math.max(compared, common);
            if (differs < 0) {
                agreeing.add(other.getKey());
            } else {
                differing.add(other.getKey());
                if (differs < firstCall) {
                    firstCall = differs;
                    firstDiffering = other.getKey();
                }
            }
        }
        earlier.put(engine, List.copyOf(calls));
        if (earlier.size() == 1) {
            return new ReferenceAnswers.Checked(new Agreement(Agreement.Verdict.REFERENCE, PEERS, null, "the first engine"
                    + " to answer " + workload.id() + ": those after it are compared with its answers", calls.size()), 0);
        }
        if (differing.isEmpty()) {
            return new ReferenceAnswers.Checked(Agreement.agrees(PEERS, compared, compared + " calls compared with "
                    + String.join(", ", agreeing) + "'s; no independent judge was available"), compared);
        }
        ReferenceAnswers.Call call = calls.get(firstCall);
        String detail = "call " + firstCall + " (" + call.shownArguments() + "): " + firstDiffering + " answered "
                + ReferenceAnswers.shown(earlier.get(firstDiffering).get(firstCall).answer()) + ", " + engine
                + " answered " + ReferenceAnswers.shown(call.answer()) + "; " + engine
                + (agreeing.isEmpty() ? " agrees with no engine before it" : " agrees with " + String.join(", ", agreeing))
                + " (no independent judge was available)";
        return new ReferenceAnswers.Checked(Agreement.disagrees(String.join(", ", differing), firstCall, detail,
                compared), compared);
    }

    private ReferenceAnswers.Checked againstFile(String engine, Workload workload, List<ReferenceAnswers.Call> calls) {
        Map<Integer, String> answers = expected.getOrDefault(workload.id(), Map.of());
        int compared = 0;
        for (int i = 0; i < calls.size(); i++) {
            String answer = answers.get(i);
            if (answer == null) {
                continue;
            }
            compared++;
            ReferenceAnswers.Call call = calls.get(i);
            if (!Canonical.digest(answer).equals(call.digest())) {
                return new ReferenceAnswers.Checked(Agreement.disagrees(expectedFile, i, "call " + i + " ("
                        + call.shownArguments() + "): " + expectedFile + " holds " + ReferenceAnswers.shown(answer) + ", "
                        + engine + " answered " + ReferenceAnswers.shown(call.answer()), compared), compared);
            }
        }
        if (compared == 0) {
            return new ReferenceAnswers.Checked(Agreement.unchecked(expectedFile + " holds no answer of " + workload.id()
                    + "'s calls"), 0);
        }
        return new ReferenceAnswers.Checked(Agreement.agrees(expectedFile, compared, compared + " calls compared with "
                + expectedFile), compared);
    }
}
