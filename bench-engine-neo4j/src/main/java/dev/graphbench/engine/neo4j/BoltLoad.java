package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.api.support.NamedStatements;
import dev.graphbench.cypher.CypherNames;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import java.util.function.ToIntFunction;
import org.neo4j.driver.AccessMode;
import org.neo4j.driver.Session;
import org.neo4j.driver.summary.SummaryCounters;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The load over Bolt: batches of one label's nodes or one type's relationships, bound as columns
 * (one list per property) to the statements of {@code load.cypher}, each batch one transaction, up
 * to {@code threads} transactions in flight at once.
 *
 * <p>A relationship batch holds all the relationships of each of its start nodes (the generator
 * streams a start node's relationships together), so that no two transactions in flight add
 * relationships to the same start node; ends can still be shared, and Neo4j locks both ends of a
 * relationship it creates, so two transactions may deadlock. Neo4j then fails one of them with a
 * transient error, which the driver's managed transaction retries; the log says how many were.
 */
final class BoltLoad {

    private static final Logger LOG = LoggerFactory.getLogger(BoltLoad.class);

    private final Neo4jEngine engine;
    private final NamedStatements statements = Neo4jLoader.STATEMENTS;
    private final int batchSize;
    private final int threads;

    BoltLoad(Neo4jEngine engine, int batchSize, int threads) {
        this.engine = engine;
        this.batchSize = batchSize;
        this.threads = threads;
    }

    /** What runs, in a few words for the load table. */
    String describe() {
        return "UNWIND batches of columns over Bolt, relationships grouped by start node, " + threads
                + (threads == 1 ? " transaction" : " transactions") + " in flight";
    }

    void nodes(Iterator<Node> nodes, LongConsumer progress) {
        try (InFlight inFlight = new InFlight(progress)) {
            NodeColumns batch = null;
            while (nodes.hasNext()) {
                Node node = nodes.next();
                if (batch != null && (node.label() != batch.label || batch.size() == batchSize)) {
                    inFlight.submit(batch.toBatch());
                    batch = null;
                }
                if (batch == null) {
                    batch = new NodeColumns(node.label(), batchSize);
                }
                batch.add(node);
            }
            if (batch != null) {
                inFlight.submit(batch.toBatch());
            }
            inFlight.finish("nodes");
        }
    }

    void relationships(Iterator<Relationship> relationships, LongConsumer progress) {
        try (InFlight inFlight = new InFlight(progress)) {
            StartColumns batch = null;
            while (relationships.hasNext()) {
                Relationship relationship = relationships.next();
                if (batch != null && (relationship.type() != batch.type
                        || batch.size() >= batchSize && !batch.startsWith(relationship.srcId()))) {
                    inFlight.submit(batch.toBatch());
                    batch = null;
                }
                if (batch == null) {
                    batch = new StartColumns(relationship.type());
                }
                batch.add(relationship);
            }
            if (batch != null) {
                inFlight.submit(batch.toBatch());
            }
            inFlight.finish("relationships");
        }
    }

    /**
     * A property graph's nodes: batches of one set of labels, each node's id and values as columns, the values
     * as Neo4j stores them ({@link Neo4jValues}), a null leaving the property unset.
     */
    void propertyNodes(GraphSchema graph, Iterator<Node> nodes, LongConsumer progress) {
        try (InFlight inFlight = new InFlight(progress)) {
            PropertyColumns batch = null;
            List<Label> batchLabels = null;
            while (nodes.hasNext()) {
                Node node = nodes.next();
                List<Label> labels = node.labels();
                if (batch != null && (!labels.equals(batchLabels) || batch.size() == batchSize)) {
                    inFlight.submit(batch.toBatch());
                    batch = null;
                }
                if (batch == null) {
                    batchLabels = labels;
                    String statement = statements.get("nodes-of-labels").replace("{labels}",
                            CypherNames.labels(graph, labels));
                    batch = new PropertyColumns(statement, "id", node.label().properties().subList(1,
                            node.label().properties().size()), labels + " nodes", SummaryCounters::nodesCreated);
                }
                batch.add(node.id(), null, Arrays.asList(node.values()).subList(1, node.values().length));
            }
            if (batch != null) {
                inFlight.submit(batch.toBatch());
            }
            inFlight.finish("nodes");
        }
    }

    /** A property graph's relationships: batches of one type, a relationship a row, found by their ends' ids. */
    void propertyRelationships(GraphSchema graph, Iterator<Relationship> relationships, LongConsumer progress) {
        try (InFlight inFlight = new InFlight(progress)) {
            PropertyColumns batch = null;
            RelType batchType = null;
            while (relationships.hasNext()) {
                Relationship relationship = relationships.next();
                RelType type = relationship.type();
                if (batch != null && (type != batchType || batch.size() == batchSize)) {
                    inFlight.submit(batch.toBatch());
                    batch = null;
                }
                if (batch == null) {
                    batchType = type;
                    String statement = statements.get("relationships-of-type")
                            .replace("{from}", ":" + CypherNames.quoted(type.from().graphName()))
                            .replace("{to}", ":" + CypherNames.quoted(type.to().graphName()))
                            .replace("{type}", ":" + CypherNames.quoted(type.name()));
                    batch = new PropertyColumns(statement, "src", type.properties(), type.name() + " relationships",
                            SummaryCounters::relationshipsCreated);
                }
                batch.add(relationship.srcId(), relationship.dstId(), Arrays.asList(relationship.values()));
            }
            if (batch != null) {
                inFlight.submit(batch.toBatch());
            }
            inFlight.finish("relationships");
        }
    }

    /**
     * A property graph's batch: a column of ids ({@code $id}, or {@code $src} and {@code $dst}), then a column of
     * values for each property, {@code $p1}, {@code $p2}, ..., which the statement's {@code {set}} sets.
     */
    private final class PropertyColumns {

        private final String statement;
        private final String idColumn;
        private final List<String> ids = new ArrayList<>();
        private final List<String> ends = new ArrayList<>();
        private final List<List<Object>> values = new ArrayList<>();
        private final String what;
        private final ToIntFunction<SummaryCounters> created;

        PropertyColumns(String template, String idColumn, List<Property> properties, String what,
                        ToIntFunction<SummaryCounters> created) {
            String variable = idColumn.equals("id") ? "n" : "r";
            StringBuilder set = new StringBuilder();
            for (int i = 0; i < properties.size(); i++) {
                set.append(i == 0 ? "SET " : ", ").append(variable).append('.')
                        .append(CypherNames.quoted(properties.get(i).name())).append(" = $p").append(i + 1).append("[i]");
                values.add(new ArrayList<>());
            }
            this.statement = template.replace("{set}", set);
            this.idColumn = idColumn;
            this.what = what;
            this.created = created;
        }

        void add(String id, String end, List<Object> row) {
            ids.add(id);
            if (end != null) {
                ends.add(end);
            }
            for (int i = 0; i < values.size(); i++) {
                values.get(i).add(Neo4jValues.forDriver(row.get(i)));
            }
        }

        int size() {
            return ids.size();
        }

        Batch toBatch() {
            Map<String, Object> parameters = new LinkedHashMap<>();
            parameters.put(idColumn, ids);
            if (idColumn.equals("src")) {
                parameters.put("dst", ends);
            }
            for (int i = 0; i < values.size(); i++) {
                parameters.put("p" + (i + 1), values.get(i));
            }
            return new Batch(statement, parameters, size(), what, created);
        }
    }

    /** One transaction's work: a statement, its columns, and how many nodes or relationships it must create. */
    private record Batch(String statement, Map<String, Object> columns, int size, String what,
                         ToIntFunction<SummaryCounters> created) {
    }

    /** Nodes of one label, a list per property named as the property. */
    private final class NodeColumns {

        private final Label label;
        private final List<List<Object>> columns = new ArrayList<>();

        NodeColumns(Label label, int capacity) {
            this.label = label;
            for (int i = 0; i < label.properties().size(); i++) {
                columns.add(new ArrayList<>(capacity));
            }
        }

        void add(Node node) {
            for (int i = 0; i < columns.size(); i++) {
                columns.get(i).add(node.values()[i]);
            }
        }

        int size() {
            return columns.getFirst().size();
        }

        Batch toBatch() {
            Map<String, Object> parameters = new LinkedHashMap<>();
            List<Property> properties = label.properties();
            for (int i = 0; i < properties.size(); i++) {
                parameters.put(properties.get(i).name(), columns.get(i));
            }
            return new Batch(statements.get("nodes-" + label.graphName()), parameters, size(),
                    label.graphName() + " nodes", SummaryCounters::nodesCreated);
        }
    }

    /** Relationships of one type: each start node's id once in {@code src}, the ids of its ends in {@code dst}. */
    private final class StartColumns {

        private final RelType type;
        private final List<String> src = new ArrayList<>();
        private final List<List<String>> dst = new ArrayList<>();
        private int size;

        StartColumns(RelType type) {
            this.type = type;
        }

        boolean startsWith(String srcId) {
            return !src.isEmpty() && src.getLast().equals(srcId);
        }

        void add(Relationship relationship) {
            if (!startsWith(relationship.srcId())) {
                src.add(relationship.srcId());
                dst.add(new ArrayList<>(2));
            }
            dst.getLast().add(relationship.dstId());
            size++;
        }

        int size() {
            return size;
        }

        Batch toBatch() {
            return new Batch(statements.get("relationships-" + type.name()), Map.of("src", src, "dst", dst), size,
                    type.name() + " relationships", SummaryCounters::relationshipsCreated);
        }
    }

    /**
     * Writes batches on a pool of {@code threads}, each in a session and managed transaction of its
     * own, and tells {@code progress} of each batch in the order they were submitted, from the
     * loading thread. The loading thread cuts the next batch while the pool writes; it waits for the
     * oldest batch when {@code threads} are in flight, so that memory holds a few batches at most.
     */
    private final class InFlight implements AutoCloseable {

        private final ExecutorService pool;
        private final Deque<Future<Integer>> running = new ArrayDeque<>();
        private final LongConsumer progress;
        private final AtomicLong retried = new AtomicLong();
        private final long startNanos = System.nanoTime();
        private long batches;
        private long stored;

        InFlight(LongConsumer progress) {
            this.progress = progress;
            this.pool = Executors.newFixedThreadPool(threads, Thread.ofPlatform().name("neo4j-load-", 1).daemon()
                    .factory());
        }

        void submit(Batch batch) {
            if (running.size() == threads) {
                awaitOldest();
            }
            running.add(pool.submit(() -> write(batch)));
            batches++;
        }

        void finish(String what) {
            while (!running.isEmpty()) {
                awaitOldest();
            }
            LOG.info("loaded {} {} in {} batches over Bolt, {} in flight, in {} ms; {} batches retried after a"
                            + " transient failure such as a deadlock", stored, what, batches, threads,
                    (System.nanoTime() - startNanos) / 1_000_000, retried.get());
        }

        private void awaitOldest() {
            int written;
            try {
                written = running.removeFirst().get();
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException cause ? cause : new IllegalStateException(e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted while loading Neo4j over Bolt", e);
            }
            stored += written;
            progress.accept(written);
        }

        private int write(Batch batch) {
            AtomicInteger attempts = new AtomicInteger();
            int created;
            try (Session session = engine.session(AccessMode.WRITE)) {
                created = batch.created().applyAsInt(session.executeWrite(tx -> {
                    attempts.incrementAndGet();
                    return tx.run(batch.statement(), batch.columns()).consume();
                }).counters());
            } catch (RuntimeException e) {
                throw engine.target().failure(e, "to load " + batch.what());
            }
            if (attempts.get() > 1) {
                retried.incrementAndGet();
            }
            if (created != batch.size()) {
                throw new EngineException("Neo4j stored " + created + " of a batch of " + batch.size() + " "
                        + batch.what() + ": the others name a node that is not loaded");
            }
            return created;
        }

        /** Batches not yet started are dropped; those running end on their own, their transactions whole. */
        @Override
        public void close() {
            running.forEach(future -> future.cancel(false));
            pool.close();
        }
    }
}
