package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import java.util.List;
import java.util.Map;

/**
 * Where the schema's and the loader's own statements run: over Bolt, or in the transactions of the Neo4j in
 * this JVM. Each statement runs in a transaction of its own, of the kind {@code CALL { } IN TRANSACTIONS}
 * may run in (auto-commit over Bolt, implicit in process).
 */
interface CypherRunner {

    /** Runs {@code statement} with {@code parameters} bound, and gives its rows, each column by name. */
    List<Map<String, Object>> run(String statement, Map<String, Object> parameters);

    /** Runs {@code statement}, and gives how many constraints it added. */
    int constraintsAdded(String statement);

    /** The one-line explanation of {@code failure} of a statement run while {@code doing} something. */
    EngineException failure(RuntimeException failure, String doing);
}
