package com.example.graphbench.template;

import dev.graphbench.api.Answer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongConsumer;

/**
 * What stands for your database: it takes the loader's nodes and relationships and counts them, which is
 * all the conformance kit asks of an engine that supports no query. Replace it with your database's client:
 * the loader sends the graph to the server in batches, {@link #counts()} asks the server, and {@link #run}
 * sends a statement with its arguments bound as parameters.
 */
final class TemplateStore implements Loader {

    /** Nodes by their label's name in the graph, relationships by their type's name: as a database counts them. */
    private final Map<String, Long> nodes = new LinkedHashMap<>();
    private final Map<String, Long> relationships = new LinkedHashMap<>();

    @Override
    public synchronized void loadNodes(Iterator<Node> stream, LongConsumer progress) {
        while (stream.hasNext()) {
            nodes.merge(stream.next().label().graphName(), 1L, Long::sum);
            progress.accept(1);
        }
    }

    @Override
    public synchronized void loadRelationships(Iterator<Relationship> stream, LongConsumer progress) {
        while (stream.hasNext()) {
            relationships.merge(stream.next().type().name(), 1L, Long::sum);
            progress.accept(1);
        }
    }

    @Override
    public synchronized GraphCounts counts() {
        return new GraphCounts(nodes, relationships);
    }

    /** Runs {@code statement}: this store cannot, so a statement added to queries.txt needs your client here. */
    Answer run(String statement, Map<String, Object> arguments) {
        throw new EngineException("the template's store runs no statement: send it to your database's client in"
                + " TemplateStore.run");
    }

    synchronized void clear() {
        nodes.clear();
        relationships.clear();
    }
}
