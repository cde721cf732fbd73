package dev.graphbench.phases.concurrent;

import dev.graphbench.results.Agreement;
import dev.graphbench.results.Status;
import java.util.List;

/**
 * What the concurrent phase measured of one workload on one engine: the headline measurement at
 * the run's {@code threads} and the thread sweep at its {@code sweep} ({@link dev.graphbench.results.Method#options()}), one
 * {@link Throughput} per distinct thread count (the headline's count is measured once and serves
 * both).
 *
 * @param id           the workload's stable id, as in {@link dev.graphbench.results.WorkloadResult#id()}
 * @param title        its description, as the report prints it
 * @param status       OK when every measurement was taken; HELD, UNSUPPORTED or SKIPPED otherwise
 * @param reason       why it was held, unsupported or skipped; null when OK
 * @param measurements the measurements taken, by thread count ascending; those taken before a fault are kept
 * @param agreement    the warm-up calls' answers compared with the reference engine's for the same
 *                     threads and arguments (the timed calls are not digested, so as not to time the harness)
 * @param rates        the open-loop measurements at the run's {@code rate}s, by rate ascending; empty when
 *                     none were asked for
 * @param search       the search of {@code --rate auto} for the highest rate the engine sustains under the SLO; null
 *                     when none was asked for
 */
public record ConcurrencyResult(String id, String title, Status status, String reason, List<Throughput> measurements,
                                Agreement agreement, List<RateResult> rates, RateSearch search) {

    /** Copies the lists. */
    public ConcurrencyResult {
        measurements = measurements == null ? List.of() : List.copyOf(measurements);
        rates = rates == null ? List.of() : List.copyOf(rates);
    }

    /** A result without a rate search. */
    public ConcurrencyResult(String id, String title, Status status, String reason, List<Throughput> measurements,
                             Agreement agreement, List<RateResult> rates) {
        this(id, title, status, reason, measurements, agreement, rates, null);
    }

    /** A result of the closed loop alone. */
    public ConcurrencyResult(String id, String title, Status status, String reason, List<Throughput> measurements,
                             Agreement agreement) {
        this(id, title, status, reason, measurements, agreement, List.of());
    }

    /** A workload that was not measured, with the reason. */
    public static ConcurrencyResult notMeasured(String id, String title, Status status, String reason) {
        return new ConcurrencyResult(id, title, status, reason, List.of(), Agreement.unchecked());
    }

    /** The same result with {@code status} and {@code reason}, the measurements taken kept. */
    public ConcurrencyResult ended(Status status, String reason) {
        return new ConcurrencyResult(id, title, status, reason, measurements, agreement, rates, search);
    }

    /** The measurement at {@code threads} threads, or null. */
    public Throughput at(int threads) {
        return measurements.stream().filter(m -> m.threads() == threads).findFirst().orElse(null);
    }
}
