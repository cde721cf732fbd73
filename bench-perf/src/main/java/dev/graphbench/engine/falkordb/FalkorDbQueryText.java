package dev.graphbench.engine.falkordb;

import dev.graphbench.api.Query;
import dev.graphbench.api.support.Literals;
import dev.graphbench.catalogue.Queries;
import java.util.List;
import java.util.Map;

/**
 * The command a FalkorDB session sends for a query, for a plain client to send the same: in the
 * engine's package, which keeps the statements and their parameters' encoding to the engine.
 */
public final class FalkorDbQueryText {

    private FalkorDbQueryText() {
    }

    /**
     * The arguments of the {@code GRAPH.RO_QUERY} a session sends for {@code query} on graph {@code graph}:
     * the graph, the statement with its parameters bound in front, and {@code --compact}, which jfalkordb
     * adds to every query.
     */
    public static List<String> readOnlyQuery(String graph, Query query, Map<String, ?> arguments) {
        String statement = Literals.write(query, FalkorDbDialect.INSTANCE.statement(query)
                .orElseThrow(() -> new IllegalArgumentException("falkordb has no statement for " + query)), arguments);
        return List.of("GRAPH.RO_QUERY", graph, CypherParameters.bind(statement, arguments), "--compact");
    }
}
