package dev.graphbench.api.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

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

    /**
     * An engine's query statements: {@code resource} next to {@code anchor}'s package, and every resource
     * {@code META-INF/graph-bench/statements/<engine>/<resource>} its class loader or the thread's context
     * class loader sees, where a jar or a test adds statements for queries of its own. A name given twice,
     * in one file or in two, fails naming both.
     *
     * @param engine the engine's name, as {@link dev.graphbench.api.EngineProvider#name()} gives it
     */
    public static NamedStatements queries(Class<?> anchor, String resource, String commentPrefix, String engine) {
        NamedStatements own = load(anchor, resource, commentPrefix);
        Map<String, String> statements = new LinkedHashMap<>(own.statements);
        Map<String, String> sources = new LinkedHashMap<>();
        statements.keySet().forEach(name -> sources.put(name, own.resource));
        for (URL extra : extras(anchor, "META-INF/graph-bench/statements/" + engine + "/" + resource)) {
            NamedStatements added;
            try (InputStream in = extra.openStream()) {
                added = parse(extra.toString(), new String(in.readAllBytes(), StandardCharsets.UTF_8), commentPrefix);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + extra, e);
            }
            added.statements.forEach((name, statement) -> {
                String first = sources.putIfAbsent(name, added.resource);
                if (first != null) {
                    throw new IllegalStateException("statement '" + name + "' is named in both " + first + " and "
                            + added.resource);
                }
                statements.put(name, statement);
            });
        }
        return new NamedStatements(own.resource, statements);
    }

    private static Set<URL> extras(Class<?> anchor, String path) {
        Set<URL> found = new LinkedHashSet<>();
        for (ClassLoader loader : new ClassLoader[] {anchor.getClassLoader(),
                Thread.currentThread().getContextClassLoader()}) {
            if (loader == null) {
                continue;
            }
            try {
                Enumeration<URL> urls = loader.getResources(path);
                while (urls.hasMoreElements()) {
                    found.add(urls.nextElement());
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot look for " + path, e);
            }
        }
        return found;
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

    /** Every statement, by name, in file order. */
    public Map<String, String> all() {
        return statements;
    }
}
