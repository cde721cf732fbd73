package dev.graphbench.engine.oracle;

import dev.graphbench.api.Engine;
import dev.graphbench.conformance.ObjectStoreConformanceTest;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.extension.ExtendWith;

/** The object store kit against the Oracle server the environment names; skipped without one. */
@EnabledIfEnvironmentVariable(named = "BENCH_ORACLE_URL", matches = ".+", disabledReason = LiveOracle.DISABLED)
@ExtendWith(LiveOracle.class)
class OracleObjectStoreConformanceTest extends ObjectStoreConformanceTest {

    private final Engine engine;

    /** The engine comes through the constructor, which runs before the kit's {@code @BeforeAll}. */
    OracleObjectStoreConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected Engine engine() {
        return engine;
    }
}
