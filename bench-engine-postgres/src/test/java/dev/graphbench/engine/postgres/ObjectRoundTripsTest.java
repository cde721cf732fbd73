package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.api.Session;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.sql.JdbcObjectStore;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.IssueDetail;
import dev.graphbench.workloads.model.IssueThread;
import dev.graphbench.workloads.model.Person;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.model.RepoOverview;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every object store call is one statement and one round trip: counted on the JDBC connection (each
 * execute) and on the socket under it (each request answered), for every kind of call, more times
 * than pgjdbc needs to switch a statement to a server-side prepared one.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class ObjectRoundTripsTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    private static final int RUNS = 8;

    @BeforeEach
    void load(Engine engine) {
        GRAPH.loadInto(engine);
    }

    /** One of each call the object store makes; {@code run} makes each one's arguments new. */
    private static Map<String, Consumer<ObjectStore>> calls(int run) {
        Map<String, Consumer<ObjectStore>> calls = new LinkedHashMap<>();
        calls.put("load a fragment", objects -> objects.load(Person.class, "p1"));
        calls.put("load an IssueDetail", objects -> objects.load(IssueDetail.class, "i0"));
        calls.put("load an IssueThread", objects -> objects.load(IssueThread.class, "i0"));
        calls.put("load a RepoOverview", objects -> objects.load(RepoOverview.class, "r0"));
        calls.put("load a PersonNetwork", objects -> objects.load(PersonNetwork.class, "p0"));
        calls.put("load a missing id", objects -> objects.load(IssueDetail.class, "nothing"));
        calls.put("loadAll", objects -> objects.loadAll(Issue.class, Filter.eq("repoId", "r0").and("state", "open")));
        calls.put("count", objects -> objects.count(Issue.class, Filter.eq("state", "open").and("priority", 2L)));
        calls.put("save a fragment", objects -> objects.save(new Person("p" + (100 + run), "New", "new")));
        calls.put("save a view", objects -> objects.save(new IssueDetail(
                new Issue("i" + (100 + run), "new", "open", 1, "r0"), GRAPH.repo("r0"), new Person("p1", null, null),
                List.of(GRAPH.person("p2")), List.of(), List.of(new Comment("c" + (100 + run), "new", 1L)))));
        calls.put("saveAll of 100 views", objects -> {
            List<IssueDetail> details = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                details.add(new IssueDetail(new Issue("b" + run + "-" + i, "batch", "open", 0, "r1"), GRAPH.repo("r1"),
                        GRAPH.person("p3"), List.of(), List.of(), List.of(new Comment("bc" + run + "-" + i, "c", 2L))));
            }
            objects.saveAll(details);
        });
        calls.put("delete", objects -> objects.delete(Issue.class, List.of("i" + (100 + run), "b" + run + "-0")));
        return calls;
    }

    @Test
    void eachCallIsOneRoundTrip(EmbeddedPostgresExtension.Shared shared) {
        String url = shared.settings.get(PostgresProvider.URL) + "?socketFactory=" + RoundTripCounter.class.getName();
        try (Engine counted = shared.provider.open(shared.settings.with(Map.of(PostgresProvider.URL, url)));
             Session session = counted.openSession()) {
            ObjectStore objects = session.objects().orElseThrow();
            RoundTripCounter.watch(Thread.currentThread());
            assertThat(RoundTripCounter.during(() -> {
                objects.load(Person.class, "p1");
                objects.load(Person.class, "p2");
            })).as("the counter itself, two calls").isEqualTo(2);
            for (int run = 0; run < RUNS; run++) {
                for (Map.Entry<String, Consumer<ObjectStore>> call : calls(run).entrySet()) {
                    assertThat(RoundTripCounter.during(() -> call.getValue().accept(objects)))
                            .as("%s, run %d", call.getKey(), run).isEqualTo(1);
                }
            }
        } finally {
            RoundTripCounter.watch(null);
        }
    }

    @Test
    void eachCallIsOneStatement(Engine engine) throws Exception {
        AtomicInteger executions = new AtomicInteger();
        try (Connection connection = ((PostgresEngine) engine).connection()) {
            ObjectStore objects = new JdbcObjectStore(counting(connection, executions), new ObjectSql(new PostgresJson()),
                    (what, failure) -> new EngineException(what, failure));
            for (int run = 0; run < RUNS; run++) {
                for (Map.Entry<String, Consumer<ObjectStore>> call : calls(run).entrySet()) {
                    int before = executions.get();
                    call.getValue().accept(objects);
                    assertThat(executions.get() - before).as("%s, run %d", call.getKey(), run).isEqualTo(1);
                }
            }
        }
    }

    /** {@code connection}, counting every execution of the statements it prepares. */
    private static Connection counting(Connection connection, AtomicInteger executions) {
        InvocationHandler onConnection = (proxy, method, arguments) -> {
            Object result = invoke(connection, method, arguments);
            if (result instanceof PreparedStatement statement) {
                return Proxy.newProxyInstance(ObjectRoundTripsTest.class.getClassLoader(),
                        new Class<?>[] {PreparedStatement.class}, (statementProxy, call, callArguments) -> {
                            if (call.getName().startsWith("execute")) {
                                executions.incrementAndGet();
                            }
                            return invoke(statement, call, callArguments);
                        });
            }
            return result;
        };
        return (Connection) Proxy.newProxyInstance(ObjectRoundTripsTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, onConnection);
    }

    private static Object invoke(Object target, Method method, Object[] arguments) throws Throwable {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
