package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.support.NamedStatements;
import java.util.Optional;

/**
 * The hand-written queries in Cypher, from {@code queries.cypher}, and the Cypher Drivine writes
 * for the object store's reads.
 */
final class CypherDialect implements Dialect {

    static final CypherDialect INSTANCE = new CypherDialect();

    private CypherDialect() {
    }

    private final NamedStatements queries = NamedStatements.load(CypherDialect.class, "queries.cypher", "//");

    @Override
    public String language() {
        return "Cypher";
    }

    @Override
    public Optional<String> statement(QueryId query) {
        return queries.find(query);
    }

    /** Cypher matches each relationship at most once per path. */
    @Override
    public PathSemantics paths() {
        return PathSemantics.TRAIL;
    }

    @Override
    public Optional<String> objectStatement(ObjectCall call) {
        return Optional.of(DrivineStatements.of(call));
    }

    @Override
    public String objectStatementSource() {
        return "Drivine";
    }
}
