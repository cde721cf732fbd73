package dev.graphbench.phases.hops;

import dev.graphbench.api.PathSemantics;
import dev.graphbench.results.Agreement;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.Status;
import java.util.List;

/**
 * What the hops phase measured on one engine: from each of the run's {@code hops-people} seeded
 * people, the FOLLOWS paths of exactly 1, 2, 3 and 4 hops counted under the engine's own
 * {@link PathSemantics}, each after a warm pass the quickest of three calls. Every call is a row
 * of the CSV file {@link #file()}: {@code person,hops,paths,ms}.
 *
 * @param status         OK when every call was measured
 * @param reason         why it was held, unsupported or skipped; null when OK
 * @param semantics      how the engine counts paths: trails never repeat a relationship, walks may
 * @param file           the CSV file's name, beside the results file; null when nothing was measured
 * @param calls          the (person, hops) calls measured, each the quickest of three
 * @param coldMs         the first call of the warm pass, timed apart and left out of everything else
 * @param buckets        the calls by paths counted, median and 95th percentile of their ms, in ascending order
 * @param fit            the least-squares line through every call: ms = fixed + perPath * paths; null when
 *                       fewer than two distinct path counts were measured
 * @param agreement      each call's count compared with the reference engine's under the same semantics
 * @param semanticsNote  where walks and trails differ on these calls, by how much and why, naming the
 *                       engine; null when the reference did not count both
 */
public record HopsResult(Status status, String reason, PathSemantics semantics, String file, int calls, Double coldMs,
                         List<Bucket> buckets, Fit fit, Agreement agreement, String semanticsNote)
        implements PhaseResult {

    /** Copies the buckets. */
    public HopsResult {
        buckets = buckets == null ? List.of() : List.copyOf(buckets);
    }

    @Override
    public boolean measured() {
        return status == Status.OK;
    }

    @Override
    public boolean disagrees() {
        return PhaseResult.differs(agreement);
    }

    @Override
    public boolean incomplete() {
        return status == Status.HELD;
    }

    /** The same result, held for {@code why} instead. */
    public HopsResult heldFor(String why) {
        return new HopsResult(status, why, semantics, file, calls, coldMs, buckets, fit, agreement, semanticsNote);
    }

    /** Nothing measured, for the reason given. */
    public static HopsResult notMeasured(Status status, String reason, PathSemantics semantics) {
        return new HopsResult(status, reason, semantics, null, 0, null, List.of(), null, Agreement.unchecked(), null);
    }

    /**
     * The calls whose path count falls in {@code [minPaths, maxPaths)}.
     *
     * @param label    as the report prints it: {@code "100 to 1,000"}
     * @param minPaths the least path count in the bucket
     * @param maxPaths the first path count above it; null for the last, open bucket
     * @param calls    how many calls fell in it
     * @param medianMs their median ms; null when none did
     * @param p95Ms    their 95th percentile; null when none did
     */
    public record Bucket(String label, long minPaths, Long maxPaths, int calls, Double medianMs, Double p95Ms) {
    }

    /**
     * A least-squares line through (paths, ms) over every call of an engine.
     *
     * @param fixedMs       the intercept: what a call costs before it walks any path, in milliseconds
     * @param perPathMicros the slope: what each path adds, in microseconds
     * @param r2            the share of the variance in ms the line explains, 0 to 1
     */
    public record Fit(double fixedMs, double perPathMicros, double r2) {
    }
}
