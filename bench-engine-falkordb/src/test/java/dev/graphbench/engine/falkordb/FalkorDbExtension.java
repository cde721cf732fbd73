package dev.graphbench.engine.falkordb;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Starts one FalkorDB (valkey-server with the module) for the whole test JVM, through the engine's
 * own launcher, and hands tests an open {@link Engine} on it, and the {@link Server} itself for tests
 * that look at the server directly. When the binaries are missing every test that asks for it fails
 * with the launcher's one line, which names {@code scripts/falkordb.sh}: never a pass, never a skip.
 * JUnit closes it when the JVM's tests are done.
 */
final class FalkorDbExtension implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(FalkorDbExtension.class);

    /** The shared server and an engine open on it. */
    record Server(Path directory, EmbeddedServer embedded, Settings settings, Engine engine) implements AutoCloseable {

        static Server start() {
            try {
                Path directory = Files.createTempDirectory("falkordb-engine-test");
                FalkorDbProvider provider = new FalkorDbProvider();
                Settings defaults = Settings.resolve(provider.settings(), System.getenv());
                EmbeddedServer embedded = provider.embeddedServer().orElseThrow().start(defaults, directory);
                Settings settings = defaults.with(embedded.connectionSettings());
                return new Server(directory, embedded, settings, provider.open(settings));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Opens another engine on the server, with {@code overrides} laid on its settings. */
        FalkorDbEngine open(Map<String, String> overrides) {
            return (FalkorDbEngine) new FalkorDbProvider().open(settings.with(overrides));
        }

        /** The server's port. */
        int port() {
            String url = settings.get(FalkorDbProvider.URL);
            return Integer.parseInt(url.substring(url.lastIndexOf(':') + 1));
        }

        @Override
        public void close() throws IOException {
            engine.close();
            embedded.close();
            try (Stream<Path> paths = Files.walk(directory)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(path);
                }
            }
        }
    }

    static Server server(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Server.class, type -> Server.start(),
                Server.class);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == Engine.class || type == Server.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Server server = server(context);
        return parameter.getParameter().getType() == Engine.class ? server.engine() : server;
    }
}
