package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.graph.GraphSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What crashed FalkorDB 4.16.3 under the default run, as the harness now runs it: the write phase's deletions, the
 * wait for the index garbage collector, then readers at once on one graph, sending more statements than FalkorDB's
 * default query cache holds (25), so that on the default cache each new one evicts another while readers race on its
 * counters (FalkorDB#1782). The embedded server's cache holds them all and the collector is done before the readers
 * start: every call is answered and the server still answers after. A crash fails the test.
 */
@ExtendWith(FalkorDbExtension.class)
class ConcurrentReadersTest {

    private static final int THREADS = 8;
    private static final int STATEMENTS = 100;
    private static final int ROUNDS = 5;

    @Test
    void readersAtOnceAfterTheDeletionsAndTheCollectorAreAllAnswered(FalkorDbExtension.Server server)
            throws Exception {
        try (FalkorDbEngine engine = server.open(Map.of(FalkorDbProvider.GRAPH, "concurrent-readers-test"))) {
            engine.schema().drop();
            engine.schema().create(GraphSchema.GENERATED);
            engine.schema().afterLoad();
            engine.write("UNWIND range(0, 4999) AS i CREATE (:Comment {id: 'c' + toString(i)})", Map.of());
            engine.write("MATCH (c:Comment) WHERE c.id STARTS WITH 'c1' DELETE c", Map.of());
            engine.schema().afterWrites();

            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            List<Future<Long>> answered = new ArrayList<>();
            for (int thread = 0; thread < THREADS; thread++) {
                int first = thread;
                answered.add(threads.submit(() -> {
                    long rows = 0;
                    for (int round = 0; round < ROUNDS; round++) {
                        for (int k = 0; k < STATEMENTS; k++) {
                            int statement = (first * 7 + k) % STATEMENTS;
                            // Each text a statement of its own to the cache: the literal differs.
                            rows += FalkorDbSession.rows(engine.read("MATCH (c:Comment {id: $id}) RETURN c.id, "
                                    + statement, Map.of("id", "c" + (k * 37 % 5000)))).size();
                        }
                    }
                    return rows;
                }));
            }
            long rows = 0;
            for (Future<Long> future : answered) {
                rows += future.get();
            }
            threads.shutdown();

            // The ids beginning c1 were deleted; every other one asked for is found, once a call.
            long kept = 0;
            for (int k = 0; k < STATEMENTS; k++) {
                kept += String.valueOf(k * 37 % 5000).startsWith("1") ? 0 : 1;
            }
            assertThat(rows).isEqualTo((long) THREADS * ROUNDS * kept);
            engine.ping();
            engine.schema().drop();
        }
    }
}
