package dev.graphbench.datagen;

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
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;

/**
 * The SHA-256 of a graph as it streams to a loader, node by node and relationship by relationship, so that
 * two datasets that load the same graph have the same hash whatever files they came from.
 *
 * <p>The generated graph's nodes are hashed as they always were (its label's position as a byte, the
 * ordinal, each value: a whole number's 8 bytes, a string's UTF-8 bytes and a NUL), so that a graph read
 * from files that is the generated graph has the generated graph's hash. Any other graph's hash begins
 * with its schema (names and types) and tags every value with its type, so that no two graphs share one.
 */
public final class ContentHash {

    private static final byte NULL = 0;
    private static final byte STRING = 1;
    private static final byte LONG = 2;
    private static final byte DOUBLE = 3;
    private static final byte BOOLEAN = 4;
    private static final byte DATE = 5;
    private static final byte DATETIME = 6;
    private static final byte LOCAL_DATETIME = 7;
    private static final byte ARRAY = 8;

    private final GraphSchema schema;
    private final boolean generated;
    private final MessageDigest digest;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
    /** Nodes and relationships stream grouped by label and type: the last one's position is found once. */
    private Label lastLabel;
    private int lastLabelIndex;
    private RelType lastType;
    private int lastTypeIndex;

    /** A hash of a graph of {@code schema}. */
    public ContentHash(GraphSchema schema) {
        this.schema = schema;
        this.generated = schema == GraphSchema.GENERATED;
        try {
            this.digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
        if (!generated) {
            StringBuilder names = new StringBuilder("graph-bench graph 1\nkind ").append(schema.kind()).append('\n');
            for (Label label : schema.labels()) {
                names.append("label ").append(label.graphName()).append(' ').append(label.properties()).append('\n');
            }
            for (RelType type : schema.types()) {
                names.append("type ").append(type.name()).append(' ').append(type.from()).append(' ')
                        .append(type.to()).append(' ').append(type.properties()).append('\n');
            }
            digest.update(names.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The position of the node's label in the schema, found once a group. */
    public int labelIndex(Node node) {
        if (node.label() != lastLabel) {
            lastLabel = node.label();
            lastLabelIndex = schema.indexOf(lastLabel);
        }
        return lastLabelIndex;
    }

    /** The position of the relationship's type in the schema, found once a group. */
    public int typeIndex(Relationship relationship) {
        if (relationship.type() != lastType) {
            lastType = relationship.type();
            lastTypeIndex = schema.indexOf(lastType);
        }
        return lastTypeIndex;
    }

    /** Adds {@code node}. */
    public void add(Node node) {
        int label = labelIndex(node);
        List<Property> properties = node.label().properties();
        Object[] values = node.values();
        if (generated) {
            room(16);
            buffer.put((byte) 'N').put((byte) label).putLong(node.ordinal());
            for (int i = 0; i < values.length; i++) {
                if (properties.get(i).type() == Property.Type.LONG) {
                    room(8);
                    buffer.putLong((Long) values[i]);
                } else {
                    text((String) values[i]);
                    room(1);
                    buffer.put((byte) 0);
                }
            }
            return;
        }
        room(17 + 4 * node.otherLabels().size());
        buffer.put((byte) 'N').putInt(label).putLong(node.ordinal()).putInt(node.otherLabels().size());
        for (Label other : node.otherLabels()) {
            buffer.putInt(schema.indexOf(other));
        }
        for (Object value : values) {
            value(value);
        }
    }

    /** Adds {@code relationship}. */
    public void add(Relationship relationship) {
        int type = typeIndex(relationship);
        if (generated) {
            room(18);
            buffer.put((byte) 'R').put((byte) type).putLong(relationship.srcOrdinal()).putLong(relationship.dstOrdinal());
            return;
        }
        room(21);
        buffer.put((byte) 'R').putInt(type).putLong(relationship.srcOrdinal()).putLong(relationship.dstOrdinal());
        for (Object value : relationship.values()) {
            value(value);
        }
    }

    /** {@code sha256:} and the hex digest of everything added; the hash is not used afterwards. */
    public String hash() {
        digest.update(buffer.array(), 0, buffer.position());
        buffer.clear();
        return "sha256:" + HexFormat.of().formatHex(digest.digest());
    }

    private void value(Object value) {
        room(13);
        switch (value) {
            case null -> buffer.put(NULL);
            case String text -> {
                byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
                buffer.put(STRING).putInt(bytes.length);
                bytes(bytes);
            }
            case Long number -> buffer.put(LONG).putLong(number);
            case Double number -> buffer.put(DOUBLE).putLong(Double.doubleToLongBits(number));
            case Boolean bool -> buffer.put(BOOLEAN).put((byte) (bool ? 1 : 0));
            case LocalDate date -> buffer.put(DATE).putLong(date.toEpochDay());
            case Instant instant -> buffer.put(DATETIME).putLong(instant.getEpochSecond()).putInt(instant.getNano());
            case LocalDateTime local -> buffer.put(LOCAL_DATETIME).putLong(local.toEpochSecond(ZoneOffset.UTC))
                    .putInt(local.getNano());
            case List<?> array -> {
                buffer.put(ARRAY).putInt(array.size());
                for (Object element : array) {
                    value(element);
                }
            }
            default -> throw new IllegalArgumentException("a value of type " + value.getClass().getSimpleName()
                    + " is no property value");
        }
    }

    private void text(String text) {
        bytes(text.getBytes(StandardCharsets.UTF_8));
    }

    private void bytes(byte[] bytes) {
        room(bytes.length);
        if (bytes.length > buffer.capacity()) {
            digest.update(bytes);
        } else {
            buffer.put(bytes);
        }
    }

    private void room(int bytes) {
        if (buffer.remaining() < bytes) {
            digest.update(buffer.array(), 0, buffer.position());
            buffer.clear();
        }
    }
}
