package dev.graphbench.engine.reference;

import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.util.Iterator;
import java.util.function.LongConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the engine holds, as long as the engine lives: the graph being loaded, then the graph
 * built for queries. The adjacency arrays are built by {@link #afterLoad()}, or by the first query
 * when the harness skips it; once built, the graph is only read, by any number of sessions.
 */
final class GraphStore implements Schema, Loader {

    private static final Logger LOG = LoggerFactory.getLogger(GraphStore.class);
    private static final int PROGRESS_STEP = 1 << 16;

    /** The schema of the graph being loaded, given by {@link #create}; the generated graph's until then. */
    private GraphSchema schema = GraphSchema.GENERATED;
    /** The graph being loaded; null once it is built. Guarded by this. */
    private GraphBuilder loading = new GraphBuilder(schema);
    /** The graph built for queries; null while loading. */
    private volatile Graph built;

    @Override
    public synchronized void drop() {
        loading = new GraphBuilder(schema);
        built = null;
    }

    /** There is nothing to create; it empties the store like {@link #drop()}, so a load starts afresh. */
    @Override
    public synchronized void create(GraphSchema graph) {
        schema = graph;
        drop();
    }

    @Override
    public void afterLoad() {
        graph();
    }

    @Override
    public synchronized void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        GraphBuilder builder = loadingBuilder();
        long unreported = 0;
        while (nodes.hasNext()) {
            builder.addNode(nodes.next());
            if (++unreported == PROGRESS_STEP) {
                progress.accept(unreported);
                unreported = 0;
            }
        }
        progress.accept(unreported);
    }

    @Override
    public synchronized void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
        GraphBuilder builder = loadingBuilder();
        long unreported = 0;
        while (relationships.hasNext()) {
            builder.addRelationship(relationships.next());
            if (++unreported == PROGRESS_STEP) {
                progress.accept(unreported);
                unreported = 0;
            }
        }
        progress.accept(unreported);
    }

    @Override
    public synchronized GraphCounts counts() {
        return loading != null ? loading.counts() : built.counts();
    }

    /** The graph for queries, built on first use. */
    Graph graph() {
        Graph graph = built;
        if (graph == null) {
            synchronized (this) {
                if (built == null) {
                    long start = System.nanoTime();
                    built = loading.build();
                    loading = null;
                    LOG.debug("built the reference graph's adjacency arrays in {} ms: {} MB of arrays",
                            (System.nanoTime() - start) / 1_000_000, built.bytes() >> 20);
                }
                graph = built;
            }
        }
        return graph;
    }

    private GraphBuilder loadingBuilder() {
        if (loading == null) {
            throw new IllegalStateException("the reference graph was already built for queries: drop the schema "
                    + "before loading again");
        }
        return loading;
    }
}
