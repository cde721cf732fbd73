package dev.graphbench.conformance;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.engine.reference.ReferenceProvider;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;

/** The kit run on the reference engine: the first engine found through ServiceLoader alone. */
class ReferenceConformanceTest extends EngineConformanceTest {

    private final ReferenceProvider provider = new ReferenceProvider();
    private final Engine engine = provider.open(Settings.resolve(provider.settings(), Map.of()));

    @Override
    protected EngineProvider provider() {
        return provider;
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    @Override
    protected Optional<PropertyGraphs.Reader> propertyGraphReader() {
        return Optional.of(PropertyGraphs.reference(engine.openSession()));
    }

    @AfterAll
    void close() {
        engine.close();
    }
}
