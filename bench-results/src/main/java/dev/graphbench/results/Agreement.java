package dev.graphbench.results;

/**
 * Whether an engine's answers to a workload were the reference engine's.
 *
 * @param verdict            the outcome
 * @param reference          the engine compared against
 * @param firstDifferingCall the number (from 0) of the first call whose answer differs; null when none does
 * @param detail             for a disagreement, the arguments and both answers of that call; otherwise a note
 */
public record Agreement(Verdict verdict, String reference, Integer firstDifferingCall, String detail) {

    /** The outcome of a comparison. */
    public enum Verdict {
        /** Every call's answer was the reference's. */
        AGREES,
        /** At least one call's answer was not. */
        DISAGREES,
        /** There was nothing to compare against. */
        UNCHECKED,
        /**
         * These are the answers the others are checked against: the reference engine's own, or, for a
         * workload the reference does not answer, those of the first engine that did ({@code
         * reference} then names it).
         */
        REFERENCE
    }

    /** All calls agreed with {@code reference}. */
    public static Agreement agrees(String reference) {
        return new Agreement(Verdict.AGREES, reference, null, null);
    }

    /** Call {@code call} was the first to differ from {@code reference}. */
    public static Agreement disagrees(String reference, int call, String detail) {
        return new Agreement(Verdict.DISAGREES, reference, call, detail);
    }

    /** Nothing to compare against. */
    public static Agreement unchecked() {
        return unchecked(null);
    }

    /** Nothing to compare against, for the reason given. */
    public static Agreement unchecked(String why) {
        return new Agreement(Verdict.UNCHECKED, null, null, why);
    }

    /** The answers are the reference's own. */
    public static Agreement ofReference() {
        return new Agreement(Verdict.REFERENCE, null, null, null);
    }
}
