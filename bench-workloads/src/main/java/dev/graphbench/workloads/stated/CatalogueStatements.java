package dev.graphbench.workloads.stated;

import dev.graphbench.api.Query;
import java.util.Map;

/**
 * The statements catalogues bring for one engine, by query id: what the engine runs for those queries in place of
 * statements of its own.
 *
 * @param engine     the engine's name
 * @param statements each statement, by the id of its query, in catalogue order
 */
public record CatalogueStatements(String engine, Map<String, String> statements) {

    /** Copies the statements. */
    public CatalogueStatements {
        statements = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(statements));
    }

    /** {@code query} with the statement a catalogue brings for it, or as it is when none does. */
    public Query stated(Query query) {
        String statement = statements.get(query.id());
        return statement == null ? query : query.stated(statement);
    }
}
