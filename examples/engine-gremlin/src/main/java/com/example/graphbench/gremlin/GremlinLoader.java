package com.example.graphbench.gremlin;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.LongConsumer;
import org.apache.tinkerpop.gremlin.structure.Direction;
import org.apache.tinkerpop.gremlin.structure.T;

/**
 * Loads the graph in batches, each a list of maps bound to one script ({@code load-nodes},
 * {@code load-relationships}), and counts what the server holds.
 */
final class GremlinLoader implements Loader {

    private final GremlinConnection connection;
    private final NamedStatements graph;
    private final int batchSize;

    GremlinLoader(GremlinConnection connection, NamedStatements graph, int batchSize) {
        this.connection = connection;
        this.graph = graph;
        this.batchSize = batchSize;
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        load("load-nodes", "nodes", nodes, GremlinLoader::vertex, progress);
    }

    @Override
    public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
        load("load-relationships", "relationships", relationships, GremlinLoader::edge, progress);
    }

    private static Map<Object, Object> vertex(Node node) {
        Map<Object, Object> vertex = new LinkedHashMap<>();
        vertex.put(T.id, node.id());
        vertex.put(T.label, node.label().graphName());
        vertex.putAll(node.properties());
        return vertex;
    }

    private static Map<Object, Object> edge(Relationship relationship) {
        Map<Object, Object> edge = new LinkedHashMap<>();
        edge.put(T.label, relationship.type().name());
        edge.put(Direction.OUT, relationship.srcId());
        edge.put(Direction.IN, relationship.dstId());
        return edge;
    }

    private <E> void load(String statement, String binding, Iterator<E> elements, Function<E, Map<Object, Object>> map,
                          LongConsumer progress) {
        String script = graph.get(statement);
        List<Map<Object, Object>> batch = new ArrayList<>(batchSize);
        while (elements.hasNext()) {
            batch.add(map.apply(elements.next()));
            if (batch.size() == batchSize || !elements.hasNext()) {
                List<Object> written = connection.run(script, Map.of(binding, batch));
                if (written.size() != 1 || ((Number) written.get(0)).longValue() != batch.size()) {
                    throw new EngineException(statement + " wrote " + written + " of a batch of " + batch.size()
                            + " on " + connection.url());
                }
                progress.accept(batch.size());
                batch = new ArrayList<>(batchSize);
            }
        }
    }

    @Override
    public GraphCounts counts() {
        return new GraphCounts(counted("count-nodes"), counted("count-relationships"));
    }

    /** The one map of a label's or type's name to its count {@code statement} answers. */
    private Map<String, Long> counted(String statement) {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Object answer : connection.run(graph.get(statement), Map.of())) {
            ((Map<?, ?>) answer).forEach((label, count) -> counts.put((String) label, ((Number) count).longValue()));
        }
        return counts;
    }
}
