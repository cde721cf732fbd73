package dev.graphbench.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * What one phase measured on one engine: a record of the phase's own, kept in a results file under the phase's id
 * ({@link EngineRun#phases()}) and read back as the phase's type ({@link EngineRun#phase}). A file read where the
 * phase that wrote it is not installed keeps it as it was written ({@link RawPhaseResult}).
 */
public interface PhaseResult {

    /**
     * Whether it measured anything at all: a results file that measured nothing (its engine could not be reached) is
     * passed over by the report. Written into the file, so that it is known without the phase's type.
     */
    @JsonProperty("measured")
    boolean measured();

    /**
     * Every workload it timed call by call, in report order: what the tables over every workload (cold and warm
     * cycles, plans) and {@code bench compare} read. None for a phase whose figures are of another kind.
     */
    @JsonIgnore
    default List<WorkloadResult> timed() {
        return List.of();
    }

    /** Whether some engine's answer differed from the judge's. */
    @JsonIgnore
    default boolean disagrees() {
        return false;
    }

    /** Whether something asked for was not measured in full: held, a call failed, a search found nothing. */
    @JsonIgnore
    default boolean incomplete() {
        return false;
    }

    /** Whether {@code agreement} is a disagreement. */
    static boolean differs(Agreement agreement) {
        return agreement != null && agreement.verdict() == Agreement.Verdict.DISAGREES;
    }
}
