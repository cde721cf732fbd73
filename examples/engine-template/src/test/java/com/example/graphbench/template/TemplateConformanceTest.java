package com.example.graphbench.template;

import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Settings;
import dev.graphbench.conformance.EngineConformanceTest;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;

/**
 * The conformance kit on this engine: it loads the generated graph and checks the counts, and compares
 * every query the engine supports with the reference engine's answers; every other query must be
 * reported as unsupported. Green as it is; each statement added to queries.txt is checked here.
 */
class TemplateConformanceTest extends EngineConformanceTest {

    private final TemplateProvider provider = new TemplateProvider();
    private final Engine engine = provider.open(Settings.resolve(provider.settings(), Map.of()));

    @Override
    protected EngineProvider provider() {
        return provider;
    }

    @Override
    protected Engine engine() {
        return engine;
    }

    @AfterAll
    void close() {
        engine.close();
    }
}
