package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Answer;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.QueryId;
import dev.graphbench.api.Session;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The engine against {@link WalkOracle} on random graphs with cycles, reciprocal follows and many
 * ties: every query, for every id of its parameter's label and an unknown one.
 */
class OracleTest {

    /** Every call the test makes, with the oracle's answer. */
    private static Map<String, Answer> expectedAnswers(RandomGraph random) {
        WalkOracle oracle = new WalkOracle(random.graph.streamedNodes(), random.graph.streamedRelationships());
        Map<String, Answer> expected = new LinkedHashMap<>();
        for (QueryId query : ReferenceEngineQueries.SUPPORTED) {
            if (query.parameters().isEmpty()) {
                expected.put(query.id(), oracle.answer(query, null));
                continue;
            }
            List<String> ids = new ArrayList<>(random.ids.get(query.parameters().getFirst().label()));
            ids.add("unknown");
            for (String id : ids) {
                if (query == QueryId.HOPS) {
                    for (int hops = 1; hops <= 4; hops++) {
                        for (PathSemantics paths : PathSemantics.values()) {
                            expected.put(query.id() + " " + id + " " + hops + " " + paths,
                                    Answer.ofCount(oracle.paths(id, hops, paths)));
                        }
                    }
                } else {
                    expected.put(query.id() + " " + id, oracle.answer(query, id));
                }
            }
        }
        return expected;
    }

    private static Answer execute(Session session, String call) {
        String[] parts = call.split(" ");
        QueryId query = QueryId.of(parts[0]);
        if (query == QueryId.HOPS) {
            return session.execute(query, Map.of("personId", parts[1], "hops", Integer.parseInt(parts[2]),
                    PathSemantics.ARGUMENT, parts[3]));
        }
        return session.execute(query, parts.length == 1 ? Map.of() : Map.of(query.parameters().getFirst().name(), parts[1]));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void answersAsTheOracle(long seed) {
        RandomGraph random = new RandomGraph(seed, 40);
        Map<String, Answer> expected = expectedAnswers(random);
        try (var g = random.graph.load()) {
            expected.forEach((call, answer) -> assertThat(execute(g.session(), call)).as(call).isEqualTo(answer));
        }
    }

    @Test
    void answersTheSameFromManySessionsAtOnce() throws Exception {
        RandomGraph random = new RandomGraph(7, 300);
        Map<String, Answer> expected = expectedAnswers(random);
        // Without afterLoad, the sessions' first queries race to build the adjacency arrays.
        try (var g = random.graph.loadWithoutAfterLoad(); ExecutorService threads = Executors.newFixedThreadPool(4)) {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Map<String, Answer>>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(threads.submit(() -> {
                    start.await();
                    Map<String, Answer> answers = new LinkedHashMap<>();
                    try (Session session = g.engine().openSession()) {
                        expected.keySet().forEach(call -> answers.put(call, execute(session, call)));
                    }
                    return answers;
                }));
            }
            start.countDown();
            for (Future<Map<String, Answer>> result : results) {
                assertThat(result.get()).isEqualTo(expected);
            }
        }
    }
}
