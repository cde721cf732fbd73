package dev.graphbench.datagen.csv;

import dev.graphbench.api.graph.Property;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the first reading of a graph's files learns of its names: the labels in the order they first appear,
 * each with every property any of its nodes' files declares; the sets of labels nodes have; the relationship
 * types, each with its properties, its count and the labels every start and end node share. A property has
 * one type in a label or a type, whichever files declare it.
 */
final class Catalog {

    /** A property as declared, and the file that first declared it, for messages. */
    record Declared(Property property, String file) {
    }

    /** A relationship type as read so far. */
    static final class Type {
        final String name;
        final Map<String, Declared> properties = new LinkedHashMap<>();
        long count;
        /** The labels every start node so far has, and every end node; null before the first relationship. */
        BitSet startLabels;
        BitSet endLabels;
        /** Where the first relationship was read, for messages. */
        String first;
        /** The start nodes (by reading order) that have a relationship of the type. */
        final BitSet starts = new BitSet();

        Type(String name) {
            this.name = name;
        }
    }

    final List<String> labels = new ArrayList<>();
    private final Map<String, Integer> labelIndex = new HashMap<>();
    final List<Map<String, Declared>> labelProperties = new ArrayList<>();
    /** Per label, the ID spaces of its nodes. */
    final List<Set<String>> labelSpaces = new ArrayList<>();
    /** Each set of labels some node has, its first label first, as label indexes. */
    final List<int[]> labelSets = new ArrayList<>();
    final List<BitSet> labelSetBits = new ArrayList<>();
    private final Map<List<Integer>, Integer> labelSetIndex = new HashMap<>();
    final Map<String, Type> types = new LinkedHashMap<>();

    /** The index of the set of labels named {@code names}, registering the set and any new label. */
    int labelSet(List<String> names) {
        List<Integer> indexes = new ArrayList<>(names.size());
        for (String name : names) {
            Integer index = labelIndex.get(name);
            if (index == null) {
                index = labels.size();
                labels.add(name);
                labelIndex.put(name, index);
                labelProperties.add(new LinkedHashMap<>());
                labelSpaces.add(new HashSet<>());
            }
            if (!indexes.contains(index)) {
                indexes.add(index);
            }
        }
        return labelSetIndex.computeIfAbsent(indexes, key -> {
            labelSets.add(key.stream().mapToInt(Integer::intValue).toArray());
            BitSet bits = new BitSet();
            key.forEach(bits::set);
            labelSetBits.add(bits);
            return labelSets.size() - 1;
        });
    }

    /** Adds the properties and ID space of a file's nodes of label set {@code set} to each of the set's labels. */
    void declareNodes(int set, Header header, String idSpace) {
        for (int label : labelSets.get(set)) {
            labelSpaces.get(label).add(idSpace);
            declare(labelProperties.get(label), header, "label " + labels.get(label));
        }
    }

    /** The type named {@code name}, registered when new, with the properties of {@code header}'s file. */
    Type type(String name, Header header) {
        Type type = types.computeIfAbsent(name, Type::new);
        declare(type.properties, header, "relationship type " + name);
        return type;
    }

    private static void declare(Map<String, Declared> properties, Header header, String of) {
        for (Column column : header.columns()) {
            if (column.kind() != Column.Kind.PROPERTY) {
                continue;
            }
            Property property = column.property();
            Declared before = properties.putIfAbsent(property.name(), new Declared(property, header.file()));
            if (before != null && !before.property().equals(property)) {
                throw new IllegalArgumentException(header.file() + " declares " + of + "'s property " + property.name()
                        + " as " + column.value().declared() + ", and " + before.file() + " as "
                        + before.property().typeName() + "; give a property one type in every file of a label or type");
            }
        }
    }
}
