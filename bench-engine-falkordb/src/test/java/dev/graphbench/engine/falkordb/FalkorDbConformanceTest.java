package dev.graphbench.engine.falkordb;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.conformance.EngineConformanceTest;
import dev.graphbench.conformance.PropertyGraphs;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The conformance kit on the embedded FalkorDB: the generated graph at a small scale factor,
 * its counts against the manifest, every query's answers against the reference engine's, and the kit's
 * property graph read back value for value through GRAPH.BULK.
 */
@ExtendWith(FalkorDbExtension.class)
class FalkorDbConformanceTest extends EngineConformanceTest {

    private final Engine engine;

    FalkorDbConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected EngineProvider provider() {
        return new FalkorDbProvider();
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    @Override
    protected Optional<PropertyGraphs.Reader> propertyGraphReader() {
        return Optional.of(new FalkorDbPropertyReader((FalkorDbEngine) engine));
    }
}
