package dev.graphbench.api;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.support.OnlyWhen;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The engine's statements as text: what it runs for each {@link Query}, read without a server.
 * It is the one place an engine says which queries it supports: a query with a statement here is
 * supported, any other is reported as unsupported, never skipped silently. {@code bench queries}
 * prints the statements of every engine side by side.
 *
 * <p>Keep the statements as query text in one resource file of named statements, read with
 * {@link dev.graphbench.api.support.NamedStatements}: supporting one more query is then one more
 * statement in that file. The conformance kit fails on a statement named after no query of the
 * catalogue, so that a misspelt name cannot pass for an unsupported query.
 *
 * <p>An engine may give several forms of one query (its pattern and its breadth-first search procedure, say):
 * beside the statement named {@code reach}, each other form is a statement named {@code reach@<variant>}
 * ({@link Query#variant}). The harness checks every form's answers against the reference, times each the same
 * way, and reports the quickest by its name. A form quickest at some depths only says where it is asked in a
 * comment line of its statement, {@code // only when: hops <= 1} ({@link OnlyWhen}).
 */
public interface Dialect {

    /** The language of the statements: {@code "Cypher"}, {@code "SQL"}, {@code "SQL/PGQ"}, {@code "Java"}. */
    String language();

    /** Every statement the engine runs, by the id of its {@link Query}, parameters shown by name. */
    Map<String, String> statements();

    /**
     * The statement the engine runs for {@code query}: the one given with it ({@link Query#statement()}, a workload
     * folder's), else its own; empty when unsupported. A session finds its statement here.
     */
    default Optional<String> statement(Query query) {
        return query.statement().or(() -> Optional.ofNullable(statements().get(query.id())));
    }

    /**
     * The names of the engine's other forms of {@code query}, in the order of its statements: {@code levels} for a
     * statement named {@code reach@levels}; none by default. Ask each with {@code query.variant(name)}.
     */
    default List<String> variants(Query query) {
        String prefix = query.id() + "@";
        return statements().keySet().stream().filter(name -> name.startsWith(prefix))
                .map(name -> name.substring(prefix.length())).toList();
    }

    /**
     * The engine's forms of {@code query} to ask of a workload that gives the parameters in {@code fixed} one value
     * each ({@code hops=1} for {@code reach-1}): every variant whose statement declares no {@link OnlyWhen} condition,
     * and those whose condition {@code fixed} meets. So a form quickest at one depth alone is asked only there.
     *
     * @throws IllegalArgumentException when a variant's {@code only when:} line is no condition
     */
    default List<String> variants(Query query, Map<String, Object> fixed) {
        return variants(query).stream().filter(name -> statement(query.variant(name)).flatMap(OnlyWhen::of)
                .map(condition -> condition.holds(fixed)).orElse(true)).toList();
    }

    /** Whether the engine runs {@code query}: whether it has a statement for it. */
    default boolean supports(Query query) {
        return statement(query).isPresent();
    }

    /**
     * The statements the engine's {@link Schema#create} and {@link Schema#afterLoad} run for {@code graph}, in
     * the order they run them, exactly as sent ({@code bench schema} prints them), so that a user can write
     * statements of their own against what a load makes: a SQL engine's tables, a graph engine's constraints
     * and indexes. Empty for an engine that runs none (the reference).
     *
     * @throws UnsupportedException when the engine cannot hold {@code graph}, as {@link Schema#create} would
     */
    default List<String> schema(GraphSchema graph) {
        return List.of();
    }

    /**
     * How the statements' variable-length patterns count paths: whether a path may walk the same
     * relationship twice. The hops phase checks an engine's counts under this rule.
     */
    PathSemantics paths();

    /**
     * The statement the engine's {@link ObjectStore} runs for {@code call}, exactly as it sends it,
     * parameters shown as it binds them; empty when the engine has no object store. It is not
     * written by hand but by the object store from the model classes, so this is where to read what
     * a mapper asks the database.
     */
    default Optional<String> objectStatement(ObjectCall call) {
        return Optional.empty();
    }

    /**
     * How the engine's plans are taken, as its users would ask for them ({@code EXPLAIN (ANALYZE,
     * BUFFERS, FORMAT JSON)}, {@code PROFILE}); empty when the engine gives none, and then
     * {@link Session#plan} gives none either.
     */
    default Optional<String> plans() {
        return Optional.empty();
    }

    /**
     * What writes the object store's statements, named beside the language: {@code "Drivine"} (an
     * object mapper), {@code "compiled"} (compiled by the engine from the model's annotations).
     */
    default String objectStatementSource() {
        return "object store";
    }
}
