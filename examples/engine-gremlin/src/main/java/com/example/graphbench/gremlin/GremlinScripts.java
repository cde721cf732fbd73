package com.example.graphbench.gremlin;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.antlr.v4.runtime.BailErrorStrategy;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.misc.ParseCancellationException;
import org.apache.tinkerpop.gremlin.language.grammar.GremlinAntlrToJava;
import org.apache.tinkerpop.gremlin.language.grammar.GremlinLexer;
import org.apache.tinkerpop.gremlin.language.grammar.GremlinParser;
import org.apache.tinkerpop.gremlin.language.grammar.VariableResolver;
import org.apache.tinkerpop.gremlin.process.traversal.Traversal;
import org.apache.tinkerpop.gremlin.process.traversal.dsl.graph.GraphTraversalSource;

/**
 * The statements files' Gremlin scripts made into traversals of a remote traversal source, their bindings
 * resolved as the script's variables: what reaches the server is the traversal's bytecode, every argument a
 * typed value, never script text with values in it. This is how Amazon Neptune, which evaluates no script
 * bindings, and any Gremlin Server take the same statements. Each script is parsed once, by TinkerPop's own
 * Gremlin grammar.
 */
final class GremlinScripts {

    private final GraphTraversalSource g;
    private final Map<String, GremlinParser.QueryListContext> parsed = new ConcurrentHashMap<>();

    GremlinScripts(GraphTraversalSource g) {
        this.g = g;
    }

    /** {@code script}'s traversal with {@code bindings} as its variables, not yet sent. */
    Traversal<?, ?> traversal(String script, Map<String, Object> bindings) {
        Object built = new GremlinAntlrToJava(g, new VariableResolver.DefaultVariableResolver(bindings))
                .visit(parsed.computeIfAbsent(script, GremlinScripts::parse));
        if (!(built instanceof Traversal<?, ?> traversal)) {
            throw new IllegalStateException("not a traversal: " + script);
        }
        return traversal;
    }

    /** The script's parse tree; its comment lines, which the grammar does not take, left out. */
    private static GremlinParser.QueryListContext parse(String script) {
        String gremlin = script.lines().filter(line -> !line.strip().startsWith("//")).collect(Collectors.joining("\n"));
        GremlinParser parser = new GremlinParser(new CommonTokenStream(new GremlinLexer(CharStreams.fromString(gremlin))));
        parser.setErrorHandler(new BailErrorStrategy());
        try {
            return parser.queryList();
        } catch (ParseCancellationException e) {
            throw new IllegalStateException("not Gremlin the grammar reads: " + script, e);
        }
    }
}
