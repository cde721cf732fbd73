package dev.graphbench.engine.falkordb;

import com.falkordb.Record;
import com.falkordb.ResultSet;
import com.falkordb.Statistics;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Loader;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.cypher.CypherNames;
import dev.graphbench.cypher.UnwindBatches;
import java.util.LinkedHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import java.util.function.ToIntFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.exceptions.JedisException;

/**
 * Loads through {@code GRAPH.BULK} ({@link BulkLoad}) into the graph the schema's create made with
 * it; or, with the UNWIND load path or when the server refused {@code GRAPH.BULK}, batches of rows
 * with UNWIND, one {@code GRAPH.QUERY} per batch (FalkorDB runs each query atomically): nodes with
 * the statement of their label, then relationships with the statement of their type, from
 * {@code load.cypher}. The rows go as one list of maps in the query's parameter prefix, encoded by
 * {@link CypherParameters}.
 *
 * <p>A property graph's statements are made from templates of {@code load.cypher}, its names quoted. Its
 * dates and datetimes go as text either way, and are made temporal values once every node, then every
 * relationship, is loaded: a statement for each label's (or type's) property of such a type.
 */
final class FalkorDbLoader implements Loader {

    private static final Logger LOG = LoggerFactory.getLogger(FalkorDbLoader.class);

    private final FalkorDbEngine engine;
    private final int batchSize;
    /** The GRAPH.BULK load; null on the UNWIND load path. */
    private final BulkLoad bulk;
    private final long bulkRequestBytes;
    /** The server's answer when it last refused GRAPH.BULK; null when it has not. */
    private volatile String bulkRefused;
    private final NamedStatements statements = NamedStatements.load(FalkorDbLoader.class, "load.cypher", "//");
    /** The graph the schema was created for; the generated graph's until then. */
    private GraphSchema graph = GraphSchema.GENERATED;

    /**
     * @param bulkRequestBytes the size of a GRAPH.BULK request, or 0 to load by UNWIND batches
     */
    FalkorDbLoader(FalkorDbEngine engine, int batchSize, long bulkRequestBytes) {
        this.engine = engine;
        this.batchSize = batchSize;
        this.bulkRequestBytes = bulkRequestBytes;
        this.bulk = bulkRequestBytes > 0 ? new BulkLoad(engine, bulkRequestBytes) : null;
    }

    /**
     * Creates the graph, whose key must not exist, for a load through GRAPH.BULK; false, creating
     * nothing, when the load goes by UNWIND batches: by the setting, or because the server refused
     * GRAPH.BULK.
     */
    boolean createGraphForBulk() {
        if (bulk == null) {
            return false;
        }
        bulkRefused = bulk.begin().orElse(null);
        if (bulkRefused != null) {
            LOG.info("FalkorDB refused GRAPH.BULK ({}): the load goes by UNWIND batches", bulkRefused);
        }
        return bulkRefused == null;
    }

    /** The graph to load, which the schema was created for. */
    void graph(GraphSchema graph) {
        this.graph = graph;
    }

    private boolean property() {
        return graph.kind().equals(GraphSchema.PROPERTY);
    }

    /** Forgets the graph created for GRAPH.BULK: the schema's drop deleted it. */
    void graphDropped() {
        if (bulk != null) {
            bulk.end();
        }
    }

    private boolean throughBulk() {
        return bulk != null && bulkRefused == null;
    }

    @Override
    public String loadPath() {
        if (throughBulk()) {
            return "GRAPH.BULK requests of " + bulkRequestBytes / 1024 + " KiB";
        }
        return "UNWIND batches of " + batchSize + " rows" + (bulkRefused != null ? " (the server refused GRAPH.BULK)" : "");
    }

    @Override
    public void loadNodes(Iterator<Node> nodes, LongConsumer progress) {
        if (throughBulk()) {
            bulk.nodes(nodes, progress);
        } else if (property()) {
            UnwindBatches.forEach(nodes, Node::labels, node -> textual(node.properties(), node), batchSize,
                    (labels, rows) -> write(statements.get("nodes-of-labels").replace("{labels}",
                            CypherNames.labels(graph, labels)), rows, Statistics::nodesCreated, labels + " nodes",
                            progress));
        } else {
            UnwindBatches.forEach(nodes, Node::label, Node::properties, batchSize,
                    (label, rows) -> writeNodes(label, rows, progress));
        }
        if (property()) {
            for (Label label : graph.labels()) {
                temporals(label.properties(), "temporal-nodes", "{label}", ":" + CypherNames.quoted(label.graphName()));
            }
        }
    }

    @Override
    public void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress) {
        if (throughBulk()) {
            bulk.relationships(relationships, progress);
        } else if (property()) {
            UnwindBatches.forEach(relationships, Relationship::type, relationship -> Map.of("src",
                    relationship.srcId(), "dst", relationship.dstId(), "properties",
                    textual(relationship.properties(), relationship)), batchSize, (type, rows) -> write(
                    statements.get("relationships-of-type").replace("{from}", ":" + CypherNames.quoted(type.from()
                            .graphName())).replace("{to}", ":" + CypherNames.quoted(type.to().graphName()))
                            .replace("{type}", ":" + CypherNames.quoted(type.name())), rows,
                    Statistics::relationshipsCreated, type.name() + " relationships", progress));
        } else {
            UnwindBatches.forEach(relationships, Relationship::type,
                    relationship -> Map.of("src", relationship.srcId(), "dst", relationship.dstId()), batchSize,
                    (type, rows) -> writeRelationships(type, rows, progress));
        }
        if (property()) {
            for (RelType type : graph.types()) {
                temporals(type.properties(), "temporal-relationships", "{type}", ":" + CypherNames.quoted(type.name()));
            }
        }
    }

    /** {@code properties} of {@code entity} as FalkorDB's loads take them ({@link TemporalText}). */
    private static Map<String, Object> textual(Map<String, Object> properties, Object entity) {
        try {
            return TemporalText.of(properties);
        } catch (IllegalArgumentException e) {
            throw new EngineException("cannot load " + entity + ": " + e.getMessage(), e);
        }
    }

    /**
     * Makes temporal values of the text each date or datetime property of {@code properties} was loaded as,
     * with the statement {@code template} ({@code -arrays} for an array), {@code name} written for {@code key}.
     */
    private void temporals(List<Property> properties, String template, String key, String name) {
        for (Property property : properties) {
            String function = switch (property.type()) {
                case DATE -> "date";
                case DATETIME, LOCAL_DATETIME -> "localdatetime";
                default -> null;
            };
            if (function == null) {
                continue;
            }
            String statement = statements.get(template + (property.array() ? "-arrays" : "")).replace(key, name)
                    .replace("{property}", CypherNames.quoted(property.name())).replace("{function}", function);
            try {
                engine.write(statement, Map.of());
            } catch (JedisException e) {
                throw engine.target().failure(e, "to make the " + property.name() + " values of " + name.substring(1)
                        + " temporal");
            }
        }
    }

    @Override
    public GraphCounts counts() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        Map<String, Long> relationships = new LinkedHashMap<>();
        if (property()) {
            try {
                for (Label label : graph.labels()) {
                    nodes.put(label.graphName(), count(statements.get("count-label").replace("{label}", ":"
                            + CypherNames.quoted(label.graphName()))));
                }
                for (RelType type : graph.types()) {
                    relationships.put(type.name(), count(statements.get("count-type").replace("{type}", ":"
                            + CypherNames.quoted(type.name()))));
                }
            } catch (JedisException e) {
                throw engine.target().failure(e, "to count the graph");
            }
            return new GraphCounts(nodes, relationships);
        }
        try {
            for (Record record : engine.read(statements.get("counts"), Map.of())) {
                String name = record.getString("name");
                long count = ((Number) record.getValue("count")).longValue();
                if (record.getString("kind").equals("relationship")) {
                    relationships.put(name, count);
                } else {
                    nodes.put(name, count);
                }
            }
        } catch (JedisException e) {
            throw engine.target().failure(e, "to count the graph");
        }
        return new GraphCounts(nodes, relationships);
    }

    private long count(String statement) {
        return ((Number) engine.read(statement, Map.of()).iterator().next().getValue("count")).longValue();
    }

    private void writeNodes(Label label, List<Map<String, Object>> rows, LongConsumer progress) {
        writeNamed("nodes-" + label.graphName(), rows, Statistics::nodesCreated, label.graphName() + " nodes", progress);
    }

    private void writeRelationships(RelType type, List<Map<String, Object>> rows, LongConsumer progress) {
        writeNamed("relationships-" + type.name(), rows, Statistics::relationshipsCreated, type.name() + " relationships",
                progress);
    }

    private void writeNamed(String statement, List<Map<String, Object>> rows, ToIntFunction<Statistics> created,
                            String what, LongConsumer progress) {
        write(statements.get(statement), rows, created, what, progress);
    }

    private void write(String cypher, List<Map<String, Object>> rows, ToIntFunction<Statistics> created,
                       String what, LongConsumer progress) {
        int stored;
        try {
            ResultSet result = engine.write(cypher, Map.of("rows", rows));
            stored = created.applyAsInt(result.getStatistics());
        } catch (JedisException e) {
            throw engine.target().failure(e, "to load " + what);
        }
        if (stored != rows.size()) {
            throw new EngineException("FalkorDB stored " + stored + " of a batch of " + rows.size() + " " + what
                    + ": the others name a node that is not loaded");
        }
        progress.accept(stored);
    }
}
