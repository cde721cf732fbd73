package dev.graphbench.engine.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import dev.graphbench.api.graph.GraphSchema;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * What a user sees when the server refuses them, which takes a server: a wrong password, and a user
 * who may not create a property graph ({@code BENCH_ORACLE_TEST_UNPRIVILEGED_USER} and
 * {@code BENCH_ORACLE_TEST_UNPRIVILEGED_PASSWORD} name one; the README shows how to make it).
 */
@EnabledIfEnvironmentVariable(named = "BENCH_ORACLE_URL", matches = ".+", disabledReason = LiveOracle.DISABLED)
class LiveErrorsTest {

    private static final OracleProvider PROVIDER = new OracleProvider();
    private static final String WRONG_PASSWORD = "Wrong-Secret-42";

    private static Settings settings(String user, String password) {
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.put("BENCH_ORACLE_USER", user);
        environment.put("BENCH_ORACLE_PASSWORD", password);
        return Settings.resolve(PROVIDER.settings(), environment);
    }

    private static void nowhere(Throwable failure, String secret) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            assertThat(String.valueOf(cause.getMessage())).doesNotContain(secret);
        }
    }

    @Test
    void aWrongPasswordIsNamedWithTheOraErrorInOneLineButNotShown() {
        Settings settings = settings(LiveOracle.settings().get(OracleProvider.USER), WRONG_PASSWORD);
        EngineException failure = catchThrowableOfType(EngineException.class, () -> PROVIDER.open(settings).close());
        assertThat(failure).isNotNull();
        assertThat(failure.getMessage()).doesNotContain("\n")
                .startsWith("authentication failed for user " + settings.get(OracleProvider.USER) + " at "
                        + settings.get(OracleProvider.URL) + ": ORA-01017: ")
                .endsWith("; check BENCH_ORACLE_USER and BENCH_ORACLE_PASSWORD");
        nowhere(failure, WRONG_PASSWORD);
    }

    @Test
    @EnabledIfEnvironmentVariable(named = "BENCH_ORACLE_TEST_UNPRIVILEGED_USER", matches = ".+",
            disabledReason = "set BENCH_ORACLE_TEST_UNPRIVILEGED_USER and _PASSWORD to a user without CREATE"
                    + " PROPERTY GRAPH (README, section \"Oracle\")")
    void aUserWhoMayNotCreateAPropertyGraphIsToldWhichGrantIsMissing() {
        String user = System.getenv("BENCH_ORACLE_TEST_UNPRIVILEGED_USER");
        String password = System.getenv("BENCH_ORACLE_TEST_UNPRIVILEGED_PASSWORD");
        try (Engine engine = PROVIDER.open(settings(user, password))) {
            engine.schema().drop();
            EngineException failure = catchThrowableOfType(EngineException.class, () -> engine.schema().create(GraphSchema.GENERATED));
            try {
                assertThat(failure).isNotNull();
                assertThat(failure.getMessage()).doesNotContain("\n")
                        .startsWith("user " + user + " may not create a property graph at ")
                        .contains("(ORA-01031: ")
                        .endsWith("; have an administrator run GRANT CREATE PROPERTY GRAPH TO " + user
                                + ", as the README's section \"Oracle\" shows");
                nowhere(failure, password);
            } finally {
                engine.schema().drop();
            }
        }
    }
}
