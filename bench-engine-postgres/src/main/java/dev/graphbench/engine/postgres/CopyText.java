package dev.graphbench.engine.postgres;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Rows of COPY's text format, encoded straight into a reusable byte buffer: a node as
 * {@code nid TAB ["Label"] TAB {"id":"p0",...} LF}, a relationship as {@code src TAB dst TAB TYPE LF}.
 *
 * <p>Strings are escaped twice in one pass: for JSON (quote, backslash and control characters),
 * then for COPY, whose only special byte left after JSON escaping is the backslash, doubled. JSON
 * escapes every control character, so no raw tab or newline reaches the COPY stream.
 */
final class CopyText {

    private static final byte TAB = '\t';
    private static final byte NEWLINE = '\n';
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private byte[] bytes;
    private int size;
    /**
     * The encoded label array and property keys of the last label written, and the last type's name:
     * nodes and relationships arrive grouped by label and type, so each is encoded once a group.
     */
    private Label label;
    private byte[] labelBytes;
    private byte[][] keys;
    private RelType type;
    private byte[] typeBytes;

    CopyText(int capacity) {
        bytes = new byte[capacity];
    }

    /** Appends one node row; properties whose value is {@code null} are left out of its JSON. */
    void node(Node node) {
        if (node.label() != label) {
            encode(node.label());
        }
        putLong(node.ordinal());
        put(TAB);
        put(labelBytes);
        put(TAB);
        put((byte) '{');
        List<Property> properties = label.properties();
        Object[] values = node.values();
        boolean first = true;
        for (int i = 0; i < values.length; i++) {
            Object value = values[i];
            if (value == null) {
                continue;
            }
            if (!first) {
                put((byte) ',');
            }
            first = false;
            put(keys[i]);
            if (properties.get(i).type() == Property.Type.LONG) {
                putLong(((Number) value).longValue());
            } else {
                try {
                    putJsonString((String) value);
                } catch (EngineException e) {
                    throw new EngineException("cannot load node " + node.id() + ": its " + properties.get(i).name()
                            + " " + e.getMessage(), e);
                }
            }
        }
        put((byte) '}');
        put(NEWLINE);
    }

    /** Appends one relationship row. */
    void relationship(Relationship relationship) {
        putLong(relationship.srcOrdinal());
        put(TAB);
        putLong(relationship.dstOrdinal());
        put(TAB);
        if (relationship.type() != type) {
            type = relationship.type();
            typeBytes = type.name().getBytes(StandardCharsets.US_ASCII);
        }
        put(typeBytes);
        put(NEWLINE);
    }

    private void encode(Label next) {
        CopyText scratch = new CopyText(64);
        scratch.put((byte) '[');
        scratch.putJsonString(next.graphName());
        scratch.put((byte) ']');
        labelBytes = scratch.toByteArray();
        List<Property> properties = next.properties();
        keys = new byte[properties.size()][];
        for (int i = 0; i < properties.size(); i++) {
            scratch.reset();
            scratch.putJsonString(properties.get(i).name());
            scratch.put((byte) ':');
            keys[i] = scratch.toByteArray();
        }
        label = next;
    }

    /**
     * Appends one row of a property graph's table: {@code first} (an id, or a relationship's source), then
     * {@code second} when not null (its target), then each of {@code values} at {@code columns} (the value of the
     * table's column {@code k} is {@code values[columns[k]]}, none where {@code columns[k]} is -1), each value as
     * {@link PostgresTypes#copy} writes it.
     */
    void row(String first, String second, Object[] values, int[] columns) {
        PostgresTypes.copyText(this, first);
        if (second != null) {
            put(TAB);
            PostgresTypes.copyText(this, second);
        }
        for (int column : columns) {
            put(TAB);
            PostgresTypes.copy(this, column < 0 ? null : values[column]);
        }
        put(NEWLINE);
    }

    /** Appends {@code ascii}, which needs no escaping. */
    void ascii(String ascii) {
        ensure(ascii.length());
        for (int i = 0; i < ascii.length(); i++) {
            bytes[size++] = (byte) ascii.charAt(i);
        }
    }

    /** Appends one byte. */
    void appendByte(byte b) {
        put(b);
    }

    /** Appends a whole number in decimal. */
    void appendLong(long value) {
        putLong(value);
    }

    /**
     * Appends {@code s} in UTF-8 escaped for COPY's text format: a backslash, a tab, a new line and a carriage
     * return as {@code \\}, {@code \t}, {@code \n}, {@code \r}; with {@code quoted}, also as an element of an
     * array literal, in double quotes, its quotes and backslashes escaped for the array first.
     *
     * @throws EngineException when {@code s} holds U+0000, which PostgreSQL cannot store in text
     */
    void appendText(String s, boolean quoted) {
        if (s.indexOf(0) >= 0) {
            throw new EngineException("holds the character U+0000, which PostgreSQL cannot store in text");
        }
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        ensure(utf8.length * 4 + 4);
        if (quoted) {
            bytes[size++] = '"';
        }
        for (byte b : utf8) {
            switch (b) {
                case '\\' -> {
                    // An array element's backslash is escaped for the array, then both for COPY.
                    int times = quoted ? 4 : 2;
                    for (int i = 0; i < times; i++) {
                        bytes[size++] = '\\';
                    }
                }
                case '"' -> {
                    if (quoted) {
                        bytes[size++] = '\\';
                        bytes[size++] = '\\';
                    }
                    bytes[size++] = '"';
                }
                case '\t' -> {
                    bytes[size++] = '\\';
                    bytes[size++] = 't';
                }
                case '\n' -> {
                    bytes[size++] = '\\';
                    bytes[size++] = 'n';
                }
                case '\r' -> {
                    bytes[size++] = '\\';
                    bytes[size++] = 'r';
                }
                default -> bytes[size++] = b;
            }
        }
        if (quoted) {
            bytes[size++] = '"';
        }
    }

    byte[] array() {
        return bytes;
    }

    int size() {
        return size;
    }

    void reset() {
        size = 0;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    private void put(byte b) {
        ensure(1);
        bytes[size++] = b;
    }

    private void put(byte[] b) {
        ensure(b.length);
        System.arraycopy(b, 0, bytes, size, b.length);
        size += b.length;
    }

    private void putLong(long value) {
        if (value == Long.MIN_VALUE) {
            put(Long.toString(value).getBytes(StandardCharsets.US_ASCII));
            return;
        }
        ensure(20);
        if (value < 0) {
            bytes[size++] = '-';
            value = -value;
        }
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        int end = size + digits;
        for (int at = end - 1; at >= size; at--) {
            bytes[at] = (byte) ('0' + value % 10);
            value /= 10;
        }
        size = end;
    }

    /**
     * Appends {@code s} as a JSON string in UTF-8, escaped for COPY: a JSON escape's backslash is
     * written twice, so {@code "} becomes {@code \\"} and a newline {@code \\n}.
     */
    private void putJsonString(String s) {
        int length = s.length();
        // At most 7 bytes a char (\\u001f) and the two quotes.
        ensure(length * 7 + 2);
        byte[] out = bytes;
        int at = size;
        out[at++] = '"';
        for (int i = 0; i < length; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x80) {
                if (c == '"') {
                    out[at++] = '\\';
                    out[at++] = '\\';
                } else if (c == '\\') {
                    out[at++] = '\\';
                    out[at++] = '\\';
                    out[at++] = '\\';
                }
                out[at++] = (byte) c;
            } else if (c < 0x20) {
                out[at++] = '\\';
                out[at++] = '\\';
                switch (c) {
                    case '\b' -> out[at++] = 'b';
                    case '\f' -> out[at++] = 'f';
                    case '\n' -> out[at++] = 'n';
                    case '\r' -> out[at++] = 'r';
                    case '\t' -> out[at++] = 't';
                    case 0 -> throw new EngineException("holds the character U+0000, which "
                            + "PostgreSQL cannot store in text or jsonb");
                    default -> {
                        out[at++] = 'u';
                        out[at++] = '0';
                        out[at++] = '0';
                        out[at++] = HEX[c >> 4];
                        out[at++] = HEX[c & 0xf];
                    }
                }
            } else if (c < 0x800) {
                out[at++] = (byte) (0xc0 | c >> 6);
                out[at++] = (byte) (0x80 | c & 0x3f);
            } else if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 == length || !Character.isLowSurrogate(s.charAt(i + 1))) {
                    throw new EngineException("holds an unpaired surrogate (U+"
                            + Integer.toHexString(c).toUpperCase() + "), which is not valid Unicode");
                }
                int codePoint = Character.toCodePoint(c, s.charAt(++i));
                out[at++] = (byte) (0xf0 | codePoint >> 18);
                out[at++] = (byte) (0x80 | codePoint >> 12 & 0x3f);
                out[at++] = (byte) (0x80 | codePoint >> 6 & 0x3f);
                out[at++] = (byte) (0x80 | codePoint & 0x3f);
            } else {
                out[at++] = (byte) (0xe0 | c >> 12);
                out[at++] = (byte) (0x80 | c >> 6 & 0x3f);
                out[at++] = (byte) (0x80 | c & 0x3f);
            }
        }
        out[at++] = '"';
        size = at;
    }

    private void ensure(int extra) {
        if (size + extra > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + extra));
        }
    }
}
