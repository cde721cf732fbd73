package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.EngineException;
import dev.graphbench.api.ObjectCall;
import dev.graphbench.api.Session;
import dev.graphbench.api.Settings;
import dev.graphbench.catalogue.Queries;
import dev.graphbench.workloads.objects.ObjectWorkloads;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Neo4j inside the application: its own Neo4j without Bolt, found by its handle; neo4j's statements, no object store. */
class Neo4jEmbeddedProviderTest {

    private final Neo4jEmbeddedProvider provider = new Neo4jEmbeddedProvider();
    private final Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_PAGECACHE", "64m"));

    @Test
    void itNamesItselfAsTheOtherShapeOfNeo4jAndRunsNeo4jsStatements() {
        assertThat(provider.name()).isEqualTo("neo4j-embedded");
        assertThat(provider.displayName()).isEqualTo("Neo4j (embedded)");
        assertThat(provider.isConfigured(settings)).as("it starts its own Neo4j unless given one").isFalse();
        assertThat(provider.embeddedServer().orElseThrow().unavailableReason()).isEmpty();
        assertThat(provider.dialect().statements()).isEqualTo(new Neo4jProvider().dialect().statements());
        assertThat(provider.dialect().supports(Queries.REACH)).isTrue();
        ObjectCall call = ObjectWorkloads.reads().getFirst().objectCall();
        assertThat(provider.dialect().objectStatement(call)).as("Drivine needs the driver: no object store").isEmpty();
        assertThat(new Neo4jProvider().dialect().objectStatement(call)).isPresent();
    }

    @Test
    void itRunsInANeo4jOfItsOwnWithoutBoltThroughTheJavaApi(@TempDir Path work) {
        String handle;
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work)) {
            assertThat(server.description()).startsWith("Neo4j ").endsWith(" Community in process without Bolt"
                    + " (page cache 64 MiB)");
            handle = server.connectionSettings().get(Neo4jEmbeddedProvider.INSTANCE);
            assertThat(server.connectionSettings()).containsOnlyKeys(Neo4jEmbeddedProvider.INSTANCE);
            assertThat(handle).startsWith(EmbeddedNeo4j.IN_PROCESS);
            try (Engine engine = provider.open(settings.with(server.connectionSettings()))) {
                assertThat(engine.info().deployment()).isEqualTo("in-process");
                assertThat(engine.info().driver()).isEqualTo("Neo4j embedded Java API");
                assertThat(engine.info().product()).isEqualTo("Neo4j Community");
                assertThat(engine.info().driverVersion()).isEqualTo(engine.info().productVersion());
                try (Session session = engine.openSession()) {
                    assertThat(session.objects()).isEmpty();
                    assertThat(session.execute(Queries.REACH, Map.of("startId", "0", "hops", 4L)).count()).isZero();
                }
                engine.ping();
                // The store on disk, even empty: Neo4j's files of the default database.
                assertThat(engine.dataSize()).hasValueSatisfying(size -> assertThat(size.bytes()).isPositive());
            }
        }
        assertThat(EmbeddedNeo4jLauncher.isRunningAt(handle)).as("stopped, no longer found").isFalse();
        assertThatThrownBy(() -> provider.open(settings.with(Map.of(Neo4jEmbeddedProvider.INSTANCE, handle))))
                .isInstanceOf(EngineException.class)
                .hasMessage("no Neo4j runs in this JVM as '" + handle + "'; set BENCH_NEO4J_EMBEDDED_INSTANCE to the"
                        + " handle of one that does (in-process:FOLDER), or unset it to have one started");
    }
}
