package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The first reading of a graph's files, which checks every row: each cell against its column's type, each
 * node's id against the others of its ID space, each relationship's ends against the nodes. The first row
 * that is wrong fails the reading in one line naming the file, the line, the column and what to do. What it
 * keeps is what numbering the nodes needs (each node's id and its set of labels) and the {@link Catalog}.
 */
final class GraphReader {

    final GraphFolder folder;
    final Catalog catalog = new Catalog();
    /** Every node's id and label set, by the order the nodes were read in (a node's "seq"). */
    final List<String> ids = new ArrayList<>();
    int[] labelSetOf = new int[1024];
    /** Per ID space, each id's seq. */
    final Map<String, Map<String, Integer>> spaces = new HashMap<>();
    /** Per node file, in order: its header, and its first and past-last seq. */
    final List<NodeFile> nodeFiles = new ArrayList<>();
    /** Per relationship file, in order: its header and the types it holds. */
    final List<RelationshipFile> relationshipFiles = new ArrayList<>();
    final MessageDigest digest;
    long bytes;

    /** A node file as read: the label sets of its nodes, for the label groups it takes part in. */
    record NodeFile(GraphFolder.Source source, Header header, int firstSeq, int endSeq, BitSet labelSets) {
    }

    /** A relationship file as read: the types of its relationships, by name. */
    record RelationshipFile(GraphFolder.Source source, Header header, List<String> types) {
    }

    private GraphReader(GraphFolder folder) {
        this.folder = folder;
        try {
            this.digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /** Reads and checks every file of {@code folder}. */
    static GraphReader read(GraphFolder folder) {
        GraphReader reader = new GraphReader(folder);
        for (GraphFolder.Source source : folder.nodes()) {
            reader.nodes(source);
        }
        for (GraphFolder.Source source : folder.relationships()) {
            reader.relationships(source);
        }
        return reader;
    }

    /** The file as messages name it: {@code csv:DIR/movies.csv}. */
    static String name(Path file) {
        return "csv:" + file;
    }

    /** The header of {@code source}, from its header file or its own first line; {@code rows} are its data. */
    Header header(GraphFolder.Source source, CsvRows rows, Header.Of of) {
        String[] fields;
        String file = name(source.header());
        if (source.headed()) {
            fields = rows.next();
        } else {
            try (CsvRows header = new CsvRows(source.header(), file, folder.delimiter(), null)) {
                fields = header.next();
            }
        }
        if (fields == null) {
            throw new IllegalArgumentException(file + " is empty; its first line is the header, such as "
                    + (of == Header.Of.NODES ? "movieId:ID(Movie),title,year:int,:LABEL"
                    : ":START_ID(Person),role,:END_ID(Movie),:TYPE"));
        }
        return Header.read(name(source.file()), fields, of, folder.arrayDelimiter());
    }

    private void nodes(GraphFolder.Source source) {
        String file = name(source.file());
        count(source.file());
        int firstSeq = ids.size();
        BitSet sets = new BitSet();
        try (CsvRows rows = new CsvRows(source.file(), file, folder.delimiter(), digest)) {
            Header header = header(source, rows, Header.Of.NODES);
            int idColumn = header.indexOf(Column.Kind.ID);
            String space = header.columns().get(idColumn).idSpace();
            Map<String, Integer> seqs = spaces.computeIfAbsent(space, s -> new HashMap<>());
            LabelCells labels = new LabelCells(source.labels(), header.indexOf(Column.Kind.LABEL),
                    folder.arrayDelimiter(), catalog);
            for (String[] row = rows.next(); row != null; row = rows.next()) {
                long line = rows.line();
                width(file, line, row, header);
                String id = row[idColumn];
                if (id == null || id.isEmpty()) {
                    throw cell(file, line, header, idColumn, "is empty; every node needs an id");
                }
                int set = labels.set(file, line, row, header);
                if (!sets.get(set)) {
                    sets.set(set);
                    catalog.declareNodes(set, header, space);
                }
                values(file, line, row, header);
                Integer before = seqs.putIfAbsent(id, ids.size());
                if (before != null) {
                    throw cell(file, line, header, idColumn, "'" + id + "' is the id of another node of "
                            + (space.isEmpty() ? "the global ID space" : "ID space " + space) + ", "
                            + fileOf(before) + "; give every node of an ID space an id of its own");
                }
                if (ids.size() == labelSetOf.length) {
                    labelSetOf = Arrays.copyOf(labelSetOf, labelSetOf.length * 2);
                }
                labelSetOf[ids.size()] = set;
                ids.add(id);
            }
            nodeFiles.add(new NodeFile(source, header, firstSeq, ids.size(), sets));
        }
    }

    private void relationships(GraphFolder.Source source) {
        String file = name(source.file());
        count(source.file());
        List<String> types = new ArrayList<>();
        Header header;
        try (CsvRows rows = new CsvRows(source.file(), file, folder.delimiter(), digest)) {
            header = header(source, rows, Header.Of.RELATIONSHIPS);
            int startColumn = header.indexOf(Column.Kind.START_ID);
            int endColumn = header.indexOf(Column.Kind.END_ID);
            int typeColumn = header.indexOf(Column.Kind.TYPE);
            Map<String, Integer> starts = space(file, header.columns().get(startColumn));
            Map<String, Integer> ends = space(file, header.columns().get(endColumn));
            Catalog.Type type = null;
            for (String[] row = rows.next(); row != null; row = rows.next()) {
                long line = rows.line();
                width(file, line, row, header);
                String named = typeColumn < 0 || row[typeColumn] == null || row[typeColumn].isEmpty() ? source.type()
                        : row[typeColumn];
                if (named == null) {
                    throw new IllegalArgumentException(file + " line " + line + ": the relationship has no type; give it"
                            + " one in a :TYPE column, or the file's \"type\" in graph.json");
                }
                if (type == null || !type.name.equals(named)) {
                    type = type(file, line, header, typeColumn, named);
                    if (!types.contains(named)) {
                        types.add(named);
                    }
                }
                int start = end(file, line, row, header, startColumn, starts);
                int end = end(file, line, row, header, endColumn, ends);
                values(file, line, row, header);
                String at = file + " line " + line;
                type.startLabels = shared(type, type.startLabels, labelSetOf[start], at, "start");
                type.endLabels = shared(type, type.endLabels, labelSetOf[end], at, "end");
                if (type.first == null) {
                    type.first = at;
                }
                type.starts.set(start);
                type.count++;
            }
        }
        relationshipFiles.add(new RelationshipFile(source, header, types));
    }

    private Catalog.Type type(String file, long line, Header header, int typeColumn, String named) {
        try {
            RelType.of(named, LabelCells.ANY, LabelCells.ANY);
        } catch (IllegalArgumentException e) {
            throw typeColumn < 0 ? new IllegalArgumentException(file + ": its type in graph.json: " + e.getMessage())
                    : cell(file, line, header, typeColumn, "is no type name: " + e.getMessage());
        }
        return catalog.type(named, header);
    }

    private Map<String, Integer> space(String file, Column column) {
        Map<String, Integer> seqs = spaces.get(column.idSpace());
        if (seqs == null) {
            throw new IllegalArgumentException(file + ": its header field '" + column.field() + "' names "
                    + (column.idSpace().isEmpty() ? "the global ID space" : "ID space " + column.idSpace())
                    + ", which no node file has; the node files' ID spaces are " + spaces.keySet().stream()
                    .map(space -> space.isEmpty() ? "(global)" : space).sorted().toList());
        }
        return seqs;
    }

    private static int end(String file, long line, String[] row, Header header, int column, Map<String, Integer> seqs) {
        String id = row[column];
        Integer seq = id == null ? null : seqs.get(id);
        if (seq == null) {
            String space = header.columns().get(column).idSpace();
            throw cell(file, line, header, column, id == null ? "is empty; every relationship names both its nodes"
                    : "names no node: no node of " + (space.isEmpty() ? "the global ID space" : "ID space " + space)
                    + " has id '" + id + "'; add the node to a node file, or remove the relationship");
        }
        return seq;
    }

    /** The labels {@code set} shares with those every earlier start (or end) node of {@code type} had. */
    private BitSet shared(Catalog.Type type, BitSet sharedSoFar, int set, String at, String end) {
        BitSet labels = catalog.labelSetBits.get(set);
        if (sharedSoFar == null) {
            return (BitSet) labels.clone();
        }
        if (sharedSoFar.intersects(labels)) {
            if (!labels.equals(sharedSoFar)) {
                sharedSoFar.and(labels);
            }
            return sharedSoFar;
        }
        throw new IllegalArgumentException(at + ": this " + type.name + " relationship's " + end + " node is "
                + names(labels) + ", which shares no label with the " + end + " nodes of the " + type.name
                + " relationships before it (" + names(sharedSoFar) + ", from " + type.first + "); graph-bench keeps a"
                + " type between one label and one label (a table each in SQL): give those nodes a label in common, or"
                + " split the type in two");
    }

    private String names(BitSet labels) {
        return String.join(":", labels.stream().mapToObj(catalog.labels::get).toList());
    }

    private static void width(String file, long line, String[] row, Header header) {
        if (row.length != header.columns().size()) {
            throw new IllegalArgumentException(file + " line " + line + " has " + row.length + " columns; its header has "
                    + header.columns().size() + " (" + String.join(",", header.columns().stream().map(Column::field)
                    .toList()) + "): quote a cell that holds the delimiter, and give every row a cell for each column");
        }
    }

    /** Reads every property cell of {@code row}, to check it. */
    private static void values(String file, long line, String[] row, Header header) {
        List<Column> columns = header.columns();
        for (int i = 0; i < columns.size(); i++) {
            Column column = columns.get(i);
            if (column.kind() == Column.Kind.PROPERTY) {
                try {
                    column.value().read(row[i]);
                } catch (IllegalArgumentException e) {
                    throw cell(file, line, header, i, "'" + row[i] + "' is " + e.getMessage() + " (" + column.field()
                            + "); fix the cell, or declare the column's type to fit its values");
                }
            }
        }
    }

    /** A bad cell, in one line naming the file, the line and the column. */
    static IllegalArgumentException cell(String file, long line, Header header, int column, String what) {
        return new IllegalArgumentException(file + " line " + line + ", column " + (column + 1) + " ("
                + header.columns().get(column).name() + "): " + what);
    }

    /** Where node {@code seq} was read: {@code in people.csv}, or {@code earlier in this file}. */
    private String fileOf(int seq) {
        for (NodeFile file : nodeFiles) {
            if (seq >= file.firstSeq() && seq < file.endSeq()) {
                return "in " + file.source().file().getFileName();
            }
        }
        return "earlier in this file";
    }

    private void count(Path file) {
        try {
            bytes += Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the size of " + file + ": " + e.getMessage(), e);
        }
    }

    /** The labels of each node of a file: the file's own, then its {@code :LABEL} cell's, by their text. */
    static final class LabelCells {

        /** A label that stands for any, to check a type's name alone. */
        static final Label ANY = Label.of("Any", "", List.of(Property.string("id")));

        private final List<String> fileLabels;
        private final int column;
        private final Pattern delimiter;
        private final Catalog catalog;
        private final Map<String, Integer> sets = new HashMap<>();

        LabelCells(List<String> fileLabels, int column, String delimiter, Catalog catalog) {
            this.fileLabels = fileLabels;
            this.column = column;
            this.delimiter = Pattern.compile(Pattern.quote(delimiter));
            this.catalog = catalog;
        }

        /** The label set of {@code row}'s node. */
        int set(String file, long line, String[] row, Header header) {
            String cell = column < 0 || row[column] == null ? "" : row[column];
            Integer known = sets.get(cell);
            if (known != null) {
                return known;
            }
            List<String> names = new ArrayList<>(fileLabels);
            for (String label : delimiter.split(cell)) {
                if (!label.isBlank()) {
                    names.add(label.strip());
                }
            }
            if (names.isEmpty()) {
                throw new IllegalArgumentException(file + " line " + line + ": the node has no label; give it one in a"
                        + " :LABEL column, or the file's \"labels\" in graph.json");
            }
            for (String name : names) {
                try {
                    Label.of(name, "", ANY.properties());
                } catch (IllegalArgumentException e) {
                    throw column < 0 ? new IllegalArgumentException(file + ": its labels in graph.json: " + e.getMessage())
                            : cell(file, line, header, column, "holds no label: " + e.getMessage());
                }
            }
            int set = catalog.labelSet(names);
            sets.put(cell, set);
            return set;
        }
    }
}
