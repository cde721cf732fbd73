package com.example.graphbench.gremlin;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;
import java.util.Optional;

/**
 * A Gremlin Server as a graph-bench engine: any server by its URL (Amazon Neptune, JanusGraph, ...) through
 * gremlin-driver, or Apache TinkerGraph in a Gremlin Server the harness starts in process when none is named.
 */
public final class GremlinProvider implements EngineProvider {

    static final String URL_VARIABLE = "BENCH_GREMLIN_URL";

    private final GremlinDialect dialect = new GremlinDialect();

    @Override
    public String name() {
        return "gremlin";
    }

    @Override
    public String displayName() {
        return "Gremlin";
    }

    @Override
    public String description() {
        return "a Gremlin Server over WebSocket, Gremlin with bindings sent as bytecode; TinkerGraph in process by default";
    }

    @Override
    public List<Setting> settings() {
        return List.of(
                Setting.of("url", URL_VARIABLE, null, "the Gremlin Server, ws://host:8182/gremlin (wss:// for Neptune)"),
                Setting.of("user", "BENCH_GREMLIN_USER", null, "the user, for a server that asks for one"),
                Setting.secret("password", "BENCH_GREMLIN_PASSWORD", "the user's password"),
                Setting.of("product", "BENCH_GREMLIN_PRODUCT", "Gremlin Server",
                        "what the server is, for the results: Amazon Neptune, JanusGraph, ..."),
                Setting.of("product-version", "BENCH_GREMLIN_PRODUCT_VERSION", "not reported",
                        "its version, for the results (a Gremlin script cannot ask every server for it)"),
                Setting.wholeNumber("batch-size", "BENCH_GREMLIN_BATCH_SIZE", "200", 1, 10_000,
                        "nodes or relationships the loader sends in one request"));
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return settings.isSet("url");
    }

    /** The URL alone: a user is only for a server that asks for one. */
    @Override
    public String howToConfigure() {
        return "set " + URL_VARIABLE;
    }

    @Override
    public void check(Settings settings) {
        if (settings.get("url") != null) {
            GremlinUrl.parse(settings.get("url"));
        }
    }

    @Override
    public Optional<EmbeddedServer.Launcher> embeddedServer() {
        return Optional.of(EmbeddedGremlinServer::start);
    }

    @Override
    public Dialect dialect() {
        return dialect;
    }

    @Override
    public Engine open(Settings settings) {
        return new GremlinEngine(GremlinConnection.open(settings), settings);
    }
}
