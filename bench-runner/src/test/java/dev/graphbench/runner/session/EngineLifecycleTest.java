package dev.graphbench.runner.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Session;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.GeneratedDataset;
import dev.graphbench.runner.DelegatingEngine;
import dev.graphbench.runner.engines.EngineCatalog;
import dev.graphbench.runner.engines.Target;
import dev.graphbench.runner.events.RunListener;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engine's life: the embedded server started and its settings laid over the engine's, the memory
 * read while everything is up, then the engine closed before the server, whatever failed on the way.
 */
class EngineLifecycleTest {

    @TempDir
    Path work;

    private final List<String> events = new ArrayList<>();
    private final RunListener listener = new RunListener() {
        @Override
        public void message(String engine, String line) {
            events.add("told: " + line);
        }
    };

    /** A provider of the reference engine that runs on a stand-in server, recording what happens. */
    private final class Served implements EngineProvider {
        private final boolean openFails;
        private final boolean stopFails;

        Served(boolean openFails, boolean stopFails) {
            this.openFails = openFails;
            this.stopFails = stopFails;
        }

        @Override
        public String name() {
            return "served";
        }

        @Override
        public String displayName() {
            return "Served";
        }

        @Override
        public String description() {
            return "the reference on a stand-in server";
        }

        @Override
        public List<Setting> settings() {
            return List.of(Setting.of("port", "BENCH_SERVED_PORT", null, "its server's port"));
        }

        @Override
        public boolean isConfigured(Settings settings) {
            return settings.isSet("port");
        }

        @Override
        public Optional<EmbeddedServer.Launcher> embeddedServer() {
            return Optional.of((settings, directory) -> {
                events.add("server started in " + directory.getFileName());
                return new EmbeddedServer() {
                    @Override
                    public Map<String, String> connectionSettings() {
                        return Map.of("port", "4242");
                    }

                    @Override
                    public String description() {
                        return "stand-in on 127.0.0.1:4242";
                    }

                    @Override
                    public OptionalLong residentMemoryBytes() {
                        events.add("memory read");
                        return OptionalLong.of(123_456_789);
                    }

                    @Override
                    public void close() {
                        events.add("server stopped");
                        if (stopFails) {
                            throw new EngineException("the server would not stop");
                        }
                    }
                };
            });
        }

        @Override
        public Dialect dialect() {
            return Runs.REFERENCE.dialect();
        }

        @Override
        public Engine open(Settings settings) {
            events.add("opened with port " + settings.get("port"));
            if (openFails) {
                throw new EngineException("connection refused");
            }
            return new DelegatingEngine(Runs.openReference()) {
                @Override
                public void close() {
                    events.add("engine closed");
                    inner.close();
                }
            };
        }
    }

    private EngineLifecycle lifecycle(EngineProvider provider) {
        EngineCatalog catalog = EngineCatalog.of(List.of(provider), Map.of());
        return new EngineLifecycle(Target.of(provider, catalog.settings(provider), catalog.availability(provider), true),
                work, listener);
    }

    @Test
    void theServerStartsFirstAndStopsLastAfterItsMemoryIsRead() {
        EngineLifecycle lifecycle = lifecycle(new Served(false, false));

        lifecycle.open();
        assertThat(lifecycle.server().description()).isEqualTo("stand-in on 127.0.0.1:4242");
        assertThat(lifecycle.server().stopSeconds()).isNull();
        assertThat(lifecycle.shownSettings()).containsEntry("port", "4242");
        EngineLifecycle.Closed closed = lifecycle.close(false);

        assertThat(events).containsExactly("server started in " + work.getFileName(),
                "told: stand-in on 127.0.0.1:4242 started in " + events.get(1).replaceAll(".* in ", ""),
                "opened with port 4242", "memory read", "engine closed", "server stopped");
        assertThat(closed.memory().bytes()).isEqualTo(123_456_789);
        assertThat(closed.server().memoryBytes()).isEqualTo(123_456_789);
        assertThat(closed.server().stopSeconds()).isNotNull();
    }

    @Test
    void anEngineThatCannotOpenStillHasItsServerStopped() {
        EngineLifecycle lifecycle = lifecycle(new Served(true, false));

        assertThatThrownBy(lifecycle::open).hasMessage("connection refused");
        EngineLifecycle.Closed closed = lifecycle.close(false);

        assertThat(events).endsWith("opened with port 4242", "memory read", "server stopped");
        assertThat(closed.server().stopSeconds()).isNotNull();
    }

    @Test
    void aServerThatWillNotStopIsToldAndTheFiguresAreStillGiven() {
        EngineLifecycle lifecycle = lifecycle(new Served(false, true));
        lifecycle.open();

        EngineLifecycle.Closed closed = lifecycle.close(false);

        assertThat(events).contains("told: stopping the embedded server failed: the server would not stop");
        assertThat(closed.memory()).isNotNull();
    }

    @Test
    void anEngineTheCallerOpenedIsNeitherStartedNorClosed() {
        Engine open = Runs.openReference();
        EngineLifecycle lifecycle = new EngineLifecycle(Target.of(Runs.REFERENCE, open), work, listener);

        assertThat(lifecycle.open()).isSameAs(open);
        lifecycle.close(false);

        assertThat(events).isEmpty();
        open.ping();
        open.close();
    }

    @Test
    void theReferenceKeptAsTheJudgeIsLeftOpen() {
        EngineLifecycle lifecycle = lifecycle(Runs.REFERENCE);
        Engine judge = lifecycle.open();

        lifecycle.close(true);

        judge.ping();
        try (Session session = judge.openSession()) {
            assertThat(session.execute(Queries.ISSUES_BY_STATE, Map.of()).rows()).isEmpty();
        }
        judge.close();
    }

    @Test
    void anInProcessEngineIsMeasuredByTheHeapItHoldsAfterTheLoad() {
        Engine reference = Runs.openReference();
        EngineLifecycle lifecycle = new EngineLifecycle(Target.of(Runs.REFERENCE, reference), work, listener);
        lifecycle.open();
        lifecycle.beforeLoad();
        // Scale factor 0.05, some 56,000 nodes and 220,000 relationships: megabytes of arrays, well above what the
        // collector leaves behind.
        GeneratedDataset generator = new GeneratedDataset(DatasetSpec.of(0.05, 42));
        Runs.load(reference, generator);

        EngineLifecycle.Closed closed = lifecycle.close(false);

        assertThat(closed.server()).isNull();
        assertThat(closed.memory()).isNotNull();
        assertThat(closed.memory().bytes()).isGreaterThan(1_000_000);
        assertThat(closed.memory().measure()).startsWith("JVM heap the in-process engine holds");
        reference.close();
    }
}
