package dev.graphbench.datagen;

import dev.graphbench.api.graph.Label;
import java.nio.charset.StandardCharsets;
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
        Rng rng = new Rng().reseed(spec.seed(), streamNumber(stream), label.ordinal());
        int nodes = spec.nodes(label);
        List<String> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(DatasetSpec.id(label, rng.nextInt(nodes)));
        }
        return ids;
    }

    private static long streamNumber(String stream) {
        long hash = 0xCBF29CE484222325L;
        for (byte b : stream.getBytes(StandardCharsets.UTF_8)) {
            hash = (hash ^ b) * 0x100000001B3L;
        }
        return hash;
    }
}
