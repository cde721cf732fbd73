package dev.graphbench.engine.neo4j;

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
import org.neo4j.driver.AuthTokens;
import org.neo4j.driver.Driver;
import org.neo4j.driver.GraphDatabase;
import org.neo4j.driver.Record;

/**
 * Starts one Neo4j server for the whole test JVM, through the engine's own launcher, and hands
 * tests an open {@link Engine} on it (and the {@link Server} itself, for tests that look at the
 * database directly). JUnit closes it when the JVM's tests are done.
 */
final class Neo4jExtension implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Neo4jExtension.class);

    /** The shared server and an engine open on it. */
    record Server(Path directory, EmbeddedServer embedded, Settings settings, Engine engine, Driver driver)
            implements AutoCloseable {

        static Server start() {
            try {
                Path directory = Files.createTempDirectory("neo4j-engine-test");
                Neo4jProvider provider = new Neo4jProvider();
                // The tests' small graphs load over Bolt: quicker than stopping Neo4j for an import each
                // time. Neo4jImportTest loads through the importer.
                Settings defaults = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_PAGECACHE", "64m",
                        "BENCH_NEO4J_HEAP", "1g", "BENCH_NEO4J_LOAD_PATH", Neo4jProvider.BOLT));
                EmbeddedServer embedded = provider.embeddedServer().orElseThrow().start(defaults, directory);
                Settings settings = defaults.with(embedded.connectionSettings());
                Engine engine = provider.open(settings);
                Driver driver = GraphDatabase.driver(settings.get(Neo4jProvider.URI), AuthTokens.none());
                return new Server(directory, embedded, settings, engine, driver);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Opens another engine on the server, with {@code overrides} laid on its settings. */
        Engine open(Map<String, String> overrides) {
            return new Neo4jProvider().open(settings.with(overrides));
        }

        /** Runs {@code cypher} directly on the server, outside the engine. */
        java.util.List<Record> query(String cypher, Map<String, Object> parameters) {
            try (org.neo4j.driver.Session session = driver.session()) {
                return session.run(cypher, parameters).list();
            }
        }

        @Override
        public void close() throws IOException {
            driver.close();
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
