package dev.graphbench.engine.oracle;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.conformance.EngineConformanceTest;
import dev.graphbench.conformance.PropertyGraphs;
import java.util.Optional;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.junit.jupiter.api.extension.ExtendWith;

/** The conformance kit against the Oracle server the environment names; skipped without one. */
@EnabledIfEnvironmentVariable(named = "BENCH_ORACLE_URL", matches = ".+", disabledReason = LiveOracle.DISABLED)
@ExtendWith(LiveOracle.class)
class OracleConformanceTest extends EngineConformanceTest {

    private final Engine engine;

    /** The engine comes through the constructor, which runs before the kit's {@code @BeforeAll}. */
    OracleConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected EngineProvider provider() {
        return new OracleProvider();
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    @Override
    protected Optional<PropertyGraphs.Reader> propertyGraphReader() {
        return Optional.of(new OraclePropertyReader((OracleEngine) engine));
    }
}
