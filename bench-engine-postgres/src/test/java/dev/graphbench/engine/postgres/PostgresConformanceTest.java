package dev.graphbench.engine.postgres;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.conformance.EngineConformanceTest;
import dev.graphbench.conformance.PropertyGraphs;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtendWith;

/** The conformance kit against the shared embedded server, the kit's property graph in its tables too. */
@ExtendWith(EmbeddedPostgresExtension.class)
class PostgresConformanceTest extends EngineConformanceTest {

    private final Engine engine;

    /** The engine comes through the constructor, which runs before the kit's {@code @BeforeAll}. */
    PostgresConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected EngineProvider provider() {
        return new PostgresProvider();
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    @Override
    protected Optional<PropertyGraphs.Reader> propertyGraphReader() {
        return Optional.of(new PostgresPropertyReader((PostgresEngine) engine));
    }
}
