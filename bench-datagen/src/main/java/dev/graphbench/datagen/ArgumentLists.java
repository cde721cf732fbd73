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
 * {@code "two-hops/timed"}); the same (spec, stream, count) always gives the same list.
 */
public final class ArgumentLists {

    private final DatasetSpec spec;

    /** Lists for a graph of {@code spec}. */
    public ArgumentLists(DatasetSpec spec) {
        this.spec = spec;
    }

    /** {@code count} ids of {@code label}, drawn uniformly, with repeats, from stream {@code stream}. */
    public List<String> ids(Label label, String stream, int count) {
        Rng rng = new Rng().reseed(spec.seed(), streamNumber(stream), Generator.index(label));
        int nodes = spec.nodes(label);
        List<String> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(DatasetSpec.id(label, rng.nextInt(nodes)));
        }
        return ids;
    }

    /**
     * {@code count} ids of nodes with at least one outgoing relationship of {@code type}, drawn uniformly
     * with repeats from stream {@code stream}.
     *
     * @throws IllegalArgumentException on the generated graph, whose degrees are not known before it is
     *                                  generated: its workloads draw ids of a label
     */
    public List<String> startNodes(RelType type, String stream, int count) {
        throw new IllegalArgumentException("start nodes of " + type + " are drawn from a graph that knows its"
                + " degrees; the generated graph's workloads draw node ids of a label");
    }

    /** {@code count} whole numbers from {@code min} to {@code max}, drawn uniformly from stream {@code stream}. */
    public List<Long> numbers(String stream, int count, long min, long max) {
        Rng rng = new Rng().reseed(spec.seed(), streamNumber(stream), 0);
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
        Rng rng = new Rng().reseed(spec.seed(), streamNumber(stream), 0);
        List<Object> picks = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            picks.add(values.get(rng.nextInt(values.size())));
        }
        return picks;
    }

    private static long streamNumber(String stream) {
        long hash = 0xCBF29CE484222325L;
        for (byte b : stream.getBytes(StandardCharsets.UTF_8)) {
            hash = (hash ^ b) * 0x100000001B3L;
        }
        return hash;
    }
}
