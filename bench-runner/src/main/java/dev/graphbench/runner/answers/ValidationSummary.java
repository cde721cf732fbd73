package dev.graphbench.runner.answers;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.results.PhaseResult;
import dev.graphbench.results.RawPhaseResult;
import dev.graphbench.results.Status;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What validating one engine against an answers file found: the content of
 * {@code validation-<engine>.json} in the validation's run folder, written again after every workload.
 *
 * @param formatVersion  the version of this file's shape, {@link #FORMAT_VERSION}
 * @param harnessVersion the graph-bench version that validated
 * @param runId          the validation's run id, the name of its folder
 * @param engine         the engine validated, by name
 * @param displayName    its name as reports print it
 * @param engineInfo     what the engine said it is; null when it never opened
 * @param settings       its settings as used, secrets shown as {@code ***}
 * @param answersFile    the answers file validated against, as given
 * @param answers        that file's header: what wrote it, and of which dataset
 * @param status         OK when the engine ran every call it supports; HELD when it could not run or stopped
 * @param reason         why it was held; null when OK
 * @param load           the load of the file's dataset into the engine, the loading phase's result; null before it
 * @param workloads      the verdict on each workload of the file, in the file's order
 * @param startedAt      when the validation of this engine began
 * @param endedAt        when it ended, or the last time the file was written
 */
public record ValidationSummary(int formatVersion, String harnessVersion, String runId, String engine,
                                String displayName, EngineInfo engineInfo, Map<String, String> settings,
                                String answersFile, AnswersHeader answers, Status status, String reason,
                                @JsonDeserialize(as = RawPhaseResult.class) PhaseResult load,
                                List<Verdict> workloads, Instant startedAt, Instant endedAt) {

    /** The version of the shape this build writes. */
    public static final int FORMAT_VERSION = 1;

    /** Copies the list and the settings. */
    public ValidationSummary {
        settings = settings == null ? Map.of() : Map.copyOf(settings);
        workloads = List.copyOf(workloads);
    }

    /** How a workload's calls compared with the file's. */
    public enum Outcome {
        /** Every call's answer was the file's. */
        AGREES,
        /** At least one call's answer was not. */
        DIFFERS,
        /** The engine does not run the workload. */
        UNSUPPORTED,
        /** Nothing to compare with: the file has no answer under the engine's path rule. */
        UNCHECKED,
        /** A call failed, or the engine could not run the workload; the detail says why. */
        HELD
    }

    /**
     * The verdict on one workload of the file.
     *
     * @param phase              the phase the file's calls were made in
     * @param workload           the workload's id
     * @param outcome            how its calls compared
     * @param calls              the calls the file holds for it
     * @param compared           the calls whose answers were compared
     * @param differing          the calls whose answers differ
     * @param firstDifferingCall the first differing call's number (in its thread, for the concurrent phase's
     *                           warm-up calls); null when none differs
     * @param detail             for a difference, where the first one is, its arguments and both answers; for
     *                           the others, why; null when every call agrees
     */
    public record Verdict(String phase, String workload, Outcome outcome, int calls, int compared, int differing,
                          Integer firstDifferingCall, String detail) {
    }

    /** Whether some workload's answers differ from the file's. */
    public boolean differs() {
        return workloads.stream().anyMatch(verdict -> verdict.outcome() == Outcome.DIFFERS);
    }

    /** Whether something was not validated: the engine held, its load failed, or a workload held. */
    public boolean incomplete() {
        return status != Status.OK || (load != null && load.incomplete())
                || workloads.stream().anyMatch(verdict -> verdict.outcome() == Outcome.HELD);
    }
}
