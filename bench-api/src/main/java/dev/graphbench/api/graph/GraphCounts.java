package dev.graphbench.api.graph;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How many nodes of each label and relationships of each type a graph holds, by name, as an engine
 * counts them. A label or type that is absent from a map counts as zero.
 *
 * @param nodes         nodes per label's graph name
 * @param relationships relationships per type's name
 */
public record GraphCounts(Map<String, Long> nodes, Map<String, Long> relationships) {

    /** Copies both maps, so the counts cannot change later. */
    public GraphCounts {
        nodes = Collections.unmodifiableMap(new LinkedHashMap<>(nodes));
        relationships = Collections.unmodifiableMap(new LinkedHashMap<>(relationships));
    }

    /** Nodes of {@code label}. */
    public long nodes(Label label) {
        return nodes.getOrDefault(label.graphName(), 0L);
    }

    /** Relationships of {@code type}. */
    public long relationships(RelType type) {
        return relationships.getOrDefault(type.name(), 0L);
    }

    /** All nodes. */
    public long totalNodes() {
        return nodes.values().stream().mapToLong(Long::longValue).sum();
    }

    /** All relationships. */
    public long totalRelationships() {
        return relationships.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * Every label and type whose count here differs from {@code expected}'s, one line each, such as
     * {@code "Person: 998 loaded, 1000 expected"}; empty when they are the same.
     */
    public List<String> differencesFrom(GraphCounts expected) {
        List<String> differences = new ArrayList<>();
        compare(nodes, expected.nodes, differences);
        compare(relationships, expected.relationships, differences);
        return differences;
    }

    private static void compare(Map<String, Long> loaded, Map<String, Long> expected, List<String> differences) {
        Set<String> names = new LinkedHashSet<>(expected.keySet());
        names.addAll(loaded.keySet());
        for (String name : names) {
            long here = loaded.getOrDefault(name, 0L);
            long wanted = expected.getOrDefault(name, 0L);
            if (here != wanted) {
                differences.add(name + ": " + here + " loaded, " + wanted + " expected");
            }
        }
    }
}
