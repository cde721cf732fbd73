package dev.graphbench.engine.oracle;

import dev.graphbench.api.Engine;
import dev.graphbench.api.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Opens one engine for the whole test JVM on the Oracle server the environment names
 * ({@code BENCH_ORACLE_URL}, {@code BENCH_ORACLE_USER}, {@code BENCH_ORACLE_PASSWORD}) and hands
 * tests the {@link Engine}; it closes when the JVM's tests are done. The tests that use it run only
 * when {@code BENCH_ORACLE_URL} is set, and are reported as skipped, with {@link #DISABLED}, otherwise.
 */
final class LiveOracle implements ParameterResolver {

    /** Why a live test did not run. */
    static final String DISABLED = "no Oracle server here: set BENCH_ORACLE_URL, BENCH_ORACLE_USER and"
            + " BENCH_ORACLE_PASSWORD to run it (README, section \"Oracle\")";

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(LiveOracle.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == Engine.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(Shared.class, key -> new Shared(), Shared.class).engine;
    }

    /** The settings the environment gives. */
    static Settings settings() {
        return Settings.resolve(new OracleProvider().settings(), System.getenv());
    }

    /** The engine, closed with the JVM's tests. */
    static final class Shared implements AutoCloseable {

        final OracleEngine engine = (OracleEngine) new OracleProvider().open(settings());

        @Override
        public void close() {
            engine.close();
        }
    }
}
