package dev.graphbench.results;

/**
 * How a workload's calls were sampled: when its warm-up ended and why, and when its timed calls stopped
 * and why, with the 95% confidence interval of the median they give.
 *
 * @param warmupCalls   the untimed calls made before the timed ones (the cold call among them)
 * @param warmupEnded   why the warm-up ended: {@code stable} (successive windows of calls stopped getting
 *                      faster), {@code time} (its time bound came first), {@code slow} (one call outlasted the
 *                      slow-call bound, so the warm-up was that call) or {@code cold} (a cold cycle's: none but the
 *                      cold call)
 * @param stopped       why the timed calls stopped: {@code precise} (the median was known to the precision asked),
 *                      {@code calls} (the most calls asked for were made), {@code time} (the time bound came first)
 *                      or {@code slow} (a slow statement, timed on a few calls)
 * @param precision     the precision asked for: the half-width of the median's interval over the median; 0 for none
 * @param medianLowMs   the low end of the median's 95% confidence interval (by order statistics); null with too few
 *                      calls to give one
 * @param medianHighMs  its high end; null likewise
 */
public record Sampling(int warmupCalls, String warmupEnded, String stopped, double precision, Double medianLowMs,
                       Double medianHighMs) {

    /** The warm-up ended once windows of calls stopped getting faster. */
    public static final String STABLE = "stable";
    /** The warm-up or the timed calls reached their time bound. */
    public static final String TIME = "time";
    /** A statement slower than the slow-call bound: warmed with one call, timed on a few. */
    public static final String SLOW = "slow";
    /** A cold cycle's workload: no warm-up but its first call. */
    public static final String COLD = "cold";
    /** The median was known to the precision asked. */
    public static final String PRECISE = "precise";
    /** Every call asked for was made. */
    public static final String CALLS = "calls";

    /**
     * The half-width of the median's interval over the median, given the median: 0.03 for plus or minus 3%;
     * null without an interval.
     */
    public Double relativeHalfWidth(double medianMs) {
        if (medianLowMs == null || medianHighMs == null || medianMs <= 0) {
            return null;
        }
        return (medianHighMs - medianLowMs) / 2 / medianMs;
    }

    /** Whether the interval is wider than the precision asked (or none was asked and there is one to show). */
    public boolean widerThanAsked(double medianMs) {
        Double halfWidth = relativeHalfWidth(medianMs);
        return halfWidth != null && precision > 0 && halfWidth > precision;
    }
}
