package dev.graphbench.datagen;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.HashSet;
import java.util.Set;

/**
 * A graph from a folder of CSV files ({@code csv:DIR}) in one of two layouts of graph-bench's own (a folder in
 * the header convention of Neo4j's importer is read by {@link dev.graphbench.datagen.csv.CsvGraphDataset}):
 * <ul>
 * <li>the generated graph's, as {@code bench datagen} writes it: a file per label ({@code Person.csv}, a header
 * of its properties, id first) and a file per relationship type ({@code FOLLOWS.csv}, header {@code src,dst}),
 * so that a user's graph of the same schema is asked the write-up's questions;</li>
 * <li>any graph: {@code nodes.csv} with columns {@code id,label} and {@code relationships.csv} with columns
 * {@code source,target,type}; each type must join one label to one label. A graph of one label and one
 * type is asked the questions of any graph (reach, the ladder), loaded as {@code Node} and {@code LINK}
 * whatever the file calls them; a graph of more is a {@link GraphSchema#PROPERTY} graph whose nodes have an
 * id alone.</li>
 * </ul>
 * Files are RFC 4180 CSV, UTF-8, a header line first. Every file is read once when the dataset is made,
 * to check it, count it and hash it; the node ids are then held (they number the nodes), the rest is read
 * again each time it is streamed.
 */
public final class CsvDataset implements Dataset {

    /** The generic layout's nodes file. */
    public static final String NODES = "nodes.csv";
    /** The generic layout's relationships file. */
    public static final String RELATIONSHIPS = "relationships.csv";
    private static final int RULES = 1;
    private static final CsvMapper CSV = new CsvMapper().enable(CsvParser.Feature.WRAP_AS_ARRAY);

    private final Path folder;
    private final boolean generic;
    private final GraphSchema schema;
    private final long seed;
    /** Every node's id, by ordinal; nodes are numbered label by label in the schema's order. */
    private final String[] ids;
    private final Map<String, Integer> ordinals;
    private final int[] labelStart;
    private final int[] labelSize;
    /** Per type, the ordinals of the nodes with a relationship of it going out, ascending. */
    private final Map<String, int[]> starts;
    private final Manifest manifest;

    private CsvDataset(Path folder, boolean generic, GraphSchema schema, long seed, String[] ids,
                       Map<String, Integer> ordinals, int[] labelStart, int[] labelSize, Map<String, int[]> starts,
                       Manifest manifest) {
        this.folder = folder;
        this.generic = generic;
        this.schema = schema;
        this.seed = seed;
        this.ids = ids;
        this.ordinals = ordinals;
        this.labelStart = labelStart;
        this.labelSize = labelSize;
        this.starts = starts;
        this.manifest = manifest;
    }

    /**
     * Reads the folder once, checking every file.
     *
     * @throws IllegalArgumentException one line naming the folder or file and what is wrong: a missing file or
     *                                  column, a value of the wrong type, a relationship to an unknown node
     */
    public static CsvDataset read(Path folder, long seed) {
        String name = "csv:" + folder;
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(name + ": no such folder; give a folder of CSV files (bench datagen"
                    + " writes one)");
        }
        MessageDigest digest = sha256();
        boolean generic = Files.exists(folder.resolve(NODES)) || Files.exists(folder.resolve(RELATIONSHIPS));
        return generic ? readGeneric(folder, name, seed, digest) : readGenerated(folder, name, seed, digest);
    }

    /** The generated graph's layout: each label's file and each type's, in the schema's order. */
    private static CsvDataset readGenerated(Path folder, String name, long seed, MessageDigest digest) {
        GraphSchema schema = GraphSchema.GENERATED;
        List<String> ids = new ArrayList<>();
        Map<String, Integer> ordinals = new HashMap<>();
        int[] labelStart = new int[schema.labels().size()];
        int[] labelSize = new int[schema.labels().size()];
        for (Label label : schema.labels()) {
            int position = schema.indexOf(label);
            labelStart[position] = ids.size();
            List<String> columns = label.properties().stream().map(Property::name).toList();
            forEachRow(folder, label.graphName() + ".csv", columns, digest, (file, line, row) -> {
                for (int i = 0; i < columns.size(); i++) {
                    value(file, line, label.properties().get(i), row[i]);
                }
                add(file, line, row[0], ids, ordinals);
            });
            labelSize[position] = ids.size() - labelStart[position];
        }
        Map<String, Long> relationships = new LinkedHashMap<>();
        Map<String, Set<Integer>> sources = new HashMap<>();
        for (RelType type : schema.types()) {
            long[] count = new long[1];
            Set<Integer> from = sources.computeIfAbsent(type.name(), t -> new HashSet<>());
            forEachRow(folder, type.name() + ".csv", List.of("src", "dst"), digest, (file, line, row) -> {
                from.add(end(file, line, row[0], type.from(), schema, ordinals, labelStart, labelSize));
                end(file, line, row[1], type.to(), schema, ordinals, labelStart, labelSize);
                count[0]++;
            });
            relationships.put(type.name(), count[0]);
        }
        return finish(folder, name, false, schema, seed, ids, ordinals, labelStart, labelSize, relationships, sources,
                digest);
    }

    /** The generic layout: {@code nodes.csv} then {@code relationships.csv}, the schema found in them. */
    private static CsvDataset readGeneric(Path folder, String name, long seed, MessageDigest digest) {
        Map<String, List<String>> idsByLabel = new LinkedHashMap<>();
        Map<String, String> labelOf = new HashMap<>();
        forEachRow(folder, NODES, List.of("id", "label"), digest, (file, line, row) -> {
            Label.of(label(file, line, row[1]), "", List.of(Property.string("id")));
            if (labelOf.putIfAbsent(row[0], row[1]) != null) {
                throw new IllegalArgumentException(file + " line " + line + ": node id '" + row[0] + "' appears twice;"
                        + " every id must be unique across the graph");
            }
            idsByLabel.computeIfAbsent(row[1], l -> new ArrayList<>()).add(row[0]);
        });
        List<Label> labels = idsByLabel.keySet().stream()
                .map(label -> Label.of(label, "", List.of(Property.string("id")))).toList();
        Map<String, RelType> types = new LinkedHashMap<>();
        Map<String, Long> relationships = new LinkedHashMap<>();
        Map<String, Set<String>> sourceIds = new HashMap<>();
        forEachRow(folder, RELATIONSHIPS, List.of("source", "target", "type"), digest, (file, line, row) -> {
            String from = labelOf.get(row[0]);
            String to = labelOf.get(row[1]);
            if (from == null || to == null) {
                throw new IllegalArgumentException(file + " line " + line + ": no node has id '"
                        + (from == null ? row[0] : row[1]) + "'; every relationship joins nodes of " + NODES);
            }
            RelType type = types.computeIfAbsent(row[2], named -> RelType.of(label(file, line, named),
                    labels.stream().filter(l -> l.graphName().equals(from)).findFirst().orElseThrow(),
                    labels.stream().filter(l -> l.graphName().equals(to)).findFirst().orElseThrow()));
            if (!type.from().graphName().equals(from) || !type.to().graphName().equals(to)) {
                throw new IllegalArgumentException(file + " line " + line + ": " + row[2] + " joins " + from + " to "
                        + to + ", and before it joined " + type.from() + " to " + type.to() + "; a type joins one label to"
                        + " one label");
            }
            relationships.merge(row[2], 1L, Long::sum);
            sourceIds.computeIfAbsent(row[2], t -> new HashSet<>()).add(row[0]);
        });
        // A graph of one label and one type is asked the questions of any graph, under the names they ask by.
        boolean oneLabel = labels.size() == 1 && types.size() == 1;
        GraphSchema schema = oneLabel ? GraphSchema.ONE_LABEL_GRAPH : new GraphSchema(GraphSchema.PROPERTY, labels,
                List.copyOf(types.values()));
        List<String> ids = new ArrayList<>();
        Map<String, Integer> ordinals = new HashMap<>();
        int[] labelStart = new int[labels.size()];
        int[] labelSize = new int[labels.size()];
        for (int position = 0; position < labels.size(); position++) {
            labelStart[position] = ids.size();
            for (String id : idsByLabel.get(labels.get(position).graphName())) {
                ordinals.put(id, ids.size());
                ids.add(id);
            }
            labelSize[position] = ids.size() - labelStart[position];
        }
        Map<String, Set<Integer>> sources = new HashMap<>();
        sourceIds.forEach((type, from) -> sources.put(oneLabel ? RelType.LINK.name() : type,
                new HashSet<>(from.stream().map(ordinals::get).toList())));
        Map<String, Long> counted = oneLabel ? Map.of(RelType.LINK.name(), relationships.values().iterator().next())
                : relationships;
        return finish(folder, name, true, schema, seed, ids, ordinals, labelStart, labelSize, counted, sources,
                digest);
    }

    private static CsvDataset finish(Path folder, String name, boolean generic, GraphSchema schema, long seed,
                                     List<String> ids, Map<String, Integer> ordinals, int[] labelStart,
                                     int[] labelSize, Map<String, Long> relationships,
                                     Map<String, Set<Integer>> sources, MessageDigest digest) {
        if (relationships.values().stream().mapToLong(Long::longValue).sum() == 0) {
            throw new IllegalArgumentException(name + " has no relationships");
        }
        Map<String, Long> nodes = new LinkedHashMap<>();
        for (Label label : schema.labels()) {
            nodes.put(label.graphName(), (long) labelSize[schema.indexOf(label)]);
        }
        String filesSha = HexFormat.of().formatHex(digest.digest());
        Manifest manifest = new Manifest(null, 0, seed, new GraphCounts(nodes, relationships),
                "sha256:" + HexFormat.of().formatHex(sha256().digest(("csv\n" + filesSha + "\ngeneric=" + generic
                        + "\nrules=" + RULES).getBytes(StandardCharsets.UTF_8))),
                name, new Manifest.DatasetFile(folder.getFileName() == null ? folder.toString()
                        : folder.getFileName().toString(), 0, filesSha, false, 0, 0));
        Map<String, int[]> starts = new HashMap<>();
        sources.forEach((type, from) -> starts.put(type, from.stream().mapToInt(Integer::intValue).sorted().toArray()));
        return new CsvDataset(folder, generic, schema, seed, ids.toArray(String[]::new), ordinals, labelStart,
                labelSize, starts, manifest);
    }

    /** What is done with one row of a file. */
    @FunctionalInterface
    private interface Row {
        void accept(String file, long line, String[] row);
    }

    /** Reads {@code name} in {@code folder}, its header checked to hold {@code columns}, each row given in order. */
    private static void forEachRow(Path folder, String name, List<String> columns, MessageDigest digest, Row row) {
        Path path = folder.resolve(name);
        String file = "csv:" + path;
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("csv:" + folder + " has no " + name + "; it needs " + String.join(",",
                    columns) + " rows there, a header line first");
        }
        try (InputStream in = digest == null ? Files.newInputStream(path)
                : new DigestInputStream(Files.newInputStream(path), digest);
             MappingIterator<String[]> rows = CSV.readerFor(String[].class).readValues(in)) {
            if (!rows.hasNext()) {
                throw new IllegalArgumentException(file + " is empty; it needs a header line: " + String.join(",",
                        columns));
            }
            int[] at = positions(file, rows.next(), columns);
            long line = 1;
            while (rows.hasNext()) {
                line++;
                String[] fields = rows.next();
                if (fields.length == 1 && fields[0].isEmpty()) {
                    continue;
                }
                String[] picked = new String[at.length];
                for (int i = 0; i < at.length; i++) {
                    if (at[i] >= fields.length) {
                        throw new IllegalArgumentException(file + " line " + line + " has " + fields.length
                                + " fields; its header has " + (Arrays.stream(at).max().orElse(0) + 1) + " or more");
                    }
                    picked[i] = fields[at[i]];
                }
                row.accept(file, line, picked);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(file + " is not CSV that can be read (" + firstLine(e.getMessage())
                    + ")", e);
        } catch (RuntimeException e) {
            if (e.getCause() instanceof IOException io) {
                throw new IllegalArgumentException(file + " is not CSV that can be read (" + firstLine(io.getMessage())
                        + ")", e);
            }
            throw e;
        }
    }

    private static int[] positions(String file, String[] header, List<String> columns) {
        List<String> named = Arrays.stream(header).map(String::strip).toList();
        int[] at = new int[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            at[i] = named.indexOf(columns.get(i));
            if (at[i] < 0) {
                throw new IllegalArgumentException(file + " has no column " + columns.get(i) + "; its header is "
                        + String.join(",", named) + ", and it needs " + String.join(",", columns));
            }
        }
        return at;
    }

    private static Object value(String file, long line, Property property, String text) {
        if (property.type() == Property.Type.STRING) {
            return text;
        }
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(file + " line " + line + ": " + property.name() + " must be a whole"
                    + " number, got '" + text + "'");
        }
    }

    private static String label(String file, long line, String name) {
        if (!name.matches("[A-Za-z][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException(file + " line " + line + ": '" + name + "' is no label or type name; a"
                    + " name is a letter then letters, digits or _");
        }
        return name;
    }

    private static void add(String file, long line, String id, List<String> ids, Map<String, Integer> ordinals) {
        if (ordinals.putIfAbsent(id, ids.size()) != null) {
            throw new IllegalArgumentException(file + " line " + line + ": node id '" + id + "' appears twice; every"
                    + " id must be unique across the graph");
        }
        ids.add(id);
    }

    private static int end(String file, long line, String id, Label label, GraphSchema schema,
                           Map<String, Integer> ordinals, int[] labelStart, int[] labelSize) {
        Integer ordinal = ordinals.get(id);
        int position = schema.indexOf(label);
        if (ordinal == null || ordinal < labelStart[position] || ordinal >= labelStart[position] + labelSize[position]) {
            throw new IllegalArgumentException(file + " line " + line + ": no " + label + " node has id '" + id + "'");
        }
        return ordinal;
    }

    @Override
    public String name() {
        return manifest.dataset();
    }

    @Override
    public String label() {
        return "csv-" + Datasets.stem(manifest.file().name());
    }

    @Override
    public GraphSchema schema() {
        return schema;
    }

    @Override
    public Iterator<Node> nodes() {
        if (generic) {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < ids.length;
                }

                @Override
                public Node next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    Node node = new Node(labelOf(next), next, new Object[] {ids[next]});
                    next++;
                    return node;
                }
            };
        }
        return streamed(schema.labels().stream().map(label -> (Iterator<Node>) new LabelNodes(label)).toList());
    }

    @Override
    public Iterator<Relationship> relationships() {
        if (generic) {
            // Grouped by type, as a loader expects them: the file read once a type.
            boolean oneLabel = schema == GraphSchema.ONE_LABEL_GRAPH;
            return streamed(schema.types().stream().map(type -> filtered(readAll(RELATIONSHIPS,
                    List.of("source", "target", "type"), (line, row) -> oneLabel || row[2].equals(type.name())
                            ? relationship(type, row[0], row[1]) : null))).toList());
        }
        return streamed(schema.types().stream().map(type -> readAll(type.name() + ".csv", List.of("src", "dst"),
                (line, row) -> relationship(type, row[0], row[1]))).toList());
    }

    private Relationship relationship(RelType type, String source, String target) {
        return new Relationship(type, ordinals.get(source), source, ordinals.get(target), target);
    }

    private Label labelOf(int ordinal) {
        for (int position = labelStart.length - 1; position >= 0; position--) {
            if (ordinal >= labelStart[position]) {
                return schema.labels().get(position);
            }
        }
        throw new IllegalStateException("no label holds ordinal " + ordinal);
    }

    /** Nodes of one label of the generated layout, read from its file, values typed. */
    private final class LabelNodes implements Iterator<Node> {
        private final Iterator<Node> rows;

        LabelNodes(Label label) {
            int start = labelStart[schema.indexOf(label)];
            List<String> columns = label.properties().stream().map(Property::name).toList();
            long[] index = new long[1];
            this.rows = readAll(label.graphName() + ".csv", columns, (line, row) -> {
                Object[] values = new Object[row.length];
                for (int i = 0; i < row.length; i++) {
                    values[i] = value(label.graphName() + ".csv", line, label.properties().get(i), row[i]);
                }
                return new Node(label, start + index[0]++, values);
            });
        }

        @Override
        public boolean hasNext() {
            return rows.hasNext();
        }

        @Override
        public Node next() {
            return rows.next();
        }
    }

    /** What a row of a file becomes. */
    @FunctionalInterface
    private interface Converter<T> {
        T convert(long line, String[] row);
    }

    /** The rows of {@code name} converted one by one, read as they are asked for. */
    private <T> Iterator<T> readAll(String name, List<String> columns, Converter<T> converter) {
        return new Iterator<>() {
            private MappingIterator<String[]> rows;
            private int[] at;
            private long line = 1;
            private T next;

            @Override
            public boolean hasNext() {
                if (next != null) {
                    return true;
                }
                try {
                    if (rows == null) {
                        rows = CSV.readerFor(String[].class).readValues(folder.resolve(name).toFile());
                        at = positions(name, rows.next(), columns);
                    }
                    while (rows.hasNext()) {
                        line++;
                        String[] fields = rows.next();
                        if (fields.length == 1 && fields[0].isEmpty()) {
                            continue;
                        }
                        String[] picked = new String[at.length];
                        for (int i = 0; i < at.length; i++) {
                            picked[i] = fields[at[i]];
                        }
                        next = converter.convert(line, picked);
                        if (next != null) {
                            return true;
                        }
                    }
                    rows.close();
                    return false;
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read " + folder.resolve(name) + " again: " + e.getMessage(), e);
                }
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                T item = next;
                next = null;
                return item;
            }
        };
    }

    /** The items of {@code items} that are not null. */
    private static <T> Iterator<T> filtered(Iterator<T> items) {
        return new Iterator<>() {
            private T next;

            @Override
            public boolean hasNext() {
                while (next == null && items.hasNext()) {
                    next = items.next();
                }
                return next != null;
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                T item = next;
                next = null;
                return item;
            }
        };
    }

    /** The parts one after the other. */
    private static <T> Iterator<T> streamed(List<Iterator<T>> parts) {
        return new Iterator<>() {
            private int part;

            @Override
            public boolean hasNext() {
                while (part < parts.size() && !parts.get(part).hasNext()) {
                    part++;
                }
                return part < parts.size();
            }

            @Override
            public T next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return parts.get(part).next();
            }
        };
    }

    @Override
    public Manifest manifest() {
        return manifest;
    }

    @Override
    public ArgumentLists arguments() {
        return new ArgumentLists(seed, new ArgumentLists.Nodes() {
            @Override
            public int labelIndex(Label label) {
                return schema.indexOf(label);
            }

            @Override
            public int count(Label label) {
                int position = schema.indexOf(label);
                return position < 0 ? 0 : labelSize[position];
            }

            @Override
            public String id(Label label, int index) {
                return ids[labelStart[schema.indexOf(label)] + index];
            }

            @Override
            public int startCount(RelType type) {
                return starts.getOrDefault(type.name(), new int[0]).length;
            }

            @Override
            public String start(RelType type, int index) {
                return ids[starts.get(type.name())[index]];
            }
        });
    }

    @Override
    public long seed() {
        return seed;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    private static String firstLine(String message) {
        return message == null ? "unreadable" : message.lines().findFirst().orElse("unreadable");
    }
}
