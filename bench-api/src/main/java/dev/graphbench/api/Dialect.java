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
}
