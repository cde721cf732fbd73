package dev.graphbench.engine.reference;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.support.NamedStatements;
import java.util.Map;

/**
 * The pseudo-code of each query's Java computation, from {@code queries.txt}, for side-by-side reading.
 */
final class ReferenceDialect implements Dialect {

    private static final NamedStatements STATEMENTS = NamedStatements.queries(ReferenceDialect.class, "queries.txt",
            "//", "reference");

    @Override
    public String language() {
        return "Java";
    }

    @Override
    public Map<String, String> statements() {
        return STATEMENTS.all();
    }

    /** Walks by default; {@code hops} counts trails when asked to ({@link PathSemantics#ARGUMENT}). */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }
}
