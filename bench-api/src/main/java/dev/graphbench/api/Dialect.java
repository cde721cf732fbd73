package dev.graphbench.api;

import java.util.Optional;

/**
 * The engine's statements as text, so that the same query can be read side by side in every
 * engine's language ({@code bench queries}).
 */
public interface Dialect {

    /** The language of the statements: {@code "Cypher"}, {@code "SQL"}, {@code "SQL/PGQ"}, {@code "Java"}. */
    String language();

    /** The statement the engine runs for {@code query}, parameters shown by name; empty when unsupported. */
    Optional<String> statement(QueryId query);

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
     * What writes the object store's statements, named beside the language: {@code "Drivine"} (an
     * object mapper), {@code "compiled"} (compiled by the engine from the model's annotations).
     */
    default String objectStatementSource() {
        return "object store";
    }
}
