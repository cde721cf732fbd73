package dev.graphbench.results;

import java.util.List;

/**
 * What one workload measured on one engine.
 *
 * @param id          the workload's stable id
 * @param phase       the phase it belongs to
 * @param title       its description, as the report prints it
 * @param status      whether it was measured
 * @param reason      why it was held, unsupported or skipped; null when OK
 * @param coldMs      the first call, timed apart and left out of {@code latency}; null when not run
 * @param latency     the timed calls; null unless OK
 * @param digest      a digest of every timed call's canonical answer, in call order
 * @param callDigests each call's answer digest, so a report can name the first call that differs
 * @param agreement   the comparison with the reference engine
 * @param twinOf      for the hand-written twin of an object store read, that read's id; null otherwise
 * @param plans       the engine's plans of one call, taken after the timed calls; null when not asked for,
 *                    or in files written before plans were kept
 * @param sampling    how its calls were sampled: why the warm-up and the timed calls stopped, the median's interval;
 *                    null when not measured, or in files written before it was kept
 */
public record WorkloadResult(String id, String phase, String title, Status status, String reason, Double coldMs,
                             Latency latency, String digest, List<String> callDigests, Agreement agreement,
                             String twinOf, WorkloadPlans plans, Sampling sampling) {

    /** A workload without its sampling. */
    public WorkloadResult(String id, String phase, String title, Status status, String reason, Double coldMs,
                          Latency latency, String digest, List<String> callDigests, Agreement agreement,
                          String twinOf, WorkloadPlans plans) {
        this(id, phase, title, status, reason, coldMs, latency, digest, callDigests, agreement, twinOf, plans, null);
    }

    /** A workload without plans. */
    public WorkloadResult(String id, String phase, String title, Status status, String reason, Double coldMs,
                          Latency latency, String digest, List<String> callDigests, Agreement agreement,
                          String twinOf) {
        this(id, phase, title, status, reason, coldMs, latency, digest, callDigests, agreement, twinOf, null, null);
    }

    /** A workload that was not measured, with the reason. */
    public static WorkloadResult notMeasured(String id, String phase, String title, Status status, String reason,
                                             String twinOf) {
        return new WorkloadResult(id, phase, title, status, reason, null, null, null, List.of(), Agreement.unchecked(),
                twinOf);
    }

    /** The same result, held for {@code why} instead. */
    public WorkloadResult heldFor(String why) {
        return new WorkloadResult(id, phase, title, status, why, coldMs, latency, digest, callDigests, agreement, twinOf,
                plans, sampling);
    }
}
