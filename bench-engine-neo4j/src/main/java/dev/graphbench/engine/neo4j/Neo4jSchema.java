package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Schema;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.cypher.CypherNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A unique constraint on the id of every label (its index finds the ends of each relationship as
 * they load) and the indexes the workloads read through, from {@code schema.cypher}.
 */
final class Neo4jSchema implements Schema {

    private static final Logger LOG = LoggerFactory.getLogger(Neo4jSchema.class);

    /** How long to wait for indexes to come online; they are built on an empty graph, or after a load. */
    static final int INDEX_WAIT_SECONDS = 600;

    private static final NamedStatements STATEMENTS = NamedStatements.load(Neo4jSchema.class, "schema.cypher", "//");

    private final CypherRunner cypher;
    private final NamedStatements statements = STATEMENTS;
    /** The graph {@link #create} made room for; the generated graph's until then. */
    private GraphSchema graph = GraphSchema.GENERATED;

    Neo4jSchema(CypherRunner cypher) {
        this.cypher = cypher;
    }

    @Override
    public void drop() {
        long startNanos = System.nanoTime();
        try {
            // A property graph's labels are those of the constraints its load made: its nodes go by them.
            List<String> labels = cypher.run(statements.get("benchmark-constraint-labels"), Map.of()).stream()
                    .flatMap(row -> ((List<?>) row.get("labelsOrTypes")).stream()).map(String::valueOf).distinct()
                    .toList();
            // Without indexes to keep up to date, the deletes run quicker.
            for (String name : names("benchmark-constraints")) {
                cypher.run(statements.get("drop-constraint"), Map.of("name", name));
            }
            for (String name : names("benchmark-indexes")) {
                cypher.run(statements.get("drop-index"), Map.of("name", name));
            }
            // CALL { } IN TRANSACTIONS commits in batches and must run outside an explicit transaction.
            // Relationships go first, so that no transaction holds a whole dense node's relationships.
            run(statements.get("delete-relationships"));
            run(statements.get("delete-nodes"));
            for (String label : labels) {
                run(statements.get("delete-nodes-of-label").replace("{label}", CypherNames.quoted(label)));
            }
        } catch (RuntimeException e) {
            throw cypher.failure(e, "to drop the benchmark graph");
        }
        LOG.info("dropped the benchmark graph in {} ms", (System.nanoTime() - startNanos) / 1_000_000);
    }

    /** The graph {@link #create} made room for. */
    GraphSchema graph() {
        return graph;
    }

    @Override
    public void create(GraphSchema graph) {
        this.graph = graph;
        long startNanos = System.nanoTime();
        try {
            createConstraintsAndIndexes();
            awaitIndexes();
        } catch (RuntimeException e) {
            throw cypher.failure(e, "to create constraints and indexes");
        }
        LOG.info("created constraints and indexes in {} ms", (System.nanoTime() - startNanos) / 1_000_000);
    }

    /**
     * Builds the constraints and indexes an import leaves out (a store the importer writes has none;
     * after a load over Bolt they exist and this does nothing), then refreshes the index statistics
     * the planner reads, which a bulk load leaves behind.
     */
    @Override
    public void afterLoad() {
        long startNanos = System.nanoTime();
        try {
            createConstraintsAndIndexes();
            awaitIndexes();
            run(statements.get("resample-indexes"));
            awaitIndexes();
        } catch (RuntimeException e) {
            throw cypher.failure(e, "to build constraints and indexes after the load");
        }
        LOG.info("built constraints and indexes after the load in {} ms", (System.nanoTime() - startNanos) / 1_000_000);
    }

    /** A range index, as Neo4j's users make one, then waited for until it is online. */
    @Override
    public List<String> createIndex(Label label, Property property) {
        List<String> statements = List.of(index(graph, label, property),
                STATEMENTS.get("await-indexes").replace("$seconds", String.valueOf(INDEX_WAIT_SECONDS)));
        try {
            run(statements.getFirst());
            awaitIndexes();
        } catch (RuntimeException e) {
            throw cypher.failure(e, "to create the index on " + label.graphName() + "." + property.name());
        }
        return statements;
    }

    /** The index a workload folder declares on {@code property} of {@code label}, named after both. */
    static String index(GraphSchema graph, Label label, Property property) {
        return STATEMENTS.get("property-index")
                .replace("{name}", CypherNames.quoted("bench_" + label.graphName() + "_" + property.name()))
                .replace("{label}", CypherNames.of(graph, label.graphName()))
                .replace("{property}", CypherNames.of(graph, property.name()));
    }

    /**
     * Creates each label's id constraint the graph lacks (none, when {@link #create} ran before the
     * load) and waits until their indexes are online: the Bolt load finds both ends of every
     * relationship through them.
     */
    void ensureIdConstraints() {
        long startNanos = System.nanoTime();
        int created = 0;
        try {
            for (String constraint : idConstraints()) {
                created += cypher.constraintsAdded(constraint);
            }
            awaitIndexes();
        } catch (RuntimeException e) {
            throw cypher.failure(e, "to create the id constraints the relationships load through");
        }
        if (created > 0) {
            LOG.info("created {} missing id constraints before the relationships in {} ms", created,
                    (System.nanoTime() - startNanos) / 1_000_000);
        }
    }

    /**
     * Creates the constraints, one transaction each and several at once (each on a label of its
     * own, so that none waits for another's lock, and each builds its index over the loaded nodes),
     * then the other indexes in turn.
     */
    private void createConstraintsAndIndexes() {
        List<String> constraints = idConstraints();
        int threads = Math.min(constraints.size(), Runtime.getRuntime().availableProcessors());
        try (ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads))) {
            List<Future<?>> running = constraints.stream()
                    .<Future<?>>map(statement -> pool.submit(() -> run(statement))).toList();
            for (Future<?> constraint : running) {
                await(constraint);
            }
        }
        indexes().forEach(this::run);
    }

    /** A unique constraint on the id of each label of the graph. */
    private List<String> idConstraints() {
        return idConstraints(graph);
    }

    private static List<String> idConstraints(GraphSchema graph) {
        return graph.labels().stream().map(label -> STATEMENTS.get("id-constraint")
                .replace("{name}", CypherNames.of(graph, "bench_" + label.graphName() + "_id"))
                .replace("{label}", CypherNames.of(graph, label.graphName()))).toList();
    }

    /** The indexes the generated graph's workloads read through; a graph of another kind has none besides its ids. */
    private List<String> indexes() {
        return indexes(graph);
    }

    private static List<String> indexes(GraphSchema graph) {
        return graph.kind().equals(GraphSchema.GENERATED_KIND) ? STATEMENTS.all().entrySet().stream()
                .filter(entry -> entry.getKey().startsWith("index-")).map(Map.Entry::getValue).toList() : List.of();
    }

    /**
     * What create, then afterLoad, run for {@code graph}, as {@code bench schema} prints it: the constraints and
     * indexes, each wait for them written with its number of seconds, and the statistics' refresh.
     */
    static List<String> statements(GraphSchema graph) {
        String await = STATEMENTS.get("await-indexes").replace("$seconds", String.valueOf(INDEX_WAIT_SECONDS));
        List<String> statements = new ArrayList<>(idConstraints(graph));
        statements.addAll(indexes(graph));
        statements.add(await);
        statements.add("// after the load, what an import left out (nothing after a load over Bolt), then:");
        statements.add(await);
        statements.add(STATEMENTS.get("resample-indexes"));
        statements.add(await);
        return statements;
    }

    private void run(String statement) {
        cypher.run(statement, Map.of());
    }

    private static void await(Future<?> task) {
        try {
            task.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while creating constraints", e);
        }
    }

    private void awaitIndexes() {
        cypher.run(statements.get("await-indexes"), Map.of("seconds", INDEX_WAIT_SECONDS));
    }

    private List<String> names(String statement) {
        return cypher.run(statements.get(statement), Map.of()).stream().map(row -> (String) row.get("name")).toList();
    }
}
