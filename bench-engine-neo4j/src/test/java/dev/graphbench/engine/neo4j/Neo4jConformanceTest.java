package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.conformance.EngineConformanceTest;
import dev.graphbench.conformance.PropertyGraphs;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The conformance kit on the Neo4j server the harness starts: the generated graph at a small scale factor,
 * its counts against the manifest, every query's answers against the reference engine's, and the kit's
 * property graph, loaded over Bolt, read back value for value.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jConformanceTest extends EngineConformanceTest {

    private final Engine engine;

    Neo4jConformanceTest(Engine engine) {
        this.engine = engine;
    }

    @Override
    protected EngineProvider provider() {
        return new Neo4jProvider();
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    @Override
    protected Optional<PropertyGraphs.Reader> propertyGraphReader() {
        return Optional.of(Neo4jPropertyReader.overBolt((Neo4jEngine) engine));
    }
}
