package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * A checked graph's relationships, grouped by type in the schema's order, each group read from the files that
 * hold it in their order: a file is read once for each type it holds. Values come out in the order of the
 * type's properties; ends carry their ordinals, found by id in the ID spaces the file's header names.
 */
final class RelationshipStream implements Iterator<Relationship> {

    private final PropertyGraph graph;
    /** Per type of the schema, in order: the name the files give it. */
    private final List<String> names = new ArrayList<>();
    private final Map<String, RelType> typeOf;
    private int type = -1;
    private int file;
    private CsvRows rows;
    private GraphReader.RelationshipFile reading;
    private Map<String, Integer> starts;
    private Map<String, Integer> ends;
    private int startColumn;
    private int endColumn;
    private int typeColumn;
    private int[] target;
    private Relationship next;

    RelationshipStream(PropertyGraph graph, Map<String, RelType> typeOf) {
        this.graph = graph;
        this.typeOf = typeOf;
        for (RelType schemaType : graph.schema.types()) {
            typeOf.forEach((name, named) -> {
                if (named.equals(schemaType)) {
                    names.add(name);
                }
            });
        }
    }

    @Override
    public boolean hasNext() {
        while (next == null) {
            if (rows == null && !openNext()) {
                return false;
            }
            String[] row = rows.next();
            if (row == null) {
                rows.close();
                rows = null;
                continue;
            }
            next = relationship(row);
        }
        return true;
    }

    @Override
    public Relationship next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Relationship relationship = next;
        next = null;
        return relationship;
    }

    private boolean openNext() {
        List<GraphReader.RelationshipFile> files = graph.reader.relationshipFiles;
        while (type < names.size()) {
            if (type < 0 || file == files.size()) {
                type++;
                file = 0;
                if (type == names.size()) {
                    return false;
                }
            }
            GraphReader.RelationshipFile candidate = files.get(file++);
            if (candidate.types().contains(names.get(type))) {
                reading = candidate;
                Header header = candidate.header();
                startColumn = header.indexOf(Column.Kind.START_ID);
                endColumn = header.indexOf(Column.Kind.END_ID);
                typeColumn = header.indexOf(Column.Kind.TYPE);
                starts = graph.reader.spaces.get(header.columns().get(startColumn).idSpace());
                ends = graph.reader.spaces.get(header.columns().get(endColumn).idSpace());
                RelType schemaType = typeOf.get(names.get(type));
                target = new int[header.columns().size()];
                for (int i = 0; i < target.length; i++) {
                    Column column = header.columns().get(i);
                    target[i] = column.kind() == Column.Kind.PROPERTY
                            ? indexOf(schemaType, column.property().name()) : -1;
                }
                rows = new CsvRows(candidate.source().file(), GraphReader.name(candidate.source().file()),
                        graph.reader.folder.delimiter(), null);
                if (candidate.source().headed()) {
                    rows.next();
                }
                return true;
            }
        }
        return false;
    }

    /** The relationship of {@code row}, or null when it is of another type than the one being streamed. */
    private Relationship relationship(String[] row) {
        String named = typeColumn < 0 || row[typeColumn] == null || row[typeColumn].isEmpty()
                ? reading.source().type() : row[typeColumn];
        if (!names.get(type).equals(named)) {
            return null;
        }
        RelType schemaType = typeOf.get(named);
        Object[] values = new Object[schemaType.properties().size()];
        for (int i = 0; i < target.length; i++) {
            if (target[i] >= 0) {
                try {
                    values[target[i]] = reading.header().columns().get(i).value().read(row[i]);
                } catch (IllegalArgumentException e) {
                    throw changed(e.getMessage());
                }
            }
        }
        Integer start = starts.get(row[startColumn]);
        Integer end = ends.get(row[endColumn]);
        if (start == null || end == null) {
            throw changed("a relationship names a node that was not there");
        }
        return new Relationship(schemaType, graph.ordinalOf[start], row[startColumn], graph.ordinalOf[end],
                row[endColumn], values);
    }

    private IllegalStateException changed(String what) {
        return new IllegalStateException(GraphReader.name(reading.source().file()) + " line " + rows.line()
                + " changed since it was checked: " + what);
    }

    private static int indexOf(RelType type, String property) {
        for (int i = 0; i < type.properties().size(); i++) {
            if (type.properties().get(i).name().equals(property)) {
                return i;
            }
        }
        return -1;
    }
}
