package dev.graphbench.phases.concurrent;

import dev.graphbench.options.RunOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The search of {@code --rate auto} for the highest offered rate an engine sustains on a workload, as
 * {@link RateSearch} describes it: from the closed loop's calls a second, halving until a rate meets the
 * SLO (down to {@link #HALVINGS} halvings) or doubling until one does not (up to {@link RunOption#MAX_RATE}),
 * then bisecting until the highest rate met and the lowest not met are within {@link RateSearch#PRECISION};
 * each step a short window, the rate found confirmed by a window of the run's whole duration. A rate the
 * full window does not confirm is one not met, and shows that short windows overstate what the engine
 * sustains (a queue that grows slowly at a rate a little above it): the search goes on below it with full
 * windows only, none of the short ones' rates trusted, and the highest a full window meets is the rate found.
 * At most {@link #MOST_WINDOWS} windows in all.
 */
final class SustainableRate {

    /** How far below the closed loop's calls a second the search may go: 2^6, to 1/64 of it. */
    static final int HALVINGS = 6;
    /** The most windows a search takes, confirmations among them. */
    static final int MOST_WINDOWS = 30;
    /** The longest a searching window lasts; half the run's duration when that is shorter. */
    static final double STEP_SECONDS = 2;

    /** Measures one open-loop window at a rate. */
    interface Windows {

        /**
         * The window at {@code rate} calls a second for {@code seconds}; null when the engine can no longer be
         * measured (it stopped answering), which ends the search.
         */
        Window measure(double rate, double seconds, boolean confirming);
    }

    /**
     * What a window gave.
     *
     * @param result      its figures; null when its pool could not start
     * @param threads     its pool's threads
     * @param setupFailure why its pool could not start (a session that could not open: a rate that needs more
     *                    sessions than the engine's connection pool holds); null when it started
     */
    record Window(RateResult result, int threads, String setupFailure) {
    }

    private final double sloMs;
    private final double startRate;
    private final double stepSeconds;
    private final double fullSeconds;
    private final double lowestRate;
    private final List<RateStep> steps = new ArrayList<>();

    /**
     * A search under {@code sloMs} from {@code startRate} calls a second (the closed loop's), whose searching
     * windows last {@code stepSeconds} and whose confirming one {@code fullSeconds}.
     */
    SustainableRate(double sloMs, double startRate, double stepSeconds, double fullSeconds) {
        this.sloMs = sloMs;
        this.startRate = Math.min(startRate, RunOption.MAX_RATE);
        this.stepSeconds = stepSeconds;
        this.fullSeconds = fullSeconds;
        this.lowestRate = this.startRate / (1 << HALVINGS);
    }

    /** The searching windows' length for a run of {@code durationSeconds}. */
    static double stepSeconds(double durationSeconds) {
        return Math.min(STEP_SECONDS, durationSeconds / 2);
    }

    /** Searches through {@code windows}; {@code progress} is given the search so far after each window. */
    RateSearch run(Windows windows, Consumer<RateSearch> progress) {
        if (!(startRate > 0)) {
            return result(null, null, "the closed loop made no successful call a second to start the search from");
        }
        Double met = null;
        // The full window at the rate met, when it was one: that rate is then confirmed.
        RateResult metOnFullWindow = null;
        Double unmet = null;
        boolean fullWindows = false;
        boolean confirming = false;
        double rate = startRate;
        while (steps.size() < MOST_WINDOWS) {
            boolean full = confirming || fullWindows;
            double seconds = full ? fullSeconds : stepSeconds;
            Window window = windows.measure(rate, seconds, full);
            if (window == null) {
                return result(null, null, "the search ended after " + steps.size() + " windows: the engine stopped"
                        + " answering");
            }
            RateResult result = window.result();
            RateStep step = result == null ? new RateStep(rate, seconds, full, window.threads(), 0, 0, 0, null,
                    RateStep.NOT_STARTED + window.threads() + " threads could not start: " + window.setupFailure())
                    : step(result, seconds, full);
            steps.add(step);
            progress.accept(result(null, null, null));
            if (step.unmet() == null) {
                if (met == null || rate >= met) {
                    met = rate;
                    metOnFullWindow = full ? result : null;
                }
            } else {
                unmet = unmet == null ? rate : Math.min(unmet, rate);
                if (confirming) {
                    // The short windows overstated what the engine sustains: none of theirs is trusted any more,
                    // and every window from here is a full one, its own confirmation.
                    fullWindows = true;
                    met = null;
                    metOnFullWindow = null;
                }
            }
            confirming = false;
            Double next = next(met, unmet);
            if (next != null) {
                rate = next;
            } else if (met == null) {
                return result(null, null, RateSearch.NONE_MET);
            } else if (metOnFullWindow != null) {
                return result(met, metOnFullWindow, null);
            } else {
                rate = met;
                confirming = true;
            }
        }
        return result(null, null, "the search took its " + MOST_WINDOWS + " windows without confirming a rate");
    }

    /**
     * The next rate to try: half the lowest not met while none was met, twice the highest met while none was
     * missed, else halfway between them; null when the search has nothing left to try there (the bounds are
     * reached, or the two are within the precision), so that the highest met is to be confirmed, if any.
     */
    private Double next(Double met, Double unmet) {
        if (met == null) {
            // The lowest rate was the halvings' last: a little under it is rounding, not a rate of its own.
            return unmet / 2 >= lowestRate * (1 - 1e-9) ? unmet / 2 : null;
        }
        if (unmet == null) {
            return met < RunOption.MAX_RATE ? Math.min(met * 2, RunOption.MAX_RATE) : null;
        }
        return (unmet - met) / met > RateSearch.PRECISION ? (met + unmet) / 2 : null;
    }

    private RateStep step(RateResult result, double seconds, boolean confirming) {
        return new RateStep(result.targetRate(), seconds, confirming, result.threads(), result.calls(),
                result.failedCalls(), result.missedCalls(), result.latency(), unmet(result));
    }

    /** Why {@code result} does not meet the SLO; null when it does. */
    private String unmet(RateResult result) {
        if (result.held() != null) {
            return RateStep.HELD + result.held();
        }
        if (result.failedCalls() > 0) {
            return String.format(Locale.ROOT, "%,d %s failed", result.failedCalls(),
                    result.failedCalls() == 1 ? "call" : "calls");
        }
        if (result.latency() == null) {
            return "no call succeeded";
        }
        if (result.latency().p99Ms() >= sloMs) {
            return String.format(Locale.ROOT, "p99 %s ms, not under the %s ms SLO", milliseconds(result.latency().p99Ms()),
                    RunOption.plain(sloMs));
        }
        return null;
    }

    private static String milliseconds(double ms) {
        return ms >= 10 ? String.format(Locale.ROOT, "%.0f", ms) : String.format(Locale.ROOT, "%.2f", ms);
    }

    private RateSearch result(Double rate, RateResult confirmation, String outcome) {
        return new RateSearch(sloMs, stepSeconds, startRate, lowestRate, steps, rate, confirmation, outcome);
    }
}
