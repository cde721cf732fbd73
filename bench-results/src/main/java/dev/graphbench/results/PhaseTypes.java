package dev.graphbench.results;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The type of each phase's result, by the phase's id: how a results file's phases are read as their own types.
 * The phases found say what they are; a phase not among them is kept as written.
 *
 * @param byId each phase's result type, by the phase's id, in the order the phases run
 */
public record PhaseTypes(Map<String, Class<? extends PhaseResult>> byId) {

    /** No phase known: every phase's result kept as written. */
    public static final PhaseTypes NONE = new PhaseTypes(Map.of());

    /** Copies the map, keeping its order. */
    public PhaseTypes {
        byId = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byId));
    }

    /** The type of phase {@code id}'s result; null when the phase is not known. */
    public Class<? extends PhaseResult> of(String id) {
        return byId.get(id);
    }
}
