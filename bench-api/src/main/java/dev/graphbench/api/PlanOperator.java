package dev.graphbench.api;

import java.util.Objects;

/**
 * One operator of a {@link Plan}, in terms every engine's plans share.
 *
 * @param depth         its depth in the plan's tree, the root 0; its children follow it, one deeper
 * @param name          the engine's name for it: {@code NodeByLabelScan}, {@code Seq Scan}, {@code Label Scan}
 * @param detail        what it works on (a label, table, index or expression), as the engine words it; may be empty
 * @param estimatedRows the rows the planner expected it to produce; null when the engine gives none
 * @param actualRows    the rows it produced (over all its loops); null when the statement did not run
 */
public record PlanOperator(int depth, String name, String detail, Double estimatedRows, Long actualRows) {

    /** An operator with no detail reads as one with an empty detail. */
    public PlanOperator {
        Objects.requireNonNull(name, "name");
        detail = detail == null ? "" : detail;
    }

    /** The rows it produced, or the estimate when it did not run; 0 when neither is known. */
    public double rows() {
        return actualRows != null ? actualRows : estimatedRows != null ? estimatedRows : 0;
    }
}
