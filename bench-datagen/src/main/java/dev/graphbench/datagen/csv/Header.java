package dev.graphbench.datagen.csv;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The header line of a node or relationship file in Neo4j's importer convention: {@code <name>:<type>}
 * fields, such as {@code movieId:ID(Movie)}, {@code title}, {@code year:int}, {@code genres:string[]},
 * {@code :LABEL}, {@code :START_ID(Person)}, {@code :END_ID(Movie)}, {@code :TYPE}, {@code :IGNORE}.
 *
 * <p>A node file has one {@code :ID} column, whose values are the nodes' {@code id} property (its name in
 * the header is not kept: the id is always {@code id}); a relationship file has {@code :START_ID} and
 * {@code :END_ID}. What the importer offers and no engine here holds alike (points, times of day, durations,
 * vectors; several id columns; options in braces but a datetime's {@code timezone}) is refused, naming the
 * field and what to write instead.
 *
 * @param file    the file the header was read from, for messages
 * @param columns the columns, in the file's order
 */
record Header(String file, List<Column> columns) {

    /** {@code name:TYPE(space){options}}, each part but the name optional; the type is the last colon's. */
    private static final Pattern FIELD = Pattern.compile("(?s)(.*?)(?::([A-Za-z_]+)(\\[\\])?(?:\\(([^)]*)\\))?"
            + "(?:\\{(.*)\\})?)?");
    /** The importer's types no engine here holds alike, and what to write instead. */
    private static final Set<String> NOT_CARRIED = Set.of("point", "localtime", "time", "duration", "vector");
    private static final Pattern TIMEZONE = Pattern.compile("\\s*timezone\\s*:\\s*'?([^',}]+)'?\\s*");

    /** What a header belongs to: a node file or a relationship file. */
    enum Of { NODES, RELATIONSHIPS }

    /**
     * Reads {@code fields}, the header line of {@code file}.
     *
     * @throws IllegalArgumentException one line naming the file, the field and what to write instead
     */
    static Header read(String file, String[] fields, Of of, String arrayDelimiter) {
        List<Column> columns = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < fields.length; i++) {
            String field = fields[i] == null ? "" : fields[i];
            Column column = column(file, i + 1, field, of, arrayDelimiter);
            if (column.kind() == Column.Kind.PROPERTY && !names.add(column.property().name())) {
                throw new IllegalArgumentException(file + ": its header names property " + column.property().name()
                        + " twice; give each column a name of its own");
            }
            columns.add(column);
        }
        Header header = new Header(file, columns);
        if (of == Of.NODES) {
            header.once(Column.Kind.ID, "the id of each node, such as movieId:ID(Movie)", true);
            header.once(Column.Kind.LABEL, "the labels", false);
            if (names.contains("id")) {
                throw new IllegalArgumentException(file + ": its header has a property named id besides its :ID column,"
                        + " which graph-bench stores as the id property; rename that column or mark it :IGNORE");
            }
        } else {
            header.once(Column.Kind.START_ID, "the start node's id, such as :START_ID(Person)", true);
            header.once(Column.Kind.END_ID, "the end node's id, such as :END_ID(Movie)", true);
            header.once(Column.Kind.TYPE, "the type", false);
        }
        return header;
    }

    private static Column column(String file, int position, String field, Of of, String arrayDelimiter) {
        Matcher parts = FIELD.matcher(field);
        if (!parts.matches()) {
            throw bad(file, position, field, "is not <name>:<type>");
        }
        String name = parts.group(1).strip();
        String type = parts.group(2);
        boolean array = parts.group(3) != null;
        String space = parts.group(4);
        String options = parts.group(5);
        if (type == null) {
            if (name.isEmpty()) {
                throw bad(file, position, field, "has no name; name the property, or write :IGNORE to skip the column");
            }
            return property(file, position, field, name, Value.Declared.STRING, false, arrayDelimiter, null);
        }
        String word = type.toUpperCase(Locale.ROOT);
        Column.Kind special = switch (word) {
            case "ID" -> Column.Kind.ID;
            case "LABEL" -> Column.Kind.LABEL;
            case "START_ID" -> Column.Kind.START_ID;
            case "END_ID" -> Column.Kind.END_ID;
            case "TYPE" -> Column.Kind.TYPE;
            case "IGNORE" -> Column.Kind.IGNORE;
            default -> null;
        };
        if (special != null) {
            boolean ofNodes = special == Column.Kind.ID || special == Column.Kind.LABEL;
            boolean ofRelationships = special == Column.Kind.START_ID || special == Column.Kind.END_ID
                    || special == Column.Kind.TYPE;
            if (ofNodes && of == Of.RELATIONSHIPS || ofRelationships && of == Of.NODES) {
                throw bad(file, position, field, "belongs in a " + (of == Of.NODES ? "relationship" : "node")
                        + " file, and this is a " + (of == Of.NODES ? "node" : "relationship") + " file");
            }
            if (array || options != null && special != Column.Kind.ID) {
                throw bad(file, position, field, "takes no [] and no {options}");
            }
            if (options != null && !options.isBlank()) {
                throw bad(file, position, field, "has options graph-bench does not read: every id is stored as text,"
                        + " in the id property; write the field without {" + options + "}");
            }
            boolean spaced = special == Column.Kind.ID || special == Column.Kind.START_ID
                    || special == Column.Kind.END_ID;
            if (space != null && !spaced) {
                throw bad(file, position, field, "takes no (ID space)");
            }
            return new Column(special, field, space == null ? "" : space.strip(), null, null);
        }
        if (space != null) {
            throw bad(file, position, field, "is a property, which takes no (ID space)");
        }
        Value.Declared declared = Value.Declared.named(type);
        if (declared == null) {
            String lower = type.toLowerCase(Locale.ROOT);
            if (NOT_CARRIED.contains(lower)) {
                throw bad(file, position, field, "is of type " + lower + ", which graph-bench does not load: no engine"
                        + " besides Neo4j holds it alike; declare the column as " + name + ":string to keep its text, or"
                        + " :IGNORE to leave it out");
            }
            throw bad(file, position, field, "has an unknown type '" + type + "'; a property is int, long, short,"
                    + " byte, float, double, boolean, char, string, date, datetime or localdatetime, or an array of"
                    + " one such as string[]");
        }
        if (name.isEmpty()) {
            throw bad(file, position, field, "has no name; name the property, or write :IGNORE to skip the column");
        }
        return property(file, position, field, name, declared, array, arrayDelimiter, zone(file, position, field,
                declared, options));
    }

    private static Column property(String file, int position, String field, String name, Value.Declared declared,
                                   boolean array, String arrayDelimiter, ZoneId zone) {
        Value value = new Value(declared, array, arrayDelimiter, zone == null ? ZoneOffset.UTC : zone);
        try {
            return new Column(Column.Kind.PROPERTY, field, "", value.property(name), value);
        } catch (IllegalArgumentException e) {
            throw bad(file, position, field, "cannot be a property name: " + e.getMessage());
        }
    }

    /** A datetime's default zone, {@code {timezone:Europe/Stockholm}}; null when none is given. */
    private static ZoneId zone(String file, int position, String field, Value.Declared declared, String options) {
        if (options == null || options.isBlank()) {
            return null;
        }
        Matcher timezone = TIMEZONE.matcher(options);
        if (declared != Value.Declared.DATETIME || !timezone.matches()) {
            throw bad(file, position, field, "has options graph-bench does not read; a datetime takes"
                    + " {timezone:Europe/Stockholm}, and no other type takes any");
        }
        try {
            return ZoneId.of(timezone.group(1).strip());
        } catch (DateTimeException e) {
            throw bad(file, position, field, "names no time zone Java knows (" + e.getMessage() + ")");
        }
    }

    private void once(Column.Kind kind, String holding, boolean required) {
        long count = columns.stream().filter(column -> column.kind() == kind).count();
        if (count > 1) {
            throw new IllegalArgumentException(file + ": its header has " + count + " :" + kind + " columns; graph-bench"
                    + " reads one, holding " + holding + (kind == Column.Kind.ID ? " (join the parts of a composite"
                    + " id into one column)" : ""));
        }
        if (required && count == 0) {
            throw new IllegalArgumentException(file + ": its header has no :" + kind + " column, which holds " + holding
                    + "; its header is " + String.join(",", columns.stream().map(Column::field).toList()));
        }
    }

    /** The position of the one column of {@code kind}; -1 when there is none. */
    int indexOf(Column.Kind kind) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).kind() == kind) {
                return i;
            }
        }
        return -1;
    }

    private static IllegalArgumentException bad(String file, int position, String field, String what) {
        return new IllegalArgumentException(file + ": header field " + position + " '" + field + "' " + what);
    }
}
