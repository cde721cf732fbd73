package com.example.graphbench.gremlin;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.support.NamedStatements;
import java.util.Map;

/** The engine's queries, Gremlin scripts in {@code queries.groovy}: a query without one there is unsupported. */
final class GremlinDialect implements Dialect {

    private final NamedStatements statements = NamedStatements.queries(GremlinDialect.class, "queries.groovy", "//",
            "gremlin");

    @Override
    public String language() {
        return "Gremlin";
    }

    @Override
    public Map<String, String> statements() {
        return statements.all();
    }

    /** {@code repeat(out())} may go over one edge twice. */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }
}
