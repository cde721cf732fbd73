package dev.graphbench.api;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import java.util.List;
import java.util.Objects;

/**
 * Where the arguments of one parameter of a workload come from. The harness draws them from seeded
 * streams before it times anything, so that call {@code k} asks every engine the same thing.
 */
public sealed interface ArgumentSource {

    /** Ids of nodes of {@code label}, drawn uniformly with repeats. */
    record NodeIds(Label label) implements ArgumentSource {
        /** Checks the label is given. */
        public NodeIds {
            Objects.requireNonNull(label, "label");
        }
    }

    /**
     * Ids of nodes with at least one outgoing relationship of {@code type}, drawn uniformly with
     * repeats: where a walk starting from a node goes somewhere.
     */
    record StartNodes(RelType type) implements ArgumentSource {
        /** Checks the type is given. */
        public StartNodes {
            Objects.requireNonNull(type, "type");
        }
    }

    /** Whole numbers from {@code min} to {@code max}, drawn uniformly. */
    record Numbers(long min, long max) implements ArgumentSource {
        /** Checks the range. */
        public Numbers {
            if (min > max) {
                throw new IllegalArgumentException("a range of numbers from " + min + " to " + max + " is empty");
            }
        }
    }

    /** Values of a fixed list, drawn uniformly; a list of one value gives it to every call. */
    record Values(List<Object> values) implements ArgumentSource {
        /** Copies the list, which may not be empty. */
        public Values {
            values = List.copyOf(values);
            if (values.isEmpty()) {
                throw new IllegalArgumentException("a fixed list of values needs at least one value");
            }
        }
    }

    /** Ids of nodes of {@code label}. */
    static ArgumentSource nodeIds(Label label) {
        return new NodeIds(label);
    }

    /** Ids of nodes with at least one outgoing relationship of {@code type}. */
    static ArgumentSource startNodes(RelType type) {
        return new StartNodes(type);
    }

    /** Whole numbers from {@code min} to {@code max}. */
    static ArgumentSource numbers(long min, long max) {
        return new Numbers(min, max);
    }

    /** One of {@code values}; every call gets the same one when there is one. */
    static ArgumentSource values(Object... values) {
        return new Values(List.of(values));
    }

    /**
     * Where the arguments of {@code parameter} come from unless a workload says otherwise: node ids of its
     * label, numbers in its range, its fixed list of texts.
     *
     * @throws IllegalArgumentException for a text that may be any string, which has no list to draw from
     */
    static ArgumentSource of(Parameter parameter) {
        return switch (parameter.kind()) {
            case ID -> nodeIds(parameter.label());
            case WHOLE_NUMBER -> numbers(parameter.min(), parameter.max());
            case TEXT -> {
                if (parameter.values().isEmpty()) {
                    throw new IllegalArgumentException(parameter.name() + " may be any text: a workload must say which"
                            + " values its calls take");
                }
                yield new Values(List.copyOf(parameter.values()));
            }
        };
    }
}
