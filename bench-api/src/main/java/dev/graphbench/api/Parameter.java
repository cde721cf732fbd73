package dev.graphbench.api;

import dev.graphbench.api.graph.Label;
import java.util.List;
import java.util.Objects;

/**
 * One parameter of a {@link Query}: its name, which every engine binds it by, and what its values
 * are. The harness checks every call's arguments against these before it times anything, so an
 * engine binds what it is given and checks nothing itself.
 *
 * <p>Every value is bound, never spliced into a statement, with one exception: a whole number marked
 * {@linkplain #asLiteral() literal}, a number the statement's structure depends on, which a language does
 * not take as a parameter (Cypher's {@code [:LINK*1..4]}: a path's length is part of the pattern the planner
 * plans). A statement writes it as {@code {name}}, and {@link dev.graphbench.api.support.Literals} writes
 * the number there in digits, after checking it is a whole number within {@code min} to {@code max}: what
 * goes into the statement is then never more than digits, whatever the call was given. Other languages
 * bind the same parameter as any other.
 *
 * @param name     the name statements bind it by: {@code personId}
 * @param kind     what its values are
 * @param label    for an {@link Kind#ID}, the label of the node it names; null otherwise
 * @param min      for a {@link Kind#WHOLE_NUMBER}, the least value; 0 otherwise
 * @param max      for a {@link Kind#WHOLE_NUMBER}, the greatest value; 0 otherwise
 * @param values   for a {@link Kind#TEXT}, the values it may take; empty for any
 * @param optional whether a call may leave it out
 * @param literal  whether a statement may write it into its text, as digits, in place of {@code {name}};
 *                 only a {@link Kind#WHOLE_NUMBER} may be
 */
public record Parameter(String name, Kind kind, Label label, long min, long max, List<String> values,
                        boolean optional, boolean literal) {

    /** What a parameter's values are. */
    public enum Kind {
        /** The id of a node of the parameter's label, a {@link String}; an id that names no node is allowed. */
        ID,
        /** A {@link String}. */
        TEXT,
        /** An {@link Integer} or a {@link Long} from {@code min} to {@code max}. */
        WHOLE_NUMBER
    }

    /** Checks the parts that go together. */
    public Parameter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        values = List.copyOf(values);
        if ((kind == Kind.ID) != (label != null)) {
            throw new IllegalArgumentException(name + ": an id parameter, and only one, names a label");
        }
        if (literal && kind != Kind.WHOLE_NUMBER) {
            throw new IllegalArgumentException(name + ": only a whole number can be written into a statement as a"
                    + " literal, not " + (kind == Kind.ID ? "an id" : "text"));
        }
    }

    /** A parameter that is bound, never written into a statement. */
    public Parameter(String name, Kind kind, Label label, long min, long max, List<String> values, boolean optional) {
        this(name, kind, label, min, max, values, optional, false);
    }

    /** A node id of {@code label}. */
    public static Parameter id(String name, Label label) {
        return new Parameter(name, Kind.ID, label, 0, 0, List.of(), false);
    }

    /** A string, one of {@code values} (any, when none are given). */
    public static Parameter text(String name, String... values) {
        return new Parameter(name, Kind.TEXT, null, 0, 0, List.of(values), false);
    }

    /** A whole number from {@code min} to {@code max}. */
    public static Parameter wholeNumber(String name, long min, long max) {
        return new Parameter(name, Kind.WHOLE_NUMBER, null, min, max, List.of(), false);
    }

    /** This parameter, which a call may leave out. */
    public Parameter asOptional() {
        return new Parameter(name, kind, label, min, max, values, true, literal);
    }

    /**
     * This whole number, which a statement may write into its text in place of {@code {name}}, where its
     * language takes no parameter there (see the class comment and {@link dev.graphbench.api.support.Literals}).
     */
    public Parameter asLiteral() {
        return new Parameter(name, kind, label, min, max, values, optional, true);
    }

    /**
     * Checks one value of this parameter of {@code query}.
     *
     * @throws IllegalArgumentException one line naming the query, the parameter, what it takes and what it got
     */
    public void check(Query query, Object value) {
        boolean fits = switch (kind) {
            case ID -> value instanceof String;
            case TEXT -> value instanceof String text && (values.isEmpty() || values.contains(text));
            case WHOLE_NUMBER -> (value instanceof Integer || value instanceof Long)
                    && ((Number) value).longValue() >= min && ((Number) value).longValue() <= max;
        };
        if (!fits) {
            throw new IllegalArgumentException(query + ": " + name + " must be " + describe() + ", got "
                    + (value == null ? "null" : value.getClass().getSimpleName() + " " + value));
        }
    }

    /** What the parameter takes, in words: {@code "the id of a Person (a string)"}. */
    public String describe() {
        return switch (kind) {
            case ID -> "the id of a " + label.graphName() + " (a string)";
            case TEXT -> values.isEmpty() ? "a string" : "one of " + String.join(", ", values);
            case WHOLE_NUMBER -> "a whole number from " + min + " to " + max;
        };
    }
}
