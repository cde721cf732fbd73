package dev.graphbench.cli.plugins;

import dev.graphbench.api.Answer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineInfo;
import dev.graphbench.api.Query;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A plugin of a server over WebSocket, as a Gremlin engine is ({@code ws://user:password@host:8182/gremlin}),
 * written carelessly: its driver connects lazily, on the first call that needs the server, and its
 * messages and its description of itself carry the URL as given, user information and all, and the
 * password. Every other call is answered as the reference does. What it says must reach no output of
 * graph-bench's with its secrets.
 */
public final class Careless extends ReferenceLike {

    private volatile Settings settings;

    @Override
    public String name() {
        return "careless";
    }

    @Override
    public List<Setting> settings() {
        return List.of(Setting.of("url", "BENCH_CARELESS_URL", null, "the server, ws://host:8182/gremlin"),
                Setting.secret("password", "BENCH_CARELESS_PASSWORD", "the password"));
    }

    @Override
    public boolean isConfigured(Settings settings) {
        return settings.isSet("url");
    }

    @Override
    public Engine open(Settings settings) {
        this.settings = settings;
        return super.open(settings);
    }

    @Override
    protected EngineInfo engineInfo() {
        return new EngineInfo("Careless over " + settings.get("url"), "1", "JDK WebSocket", "1",
                "external, " + settings.get("url"));
    }

    /** Two hops need the server: the JDK's WebSocket client is asked to reach it, and its failure told carelessly. */
    @Override
    protected Answer answer(Query query, Answer reference) {
        if (!query.equals(Queries.TWO_HOPS)) {
            return reference;
        }
        String url = settings.get("url");
        try {
            HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(2))
                    .buildAsync(URI.create(url), new WebSocket.Listener() { }).get(5, TimeUnit.SECONDS);
            return reference;
        } catch (ExecutionException | TimeoutException e) {
            throw new EngineException("lost " + url + " with password " + settings.get("password") + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted reaching " + url, e);
        }
    }
}
