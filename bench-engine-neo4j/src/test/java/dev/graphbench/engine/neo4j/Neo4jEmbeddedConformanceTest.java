package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.conformance.EngineConformanceTest;
import dev.graphbench.conformance.PropertyGraphs;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The conformance kit on Neo4j inside the application: {@code neo4j-embedded} running in the test JVM's
 * shared Neo4j through its Java API. It has no object store, so the kit's object store workloads are
 * unsupported on it; every query's answers against the reference engine's, reach on graphs of one label.
 */
@ExtendWith(Neo4jExtension.class)
class Neo4jEmbeddedConformanceTest extends EngineConformanceTest {

    private final Neo4jEmbeddedProvider provider = new Neo4jEmbeddedProvider();
    private final Engine engine;

    Neo4jEmbeddedConformanceTest(Neo4jExtension.Server server) {
        engine = provider.open(Settings.resolve(provider.settings(), Map.of())
                .with(Map.of(Neo4jEmbeddedProvider.INSTANCE, server.settings().get(Neo4jProvider.URI))));
    }

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
        return Optional.of(Neo4jPropertyReader.embedded((EmbeddedApiEngine) engine));
    }

    @AfterAll
    void close() {
        engine.close();
    }
}
