package dev.graphbench.results;

/**
 * Whether an engine's answers to a workload were the reference engine's.
 *
 * @param verdict            the outcome
 * @param reference          the engine compared against
 * @param firstDifferingCall the number (from 0) of the first call whose answer differs; null when none does
 * @param detail             for a disagreement, the arguments and both answers of that call; otherwise a note
 * @param compared           how many calls were compared with the reference's; null where not counted (files
 *                           written before it was)
 */
public record Agreement(Verdict verdict, String reference, Integer firstDifferingCall, String detail,
                        Integer compared) {

    /**
     * The judge named where no reference could answer and the engines' answers were compared with each other,
     * call by call, in place of an engine's name.
     */
    public static final String PEERS = "engines compared with each other";

    /** The outcome of a comparison. */
    public enum Verdict {
        /** Every call's answer was the reference's. */
        AGREES,
        /** At least one call's answer was not. */
        DISAGREES,
        /** There was nothing to compare against. */
        UNCHECKED,
        /**
         * These are the answers the others are checked against: the reference engine's own. (Files of
         * format 2 and before also marked so the first engine to answer what the reference did not,
         * {@code reference} then naming it.) With {@code reference} {@link #PEERS}: the first engine to answer what
         * no reference could, whose answers those after it are compared with.
         */
        REFERENCE
    }

    /** An agreement whose calls compared were not counted. */
    public Agreement(Verdict verdict, String reference, Integer firstDifferingCall, String detail) {
        this(verdict, reference, firstDifferingCall, detail, null);
    }

    /** All calls agreed with {@code reference}, how many not counted. */
    public static Agreement agrees(String reference) {
        return new Agreement(Verdict.AGREES, reference, null, null);
    }

    /** All {@code compared} calls agreed with {@code reference}; {@code detail} says how they were compared. */
    public static Agreement agrees(String reference, int compared, String detail) {
        return new Agreement(Verdict.AGREES, reference, null, detail, compared);
    }

    /** Call {@code call} was the first to differ from {@code reference}, after {@code compared} calls compared. */
    public static Agreement disagrees(String reference, int call, String detail, int compared) {
        return new Agreement(Verdict.DISAGREES, reference, call, detail, compared);
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
