package dev.graphbench.engine.neo4j;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineProvider;
import dev.graphbench.api.Setting;
import dev.graphbench.api.Settings;
import java.util.List;
import java.util.Optional;

/**
 * Neo4j inside the application: the statements of {@code neo4j} (the same {@code queries.cypher}) run in
 * transactions of Neo4j's embedded Java API, in a Neo4j running in this JVM without Bolt; no driver, no
 * network. It is the other shape of use of the same product as {@code neo4j}, which reaches its Neo4j as
 * a server of its own, over Bolt: run both ({@code --engines neo4j,neo4j-embedded}) for two columns of one
 * product. Each starts a Neo4j of its own, one after the other in a run, loaded by Neo4j's bulk importer, with the
 * same page cache and transaction memory settings; this one's heap is the harness's JVM's. It has no object store (Drivine needs the driver), so
 * the object store's reads and writes are unsupported on it.
 */
public final class Neo4jEmbeddedProvider implements EngineProvider {

    /** The name of the engine. */
    public static final String NAME = "neo4j-embedded";
    static final String INSTANCE = "instance";

    private static final List<Setting> SETTINGS = List.of(
            Setting.of(INSTANCE, "BENCH_NEO4J_EMBEDDED_INSTANCE", null,
                    "the Neo4j in this JVM to run in, as the harness names one it started (in-process:FOLDER);"
                            + " unset: one is started, without Bolt (its heap is the JVM's: set it with -Xmx)"),
            Neo4jProvider.PAGE_CACHE_SETTING,
            Neo4jProvider.TRANSACTION_MEMORY_SETTING);

    /** The provider ServiceLoader instantiates. */
    public Neo4jEmbeddedProvider() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String displayName() {
        return "Neo4j (embedded)";
    }

    @Override
    public String description() {
        return "Neo4j inside the application: neo4j's Cypher through the embedded Java API, no Bolt, no driver";
    }

    @Override
    public List<Setting> settings() {
        return SETTINGS;
    }

    /** Configured to run in a Neo4j the application started in this JVM. */
    @Override
    public boolean isConfigured(Settings settings) {
        return settings.isSet(INSTANCE);
    }

    @Override
    public Optional<EmbeddedServer.Launcher> embeddedServer() {
        return Optional.of(new EmbeddedNeo4jLauncher(false));
    }

    @Override
    public Dialect dialect() {
        return Neo4jDialect.EMBEDDED_API;
    }

    @Override
    public String howToConfigure() {
        return "set BENCH_NEO4J_EMBEDDED_INSTANCE to the handle of a Neo4j this JVM runs (in-process:FOLDER)";
    }

    @Override
    public Engine open(Settings settings) {
        return EmbeddedApiEngine.open(settings);
    }
}
