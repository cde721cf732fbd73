package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What reading a {@link CsvDataset}'s folder once found, every file checked: the layout and schema, every node's id
 * by ordinal (nodes numbered label by label in the schema's order), the nodes each type starts from, and the
 * manifest, its hash over the files' bytes.
 *
 * @param folder     the folder read
 * @param generic    whether it is the generic layout ({@code nodes.csv}, {@code relationships.csv})
 * @param schema     the schema: the generated graph's, the one-label graph's, or the one found in the files
 * @param ids        every node's id, by ordinal
 * @param ordinals   every node's ordinal, by id
 * @param labelStart per label of the schema, the ordinal of its first node
 * @param labelSize  per label of the schema, its nodes
 * @param starts     per type, the ordinals of the nodes with a relationship of it going out, ascending
 * @param manifest   what a loaded graph must hold
 */
record CsvIndex(Path folder, boolean generic, GraphSchema schema, String[] ids, Map<String, Integer> ordinals,
                int[] labelStart, int[] labelSize, Map<String, int[]> starts, Manifest manifest) {

    /** The generic layout's nodes file. */
    static final String NODES = "nodes.csv";
    /** The generic layout's relationships file. */
    static final String RELATIONSHIPS = "relationships.csv";
    /** The version of the rules that read the files into a graph: a change of them changes the dataset's hash. */
    private static final int RULES = 1;

    /**
     * Reads {@code folder} once, checking every file.
     *
     * @throws IllegalArgumentException one line naming the folder or file and what is wrong: a missing file or
     *                                  column, a value of the wrong type, a relationship to an unknown node
     */
    static CsvIndex read(Path folder, long seed) {
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
    private static CsvIndex readGenerated(Path folder, String name, long seed, MessageDigest digest) {
        GraphSchema schema = GraphSchema.GENERATED;
        List<String> ids = new ArrayList<>();
        Map<String, Integer> ordinals = new HashMap<>();
        int[] labelStart = new int[schema.labels().size()];
        int[] labelSize = new int[schema.labels().size()];
        for (Label label : schema.labels()) {
            int position = schema.indexOf(label);
            labelStart[position] = ids.size();
            List<String> columns = label.properties().stream().map(Property::name).toList();
            CsvFiles.forEachRow(folder, label.graphName() + ".csv", columns, digest, (file, line, row) -> {
                for (int i = 0; i < columns.size(); i++) {
                    CsvFiles.value(file, line, label.properties().get(i), row[i]);
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
            CsvFiles.forEachRow(folder, type.name() + ".csv", List.of("src", "dst"), digest, (file, line, row) -> {
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
    private static CsvIndex readGeneric(Path folder, String name, long seed, MessageDigest digest) {
        Map<String, List<String>> idsByLabel = new LinkedHashMap<>();
        Map<String, String> labelOf = new HashMap<>();
        CsvFiles.forEachRow(folder, NODES, List.of("id", "label"), digest, (file, line, row) -> {
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
        CsvFiles.forEachRow(folder, RELATIONSHIPS, List.of("source", "target", "type"), digest, (file, line, row) -> {
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

    private static CsvIndex finish(Path folder, String name, boolean generic, GraphSchema schema, long seed,
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
        return new CsvIndex(folder, generic, schema, ids.toArray(String[]::new), ordinals, labelStart, labelSize,
                starts, manifest);
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

    /** The label of the node numbered {@code ordinal}. */
    Label labelOf(int ordinal) {
        for (int position = labelStart.length - 1; position >= 0; position--) {
            if (ordinal >= labelStart[position]) {
                return schema.labels().get(position);
            }
        }
        throw new IllegalStateException("no label holds ordinal " + ordinal);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
