package dev.graphbench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Filter;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.sql.JdbcObjectStore;
import dev.graphbench.sql.ObjectSql;
import dev.graphbench.workloads.model.Comment;
import dev.graphbench.workloads.model.Issue;
import dev.graphbench.workloads.model.PersonNetwork;
import dev.graphbench.workloads.objects.ObjectRead;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The SQL the dialect shows for an object store read is the SQL the object store prepares on the
 * server, for every read of the benchmark: loads, a loadAll with a filter, counts with and without one.
 */
@ExtendWith(EmbeddedPostgresExtension.class)
class ObjectStatementsShownTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    /** A value for every parameter of the reads, each naming something in the graph. */
    private static final Map<String, Object> ARGUMENTS = Map.of("personId", "p0", "issueId", "i0", "repoId", "r0",
            "state", "open", "priority", 2L);

    private final SqlDialect dialect = new SqlDialect();

    @BeforeAll
    static void load(Engine engine) {
        GRAPH.loadInto(engine);
    }

    @Test
    void theStatementShownForEachReadIsTheOneTheObjectStorePrepares(Engine engine) throws Exception {
        try (Connection connection = ((PostgresEngine) engine).connection()) {
            for (ObjectRead read : ObjectWorkloads.reads()) {
                List<String> prepared = new ArrayList<>();
                ObjectStore objects = new JdbcObjectStore(recording(connection, prepared),
                        new ObjectSql(new PostgresJson()), (what, failure) -> new EngineException(what, failure));
                Object answer = read.call(objects, ARGUMENTS);
                assertThat(answer).as("%s names something", read.id()).isNotNull().isNotEqualTo(List.of())
                        .isNotEqualTo(0L);
                assertThat(prepared).as(read.id())
                        .containsExactly(dialect.objectStatement(read.objectCall()).orElseThrow());
            }
        }
    }

    @Test
    void eachOperationShowsWhatObjectSqlCompilesForIt() {
        ObjectSql sql = new ObjectSql(new PostgresJson());
        assertThat(dialect.objectStatement(ObjectCall.load(PersonNetwork.class)))
                .hasValue(sql.load(PersonNetwork.class).sql());
        assertThat(dialect.objectStatement(ObjectCall.loadAll(Issue.class, "repoId", "state")))
                .hasValue(sql.loadAll(Issue.class, Filter.eq("repoId", "r0").and("state", "open")).sql())
                .get().asString().endsWith("AND (n0.props ->> 'repoId') = ?\n  AND (n0.props ->> 'state') = ?");
        assertThat(dialect.objectStatement(ObjectCall.count(Issue.class, "state", "priority")))
                .hasValue(sql.count(Issue.class, Filter.eq("state", "open").and("priority", 2L)).sql())
                .get().asString().startsWith("SELECT COUNT(*)");
        assertThat(dialect.objectStatement(ObjectCall.count(Comment.class)))
                .hasValue(sql.count(Comment.class, Filter.all()).sql());
        assertThat(dialect.objectStatementSource()).isEqualTo("compiled");
    }

    /** {@code connection}, noting the text of every statement prepared on it. */
    private static Connection recording(Connection connection, List<String> prepared) {
        return (Connection) Proxy.newProxyInstance(ObjectStatementsShownTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("prepareStatement")) {
                        prepared.add((String) arguments[0]);
                    }
                    try {
                        return method.invoke(connection, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
