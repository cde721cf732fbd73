package dev.graphbench.api;

import dev.graphbench.api.graph.ReferenceGraph;
import java.util.Map;

/**
 * How the in-memory reference engine answers a {@link Query}: Java over its graph. The reference engine
 * answers the catalogue's own queries itself; a query of a plugin's brings its answer along
 * ({@link Query#answeredBy}), so that the reference can judge every engine's answers to it too.
 */
@FunctionalInterface
public interface ReferenceAnswer {

    /**
     * The answer to one call.
     *
     * @param graph     the reference engine's graph, read only; it may be read by several threads at once
     * @param arguments the call's arguments, checked against the query's parameters
     */
    Answer answer(ReferenceGraph graph, Map<String, Object> arguments);
}
