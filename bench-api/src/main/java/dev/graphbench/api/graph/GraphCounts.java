package dev.graphbench.api.graph;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * How many nodes of each label and relationships of each type a graph holds. A label or type
 * that is absent from a map counts as zero.
 *
 * @param nodes         nodes per label
 * @param relationships relationships per type
 */
public record GraphCounts(Map<Label, Long> nodes, Map<RelType, Long> relationships) {

    /** Copies both maps, so the counts cannot change later. */
    public GraphCounts {
        nodes = Collections.unmodifiableMap(copy(nodes, Label.class));
        relationships = Collections.unmodifiableMap(copy(relationships, RelType.class));
    }

    private static <K extends Enum<K>> EnumMap<K, Long> copy(Map<K, Long> source, Class<K> type) {
        EnumMap<K, Long> copy = new EnumMap<>(type);
        copy.putAll(source);
        return copy;
    }

    /** Nodes of {@code label}. */
    public long nodes(Label label) {
        return nodes.getOrDefault(label, 0L);
    }

    /** Relationships of {@code type}. */
    public long relationships(RelType type) {
        return relationships.getOrDefault(type, 0L);
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
        for (Label label : Label.values()) {
            if (nodes(label) != expected.nodes(label)) {
                differences.add(label.graphName() + ": " + nodes(label) + " loaded, " + expected.nodes(label)
                        + " expected");
            }
        }
        for (RelType type : RelType.values()) {
            if (relationships(type) != expected.relationships(type)) {
                differences.add(type + ": " + relationships(type) + " loaded, " + expected.relationships(type)
                        + " expected");
            }
        }
        return differences;
    }
}
