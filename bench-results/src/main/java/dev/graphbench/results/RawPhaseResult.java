package dev.graphbench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.UncheckedIOException;

/**
 * A phase's result as a results file holds it, not yet read as the phase's type: what a file gives before its
 * phases are known, and keeps for a phase that is not installed here (a plugin's), so that nothing in it is lost
 * when the file is written again.
 */
public final class RawPhaseResult implements PhaseResult {

    private final JsonNode json;
    /** The result read as a phase's type, once asked for. */
    private volatile PhaseResult typed;

    /** The result written as {@code json}. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public RawPhaseResult(JsonNode json) {
        this.json = json;
    }

    /** The result as written. */
    @JsonValue
    public JsonNode json() {
        return json;
    }

    @Override
    public boolean measured() {
        return json.path("measured").asBoolean(false);
    }

    /**
     * The result read as {@code type}, once.
     *
     * @throws UncheckedIOException when it is not one of that type, naming the type
     */
    public <R extends PhaseResult> R as(Class<R> type) {
        PhaseResult read = typed;
        if (read == null || !type.isInstance(read)) {
            try {
                read = ResultsFiles.mapper().treeToValue(json, type);
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException("a phase's result is not a " + type.getSimpleName() + ": "
                        + e.getOriginalMessage(), e);
            }
            typed = read;
        }
        return type.cast(read);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RawPhaseResult raw && raw.json.equals(json);
    }

    @Override
    public int hashCode() {
        return json.hashCode();
    }

    @Override
    public String toString() {
        return json.toString();
    }
}
