package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.cypher.CypherNames;
import java.util.LinkedHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongConsumer;

/**
 * Loads the graph by one of two paths. Into a Neo4j the harness started, by default, with Neo4j's own bulk
 * importer: Neo4j stops, the importer writes the store from the streamed graph in this JVM, Neo4j starts again
 * over it, and the schema's constraints and indexes are built after the load. Into a server over
 * Bolt, {@link BoltLoad}: UNWIND batches of columns, several transactions in flight, nodes with the
 * statement of their label, then relationships with the statement of their type, from
 * {@code load.cypher}, once the id constraints whose indexes find their ends are online.
 */
final class Neo4jLoader implements Loader {

    static final String IMPORT_PATH = "Neo4j's bulk importer into the stopped Neo4j's store, then constraints";

    /** The statements of the load over Bolt, and the count of what was loaded. */
    static final NamedStatements STATEMENTS = NamedStatements.load(Neo4jLoader.class, "load.cypher", "//");

    private final CypherRunner cypher;
    private final Neo4jSchema schema;
    private final BoltLoad bolt;
    private final LocalStore store;
    private StreamedImport running;

    /**
     * @param cypher where the count of what was loaded runs
     * @param schema whose id constraints the relationships need over Bolt
     * @param bolt   the load over Bolt, or null when the store is imported
     * @param store  the store of a Neo4j the harness started to import into, or null to load over Bolt
     */
    Neo4jLoader(CypherRunner cypher, Neo4jSchema schema, BoltLoad bolt, LocalStore store) {
        if ((bolt == null) == (store == null)) {
            throw new IllegalArgumentException("a load goes over Bolt or through the importer, one of the two");
        }
        this.cypher = cypher;
        this.schema = schema;
        this.bolt = bolt;
        this.store = store;
    }

    @Override
    public String loadPath() {
        return store == null ? bolt.describe() : IMPORT_PATH;
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        if (store != null) {
            abandon();
            running = StreamedImport.nodes(store, nodes, progress);
            return;
        }
        if (property()) {
            bolt.propertyNodes(schema.graph(), nodes, progress);
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
        if (property()) {
            bolt.propertyRelationships(schema.graph(), relationships, progress);
            return;
        }
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

    private boolean property() {
        return schema.graph().kind().equals(GraphSchema.PROPERTY);
    }

    @Override
    public GraphCounts counts() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        Map<String, Long> relationships = new LinkedHashMap<>();
        if (property()) {
            try {
                for (Label label : schema.graph().labels()) {
                    nodes.put(label.graphName(), count(STATEMENTS.get("count-label").replace("{label}", ":"
                            + CypherNames.quoted(label.graphName()))));
                }
                for (RelType type : schema.graph().types()) {
                    relationships.put(type.name(), count(STATEMENTS.get("count-type").replace("{type}", ":"
                            + CypherNames.quoted(type.name()))));
                }
            } catch (RuntimeException e) {
                throw cypher.failure(e, "to count the graph");
            }
            return new GraphCounts(nodes, relationships);
        }
        try {
            for (Map<String, Object> row : cypher.run(STATEMENTS.get("counts"), Map.of())) {
                String name = (String) row.get("name");
                long count = ((Number) row.get("count")).longValue();
                if (row.get("kind").equals("relationship")) {
                    relationships.put(name, count);
                } else {
                    nodes.put(name, count);
                }
            }
        } catch (RuntimeException e) {
            throw cypher.failure(e, "to count the graph");
        }
        return new GraphCounts(nodes, relationships);
    }

    private long count(String statement) {
        return ((Number) cypher.run(statement, Map.of()).getFirst().get("count")).longValue();
    }
}
