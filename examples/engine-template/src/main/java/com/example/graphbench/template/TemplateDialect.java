package com.example.graphbench.template;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.support.NamedStatements;
import java.util.Optional;

/**
 * The engine's statements, from {@code queries.txt} beside this class: a query is supported when that
 * file has a statement named by its id ({@code // name: one-hop}), and reported unsupported otherwise.
 */
public final class TemplateDialect implements Dialect {

    private final NamedStatements statements = NamedStatements.load(TemplateDialect.class, "queries.txt", "//");

    @Override
    public String language() {
        // Your statements' language: "Cypher", "SQL", "Gremlin", ...
        return "Template";
    }

    @Override
    public Optional<String> statement(QueryId query) {
        return statements.find(query);
    }

    /** Whether your statements' variable-length paths may walk one relationship twice (SQL joins) or not (Cypher). */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }
}
