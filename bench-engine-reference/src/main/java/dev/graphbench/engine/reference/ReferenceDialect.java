package dev.graphbench.engine.reference;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.support.NamedStatements;
import java.util.Optional;

/**
 * The pseudo-code of each query's Java computation, from {@code queries.txt}, for side-by-side reading:
 * every query but the object store's hand-written reads, which answer as an object store does, and
 * the reference has none to compare them with.
 */
final class ReferenceDialect implements Dialect {

    private static final NamedStatements STATEMENTS = NamedStatements.load(ReferenceDialect.class, "queries.txt", "//");

    @Override
    public String language() {
        return "Java";
    }

    @Override
    public Optional<String> statement(QueryId query) {
        return STATEMENTS.find(query);
    }

    /** Walks by default; {@link QueryId#HOPS} counts trails when asked to ({@link PathSemantics#ARGUMENT}). */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }
}
