package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.cypher.UnwindBatches;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import java.util.function.ToIntFunction;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Record;
import org.neo4j.driver.Session;
import org.neo4j.driver.summary.SummaryCounters;

/**
 * Loads the graph by one of two paths. Into the in-process Neo4j, by default, with Neo4j's own bulk
 * importer: Neo4j stops, the importer writes the store from the streamed graph, Neo4j starts again
 * over it, and the schema's constraints and indexes are built after the load. Into a server over
 * Bolt, batches of rows with UNWIND, one transaction per batch: nodes with the statement of their
 * label, then relationships with the statement of their type, from {@code load.cypher}.
 */
final class Neo4jLoader implements Loader {

    static final String IMPORT_PATH = "Neo4j's bulk importer into the stopped in-process store, then constraints";
    static final String BOLT_PATH = "UNWIND batches over Bolt, one transaction each";

    private final Neo4jEngine engine;
    private final int batchSize;
    private final InProcessStore store;
    private final NamedStatements statements = NamedStatements.load(Neo4jLoader.class, "load.cypher", "//");
    private StreamedImport running;

    /**
     * @param store the in-process store to import into, or null to load over Bolt
     */
    Neo4jLoader(Neo4jEngine engine, int batchSize, InProcessStore store) {
        this.engine = engine;
        this.batchSize = batchSize;
        this.store = store;
    }

    @Override
    public String loadPath() {
        return store == null ? BOLT_PATH : IMPORT_PATH;
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        if (store != null) {
            abandon();
            running = StreamedImport.nodes(store, nodes, progress);
            return;
        }
        try (Session session = engine.session(AccessMode.WRITE)) {
            UnwindBatches.forEach(nodes, Node::label, Node::properties, batchSize,
                    (label, rows) -> writeNodes(session, label, rows, progress));
        }
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
        try (Session session = engine.session(AccessMode.WRITE)) {
            UnwindBatches.forEach(relationships, Relationship::type,
                    relationship -> Map.of("src", relationship.srcId(), "dst", relationship.dstId()), batchSize,
                    (type, rows) -> writeRelationships(session, type, rows, progress));
        }
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
        Map<Label, Long> nodes = new EnumMap<>(Label.class);
        Map<RelType, Long> relationships = new EnumMap<>(RelType.class);
        try (Session session = engine.session(AccessMode.READ)) {
            for (Record record : session.run(statements.get("counts")).list()) {
                String name = record.get("name").asString();
                long count = record.get("count").asLong();
                if (record.get("kind").asString().equals("relationship")) {
                    relationships.put(RelType.valueOf(name), count);
                } else {
                    nodes.put(Label.ofGraphName(name), count);
                }
            }
        } catch (RuntimeException e) {
            throw engine.target().failure(e, "to count the graph");
        }
        return new GraphCounts(nodes, relationships);
    }

    private void writeNodes(Session session, Label label, List<Map<String, Object>> rows, LongConsumer progress) {
        write(session, "nodes-" + label.graphName(), rows, SummaryCounters::nodesCreated, label.graphName() + " nodes",
                progress);
    }

    private void writeRelationships(Session session, RelType type, List<Map<String, Object>> rows,
                                    LongConsumer progress) {
        write(session, "relationships-" + type.name(), rows, SummaryCounters::relationshipsCreated,
                type.name() + " relationships", progress);
    }

    private void write(Session session, String statement, List<Map<String, Object>> rows,
                       ToIntFunction<SummaryCounters> created, String what, LongConsumer progress) {
        String text = statements.get(statement);
        int stored;
        try {
            stored = created.applyAsInt(session.executeWrite(tx -> tx.run(text, Map.of("rows", rows)).consume()).counters());
        } catch (RuntimeException e) {
            throw engine.target().failure(e, "to load " + what);
        }
        if (stored != rows.size()) {
            throw new EngineException("Neo4j stored " + stored + " of a batch of " + rows.size() + " " + what
                    + ": the others name a node that is not loaded");
        }
        progress.accept(stored);
    }
}
