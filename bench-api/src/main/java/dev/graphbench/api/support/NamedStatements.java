package dev.graphbench.api.support;

import dev.graphbench.api.QueryId;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * An engine's statements, kept as query text in one resource file: each statement follows a line
 * {@code <comment> name: <id>}, where {@code <comment>} is the language's line comment
 * ({@code --} for SQL, {@code //} for Cypher). Lines before the first name are the file's header.
 *
 * <pre>
 * -- name: two-hops
 * SELECT COUNT(DISTINCT e2.dst) FROM ...
 * </pre>
 */
public final class NamedStatements {

    private final String resource;
    private final Map<String, String> statements;

    private NamedStatements(String resource, Map<String, String> statements) {
        this.resource = resource;
        this.statements = Collections.unmodifiableMap(statements);
    }

    /**
     * Reads {@code resource} next to {@code anchor}'s package.
     *
     * @param anchor        a class of the engine, whose class loader and package locate the file
     * @param resource      the file name, such as {@code "queries.sql"}
     * @param commentPrefix the language's line comment, such as {@code "--"}
     */
    public static NamedStatements load(Class<?> anchor, String resource, String commentPrefix) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no resource " + resource + " beside " + anchor.getName());
            }
            return parse(anchor.getPackageName().replace('.', '/') + "/" + resource,
                    new String(in.readAllBytes(), StandardCharsets.UTF_8), commentPrefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses statements from text; {@code source} names it in errors. */
    public static NamedStatements parse(String source, String text, String commentPrefix) {
        String marker = commentPrefix + " name:";
        Map<String, String> statements = new LinkedHashMap<>();
        String name = null;
        StringBuilder body = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.strip().startsWith(marker)) {
                put(source, statements, name, body);
                name = line.strip().substring(marker.length()).strip();
                body.setLength(0);
            } else if (name != null) {
                body.append(line).append('\n');
            }
        }
        put(source, statements, name, body);
        return new NamedStatements(source, statements);
    }

    private static void put(String source, Map<String, String> statements, String name, StringBuilder body) {
        if (name == null) {
            return;
        }
        String statement = body.toString().strip();
        if (statement.endsWith(";")) {
            statement = statement.substring(0, statement.length() - 1).strip();
        }
        if (statement.isEmpty()) {
            throw new IllegalStateException(source + ": statement '" + name + "' is empty");
        }
        if (statements.put(name, statement) != null) {
            throw new IllegalStateException(source + ": statement '" + name + "' appears twice");
        }
    }

    /** The statement named {@code name}; fails naming the file when there is none. */
    public String get(String name) {
        String statement = statements.get(name);
        if (statement == null) {
            throw new IllegalStateException(resource + " has no statement named '" + name + "'");
        }
        return statement;
    }

    /** The statement for {@code query}, when the file has one. */
    public Optional<String> find(QueryId query) {
        return Optional.ofNullable(statements.get(query.id()));
    }

    /** Every statement, by name, in file order. */
    public Map<String, String> all() {
        return statements;
    }
}
