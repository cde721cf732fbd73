package dev.graphbench.engine.falkordb;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * FalkorDB's parameters: it takes them as text, in a {@code CYPHER name=value ...} prefix before
 * the statement, so each value is written here as a Cypher literal. This is the engine's injection
 * boundary: whatever a value holds, it must come out as one literal the server reads back as that
 * value, and never as query text.
 *
 * <p>Text is written in double quotes with every backslash and double quote escaped, and newlines,
 * carriage returns and tabs as {@code \n}, {@code \r}, {@code \t}; every other character, non-ASCII
 * included, is sent as it is, in UTF-8. FalkorDB reads a query as a C string, so a NUL character
 * would end it: such text is refused. Whole numbers, finite doubles, booleans and null are written
 * as literals; lists (any collection or array) and maps (keys that are names) as Cypher lists and
 * maps, nested as deep as they go. Anything else is refused, with the parameter it was given for.
 *
 * <p>jfalkordb 0.7.0 writes a map with Java's {@code toString} and escapes neither backslashes
 * before quotes nor newlines, so the engine does not let it encode parameters.
 */
final class CypherParameters {

    /** A name Cypher takes without backquotes. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private CypherParameters() {
    }

    /**
     * {@code statement} with {@code parameters} bound in front of it: {@code CYPHER a=1 b="x" MATCH ...}.
     *
     * @throws IllegalArgumentException naming the parameter, when a name or a value cannot be written
     */
    static String bind(String statement, Map<String, ?> parameters) {
        if (parameters.isEmpty()) {
            return statement;
        }
        StringBuilder query = new StringBuilder(statement.length() + 32 * parameters.size()).append("CYPHER");
        parameters.forEach((name, value) -> {
            if (name == null || !NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("a parameter name must be letters, digits and underscores, got '"
                        + name + "'");
            }
            query.append(' ').append(name).append('=');
            try {
                literal(query, value);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("parameter " + name + ": " + e.getMessage(), e);
            }
        });
        return query.append(' ').append(statement).toString();
    }

    /** Appends {@code value} as a Cypher literal. */
    static void literal(StringBuilder out, Object value) {
        switch (value) {
            case null -> out.append("null");
            case String text -> text(out, text);
            case Character character -> text(out, character.toString());
            case Boolean bool -> out.append(bool);
            case Long number -> out.append(number.longValue());
            case Integer number -> out.append(number.intValue());
            case Short number -> out.append(number.shortValue());
            case Byte number -> out.append(number.byteValue());
            case Double number -> real(out, number);
            case Float number -> real(out, number.doubleValue());
            case Map<?, ?> map -> map(out, map);
            case Collection<?> list -> {
                out.append('[');
                boolean first = true;
                for (Object element : list) {
                    out.append(first ? "" : ", ");
                    literal(out, element);
                    first = false;
                }
                out.append(']');
            }
            default -> {
                if (!value.getClass().isArray()) {
                    throw new IllegalArgumentException("a " + value.getClass().getSimpleName()
                            + " cannot be sent to FalkorDB; send text, a whole number, a double, a boolean, a list or a map");
                }
                out.append('[');
                for (int i = 0, length = Array.getLength(value); i < length; i++) {
                    out.append(i == 0 ? "" : ", ");
                    literal(out, Array.get(value, i));
                }
                out.append(']');
            }
        }
    }

    private static void text(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '"' -> out.append("\\\"");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\0' -> throw new IllegalArgumentException(
                        "text holding a NUL character cannot be sent to FalkorDB, which ends a query there");
                default -> out.append(c);
            }
        }
        out.append('"');
    }

    private static void real(StringBuilder out, double number) {
        if (!Double.isFinite(number)) {
            throw new IllegalArgumentException(number + " has no Cypher literal");
        }
        out.append(number);
    }

    private static void map(StringBuilder out, Map<?, ?> map) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!(entry.getKey() instanceof String key) || key.isEmpty() || key.indexOf('`') >= 0
                    || key.indexOf('\0') >= 0) {
                throw new IllegalArgumentException("a map key must be text without backquotes, got '" + entry.getKey()
                        + "'");
            }
            out.append(first ? "" : ", ");
            if (NAME.matcher(key).matches()) {
                out.append(key);
            } else {
                out.append('`').append(key).append('`');
            }
            out.append(": ");
            literal(out, entry.getValue());
            first = false;
        }
        out.append('}');
    }
}
