package dev.graphbench.engine.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.ObjectStore;
import dev.graphbench.conformance.ObjectGraph;
import dev.graphbench.sql.JdbcObjectStore;
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
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * On a live server: the SQL the dialect shows for each object store read is the SQL the object store
 * prepares, and each read answers for what the graph holds.
 */
@EnabledIfEnvironmentVariable(named = "BENCH_ORACLE_URL", matches = ".+", disabledReason = LiveOracle.DISABLED)
@ExtendWith(LiveOracle.class)
class LiveObjectStatementsTest {

    private static final ObjectGraph GRAPH = new ObjectGraph();
    /** A value for every parameter of the reads, each naming something in the graph. */
    private static final Map<String, Object> ARGUMENTS = Map.of("personId", "p0", "issueId", "i0", "repoId", "r0",
            "state", "open", "priority", 2L);

    @BeforeAll
    static void load(Engine engine) {
        GRAPH.loadInto(engine);
    }

    @Test
    void theStatementShownForEachReadIsTheOneTheObjectStorePrepares(Engine engine) throws Exception {
        PgqDialect dialect = new PgqDialect();
        try (Connection connection = ((OracleEngine) engine).connection()) {
            for (ObjectRead read : ObjectWorkloads.reads()) {
                List<String> prepared = new ArrayList<>();
                ObjectStore objects = new JdbcObjectStore(recording(connection, prepared), dialect.objectSql(),
                        (what, failure) -> new EngineException(what, failure));
                Object answer = read.call(objects, ARGUMENTS);
                assertThat(answer).as("%s names something", read.id()).isNotNull().isNotEqualTo(List.of())
                        .isNotEqualTo(0L);
                assertThat(prepared).as(read.id())
                        .containsExactly(dialect.objectStatement(read.objectCall()).orElseThrow());
            }
        }
    }

    /** {@code connection}, noting the text of every statement prepared on it. */
    private static Connection recording(Connection connection, List<String> prepared) {
        return (Connection) Proxy.newProxyInstance(LiveObjectStatementsTest.class.getClassLoader(),
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
