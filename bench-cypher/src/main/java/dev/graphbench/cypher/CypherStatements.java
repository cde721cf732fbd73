package dev.graphbench.cypher;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.api.graph.GraphSchema;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.Optional;
import org.drivine.connection.DatabaseType;
import org.drivine.query.grammar.CypherDialect;

/**
 * A Cypher engine's dialect: its hand-written queries from the {@code queries.cypher} beside its
 * classes (and those a jar adds, see {@link NamedStatements#queries}), and, for the object store's reads,
 * the Cypher Drivine writes for its database type, when its sessions have Drivine's object store.
 */
public final class CypherStatements implements Dialect {

    private final NamedStatements queries;
    private final PathSemantics paths;
    private final DatabaseType type;
    private final CypherDialect drivineGrammar;
    private final String plans;
    /** The statements the engine's schema runs for a graph. */
    private final Function<GraphSchema, List<String>> schema;

    /**
     * @param anchor         a class of the engine, beside whose package {@code queries.cypher} lies
     * @param engine         the engine's name, under which a jar may add statements
     * @param paths          how the engine's variable-length patterns count paths
     * @param type           the database type the engine registers Drivine's connection as; null for an
     *                       engine without an object store
     * @param drivineGrammar the grammar that connection has Drivine write; null without an object store
     * @param plans          how the engine's sessions take plans ({@link Dialect#plans()})
     */
    public CypherStatements(Class<?> anchor, String engine, PathSemantics paths, DatabaseType type,
                            CypherDialect drivineGrammar, String plans) {
        this(NamedStatements.queries(anchor, "queries.cypher", "//", engine), paths, type, drivineGrammar, plans,
                graph -> List.of());
    }

    private CypherStatements(NamedStatements queries, PathSemantics paths, DatabaseType type,
                             CypherDialect drivineGrammar, String plans, Function<GraphSchema, List<String>> schema) {
        this.queries = queries;
        this.paths = paths;
        this.type = type;
        this.drivineGrammar = drivineGrammar;
        this.plans = plans;
        this.schema = schema;
    }

    /** These statements, whose engine's schema runs what {@code schema} gives for a graph ({@link Dialect#schema}). */
    public CypherStatements withSchema(Function<GraphSchema, List<String>> schema) {
        return new CypherStatements(queries, paths, type, drivineGrammar, plans, schema);
    }

    @Override
    public List<String> schema(GraphSchema graph) {
        return schema.apply(graph);
    }

    @Override
    public String language() {
        return "Cypher";
    }

    @Override
    public Map<String, String> statements() {
        return queries.all();
    }

    @Override
    public PathSemantics paths() {
        return paths;
    }

    /** The statements of an engine whose sessions have no object store: no Drivine statement to show. */
    public static CypherStatements withoutObjectStore(Class<?> anchor, String engine, PathSemantics paths,
                                                      String plans) {
        return new CypherStatements(anchor, engine, paths, null, null, plans);
    }

    @Override
    public Optional<String> objectStatement(ObjectCall call) {
        return type == null ? Optional.empty() : Optional.of(DrivineStatements.of(call, type, drivineGrammar));
    }

    @Override
    public Optional<String> plans() {
        return Optional.of(plans);
    }

    @Override
    public String objectStatementSource() {
        return type == null ? Dialect.super.objectStatementSource() : "Drivine";
    }
}
