package dev.graphbench.engine.falkordb;

import dev.graphbench.api.Query;
import dev.graphbench.api.support.Literals;
import java.util.List;
import java.util.Map;

/**
 * The command a FalkorDB session sends for a query, for the harness's own benchmarks ({@code bench perf},
 * module {@code bench-perf}) to send the same from a plain client: the engine keeps its statements and
 * their parameters' encoding. Not part of the engine SPI: the engine itself is reached through
 * {@link FalkorDbProvider}.
 */
public final class FalkorDbQueryText {

    private FalkorDbQueryText() {
    }

    /**
     * The arguments of the {@code GRAPH.RO_QUERY} a session sends for {@code query} on graph {@code graph}:
     * the graph, the statement with its parameters bound in front, and {@code --compact}, which jfalkordb
     * adds to every query.
     *
     * @throws IllegalArgumentException when FalkorDB has no statement for {@code query}
     */
    public static List<String> readOnlyQuery(String graph, Query query, Map<String, ?> arguments) {
        String statement = Literals.write(query, FalkorDbDialect.INSTANCE.statement(query)
                .orElseThrow(() -> new IllegalArgumentException("falkordb has no statement for " + query)), arguments);
        return List.of("GRAPH.RO_QUERY", graph, CypherParameters.bind(statement, arguments), "--compact");
    }
}
