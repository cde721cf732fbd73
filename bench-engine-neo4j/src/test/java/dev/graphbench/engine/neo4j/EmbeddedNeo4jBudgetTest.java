package dev.graphbench.engine.neo4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.driver.AccessMode;

/**
 * The in-process Neo4j under a memory budget: its page cache and its transactions' memory sized to it; no process
 * of its own for a control group to hold; the size of its store read from its folder.
 */
class EmbeddedNeo4jBudgetTest {

    private final Neo4jProvider provider = new Neo4jProvider();

    @Test
    void aBudgetSizesThePageCacheAndTransactionMemoryAndTheStoreIsMeasuredOnDisk(@TempDir Path directory) {
        Settings settings = Settings.resolve(provider.settings(), Map.of("BENCH_NEO4J_PAGECACHE", "1g"));
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, directory,
                new MemoryBudget(256L << 20));
             Engine engine = provider.open(settings.with(server.connectionSettings()))) {
            var config = ((EmbeddedNeo4j) server).neo4j().config();
            assertThat(config.get(GraphDatabaseSettings.pagecache_memory)).isEqualTo(128L << 20);
            assertThat(config.get(GraphDatabaseSettings.memory_transaction_global_max_size)).isEqualTo(64L << 20);
            assertThat(server.memorySettings()).contains("page cache 128 MiB, transaction memory 64 MiB (its heap is"
                    + " the harness's JVM's)");
            assertThat(server.processId()).isEmpty();

            long empty = engine.dataSize().orElseThrow().bytes();
            assertThat(empty).isPositive();
            try (org.neo4j.driver.Session session = ((Neo4jEngine) engine).session(AccessMode.WRITE)) {
                session.run("UNWIND range(1, 20000) AS i CREATE (:Probe {n: i, text: 'some words'})").consume();
            }
            assertThat(engine.dataSize().orElseThrow().bytes()).isGreaterThan(empty);
            assertThat(engine.dataSize().orElseThrow().measure())
                    .isEqualTo("the default database's store files and transaction logs on disk");
        }
    }
}
