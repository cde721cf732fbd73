package com.example.graphbench.template;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.support.NamedStatements;
import java.util.Map;

/**
 * The engine's statements, from {@code queries.txt} beside this class: a query is supported when that
 * file has a statement named by its id ({@code // name: one-hop}), and reported unsupported otherwise.
 * A jar may add statements for queries of its own under
 * {@code META-INF/graph-bench/statements/template/queries.txt}.
 */
public final class TemplateDialect implements Dialect {

    private final NamedStatements statements = NamedStatements.queries(TemplateDialect.class, "queries.txt", "//",
            "template");

    @Override
    public String language() {
        // Your statements' language: "Cypher", "SQL", "Gremlin", ...
        return "Template";
    }

    @Override
    public Map<String, String> statements() {
        return statements.all();
    }

    /** Whether your statements' variable-length paths may walk one relationship twice (SQL joins) or not (Cypher). */
    @Override
    public PathSemantics paths() {
        return PathSemantics.WALK;
    }
}
