package dev.graphbench.engine.reference;

import dev.graphbench.api.DataSize;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Loader;
import dev.graphbench.api.Schema;
import dev.graphbench.api.Session;
import dev.graphbench.api.graph.GraphCounts;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/** The in-process engine: its graph lives in this JVM's heap for as long as the engine is open. */
final class ReferenceEngine implements Engine {

    private static final String PRODUCT = "graph-bench reference";
    private static final String IN_PROCESS = "in-process";

    private static final EngineInfo INFO = new EngineInfo(PRODUCT, moduleVersion(), IN_PROCESS,
            "Java " + Runtime.version(), IN_PROCESS);

    private final GraphStore store = new GraphStore();

    @Override
    public EngineInfo info() {
        return INFO;
    }

    /** The engine runs in this process, so it always answers. */
    @Override
    public void ping() {
    }

    @Override
    public Schema schema() {
        return store;
    }

    @Override
    public Loader loader() {
        return store;
    }

    /**
     * The graph's arrays in this JVM's heap: ids, property columns and both directions of every type, with what
     * a node and a relationship take on average.
     */
    @Override
    public Optional<DataSize> dataSize() {
        Graph graph = graph();
        GraphCounts counts = graph.counts();
        return Optional.of(new DataSize(graph.bytes(), String.format(Locale.ROOT, "the reference graph's arrays in"
                        + " the JVM heap: %.1f bytes a node (its id, the table that finds it, its properties), %.1f bytes"
                        + " a relationship (both directions)", graph.nodeBytes() / (double) Math.max(1, counts.totalNodes()),
                graph.relationshipBytes() / (double) Math.max(1, counts.totalRelationships()))));
    }

    /** The graph for queries, built now if it is not yet. */
    Graph graph() {
        return store.graph();
    }

    @Override
    public Session openSession() {
        return new ReferenceSession(store);
    }

    /** Lets the graph go, so its memory is freed even while a caller still holds the engine. */
    @Override
    public void close() {
        store.drop();
    }

    /** The module's version, written into {@code version.properties} by the build; "dev" when it was not. */
    private static String moduleVersion() {
        try (InputStream in = ReferenceEngine.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "dev";
            }
            Properties properties = new Properties();
            properties.load(in);
            String version = properties.getProperty("version", "");
            return version.isBlank() || version.startsWith("${") ? "dev" : version;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
