package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.catalogue.Queries;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Reach within k hops, and the relationships a reach walks, on one-label graphs whose answers are known. */
class ReachTest {

    @Test
    void reachCountsDistinctNodesWithinTheHopsTheStartNotCounted() {
        // a -> b -> c -> a (a cycle back to the start), b -> d, d -> d is not allowed (no self-loops), e alone.
        TinyGraph graph = new TinyGraph(GraphSchema.ONE_LABEL_GRAPH).nodes(Label.NODE, "a", "b", "c", "d", "e")
                .rel(RelType.LINK, "a", "b").rel(RelType.LINK, "b", "c", "d").rel(RelType.LINK, "c", "a");
        try (var g = graph.load()) {
            assertThat(g.count(Queries.REACH, Map.of("startId", "a", "hops", 1L))).isEqualTo(1);
            assertThat(g.count(Queries.REACH, Map.of("startId", "a", "hops", 2L))).isEqualTo(3);
            // c leads back to a, the start, which is never counted.
            assertThat(g.count(Queries.REACH, Map.of("startId", "a", "hops", 131_072L))).isEqualTo(3);
            assertThat(g.count(Queries.REACH, Map.of("startId", "e", "hops", 4L))).isZero();
            assertThat(g.count(Queries.REACH, Map.of("startId", "nobody", "hops", 4L))).isZero();
            // Walked: a's one, then b's two, then c's one and d's none.
            assertThat(g.count(Queries.REACH_RELATIONSHIPS, Map.of("startId", "a", "hops", 1L))).isEqualTo(1);
            assertThat(g.count(Queries.REACH_RELATIONSHIPS, Map.of("startId", "a", "hops", 2L))).isEqualTo(3);
            assertThat(g.count(Queries.REACH_RELATIONSHIPS, Map.of("startId", "a", "hops", 64L))).isEqualTo(4);
        }
    }

    @Test
    void reachIsABreadthFirstSearchOnARandomGraph() {
        Random random = new Random(7);
        int nodes = 300;
        String[] ids = new String[nodes];
        for (int i = 0; i < nodes; i++) {
            ids[i] = Integer.toString(i);
        }
        TinyGraph graph = new TinyGraph(GraphSchema.ONE_LABEL_GRAPH).nodes(Label.NODE, ids);
        Map<String, Set<String>> out = new HashMap<>();
        for (int k = 0; k < 700; k++) {
            String from = ids[random.nextInt(nodes)];
            String to = ids[random.nextInt(nodes)];
            if (!from.equals(to) && out.computeIfAbsent(from, f -> new HashSet<>()).add(to)) {
                graph.rel(RelType.LINK, from, to);
            }
        }
        try (var g = graph.load()) {
            for (String start : List.of("0", "17", "299")) {
                for (long hops : new long[] {1, 2, 3, 4, 8, 131_072}) {
                    assertThat(g.count(Queries.REACH, Map.of("startId", start, "hops", hops)))
                            .as("reach of %s within %d", start, hops).isEqualTo(within(out, start, hops));
                }
            }
        }
    }

    /** The nodes within {@code hops} of {@code start}, the start not counted, by a queue of (node, depth). */
    private static long within(Map<String, Set<String>> out, String start, long hops) {
        Map<String, Long> depth = new HashMap<>(Map.of(start, 0L));
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String at = queue.poll();
            if (depth.get(at) == hops) {
                continue;
            }
            for (String next : out.getOrDefault(at, Set.of())) {
                if (depth.putIfAbsent(next, depth.get(at) + 1) == null) {
                    queue.add(next);
                }
            }
        }
        return depth.size() - 1;
    }
}
