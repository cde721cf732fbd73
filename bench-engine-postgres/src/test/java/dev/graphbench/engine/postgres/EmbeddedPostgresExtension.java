package dev.graphbench.engine.postgres;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.Settings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Starts one embedded PostgreSQL for the whole test JVM, with an engine open on it, and hands tests
 * the {@link Engine} (or the {@link EmbeddedServer}). Both stop when the JVM's tests are done.
 */
final class EmbeddedPostgresExtension implements ParameterResolver {

    /** Small, to keep tests light; the benchmark's default is 1GB. */
    private static final String TEST_SHARED_BUFFERS = "128MB";

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(EmbeddedPostgresExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == Engine.class || type == EmbeddedServer.class || type == Shared.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Shared shared = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Shared.class, key -> new Shared(),
                Shared.class);
        Class<?> type = parameter.getParameter().getType();
        return type == Engine.class ? shared.engine : type == EmbeddedServer.class ? shared.server : shared;
    }

    /** The server, its engine and the settings the engine was opened with. */
    static final class Shared implements AutoCloseable {

        final PostgresProvider provider = new PostgresProvider();
        final Path workDirectory;
        final EmbeddedServer server;
        final Settings settings;
        final PostgresEngine engine;

        Shared() {
            try {
                workDirectory = Files.createTempDirectory("graph-bench-postgres-test");
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            server = provider.embeddedServer().orElseThrow().start(
                    Settings.resolve(provider.settings(), Map.of("BENCH_POSTGRES_SHARED_BUFFERS", TEST_SHARED_BUFFERS)),
                    workDirectory);
            settings = Settings.resolve(provider.settings(), Map.of()).with(server.connectionSettings());
            engine = (PostgresEngine) provider.open(settings);
        }

        @Override
        public void close() throws IOException {
            try {
                engine.close();
            } finally {
                server.close();
                Files.deleteIfExists(workDirectory);
            }
        }
    }
}
