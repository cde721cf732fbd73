package com.example.graphbench.template;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;

/**
 * The engine's entry point, named in {@code META-INF/services/dev.graphbench.api.EngineProvider}. Rename
 * it, and give {@link #name()} the name users type after {@code --engines}.
 *
 * <p>An engine that talks to a server declares its settings here, each read from an environment variable
 * ({@code Setting.of("url", "BENCH_TEMPLATE_URL", null, "the server's URL")}, passwords with
 * {@code Setting.secret}), says in {@link #isConfigured} whether they name a server, and connects in
 * {@link #open}. This one needs no server.
 */
public final class TemplateProvider implements EngineProvider {

    private final TemplateDialect dialect = new TemplateDialect();

    @Override
    public String name() {
        return "template";
    }

    @Override
    public String displayName() {
        return "Template";
    }

    @Override
    public String description() {
        return "the engine template: loads the graph, supports no query yet";
    }

    @Override
    public List<Setting> settings() {
        return List.of();
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return true;
    }

    @Override
    public Dialect dialect() {
        return dialect;
    }

    @Override
    public Engine open(Settings settings) {
        return new TemplateEngine(dialect);
    }
}
