package dev.graphbench.engine.neo4j;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.conformance.EngineConformanceTest;
import dev.graphbench.conformance.PropertyGraphs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;

/**
 * The conformance kit on Neo4j inside the application: {@code neo4j-embedded} running in a Neo4j of its own in the
 * test JVM, through its Java API. It has no object store, so the kit's object store workloads are unsupported on
 * it; every query's answers against the reference engine's, reach on graphs of one label.
 */
class Neo4jEmbeddedConformanceTest extends EngineConformanceTest {

    private final Neo4jEmbeddedProvider provider = new Neo4jEmbeddedProvider();
    private final Path work;
    private final EmbeddedServer server;
    private final Engine engine;

    Neo4jEmbeddedConformanceTest() throws IOException {
        work = Files.createTempDirectory("neo4j-embedded-conformance");
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_PAGECACHE", "64m"));
        server = provider.embeddedServer().orElseThrow().start(settings, work);
        engine = provider.open(settings.with(server.connectionSettings()));
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
    void close() throws IOException {
        engine.close();
        server.close();
        Files.delete(work);
    }
}
