package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counts and hashes the graph as it streams past, so that a load and its manifest come from one
 * pass of the generator. Wrap the node stream, then the relationship stream, and read
 * {@link #manifest()} when both are exhausted.
 */
public final class ManifestRecorder {

    private final DatasetSpec spec;
    private final GraphSchema schema = GraphSchema.GENERATED;
    private final ContentHash hash = new ContentHash(schema);
    private final long[] nodes = new long[schema.labels().size()];
    private final long[] relationships = new long[schema.types().size()];

    /** A recorder for a graph of {@code spec}. */
    public ManifestRecorder(DatasetSpec spec) {
        this.spec = spec;
    }

    /** {@code source}, recorded as it is read. */
    public Iterator<Node> nodes(Iterator<Node> source) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return source.hasNext();
            }

            @Override
            public Node next() {
                Node node = source.next();
                record(node);
                return node;
            }
        };
    }

    /** {@code source}, recorded as it is read. */
    public Iterator<Relationship> relationships(Iterator<Relationship> source) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return source.hasNext();
            }

            @Override
            public Relationship next() {
                Relationship relationship = source.next();
                record(relationship);
                return relationship;
            }
        };
    }

    private void record(Node node) {
        nodes[hash.labelIndex(node)]++;
        hash.add(node);
    }

    private void record(Relationship relationship) {
        relationships[hash.typeIndex(relationship)]++;
        hash.add(relationship);
    }

    /** The counts and hash of everything read so far. */
    public Manifest manifest() {
        String hash = this.hash.hash();
        Map<String, Long> nodeCounts = new LinkedHashMap<>();
        for (int i = 0; i < nodes.length; i++) {
            nodeCounts.put(schema.labels().get(i).graphName(), nodes[i]);
        }
        Map<String, Long> relationshipCounts = new LinkedHashMap<>();
        for (int i = 0; i < relationships.length; i++) {
            relationshipCounts.put(schema.types().get(i).name(), relationships[i]);
        }
        return new Manifest(Generator.VERSION, spec.scaleFactor(), spec.seed(),
                new GraphCounts(nodeCounts, relationshipCounts), hash);
    }
}
