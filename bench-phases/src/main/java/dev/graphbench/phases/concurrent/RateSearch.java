package dev.graphbench.phases.concurrent;

import java.util.Comparator;
import java.util.List;

/**
 * The search of {@code --rate auto} for the highest offered rate an engine sustains on a workload: the
 * highest whose p99 latency from the intended start stays under the SLO, with no call failed and the
 * schedule kept (not held). It starts at the closed loop's calls a second, halves until a rate meets the
 * SLO or doubles until one does not, bisects between the two until they are within {@link #PRECISION}, each
 * step a short window, and confirms the rate found with a window of the run's whole duration; a rate that
 * is not confirmed is the upper bound of a search below it, on full windows only.
 *
 * @param sloMs       the p99 limit, in milliseconds
 * @param stepSeconds the short windows' length
 * @param startRate   where the search started: the closed loop's calls a second at the run's threads
 * @param lowestRate  the lowest rate it may try; reached without a rate meeting the SLO, it ends without one
 * @param steps       each rate tried, in order, the confirming windows among them
 * @param rate        the rate found and confirmed; null when none was
 * @param confirmation the full window at {@code rate}, with its seconds and telemetry; null when none was confirmed
 * @param outcome     why no rate was found ({@link #NONE_MET}, the engine stopped answering, the steps ran out);
 *                    null when one was
 */
public record RateSearch(double sloMs, double stepSeconds, double startRate, double lowestRate, List<RateStep> steps,
                         Double rate, RateResult confirmation, String outcome) {

    /** The search ends once the highest rate met and the lowest not met are this close, over the former. */
    public static final double PRECISION = 0.05;
    /** The outcome when even the lowest rate tried did not meet the SLO. */
    public static final String NONE_MET = "no rate met the SLO";

    /** Copies the steps. */
    public RateSearch {
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    /** The lowest rate tried, whose figures a search that found none reports; null before any step. */
    public RateStep lowestStep() {
        return steps.stream().min(Comparator.comparingDouble(RateStep::rate)).orElse(null);
    }
}
