package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A checked graph's schema and numbering, from its first reading: which kind of graph it is, its labels
 * and types in the order they stream, and each node's ordinal.
 *
 * <p>A graph whose labels, types and properties are exactly the generated graph's is the generated graph
 * ({@link GraphSchema#GENERATED}), so that the write-up's workloads ask it; one of one label with an id alone
 * and one type without properties is a graph of any kind ({@link GraphSchema#ONE_LABEL_GRAPH}, its label and
 * type renamed {@code Node} and {@code LINK}); any other is a {@link GraphSchema#PROPERTY} graph, its labels and
 * types in the order the files first name them. Nodes stream grouped by their first label, in the schema's
 * order, each group in the order of the files and their rows; a node's ordinal is its place in that stream.
 */
final class PropertyGraph {

    final GraphReader reader;
    final GraphSchema schema;
    /** The schema's label of each label the catalogue read, by the catalogue's index. */
    final Label[] labelOf;
    /** Per label set of the catalogue: its labels in the schema, first label first. */
    final List<List<Label>> setLabels = new ArrayList<>();
    /** Per label set: the schema position of its first label. */
    final int[] setFirst;
    final int[] ordinalOf;
    final int[] seqOf;
    /** Per schema label: its first ordinal, how many nodes have it first, how many have it at all. */
    final int[] labelStart;
    final int[] firstCount;
    final long[] memberCount;
    /** Per schema label that some node has besides its first: the ordinals of every node that has it, ascending. */
    private final Map<Integer, int[]> members = new HashMap<>();
    /** Per type name: the ordinals of the nodes it starts from, ascending. */
    final Map<String, int[]> starts = new HashMap<>();

    private PropertyGraph(GraphReader reader, GraphSchema schema, Label[] labelOf) {
        this.reader = reader;
        this.schema = schema;
        this.labelOf = labelOf;
        Catalog catalog = reader.catalog;
        int nodes = reader.ids.size();
        int labels = schema.labels().size();
        setFirst = new int[catalog.labelSets.size()];
        for (int set = 0; set < catalog.labelSets.size(); set++) {
            List<Label> named = Arrays.stream(catalog.labelSets.get(set)).mapToObj(label -> labelOf[label]).toList();
            setLabels.add(named);
            setFirst[set] = schema.indexOf(named.getFirst());
        }
        firstCount = new int[labels];
        memberCount = new long[labels];
        for (int seq = 0; seq < nodes; seq++) {
            int set = reader.labelSetOf[seq];
            firstCount[setFirst[set]]++;
            for (Label label : setLabels.get(set)) {
                memberCount[schema.indexOf(label)]++;
            }
        }
        labelStart = new int[labels];
        for (int label = 1; label < labels; label++) {
            labelStart[label] = labelStart[label - 1] + firstCount[label - 1];
        }
        ordinalOf = new int[nodes];
        seqOf = new int[nodes];
        int[] next = labelStart.clone();
        for (int seq = 0; seq < nodes; seq++) {
            int ordinal = next[setFirst[reader.labelSetOf[seq]]]++;
            ordinalOf[seq] = ordinal;
            seqOf[ordinal] = seq;
        }
        for (int label = 0; label < labels; label++) {
            if (memberCount[label] != firstCount[label]) {
                members.put(label, membersOf(schema.labels().get(label)));
            }
        }
        catalog.types.values().forEach(type -> starts.put(type.name,
                type.starts.stream().map(seq -> ordinalOf[seq]).sorted().toArray()));
        checkIdsOfEachLabel();
    }

    /** The schema of what {@code reader} read, and its numbering. */
    static PropertyGraph of(GraphReader reader) {
        Catalog catalog = reader.catalog;
        String name = "csv:" + reader.folder.folder();
        if (catalog.types.values().stream().mapToLong(type -> type.count).sum() == 0) {
            throw new IllegalArgumentException(name + " has no relationships; name relationship files in graph.json, or"
                    + " end their names in " + GraphFolder.RELATIONSHIPS_SUFFIX);
        }
        int count = catalog.labels.size();
        Label[] labelOf = new Label[count];
        if (generated(catalog)) {
            for (int label = 0; label < count; label++) {
                labelOf[label] = GraphSchema.GENERATED.label(catalog.labels.get(label));
            }
            return new PropertyGraph(reader, GraphSchema.GENERATED, labelOf);
        }
        if (oneLabel(catalog)) {
            labelOf[0] = Label.NODE;
            return new PropertyGraph(reader, GraphSchema.ONE_LABEL_GRAPH, labelOf);
        }
        List<Label> labels = new ArrayList<>();
        for (int label = 0; label < count; label++) {
            List<Property> properties = new ArrayList<>();
            properties.add(Property.string("id"));
            catalog.labelProperties.get(label).values().forEach(declared -> properties.add(declared.property()));
            labelOf[label] = Label.of(catalog.labels.get(label), "", properties);
            labels.add(labelOf[label]);
        }
        List<RelType> types = new ArrayList<>();
        for (Catalog.Type type : catalog.types.values()) {
            if (type.count > 0) {
                types.add(RelType.of(type.name, labelOf[type.startLabels.nextSetBit(0)],
                        labelOf[type.endLabels.nextSetBit(0)],
                        type.properties.values().stream().map(Catalog.Declared::property).toList()));
            }
        }
        return new PropertyGraph(reader, new GraphSchema(GraphSchema.PROPERTY, labels, types), labelOf);
    }

    /** Whether the catalogue holds exactly the generated graph's labels, properties and types. */
    private static boolean generated(Catalog catalog) {
        GraphSchema generated = GraphSchema.GENERATED;
        if (catalog.labels.size() != generated.labels().size() || catalog.types.size() != generated.types().size()
                || catalog.labelSets.stream().anyMatch(set -> set.length > 1)) {
            return false;
        }
        for (Label known : generated.labels()) {
            int label = catalog.labels.indexOf(known.graphName());
            if (label < 0) {
                return false;
            }
            Map<String, Property> declared = new HashMap<>();
            catalog.labelProperties.get(label).forEach((property, at) -> declared.put(property, at.property()));
            Map<String, Property> wanted = new HashMap<>();
            known.properties().subList(1, known.properties().size()).forEach(p -> wanted.put(p.name(), p));
            if (!declared.equals(wanted)) {
                return false;
            }
        }
        for (RelType known : generated.types()) {
            Catalog.Type type = catalog.types.get(known.name());
            if (type == null || !type.properties.isEmpty() || type.count == 0
                    || !type.startLabels.get(catalog.labels.indexOf(known.from().graphName()))
                    || !type.endLabels.get(catalog.labels.indexOf(known.to().graphName()))) {
                return false;
            }
        }
        return true;
    }

    /** Whether the catalogue holds one label of an id alone and one type without properties. */
    private static boolean oneLabel(Catalog catalog) {
        return catalog.labels.size() == 1 && catalog.labelProperties.getFirst().isEmpty()
                && catalog.types.size() == 1 && catalog.types.values().iterator().next().properties.isEmpty();
    }

    /** The ordinals of every node that has {@code label}, ascending. */
    int[] membersOf(Label label) {
        int position = schema.indexOf(label);
        int[] known = members.get(position);
        if (known != null) {
            return known;
        }
        int[] ordinals = new int[(int) memberCount[position]];
        int at = 0;
        for (int ordinal = 0; ordinal < seqOf.length; ordinal++) {
            if (setLabels.get(reader.labelSetOf[seqOf[ordinal]]).contains(label)) {
                ordinals[at++] = ordinal;
            }
        }
        return ordinals;
    }

    /** The ordinal of the {@code index}th node, in ordinal order, that has {@code label}. */
    int memberOrdinal(Label label, int index) {
        int position = schema.indexOf(label);
        int[] known = members.get(position);
        return known != null ? known[index] : labelStart[position] + index;
    }

    /** The id of the node of {@code ordinal}. */
    String id(int ordinal) {
        return reader.ids.get(seqOf[ordinal]);
    }

    /**
     * Checks that no two nodes of a label share an id: a label is a table keyed by id in SQL. Only a label
     * whose nodes come from several ID spaces can break it.
     */
    private void checkIdsOfEachLabel() {
        Catalog catalog = reader.catalog;
        for (int label = 0; label < catalog.labels.size(); label++) {
            if (catalog.labelSpaces.get(label).size() < 2) {
                continue;
            }
            Label checked = labelOf[label];
            Map<String, Integer> seen = new HashMap<>();
            for (int ordinal : membersOf(checked)) {
                int seq = seqOf[ordinal];
                Integer before = seen.putIfAbsent(reader.ids.get(seq), seq);
                if (before != null) {
                    throw new IllegalArgumentException("csv:" + reader.folder.folder() + ": two " + catalog.labels.get(label)
                            + " nodes have id '" + reader.ids.get(seq) + "', of different ID spaces (in " + fileOf(before)
                            + " and " + fileOf(seq) + "); graph-bench keys the nodes of a label by id (a table in SQL):"
                            + " give the nodes of each label ids of their own");
                }
            }
        }
    }

    private String fileOf(int seq) {
        for (GraphReader.NodeFile file : reader.nodeFiles) {
            if (seq >= file.firstSeq() && seq < file.endSeq()) {
                return file.source().file().getFileName().toString();
            }
        }
        throw new IllegalStateException("no file holds node " + seq);
    }

    /** Whether node file {@code file} holds a node whose first label is the schema's label {@code label}. */
    boolean holdsFirst(GraphReader.NodeFile file, int label) {
        BitSet sets = file.labelSets();
        for (int set = sets.nextSetBit(0); set >= 0; set = sets.nextSetBit(set + 1)) {
            if (setFirst[set] == label) {
                return true;
            }
        }
        return false;
    }
}
