package dev.graphbench.engine.reference;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import dev.graphbench.api.Session;
import dev.graphbench.catalogue.Queries;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine against {@link WalkOracle} on random graphs with cycles, reciprocal follows and many
 * ties: every query, for every id of its parameter's label and an unknown one, the object store's
 * reads as documents.
 */
class OracleTest {

    /** One call: a query and its arguments. */
    private record Call(Query query, Map<String, Object> arguments) {
        @Override
        public String toString() {
            return query + " " + arguments;
        }
    }

    /** Every call the test makes, with the oracle's answer as it compares. */
    private static Map<Call, Object> expectedAnswers(RandomGraph random) {
        WalkOracle oracle = new WalkOracle(random.graph.streamedNodes(), random.graph.streamedRelationships());
        Map<Call, Object> expected = new LinkedHashMap<>();
        for (Call call : calls(random)) {
            expected.put(call, ReferenceEngineQueries.comparable(call.query(),
                    oracle.answer(call.query(), call.arguments())));
        }
        return expected;
    }

    private static List<Call> calls(RandomGraph random) {
        List<Call> calls = new ArrayList<>();
        for (Query query : ReferenceEngineQueries.SUPPORTED) {
            if (query.equals(Queries.COUNT_ISSUES_BY_PROPERTIES)) {
                for (String state : List.of("open", "closed")) {
                    for (long priority = 0; priority <= 3; priority++) {
                        calls.add(new Call(query, Map.of("state", state, "priority", priority)));
                    }
                }
                continue;
            }
            if (query.parameters().isEmpty()) {
                calls.add(new Call(query, Map.of()));
                continue;
            }
            Parameter id = query.parameters().getFirst();
            List<String> ids = new ArrayList<>(random.ids.get(id.label()));
            ids.add("unknown");
            for (String value : ids) {
                if (query.equals(Queries.HOPS)) {
                    for (int hops = 1; hops <= 4; hops++) {
                        for (PathSemantics paths : PathSemantics.values()) {
                            calls.add(new Call(query, Map.of(id.name(), value, "hops", hops, PathSemantics.ARGUMENT,
                                    paths.name())));
                        }
                    }
                } else {
                    calls.add(new Call(query, Map.of(id.name(), value)));
                }
            }
        }
        return calls;
    }

    private static Object execute(Session session, Call call) {
        return ReferenceEngineQueries.comparable(call.query(), session.execute(call.query(), call.arguments()));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void answersAsTheOracle(long seed) {
        RandomGraph random = new RandomGraph(seed, 40);
        Map<Call, Object> expected = expectedAnswers(random);
        assertThat(expected.keySet()).extracting(call -> call.query().id()).containsAll(
                ReferenceEngineQueries.SUPPORTED.stream().map(Query::id).toList());
        try (var g = random.graph.load()) {
            expected.forEach((call, answer) -> assertThat(execute(g.session(), call)).as(call.toString())
                    .isEqualTo(answer));
        }
    }

    @Test
    void answersTheSameFromManySessionsAtOnce() throws Exception {
        RandomGraph random = new RandomGraph(7, 300);
        Map<Call, Object> expected = expectedAnswers(random);
        // Without afterLoad, the sessions' first queries race to build the adjacency arrays.
        try (var g = random.graph.loadWithoutAfterLoad(); ExecutorService threads = Executors.newFixedThreadPool(4)) {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Map<Call, Object>>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                results.add(threads.submit(() -> {
                    start.await();
                    Map<Call, Object> answers = new LinkedHashMap<>();
                    try (Session session = g.engine().openSession()) {
                        expected.keySet().forEach(call -> answers.put(call, execute(session, call)));
                    }
                    return answers;
                }));
            }
            start.countDown();
            for (Future<Map<Call, Object>> result : results) {
                assertThat(result.get()).isEqualTo(expected);
            }
        }
    }
}
