package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts and hashes the graph as it streams past, so that a load and its manifest come from one
 * pass of the generator. Wrap the node stream, then the relationship stream, and read
 * {@link #manifest()} when both are exhausted.
 */
public final class ManifestRecorder {

    private final DatasetSpec spec;
    private final MessageDigest digest;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
    private final GraphSchema schema = GraphSchema.GENERATED;
    private final long[] nodes = new long[schema.labels().size()];
    private final long[] relationships = new long[schema.types().size()];
    /** Nodes and relationships stream grouped by label and type: the last one's position is found once. */
    private Label lastLabel;
    private int lastLabelIndex;
    private RelType lastType;
    private int lastTypeIndex;

    /** A recorder for a graph of {@code spec}. */
    public ManifestRecorder(DatasetSpec spec) {
        this.spec = spec;
        try {
            this.digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
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
        if (node.label() != lastLabel) {
            lastLabel = node.label();
            lastLabelIndex = schema.indexOf(lastLabel);
        }
        nodes[lastLabelIndex]++;
        room(16);
        buffer.put((byte) 'N').put((byte) lastLabelIndex).putLong(node.ordinal());
        List<Property> properties = node.label().properties();
        Object[] values = node.values();
        for (int i = 0; i < values.length; i++) {
            if (properties.get(i).type() == Property.Type.LONG) {
                room(8);
                buffer.putLong((Long) values[i]);
            } else {
                byte[] bytes = ((String) values[i]).getBytes(StandardCharsets.UTF_8);
                room(bytes.length + 1);
                if (bytes.length + 1 > buffer.capacity()) {
                    digest.update(bytes);
                } else {
                    buffer.put(bytes);
                }
                buffer.put((byte) 0);
            }
        }
    }

    private void record(Relationship relationship) {
        if (relationship.type() != lastType) {
            lastType = relationship.type();
            lastTypeIndex = schema.indexOf(lastType);
        }
        relationships[lastTypeIndex]++;
        room(18);
        buffer.put((byte) 'R').put((byte) lastTypeIndex)
                .putLong(relationship.srcOrdinal()).putLong(relationship.dstOrdinal());
    }

    private void room(int bytes) {
        if (buffer.remaining() < bytes) {
            digest.update(buffer.array(), 0, buffer.position());
            buffer.clear();
        }
    }

    /** The counts and hash of everything read so far. */
    public Manifest manifest() {
        digest.update(buffer.array(), 0, buffer.position());
        buffer.clear();
        String hash = "sha256:" + HexFormat.of().formatHex(digest.digest());
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
