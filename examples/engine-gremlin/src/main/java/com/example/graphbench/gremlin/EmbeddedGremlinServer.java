package com.example.graphbench.gremlin;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.stream.Stream;
import org.apache.tinkerpop.gremlin.server.GremlinServer;
import org.apache.tinkerpop.gremlin.util.Gremlin;

/**
 * Apache TinkerGraph in a Gremlin Server in this JVM, on a free loopback port: the server a third party's
 * users get when they name none, configured by {@code gremlin-server.yaml}.
 */
final class EmbeddedGremlinServer implements EmbeddedServer {

    private static final String HOST = "127.0.0.1";

    private final GremlinServer server;
    private final int port;
    private final Path files;

    private EmbeddedGremlinServer(GremlinServer server, int port, Path files) {
        this.server = server;
        this.port = port;
        this.files = files;
    }

    /**
     * Starts a server whose graph's properties file and traversal source script are written into a folder of
     * its own under {@code work}, removed when it stops.
     */
    static EmbeddedGremlinServer start(Settings settings, Path work) {
        Path files = null;
        try {
            files = Files.createTempDirectory(Files.createDirectories(work), "gremlin-server");
            org.apache.tinkerpop.gremlin.server.Settings config = config();
            config.host = HOST;
            config.port = freePort();
            config.graphs = Map.of("graph", copy("tinkergraph.properties", files).toString());
            config.scriptEngines.get("gremlin-groovy").plugins.put(
                    "org.apache.tinkerpop.gremlin.jsr223.ScriptFileGremlinPlugin",
                    Map.of("files", List.of(copy("traversal-source.groovy", files).toString())));
            GremlinServer server = new GremlinServer(config);
            server.start().get();
            return new EmbeddedGremlinServer(server, config.port, files);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            delete(files);
            throw new EngineException("interrupted while the in-process Gremlin Server started");
        } catch (Exception e) {
            delete(files);
            Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
            throw new EngineException("the in-process Gremlin Server did not start: " + cause, cause);
        }
    }

    private static org.apache.tinkerpop.gremlin.server.Settings config() throws Exception {
        try (InputStream yaml = resource("gremlin-server.yaml")) {
            return org.apache.tinkerpop.gremlin.server.Settings.read(yaml);
        }
    }

    private static InputStream resource(String name) {
        return EmbeddedGremlinServer.class.getResourceAsStream(name);
    }

    /** Writes the resource {@code name} into {@code files}: the server reads these from files. */
    private static Path copy(String name, Path files) throws IOException {
        Path file = files.resolve(name);
        try (InputStream in = resource(name)) {
            Files.copy(in, file);
        }
        return file;
    }

    /** Removes the server's folder of files, which holds no folder. */
    private static void delete(Path files) {
        if (files == null) {
            return;
        }
        try (Stream<Path> each = Files.list(files)) {
            for (Path file : each.toList()) {
                Files.delete(file);
            }
            Files.delete(files);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return socket.getLocalPort();
        }
    }

    @Override
    public Map<String, String> connectionSettings() {
        return Map.of("url", "ws://" + HOST + ":" + port + "/gremlin", "product", "Apache TinkerGraph",
                "product-version", Gremlin.version());
    }

    @Override
    public String description() {
        return "Apache TinkerGraph " + Gremlin.version() + " in Gremlin Server on " + HOST + ":" + port;
    }

    @Override
    public void close() {
        try {
            server.stop().get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new EngineException("the in-process Gremlin Server did not stop: " + e.getCause());
        } finally {
            delete(files);
        }
    }
}
