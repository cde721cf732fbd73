package dev.graphbench.workloads.report;

import dev.graphbench.api.results.Agreement;
import java.util.ArrayList;
import java.util.List;

/** The line under a table saying whether every engine's answers agreed, or where the first did not. */
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

    static String of(List<Checked> checks) {
        List<String> disagreements = new ArrayList<>();
        List<String> unchecked = new ArrayList<>();
        int compared = 0;
        for (Checked check : checks) {
            Agreement agreement = check.agreement();
            switch (agreement.verdict()) {
                case AGREES -> compared++;
                case DISAGREES -> disagreements.add(check.engine() + " disagrees with " + agreement.reference() + " on "
                        + check.workload() + ", first at " + agreement.detail());
                case UNCHECKED -> unchecked.add(check.engine() + " on " + check.workload());
                case REFERENCE -> {
                }
            }
        }
        if (!disagreements.isEmpty()) {
            return "ANSWERS DIFFER: " + String.join("; ", disagreements);
        }
        if (compared == 0 && unchecked.isEmpty()) {
            return "Only the reference engine ran: its answers are the ones every other engine's are checked against.";
        }
        if (compared == 0) {
            return "Answers not checked: " + String.join(", ", unchecked) + " had no reference answers to compare with.";
        }
        return "Every engine's answers agree with the reference engine's on every call compared"
                + (unchecked.isEmpty() ? "." : "; not checked: " + String.join(", ", unchecked) + ".");
    }
}
