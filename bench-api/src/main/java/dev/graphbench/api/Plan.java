package dev.graphbench.api;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The engine's plan of one statement it sent, with the actual figures where the engine gives them,
 * from {@link Session#plan}: the plan as the engine gives it, and a summary every engine's plans take
 * alike, which the harness's rules read.
 *
 * @param statement the statement planned, as it was sent (parameters shown by name)
 * @param format    the form of {@code text}: {@code "json"} or {@code "text"}
 * @param text      the plan as the engine gives it
 * @param actual    whether the statement ran to give the plan, so that its operators have actual rows
 *                  (a write planned without running has estimates alone)
 * @param operators the plan's operators, depth first from the root, each with its depth
 * @param serverMs  the time the server says the statement took, in milliseconds; null when it says none
 * @param bytesReceived the bytes of the result rows' values as the client received them, counted when the
 *                  statement ran once more; null when the engine cannot tell (in process, or a client
 *                  that does not show them)
 */
public record Plan(String statement, String format, String text, boolean actual, List<PlanOperator> operators,
                   Double serverMs, Long bytesReceived) {

    /** Copies the operators. */
    public Plan {
        Objects.requireNonNull(statement, "statement");
        Objects.requireNonNull(text, "text");
        operators = operators == null ? List.of() : List.copyOf(operators);
    }

    /** A plan of an engine that cannot tell the bytes it received. */
    public Plan(String statement, String format, String text, boolean actual, List<PlanOperator> operators,
                Double serverMs) {
        this(statement, format, text, actual, operators, serverMs, null);
    }

    /** The operator that produced the most rows (actual where known, otherwise estimated); null for no operator. */
    public PlanOperator largest() {
        return operators.stream().max(Comparator.comparingDouble(PlanOperator::rows)).orElse(null);
    }
}
