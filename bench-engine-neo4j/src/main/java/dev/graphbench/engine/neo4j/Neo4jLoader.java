package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import java.util.LinkedHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongConsumer;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;

/**
 * Loads the graph by one of two paths. Into the in-process Neo4j, by default, with Neo4j's own bulk
 * importer: Neo4j stops, the importer writes the store from the streamed graph, Neo4j starts again
 * over it, and the schema's constraints and indexes are built after the load. Into a server over
 * Bolt, {@link BoltLoad}: UNWIND batches of columns, several transactions in flight, nodes with the
 * statement of their label, then relationships with the statement of their type, from
 * {@code load.cypher}, once the id constraints whose indexes find their ends are online.
 */
final class Neo4jLoader implements Loader {

    static final String IMPORT_PATH = "Neo4j's bulk importer into the stopped in-process store, then constraints";

    private final Neo4jEngine engine;
    private final Neo4jSchema schema;
    private final int loadThreads;
    private final InProcessStore store;
    private final NamedStatements statements = NamedStatements.load(Neo4jLoader.class, "load.cypher", "//");
    private final BoltLoad bolt;
    private StreamedImport running;

    /**
     * @param schema      whose id constraints the relationships need over Bolt
     * @param batchSize   rows per batch over Bolt
     * @param loadThreads transactions in flight at once over Bolt
     * @param store       the in-process store to import into, or null to load over Bolt
     */
    Neo4jLoader(Neo4jEngine engine, Neo4jSchema schema, int batchSize, int loadThreads, InProcessStore store) {
        this.engine = engine;
        this.schema = schema;
        this.loadThreads = loadThreads;
        this.store = store;
        this.bolt = new BoltLoad(engine, statements, batchSize, loadThreads);
    }

    @Override
    public String loadPath() {
        return store == null ? BoltLoad.describe(loadThreads) : IMPORT_PATH;
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        if (store != null) {
            abandon();
            running = StreamedImport.nodes(store, nodes, progress);
            return;
        }
        bolt.nodes(nodes, progress);
    }

    @Override
    public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
        if (store != null) {
            if (running == null) {
                throw new EngineException("Neo4j's importer takes the relationships after the nodes: load the nodes first");
            }
            StreamedImport importing = running;
            running = null;
            importing.relationships(relationships, progress);
            return;
        }
        // Without the index of each end's label, every end would be found by a scan of the label.
        schema.ensureIdConstraints();
        bolt.relationships(relationships, progress);
    }

    /** Ends an import the harness left after the nodes, so that Neo4j runs again. */
    void abandon() {
        if (running != null) {
            StreamedImport left = running;
            running = null;
            left.abandon();
        }
    }

    @Override
    public GraphCounts counts() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        Map<String, Long> relationships = new LinkedHashMap<>();
        try (Session session = engine.session(AccessMode.READ)) {
            for (Record record : session.run(statements.get("counts")).list()) {
                String name = record.get("name").asString();
                long count = record.get("count").asLong();
                if (record.get("kind").asString().equals("relationship")) {
                    relationships.put(name, count);
                } else {
                    nodes.put(name, count);
                }
            }
        } catch (RuntimeException e) {
            throw engine.target().failure(e, "to count the graph");
        }
        return new GraphCounts(nodes, relationships);
    }
}
