package dev.graphbench.report;

import dev.graphbench.results.Agreement;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The line under a table saying whether every engine's answers agreed, or where the first did not,
 * and whose answers they were checked against: the reference engine's, or, where it answers
 * nothing (the object store's workloads), the first engine's to answer.
 */
final class AgreementLine {

    /**
     * One comparison shown in a table.
     *
     * @param engine    the engine compared
     * @param workload  what it ran, as the line names it
     * @param agreement how its answers compared
     */
    record Checked(String engine, String workload, Agreement agreement) {
    }

    private AgreementLine() {
    }

    /** The line for {@code checks}, in a run whose judge is {@code judge}. */
    static String of(List<Checked> checks, String judge) {
        List<String> disagreements = new ArrayList<>();
        List<String> unchecked = new ArrayList<>();
        Set<String> against = new LinkedHashSet<>();
        Set<String> firsts = new LinkedHashSet<>();
        int compared = 0;
        for (Checked check : checks) {
            Agreement agreement = check.agreement();
            switch (agreement.verdict()) {
                case AGREES -> {
                    compared++;
                    against.add(agreement.reference());
                }
                case DISAGREES -> disagreements.add(check.engine() + " disagrees with " + agreement.reference() + " on "
                        + check.workload() + ", first at " + agreement.detail());
                case UNCHECKED -> unchecked.add(check.engine() + " on " + check.workload());
                case REFERENCE -> {
                    if (agreement.reference() != null) {
                        firsts.add(agreement.reference());
                    }
                }
            }
        }
        if (!disagreements.isEmpty()) {
            return "ANSWERS DIFFER: " + String.join("; ", disagreements);
        }
        String notChecked = unchecked.isEmpty() ? "" : "; not checked: " + String.join(", ", unchecked);
        if (compared == 0 && !firsts.isEmpty()) {
            return "Answers not checked: the reference engine does not answer these, and only " + String.join(", ", firsts)
                    + " did" + notChecked + ".";
        }
        if (compared == 0 && unchecked.isEmpty()) {
            return "Only the reference engine ran: its answers are the ones every other engine's are checked against.";
        }
        if (compared == 0) {
            return "Answers not checked: " + String.join(", ", unchecked) + " had no reference answers to compare with.";
        }
        boolean byReference = against.remove(judge);
        if (against.isEmpty()) {
            return "Every engine's answers agree with the reference engine's on every call compared" + notChecked + ".";
        }
        String others = String.join(", ", against);
        return "Every engine's answers agree on every call compared, checked against " + (byReference
                ? "the reference engine's and, where it answers nothing, " + others + "'s (the first engine to answer)"
                : others + " (the reference engine does not answer these, so the first engine to answer is the judge)")
                + notChecked + ".";
    }
}
