package com.example.graphbench.gremlin;

import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.apache.tinkerpop.gremlin.driver.Client;
import org.apache.tinkerpop.gremlin.driver.Cluster;
import org.apache.tinkerpop.gremlin.driver.remote.DriverRemoteConnection;
import org.apache.tinkerpop.gremlin.process.traversal.AnonymousTraversalSource;
import org.apache.tinkerpop.gremlin.util.ser.Serializers;

/**
 * The driver's connection pool to one Gremlin Server, shared by every session: a statement and its bindings
 * in, sent as a traversal of the server's traversal source {@code g}; results out.
 */
final class GremlinConnection implements AutoCloseable {

    /** Answers a batch of the loader's, a few rows of a query's: more than the driver's default 64 KB. */
    private static final int MAX_CONTENT_BYTES = 16 * 1024 * 1024;

    private final GremlinUrl url;
    private final Cluster cluster;
    private final Client client;
    private final GremlinScripts scripts;

    private GremlinConnection(GremlinUrl url, Cluster cluster, Client client) {
        this.url = url;
        this.cluster = cluster;
        this.client = client;
        this.scripts = new GremlinScripts(AnonymousTraversalSource.traversal()
                .withRemote(DriverRemoteConnection.using(client, "g")));
    }

    /** Connects to the server {@code settings} name, with their user and password when they give one. */
    static GremlinConnection open(Settings settings) {
        GremlinUrl url = GremlinUrl.parse(settings.get("url"));
        Cluster.Builder builder = Cluster.build().addContactPoint(url.host()).port(url.port()).path(url.path())
                .enableSsl(url.tls()).serializer(Serializers.GRAPHBINARY_V1).maxContentLength(MAX_CONTENT_BYTES);
        if (settings.get("user") != null) {
            builder.credentials(settings.get("user"), settings.get("password") == null ? "" : settings.get("password"));
        }
        Cluster cluster = builder.create();
        try {
            Client client = cluster.connect().init();
            return new GremlinConnection(url, cluster, client);
        } catch (RuntimeException e) {
            cluster.close();
            throw new EngineException("no Gremlin Server answered at " + url + ": " + oneLine(e) + "; set "
                    + GremlinProvider.URL_VARIABLE);
        }
    }

    /** Sends {@code script} with {@code bindings}; the answer comes later. */
    CompletableFuture<List<Object>> submit(String script, Map<String, Object> bindings) {
        return scripts.traversal(script, bindings).promise(traversal -> new ArrayList<Object>(traversal.toList()));
    }

    /** Sends {@code script} with {@code bindings} and waits for its results. */
    List<Object> run(String script, Map<String, Object> bindings) {
        return await(submit(script, bindings));
    }

    /** Waits for {@code answer}, a failure turned into one line naming the server. */
    List<Object> await(CompletableFuture<List<Object>> answer) {
        try {
            return answer.get();
        } catch (CancellationException e) {
            throw new EngineException("the call to " + url + " was ended before it answered");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while waiting for " + url);
        } catch (ExecutionException e) {
            throw new EngineException(url + " failed: " + oneLine(e.getCause()), e.getCause());
        }
    }

    GremlinUrl url() {
        return url;
    }

    /** The first line of the deepest cause's message: "Connection refused", not the driver's wrappers. */
    private static String oneLine(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return message.lines().findFirst().orElse("").strip();
    }

    @Override
    public void close() {
        client.close();
        cluster.close();
    }
}
