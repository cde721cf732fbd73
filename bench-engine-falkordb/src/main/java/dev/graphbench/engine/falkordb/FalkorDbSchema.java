package dev.graphbench.engine.falkordb;

import com.falkordb.Record;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.cypher.CypherNames;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.commands.ProtocolCommand;
import redis.clients.jedis.exceptions.JedisException;

/**
 * The benchmark graph is one key: drop deletes it (after checking that it holds a graph). The
 * indexes are a range index over every label's id and the indexes the workloads read through, from
 * {@code schema.cypher}; with the constraints setting, a unique constraint over every label's id
 * besides (FalkorDB builds one on top of the id's range index).
 *
 * <p>On the GRAPH.BULK load path create makes the graph with the loader's first, empty, request
 * (the command refuses a key that exists) and afterLoad builds the indexes over the loaded graph,
 * which was quicker than inserting each node into them as it loaded (scale factor 1: nodes in 1.5
 * to 1.8 s and indexes in 3.3 to 4.3 s, against nodes in 5.0 to 9.3 s into indexes). On the UNWIND load path (chosen, or where the server refuses
 * GRAPH.BULK) create makes them, on an empty graph: the relationships find their ends through them.
 *
 * <p>After the write phase's deletions it waits for the indexes' garbage collector, so that no later
 * phase runs beside it.
 */
final class FalkorDbSchema implements Schema {

    private static final Logger LOG = LoggerFactory.getLogger(FalkorDbSchema.class);
    /** How long the indexes or the constraints may take to be built: about 3.5 s over the graph of scale factor 1. */
    private static final long BUILD_WAIT_MILLIS = 600_000;

    /** FalkorDB's commands that are not queries. */
    private enum Command implements ProtocolCommand {
        CONSTRAINT("GRAPH.CONSTRAINT"),
        DELETE("GRAPH.DELETE");

        private final byte[] raw;
        private final String name;

        Command(String name) {
            this.raw = name.getBytes(StandardCharsets.US_ASCII);
            this.name = name;
        }

        @Override
        public byte[] getRaw() {
            return raw;
        }
    }

    private final FalkorDbEngine engine;
    private final FalkorDbLoader loader;
    private final boolean constraints;
    /** Whether create left the indexes and constraints to afterLoad: the load goes through GRAPH.BULK. */
    private boolean indexesAfterLoad;
    private static final NamedStatements STATEMENTS = NamedStatements.load(FalkorDbSchema.class, "schema.cypher", "//");
    private final NamedStatements statements = STATEMENTS;
    /** The graph {@link #create} made room for; the generated graph's until then. */
    private GraphSchema graph = GraphSchema.GENERATED;

    FalkorDbSchema(FalkorDbEngine engine, FalkorDbLoader loader, boolean constraints) {
        this.engine = engine;
        this.loader = loader;
        this.constraints = constraints;
    }

    @Override
    public void drop() {
        long startNanos = System.nanoTime();
        FalkorDbTarget target = engine.target();
        try (Jedis connection = engine.connection()) {
            FalkorDbEngine.checkGraphKey(connection, target);
            if (connection.exists(target.graph())) {
                connection.sendCommand(Command.DELETE, target.graph());
            }
            loader.graphDropped();
        } catch (JedisException e) {
            throw target.failure(e, "to delete graph '" + target.graph() + "'");
        }
        LOG.info("deleted graph '{}' in {} ms", target.graph(), (System.nanoTime() - startNanos) / 1_000_000);
    }

    @Override
    public void create(GraphSchema graph) {
        this.graph = graph;
        loader.graph(graph);
        indexesAfterLoad = loader.createGraphForBulk();
        if (!indexesAfterLoad) {
            createIndexes();
        }
    }

    @Override
    public void afterLoad() {
        if (indexesAfterLoad) {
            indexesAfterLoad = false;
            createIndexes();
        }
    }

    private void createIndexes() {
        long startNanos = System.nanoTime();
        try {
            for (String index : indexes(graph)) {
                engine.write(index, Map.of());
            }
            awaitIndexes();
            if (constraints) {
                createConstraints();
            }
        } catch (JedisException e) {
            throw engine.target().failure(e, "to create indexes" + (constraints ? " and constraints" : ""));
        }
        LOG.info("created indexes{} in {} ms", constraints ? " and unique constraints" : "",
                (System.nanoTime() - startNanos) / 1_000_000);
    }

    /** A range index, as FalkorDB's users make one, unless the label's property has one, then waited for. */
    @Override
    public List<String> createIndex(Label label, Property property) {
        String statement = index(graph, label, property);
        try {
            if (!indexed(label, property)) {
                engine.write(statement, Map.of());
            }
            awaitIndexes();
        } catch (JedisException e) {
            throw engine.target().failure(e, "to create the index on " + label.graphName() + "." + property.name());
        }
        return List.of(statement);
    }

    /** The index a workload folder declares on {@code property} of {@code label}. */
    static String index(GraphSchema graph, Label label, Property property) {
        return STATEMENTS.get("property-index").replace("{label}", CypherNames.of(graph, label.graphName()))
                .replace("{property}", CypherNames.of(graph, property.name()));
    }

    /** Whether an index of the graph holds {@code property} of {@code label}: FalkorDB refuses a second. */
    private boolean indexed(Label label, Property property) {
        for (Record record : engine.read(statements.get("indexed"), Map.of())) {
            if (label.graphName().equals(record.getValue("label"))
                    && record.getValue("properties") instanceof List<?> properties
                    && properties.contains(property.name())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The indexes the schema makes for {@code graph}: a range index over every label's id, and on the generated
     * graph those its workloads read through.
     */
    static List<String> indexes(GraphSchema graph) {
        List<String> indexes = new ArrayList<>();
        for (Label label : graph.labels()) {
            indexes.add(STATEMENTS.get("id-index").replace("{label}", CypherNames.of(graph, label.graphName())));
        }
        if (graph.kind().equals(GraphSchema.GENERATED_KIND)) {
            STATEMENTS.all().forEach((name, statement) -> {
                if (name.startsWith("index-")) {
                    indexes.add(statement);
                }
            });
        }
        return indexes;
    }

    /** The arguments of the command that makes a unique constraint over {@code label}'s ids in {@code key}. */
    static String[] constraint(String key, Label label) {
        return new String[] {"CREATE", key, "UNIQUE", "NODE", label.graphName(), "PROPERTIES", "1", "id"};
    }

    /**
     * What the schema runs for {@code graph}, as {@code bench schema} prints it: the indexes, then, with
     * {@code BENCH_FALKORDB_CONSTRAINTS=true}, each unique constraint's command (FalkorDB's, not Cypher).
     */
    static List<String> statements(GraphSchema graph) {
        List<String> statements = new ArrayList<>(indexes(graph));
        statements.add("// with BENCH_FALKORDB_CONSTRAINTS=true, then (of the graph BENCH_FALKORDB_GRAPH names, bench here):");
        for (Label label : graph.labels()) {
            statements.add(Command.CONSTRAINT.name + " " + String.join(" ", Arrays.stream(constraint("bench", label))
                    .map(argument -> argument.matches("[^\\s\"']+") ? argument
                            : "\"" + argument.replace("\\", "\\\\").replace("\"", "\\\"") + "\"").toList()));
        }
        return statements;
    }

    /**
     * Waits until every index is built: FalkorDB builds a new one in the background, and a node
     * created meanwhile may be indexed twice.
     */
    private void awaitIndexes() {
        awaitNone(BUILD_WAIT_MILLIS, 20, "FalkorDB's indexes", this::pendingIndexes,
                pending -> "FalkorDB's indexes were not built after " + BUILD_WAIT_MILLIS / 1000 + " s");
    }

    private long pendingIndexes() {
        Record counted = engine.read(statements.get("pending-indexes"), Map.of()).iterator().next();
        return ((Number) counted.getValue("pending")).longValue();
    }

    /**
     * Waits until the indexes' garbage collector has taken out the entries of the nodes the write phase deleted and
     * has no cycle under way or to come ({@link IndexCollector}): up to a minute or two for what the write phase
     * deletes at scale factor 0.1. A phase timed meanwhile runs beside it, and FalkorDB 4.16.3 answered a concurrent
     * read wrongly, and crashed, while it did. The runner times and reports the wait.
     */
    @Override
    public void afterWrites() {
        try {
            new IndexCollector(engine, statements).await();
        } catch (JedisException e) {
            throw engine.target().failure(e, "to read how many deleted nodes the indexes hold entries of");
        }
    }

    /** One unique constraint over each label's id, each waited for: FalkorDB checks existing nodes in the background. */
    private void createConstraints() {
        try (Jedis connection = engine.connection()) {
            for (Label label : graph.labels()) {
                connection.sendCommand(Command.CONSTRAINT, constraint(engine.target().graph(), label));
            }
        }
        awaitNone(BUILD_WAIT_MILLIS, 20, "FalkorDB's constraints", this::pendingConstraints,
                pending -> "FalkorDB's unique constraints were not in force after " + BUILD_WAIT_MILLIS / 1000 + " s");
    }

    /** The constraints not yet in force; one that failed is an error, since waiting will not mend it. */
    private long pendingConstraints() {
        long pending = 0;
        for (Record record : engine.read(statements.get("constraints"), Map.of())) {
            String status = record.getString("status");
            if (status.equals("FAILED")) {
                throw new EngineException("FalkorDB could not make the unique constraint on "
                        + record.getValue("label") + " ids: some nodes share an id");
            }
            pending += status.equals("OPERATIONAL") ? 0 : 1;
        }
        return pending;
    }

    /**
     * Polls {@code remaining} every {@code pauseMillis} until it reads 0; after {@code timeoutMillis}
     * fails with the message made of what remained.
     */
    private static void awaitNone(long timeoutMillis, long pauseMillis, String waitingFor, LongSupplier remaining,
            LongFunction<String> timedOut) {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        long left;
        while ((left = remaining.getAsLong()) > 0) {
            if (System.currentTimeMillis() > deadline) {
                throw new EngineException(timedOut.apply(left));
            }
            try {
                Thread.sleep(pauseMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted while waiting for " + waitingFor, e);
            }
        }
    }
}
