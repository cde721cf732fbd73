package dev.graphbench.engine.neo4j;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.Relationship;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import org.neo4j.batchimport.api.InputIterable;
import org.neo4j.batchimport.api.InputIterator;
import org.neo4j.batchimport.api.input.Collector;
import org.neo4j.batchimport.api.input.IdType;
import org.neo4j.batchimport.api.input.Input;
import org.neo4j.batchimport.api.input.InputChunk;
import org.neo4j.batchimport.api.input.InputEntityVisitor;
import org.neo4j.batchimport.api.input.PropertySizeCalculator;
import org.neo4j.batchimport.api.input.ReadableGroups;

/**
 * The generated graph as the importer's input, streamed: a node's Neo4j id is its ordinal (dense
 * from 0), so relationships name their ends by ordinal and the importer needs no id map. The
 * importer reads with several threads; each takes a chunk of rows off the stream under a lock and
 * hands them on without it.
 *
 * <p>Each stream is read once. The relationships are asked for once the nodes are imported,
 * through {@code relationships}, which may wait until the caller has them.
 */
final class GraphImportInput implements Input {

    /** Rows a reader thread takes off the stream at once. */
    static final int CHUNK_ROWS = 4_096;

    /** A stream and whom to tell of each chunk taken from it. */
    record Stream<T>(Iterator<T> rows, LongConsumer progress) {
    }

    private final Stream<Node> nodes;
    private final Supplier<Stream<Relationship>> relationships;
    private final AtomicBoolean nodesRead = new AtomicBoolean();

    GraphImportInput(Stream<Node> nodes, Supplier<Stream<Relationship>> relationships) {
        this.nodes = nodes;
        this.relationships = relationships;
    }

    @Override
    public InputIterable nodes(Collector badCollector) {
        return () -> {
            if (nodesRead.getAndSet(true)) {
                // The stream is read once: a second reading would find it empty and lose nodes.
                throw new IllegalStateException("the importer asked for the nodes a second time");
            }
            return new Chunks<>(nodes, GraphImportInput::visitNode);
        };
    }

    @Override
    public InputIterable relationships(Collector badCollector) {
        return () -> new Chunks<>(relationships.get(), GraphImportInput::visitRelationship);
    }

    @Override
    public IdType idType() {
        return IdType.ACTUAL;
    }

    @Override
    public ReadableGroups groups() {
        return ReadableGroups.EMPTY;
    }

    /** Nothing is known before the stream is read; the importer sizes what it needs as it goes. */
    @Override
    public Estimates validateAndEstimate(PropertySizeCalculator sizes, int threads) {
        return Input.knownEstimates(0, 0, 0, 0, 0, 0, 0);
    }

    @Override
    public boolean containsVectorData() {
        return false;
    }

    private static void visitNode(Node node, InputEntityVisitor visitor) throws IOException {
        visitor.id(node.ordinal());
        visitor.labels(node.otherLabels().isEmpty() ? new String[] {node.label().graphName()}
                : node.labels().stream().map(Label::graphName).toArray(String[]::new));
        properties(node.label().properties(), node.values(), visitor);
        visitor.endOfEntity();
    }

    private static void visitRelationship(Relationship relationship, InputEntityVisitor visitor) throws IOException {
        visitor.startId(relationship.srcOrdinal());
        visitor.endId(relationship.dstOrdinal());
        visitor.type(relationship.type().name());
        properties(relationship.type().properties(), relationship.values(), visitor);
        visitor.endOfEntity();
    }

    /** Each value the entity has, as Neo4j stores it ({@link Neo4jValues}); a null is a property it lacks. */
    private static void properties(List<Property> properties, Object[] values, InputEntityVisitor visitor) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                Property property = properties.get(i);
                visitor.property(property.name(), Neo4jValues.forImporter(property, values[i]), false);
            }
        }
    }

    /** How one row reaches the importer. */
    private interface Visit<T> {
        void accept(T row, InputEntityVisitor visitor) throws IOException;
    }

    /** The importer's threads share one stream; each fills chunks of its own from it. */
    private static final class Chunks<T> implements InputIterator {

        private final Stream<T> stream;
        private final Visit<T> visit;

        Chunks(Stream<T> stream, Visit<T> visit) {
            this.stream = stream;
            this.visit = visit;
        }

        @Override
        public InputChunk newChunk() {
            return new Chunk<>(visit);
        }

        @Override
        public boolean next(InputChunk chunk) {
            @SuppressWarnings("unchecked")
            Chunk<T> rows = (Chunk<T>) chunk;
            rows.clear();
            synchronized (this) {
                Iterator<T> source = stream.rows();
                while (rows.size() < CHUNK_ROWS && source.hasNext()) {
                    rows.add(source.next());
                }
                if (rows.size() > 0) {
                    stream.progress().accept(rows.size());
                }
            }
            return rows.size() > 0;
        }

        @Override
        public void close() {
        }
    }

    private static final class Chunk<T> implements InputChunk {

        private final Visit<T> visit;
        private final List<T> rows = new ArrayList<>(CHUNK_ROWS);
        private int next;

        Chunk(Visit<T> visit) {
            this.visit = visit;
        }

        void clear() {
            rows.clear();
            next = 0;
        }

        void add(T row) {
            rows.add(row);
        }

        int size() {
            return rows.size();
        }

        @Override
        public boolean next(InputEntityVisitor visitor) throws IOException {
            if (next == rows.size()) {
                return false;
            }
            visit.accept(rows.get(next++), visitor);
            return true;
        }

        @Override
        public void close() {
        }
    }
}
