package dev.graphbench.engine.falkordb;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The arguments of one {@code GRAPH.BULK} request, written as FalkorDB 4.16's bulk insert reads
 * them:
 *
 * <pre>
 * GRAPH.BULK graph [BEGIN] node-count relationship-count node-tokens relationship-tokens token...
 * </pre>
 *
 * <p>A token holds entities of one set of labels or one type: a header (the name, labels joined by colons,
 * then the number of properties as a 4-byte unsigned integer, then each property name) followed by the
 * entities to the token's end. A node is its property values in the header's order; a relationship is its
 * start and end nodes' internal ids (8 bytes each), then its property values. A value is a one-byte type
 * tag then the value: nothing for null (the node then lacks the property), 1 byte for a boolean, 8 for a
 * double or a whole number, the UTF-8 bytes and a NUL for text, an 8-byte count then each element for an
 * array. Numbers are little-endian, as the server reads them in its own byte order (x86-64 and ARM64, the
 * machines FalkorDB is built for).
 *
 * <p>The command has no type for a date or a datetime: they go as text in ISO form (a datetime as its time
 * in UTC, to the second, which is all FalkorDB keeps), and the loader makes them temporal values after the
 * load ({@link FalkorDbLoader}). A datetime with a fraction of a second is refused.
 *
 * <p>FalkorDB trusts what it reads: text and names are read up to their NUL, and anything
 * misplaced misreads every value after it, or crashes the server. So nothing the server would read
 * otherwise than meant is written: text holding a NUL character, an empty name, a label or type
 * with a colon (FalkorDB splits a label there into several), and a value of any other type are
 * refused, naming what and where.
 */
final class BulkRequest {

    /** FalkorDB's type tags (its bulk insert's {@code TYPE} enum). */
    private static final byte NULL = 0;
    private static final byte BOOLEAN = 1;
    private static final byte DOUBLE = 2;
    private static final byte STRING = 3;
    private static final byte LONG = 4;
    private static final byte ARRAY = 5;

    private static final String NUL_IN_TEXT =
            "text holding a NUL character cannot be sent through GRAPH.BULK, which ends text there";

    private static final DateTimeFormatter DATETIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");
    private static final VarHandle LITTLE_ENDIAN_LONG =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LITTLE_ENDIAN_INT =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private final boolean ofNodes;
    private final List<byte[]> tokens = new ArrayList<>();
    /** The token being written, up to {@link #length}. */
    private byte[] token = new byte[1 << 16];
    private int length;
    /** The label or type of the token being written; null before the first entity. */
    private Object tokenOf;
    private long closedBytes;
    private int entities;
    /** Whether the arguments were taken: nothing more may be added. */
    private boolean complete;

    private BulkRequest(boolean ofNodes) {
        this.ofNodes = ofNodes;
    }

    /** A request of nodes. */
    static BulkRequest ofNodes() {
        return new BulkRequest(true);
    }

    /** A request of relationships. */
    static BulkRequest ofRelationships() {
        return new BulkRequest(false);
    }

    /**
     * Adds a node with its label and every property value.
     *
     * @throws IllegalArgumentException naming the node and property, when a value cannot be written
     */
    void add(Node node) {
        checkOpen(true);
        Label label = node.label();
        List<Property> properties = label.properties();
        Object of = node.otherLabels().isEmpty() ? label : node.labels();
        if (!of.equals(tokenOf)) {
            startToken(of, node.labels().stream().map(Label::graphName).toList(), properties);
        }
        Object[] values = node.values();
        int start = length;
        for (int i = 0; i < values.length; i++) {
            try {
                value(values[i]);
            } catch (IllegalArgumentException e) {
                // The node is left out whole, so that the request stays one the server reads right.
                length = start;
                throw new IllegalArgumentException("node " + node.label().graphName() + " " + values[0] + ", property "
                        + properties.get(i).name() + ": " + e.getMessage(), e);
            }
        }
        entities++;
    }

    /**
     * Adds a relationship from the node FalkorDB numbers as its start's ordinal to the one it numbers
     * as its end's: it numbers nodes so when they are bulk-loaded in stream order into a new graph
     * ({@link BulkLoad} checks that they were).
     */
    void add(Relationship relationship) {
        checkOpen(false);
        RelType type = relationship.type();
        if (!type.equals(tokenOf)) {
            startToken(type, List.of(type.name()), type.properties());
        }
        int start = length;
        ensure(16);
        LITTLE_ENDIAN_LONG.set(token, length, relationship.srcOrdinal());
        LITTLE_ENDIAN_LONG.set(token, length + 8, relationship.dstOrdinal());
        length += 16;
        Object[] values = relationship.values();
        for (int i = 0; i < values.length; i++) {
            try {
                value(values[i]);
            } catch (IllegalArgumentException e) {
                length = start;
                throw new IllegalArgumentException("relationship " + relationship + ", property "
                        + type.properties().get(i).name() + ": " + e.getMessage(), e);
            }
        }
        entities++;
    }

    /** The nodes or relationships added. */
    int entities() {
        return entities;
    }

    /** The bytes of every token so far: the request's size, but for the few of its counts. */
    long bytes() {
        return closedBytes + length;
    }

    /**
     * The arguments after the command: the graph, BEGIN when {@code begin}, the counts, the tokens.
     * The request is complete then: nothing more may be added.
     */
    byte[][] arguments(String graph, boolean begin) {
        closeToken();
        complete = true;
        List<byte[]> arguments = new ArrayList<>(tokens.size() + 6);
        arguments.add(graph.getBytes(StandardCharsets.UTF_8));
        if (begin) {
            arguments.add(ascii("BEGIN"));
        }
        arguments.add(ascii(ofNodes ? entities : 0));
        arguments.add(ascii(ofNodes ? 0 : entities));
        arguments.add(ascii(ofNodes ? tokens.size() : 0));
        arguments.add(ascii(ofNodes ? 0 : tokens.size()));
        arguments.addAll(tokens);
        return arguments.toArray(byte[][]::new);
    }

    /** The arguments of the request that creates an empty graph: {@code graph BEGIN 0 0 0 0}. */
    static byte[][] beginArguments(String graph) {
        return ofNodes().arguments(graph, true);
    }

    /** Starts a token of {@code names}: the labels of a node, or a relationship's type alone. */
    private void startToken(Object of, List<String> names, List<Property> properties) {
        for (String name : names) {
            checkName(name, "label or type");
            if (name.indexOf(':') >= 0) {
                throw new IllegalArgumentException("'" + name + "' cannot be a label or type in a GRAPH.BULK request,"
                        + " which would split it at its colon");
            }
        }
        String name = String.join(":", names);
        for (Property property : properties) {
            checkName(property.name(), "property name");
        }
        closeToken();
        tokenOf = of;
        text(name);
        ensure(4);
        LITTLE_ENDIAN_INT.set(token, length, properties.size());
        length += 4;
        for (Property property : properties) {
            text(property.name());
        }
    }

    private void checkOpen(boolean node) {
        if (complete) {
            throw new IllegalStateException("the request's arguments were taken: it takes nothing more");
        }
        if (node != ofNodes) {
            throw new IllegalStateException("a request of " + (ofNodes ? "nodes" : "relationships") + " takes no "
                    + (node ? "node" : "relationship"));
        }
    }

    private void closeToken() {
        if (tokenOf != null && !complete) {
            tokens.add(Arrays.copyOf(token, length));
            closedBytes += length;
            length = 0;
        }
    }

    private static void checkName(String name, String what) {
        if (name.isEmpty() || name.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a " + what + " in a GRAPH.BULK request cannot be empty or hold a NUL"
                    + " character, got '" + name.replace("\0", "\\0") + "'");
        }
    }

    private void value(Object value) {
        switch (value) {
            case null -> tag(NULL);
            case String text -> {
                tag(STRING);
                text(text);
            }
            case Long number -> whole(number);
            case Integer number -> whole(number);
            case Short number -> whole(number);
            case Byte number -> whole(number);
            case Double number -> real(number);
            case Float number -> real(number);
            case Boolean bool -> {
                tag(BOOLEAN);
                ensure(1);
                token[length++] = (byte) (bool ? 1 : 0);
            }
            case LocalDate date -> {
                tag(STRING);
                text(date.toString());
            }
            case LocalDateTime local -> {
                tag(STRING);
                text(seconds(local));
            }
            case Instant instant -> {
                tag(STRING);
                text(seconds(LocalDateTime.ofInstant(instant, ZoneOffset.UTC)));
            }
            case List<?> array -> {
                tag(ARRAY);
                ensure(8);
                LITTLE_ENDIAN_LONG.set(token, length, (long) array.size());
                length += 8;
                for (Object element : array) {
                    if (element == null) {
                        throw new IllegalArgumentException("an array element is null, which FalkorDB's arrays hold not");
                    }
                    value(element);
                }
            }
            default -> throw new IllegalArgumentException("a value of type " + value.getClass().getSimpleName()
                    + " cannot be a property through GRAPH.BULK; give text, a number, a boolean, a date, a datetime or"
                    + " an array of them");
        }
    }

    /** A datetime as FalkorDB reads one, {@code 2024-05-31T09:30:00}; refused with a fraction of a second. */
    static String seconds(LocalDateTime time) {
        if (time.getNano() != 0) {
            throw new IllegalArgumentException(time + " has a fraction of a second, which FalkorDB does not keep (its"
                    + " datetimes are whole seconds): round the datetimes of the files to the second, or leave FalkorDB"
                    + " out of the run (--engines)");
        }
        return DATETIME.format(time);
    }

    private void whole(long number) {
        tag(LONG);
        ensure(8);
        LITTLE_ENDIAN_LONG.set(token, length, number);
        length += 8;
    }

    private void real(double number) {
        tag(DOUBLE);
        ensure(8);
        LITTLE_ENDIAN_LONG.set(token, length, Double.doubleToRawLongBits(number));
        length += 8;
    }

    private void tag(byte tag) {
        ensure(1);
        token[length++] = tag;
    }

    /** {@code text} in UTF-8 and a NUL: ASCII byte by byte, whatever follows the first other character at once. */
    private void text(String text) {
        int count = text.length();
        ensure(count + 1);
        for (int i = 0; i < count; i++) {
            char c = text.charAt(i);
            if (c == 0) {
                throw new IllegalArgumentException(NUL_IN_TEXT);
            }
            if (c >= 0x80) {
                byte[] rest = text.substring(i).getBytes(StandardCharsets.UTF_8);
                for (byte b : rest) {
                    if (b == 0) {
                        throw new IllegalArgumentException(NUL_IN_TEXT);
                    }
                }
                ensure(rest.length + 1);
                System.arraycopy(rest, 0, token, length, rest.length);
                length += rest.length;
                break;
            }
            token[length++] = (byte) c;
        }
        token[length++] = 0;
    }

    private void ensure(int more) {
        if (length + more > token.length) {
            token = Arrays.copyOf(token, Math.max(token.length * 2, length + more));
        }
    }

    private static byte[] ascii(Object value) {
        return String.valueOf(value).getBytes(StandardCharsets.US_ASCII);
    }
}
