package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Session;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(Neo4jExtension.class)
class Neo4jProviderTest {

    private final Neo4jProvider provider = new Neo4jProvider();

    @Test
    void serviceLoaderFindsTheProviderByName() {
        assertThat(ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(found -> found.name().equals("neo4j")))
                .singleElement().isInstanceOf(Neo4jProvider.class);
    }

    @Test
    void everySettingHasItsVariableAndOnlyThePasswordIsSecret() {
        assertThat(provider.settings()).extracting(Setting::environmentVariable).containsExactly(
                "BENCH_NEO4J_URI", "BENCH_NEO4J_USER", "BENCH_NEO4J_PASSWORD", "BENCH_NEO4J_DATABASE",
                "BENCH_NEO4J_LOAD_PATH", "BENCH_NEO4J_BATCH_SIZE", "BENCH_NEO4J_LOAD_THREADS", "BENCH_NEO4J_HEAP", "BENCH_NEO4J_PAGECACHE",
                "BENCH_NEO4J_TX_MEMORY",
                "BENCH_NEO4J_EMBEDDED_PORT");
        assertThat(provider.settings()).filteredOn(Setting::secret).extracting(Setting::environmentVariable)
                .containsExactly("BENCH_NEO4J_PASSWORD");
        Settings settings = Settings.resolve(provider.settings(),
                Map.of("BENCH_NEO4J_URI", "bolt://db:7687", "BENCH_NEO4J_PASSWORD", "s3cret-value"));
        assertThat(settings.toString()).doesNotContain("s3cret-value");
        assertThat(settings.get(Neo4jProvider.USER)).isEqualTo("neo4j");
        assertThat(settings.get(Neo4jProvider.DATABASE)).isEqualTo("neo4j");
    }

    @Test
    void configuredOnlyWhenAUriIsSet() {
        assertThat(provider.isConfigured(Settings.resolve(provider.settings(), Map.of()))).isFalse();
        assertThat(provider.isConfigured(Settings.resolve(provider.settings(),
                Map.of("BENCH_NEO4J_URI", "neo4j://cluster:7687")))).isTrue();
        assertThat(provider.howToConfigure()).contains("BENCH_NEO4J_URI");
    }

    @Test
    void theServerTheHarnessStartsIsAvailableHere() {
        assertThat(provider.embeddedServer()).get()
                .extracting(EmbeddedServer.Launcher::unavailableReason).isEqualTo(Optional.empty());
    }

    @Test
    void javaOlderThan21IsExplained() {
        assertThat(EmbeddedNeo4jLauncher.unavailableReason(17, getClass().getClassLoader())).get(
                STRING)
                .contains("Java 21", "Java 17", "BENCH_NEO4J_URI").doesNotContain("\n");
    }

    /**
     * A library user who brings a server leaves the harness out: the provider still loads, says
     * why it cannot start a Neo4j of its own, and works against a server.
     */
    @Test
    void withoutTheHarnessTheLauncherSaysWhatIsMissingAndServersStillWork(Neo4jExtension.Server server,
                                                                          @TempDir Path directory)
            throws ReflectiveOperationException {
        ClassLoader withoutHarness = new WithoutNeo4jServer(getClass().getClassLoader());
        EngineProvider hidden = (EngineProvider) withoutHarness.loadClass(Neo4jProvider.class.getName())
                .getConstructor().newInstance();
        assertThat(hidden.getClass()).isNotSameAs(Neo4jProvider.class);
        EmbeddedServer.Launcher launcher = hidden.embeddedServer().orElseThrow();
        assertThat(launcher.unavailableReason()).get(STRING)
                .contains("org.neo4j.test:neo4j-harness", "BENCH_NEO4J_URI");
        Settings settings = Settings.resolve(hidden.settings(), Map.of());
        assertThatThrownBy(() -> launcher.start(settings, directory))
                .isInstanceOf(EngineException.class).hasMessageContaining("neo4j-harness");

        Settings external = settings.with(Map.of(Neo4jProvider.URI, server.settings().get(Neo4jProvider.URI)));
        try (Engine engine = hidden.open(external); Session session = engine.openSession()) {
            assertThat(engine.info().product()).isEqualTo("Neo4j Community");
            assertThat(engine.info().deployment()).startsWith("external, 127.0.0.1:");
            assertThat(session.execute(Queries.ONE_HOP, Map.of("personId", "nobody")).count()).isZero();
        }
    }

    /**
     * Loads this engine's classes itself and hides every Neo4j class but the driver's, as a class
     * path without neo4j-harness would.
     */
    private static final class WithoutNeo4jServer extends ClassLoader {

        WithoutNeo4jServer(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                if (name.startsWith("org.neo4j.") && !name.startsWith("org.neo4j.driver.")
                        && !name.startsWith("org.neo4j.bolt.connection.")) {
                    throw new ClassNotFoundException(name);
                }
                if (!name.startsWith(Neo4jProvider.class.getPackageName() + ".")) {
                    return super.loadClass(name, resolve);
                }
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                        if (in == null) {
                            throw new ClassNotFoundException(name);
                        }
                        byte[] bytes = in.readAllBytes();
                        loaded = defineClass(name, bytes, 0, bytes.length);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
                return loaded;
            }
        }
    }
}
