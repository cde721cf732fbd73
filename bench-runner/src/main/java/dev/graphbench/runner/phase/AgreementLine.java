package dev.graphbench.runner.phase;

import dev.graphbench.results.Agreement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The line under a table saying who judged its answers and what was found: the reference engine, every
 * engine's answers compared with its own call by call, with how many calls each engine had compared; or
 * where the first answer differed. What no reference could answer is judged by the engines' answers compared with
 * each other, and the line says so. (Files of format 2 and before could name the first engine to answer a
 * workload the reference did not; such a judge is named as it was.)
 */
public final class AgreementLine {

    /**
     * One comparison shown in a table.
     *
     * @param engine    the engine compared
     * @param workload  what it ran, as the line names it
     * @param agreement how its answers compared
     */
    public record Checked(String engine, String workload, Agreement agreement) {
    }

    private AgreementLine() {
    }

    /** The line for {@code checks}, in a run whose judge is {@code judge}. */
    public static String of(List<Checked> checks, String judge) {
        List<String> disagreements = new ArrayList<>();
        List<String> unchecked = new ArrayList<>();
        Set<String> against = new LinkedHashSet<>();
        Map<String, Long> comparedCalls = new LinkedHashMap<>();
        boolean counted = true;
        boolean judgedByPeers = false;
        boolean byOthers = false;
        for (Checked check : checks) {
            Agreement agreement = check.agreement();
            boolean peers = Agreement.PEERS.equals(agreement.reference());
            judgedByPeers |= peers;
            switch (agreement.verdict()) {
                case AGREES -> {
                    if (!peers) {
                        against.add(agreement.reference());
                        byOthers = true;
                    }
                    comparedCalls.merge(check.engine(), agreement.compared() == null ? 0L : agreement.compared(),
                            Long::sum);
                    counted &= agreement.compared() != null;
                }
                case DISAGREES -> disagreements.add(check.engine() + " differs from " + agreement.reference() + " on "
                        + check.workload() + ", first at " + agreement.detail());
                case UNCHECKED -> unchecked.add(check.engine() + " on " + check.workload()
                        + (agreement.detail() == null ? "" : " (" + agreement.detail() + ")"));
                case REFERENCE -> {
                    if (agreement.reference() != null && !peers) {
                        against.add(agreement.reference());
                    }
                }
            }
        }
        if (!disagreements.isEmpty()) {
            return "ANSWERS DIFFER: " + String.join("; ", disagreements);
        }
        String notChecked = unchecked.isEmpty() ? "" : "; not checked: " + String.join(", ", unchecked);
        against.remove(judge);
        if (comparedCalls.isEmpty() && unchecked.isEmpty() && !against.isEmpty()) {
            return "Answers not checked: the reference engine did not answer these, and only " + String.join(", ", against)
                    + " did (a file of an earlier graph-bench)" + ".";
        }
        if (comparedCalls.isEmpty() && unchecked.isEmpty()) {
            return judgedByPeers ? "Only one engine answered what the reference engine cannot: nothing to compare its"
                    + " answers with." : "Only the reference engine ran: it is the judge every other engine's answers are"
                    + " checked against.";
        }
        if (comparedCalls.isEmpty()) {
            return "Answers not checked: " + String.join(", ", unchecked) + ".";
        }
        String judges = against.isEmpty() ? "the reference engine" : "the reference engine and, where it answered"
                + " nothing, " + String.join(", ", against) + " (a file of an earlier graph-bench)";
        if (judgedByPeers) {
            judges = (byOthers ? judges + "; where it could not answer, by " : "") + Agreement.PEERS
                    + " (no independent judge was available)";
        }
        String calls = counted ? " (" + comparedCalls.entrySet().stream()
                .map(entry -> entry.getKey() + " " + String.format(Locale.ROOT, "%,d", entry.getValue()))
                .collect(Collectors.joining(", ")) + " calls compared)" : "";
        return "Judged by " + judges + ": every answer agrees, call by call" + calls + notChecked + ".";
    }
}
