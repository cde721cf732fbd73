package dev.graphbench.datagen;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.ArrayList;
import java.util.List;

/**
 * Seeded lists of arguments, so that call {@code k} of a workload asks every engine for the same
 * node. A list is named by a stream (a workload id and a purpose, such as
 * {@code "two-hops/timed"}); the same (dataset, seed, stream, count) always gives the same list.
 */
public final class ArgumentLists {

    /** How a dataset numbers the nodes arguments are drawn from. */
    public interface Nodes {

        /** The position of {@code label} in the dataset's schema, which seeds its draws. */
        int labelIndex(Label label);

        /** How many nodes {@code label} has. */
        int count(Label label);

        /** The id of the {@code index}th node of {@code label}. */
        String id(Label label, int index);

        /**
         * How many nodes have at least one outgoing relationship of {@code type}.
         *
         * @throws IllegalArgumentException when the dataset does not know its degrees
         */
        int startCount(RelType type);

        /** The id of the {@code index}th node with an outgoing relationship of {@code type}. */
        String start(RelType type, int index);
    }

    private final long seed;
    private final Nodes nodes;

    /** Lists for the generated graph of {@code spec}. */
    public ArgumentLists(DatasetSpec spec) {
        this(spec.seed(), generated(spec));
    }

    /** Lists for a dataset whose nodes are {@code nodes}, drawn under {@code seed}. */
    public ArgumentLists(long seed, Nodes nodes) {
        this.seed = seed;
        this.nodes = nodes;
    }

    /** {@code count} ids of {@code label}, drawn uniformly, with repeats, from stream {@code stream}. */
    public List<String> ids(Label label, String stream, int count) {
        Rng rng = new Rng().reseed(seed, streamNumber(stream), nodes.labelIndex(label));
        int available = nodes.count(label);
        if (available == 0) {
            throw new IllegalArgumentException("the graph has no " + label + " node to draw from");
        }
        List<String> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(nodes.id(label, rng.nextInt(available)));
        }
        return ids;
    }

    /**
     * {@code count} ids of nodes with at least one outgoing relationship of {@code type}, drawn uniformly
     * with repeats from stream {@code stream}: where a walk from the node goes somewhere.
     *
     * @throws IllegalArgumentException when no node has one, or the dataset does not know its degrees
     */
    public List<String> startNodes(RelType type, String stream, int count) {
        int available = nodes.startCount(type);
        if (available == 0) {
            throw new IllegalArgumentException("no node of the graph has an outgoing " + type + " to start from");
        }
        Rng rng = new Rng().reseed(seed, streamNumber(stream), 0);
        List<String> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(nodes.start(type, rng.nextInt(available)));
        }
        return ids;
    }

    /** {@code count} whole numbers from {@code min} to {@code max}, drawn uniformly from stream {@code stream}. */
    public List<Long> numbers(String stream, int count, long min, long max) {
        Rng rng = new Rng().reseed(seed, streamNumber(stream), 0);
        long span = max - min + 1;
        List<Long> numbers = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            numbers.add(min + Math.floorMod(rng.nextLong(), span));
        }
        return numbers;
    }

    /** {@code count} of {@code values}, drawn uniformly from stream {@code stream}; the one value when there is one. */
    public List<Object> picks(String stream, int count, List<Object> values) {
        if (values.size() == 1) {
            return Collections.nCopies(count, values.getFirst());
        }
        Rng rng = new Rng().reseed(seed, streamNumber(stream), 0);
        List<Object> picks = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            picks.add(values.get(rng.nextInt(values.size())));
        }
        return picks;
    }

    /** The generated graph's nodes: ids are a label's prefix and a number, counts the spec's. */
    private static Nodes generated(DatasetSpec spec) {
        return new Nodes() {
            @Override
            public int labelIndex(Label label) {
                return Generator.index(label);
            }

            @Override
            public int count(Label label) {
                return spec.nodes(label);
            }

            @Override
            public String id(Label label, int index) {
                return DatasetSpec.id(label, index);
            }

            @Override
            public int startCount(RelType type) {
                throw new IllegalArgumentException("start nodes of " + type + " are drawn from a graph that knows its"
                        + " degrees; the generated graph's workloads draw node ids of a label");
            }

            @Override
            public String start(RelType type, int index) {
                throw new IllegalArgumentException("the generated graph draws no start nodes");
            }
        };
    }

    private static long streamNumber(String stream) {
        long hash = 0xCBF29CE484222325L;
        for (byte b : stream.getBytes(StandardCharsets.UTF_8)) {
            hash = (hash ^ b) * 0x100000001B3L;
        }
        return hash;
    }
}
