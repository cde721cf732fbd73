package dev.graphbench.workloads.stated;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.graph.GraphSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An engine's statements with those catalogues bring for it added: what the harness reads to know what the engine
 * runs (a workload folder's query is supported where the folder has a file for the engine) and what
 * {@code bench queries} shows. Everything else is the engine's own dialect's.
 */
public final class StatedDialect implements Dialect {

    private final Dialect own;
    private final CatalogueStatements added;
    private final Map<String, String> statements;

    /** {@code own}, with {@code added}. */
    public StatedDialect(Dialect own, CatalogueStatements added) {
        this.own = own;
        this.added = added;
        Map<String, String> all = new LinkedHashMap<>(own.statements());
        all.putAll(added.statements());
        this.statements = java.util.Collections.unmodifiableMap(all);
    }

    /** The engine's own dialect. */
    public Dialect own() {
        return own;
    }

    @Override
    public String language() {
        return own.language();
    }

    @Override
    public Map<String, String> statements() {
        return statements;
    }

    @Override
    public Optional<String> statement(Query query) {
        return own.statement(added.stated(query));
    }

    @Override
    public List<String> schema(GraphSchema graph) {
        return own.schema(graph);
    }

    @Override
    public PathSemantics paths() {
        return own.paths();
    }

    @Override
    public Optional<String> objectStatement(ObjectCall call) {
        return own.objectStatement(call);
    }

    @Override
    public Optional<String> plans() {
        return own.plans();
    }

    @Override
    public String objectStatementSource() {
        return own.objectStatementSource();
    }
}
