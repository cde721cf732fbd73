package com.example.graphbench.gremlin;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.support.NamedStatements;
import java.util.Optional;

/** The engine's queries, Gremlin scripts in {@code queries.groovy}: a query without one there is unsupported. */
final class GremlinDialect implements Dialect {

    private final NamedStatements statements = NamedStatements.load(GremlinDialect.class, "queries.groovy", "//");

    @Override
    public String language() {
        return "Gremlin";
    }

    @Override
    public Optional<String> statement(QueryId query) {
        return statements.find(query);
    }

    /** {@code repeat(out())} may go over one edge twice. */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }
}
