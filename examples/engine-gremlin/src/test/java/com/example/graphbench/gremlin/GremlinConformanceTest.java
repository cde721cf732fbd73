package com.example.graphbench.gremlin;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.conformance.EngineConformanceTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;

/**
 * The conformance kit on the Gremlin engine: TinkerGraph in the in-process Gremlin Server, or the server
 * BENCH_GREMLIN_URL names. Every query the engine declares is compared with the reference engine's answers.
 */
class GremlinConformanceTest extends EngineConformanceTest {

    private final GremlinProvider provider = new GremlinProvider();
    private final Path work = Files.createTempDirectory("gremlin");
    private final EmbeddedServer server;
    private final Engine engine;

    GremlinConformanceTest() throws IOException {
        Settings settings = Settings.resolve(provider.settings(), System.getenv());
        provider.check(settings);
        if (provider.isConfigured(settings)) {
            server = null;
        } else {
            server = provider.embeddedServer().orElseThrow().start(settings, work);
            settings = settings.with(server.connectionSettings());
        }
        engine = provider.open(settings);
    }

    @Override
    protected EngineProvider provider() {
        return provider;
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    @AfterAll
    void close() throws IOException {
        engine.close();
        if (server != null) {
            server.close();
        }
        Files.delete(work);
    }
}
