package dev.graphbench.engine.falkordb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.graphbench.api.EmbeddedServer;
import dev.graphbench.api.Engine;
import dev.graphbench.api.MemoryBudget;
import dev.graphbench.api.Settings;
import dev.graphbench.host.memory.ControlGroup;
import dev.graphbench.host.memory.ControlGroups;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import redis.clients.jedis.Jedis;

/**
 * The embedded FalkorDB under a memory budget: valkey's maxmemory at three quarters of it, writes refused past it
 * rather than evicted; the size of the graph read from valkey's used_memory; valkey started inside the budget's
 * control group, and started there again by a restart.
 */
class EmbeddedFalkorDbBudgetTest {

    private final FalkorDbProvider provider = new FalkorDbProvider();

    @Test
    void aBudgetSetsMaxmemoryAndTheServerRefusesWritesPastIt(@TempDir Path work) {
        Settings settings = Settings.resolve(provider.settings(), Map.of());
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work,
                new MemoryBudget(32L << 20));
             FalkorDbEngine engine = (FalkorDbEngine) provider.open(settings.with(server.connectionSettings()))) {
            assertThat(server.processId()).hasValue(((EmbeddedFalkorDb) server).process().pid());
            assertThat(server.memorySettings()).contains("maxmemory 24 MiB, noeviction");
            try (Jedis connection = engine.connection()) {
                assertThat(connection.configGet("maxmemory")).containsEntry("maxmemory", String.valueOf(24L << 20));
                assertThat(connection.configGet("maxmemory-policy")).containsEntry("maxmemory-policy", "noeviction");
            }
            long empty = engine.dataSize().orElseThrow().bytes();
            engine.write("UNWIND range(1, 20000) AS i CREATE (:Probe {n: i, text: 'a few words of text'})", Map.of());
            long loaded = engine.dataSize().orElseThrow().bytes();
            assertThat(loaded).isGreaterThan(empty + 1_000_000);
            assertThat(engine.dataSize().orElseThrow().measure()).startsWith("the server's used_memory (INFO memory)");

            assertThatThrownBy(() -> {
                for (int batch = 0; batch < 100; batch++) {
                    engine.write("UNWIND range(1, 50000) AS i CREATE (:Probe {n: i, text: 'a few more words of text'})",
                            Map.of());
                }
            }).hasMessageContaining("OOM command not allowed when used memory > 'maxmemory'");
        }
    }

    @Test
    void aServerStartsInsideItsBudgetsControlGroupAndARestartStartsItThereAgain(@TempDir Path work) {
        ControlGroups.Found found = ControlGroups.onThisMachine();
        assumeTrue(found.available().isPresent(), () -> "no control group can be made here: " + found.unavailable());
        Settings settings = Settings.resolve(provider.settings(), Map.of());
        try (ControlGroup group = found.available().get().create("falkordb-test", 256L << 20)) {
            MemoryBudget budget = new MemoryBudget(256L << 20).inControlGroup(group.path());
            try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work, budget)) {
                long first = server.processId().orElseThrow();
                // Nobody moved it: it joined the group itself, before valkey ran, and kept its process id.
                assertThat(group.contains(first)).as("valkey (pid %d) in %s", first, group).isTrue();
                assertThat(server.memorySettings()).contains("maxmemory 192 MiB, noeviction");

                server.restart();
                long second = server.processId().orElseThrow();
                assertThat(second).isNotEqualTo(first);
                assertThat(group.contains(second)).as("valkey restarted (pid %d) in %s", second, group).isTrue();
            }
        }
    }

    @Test
    void withoutABudgetThereIsNoMaxmemory(@TempDir Path work) {
        Settings settings = Settings.resolve(provider.settings(), Map.of());
        try (EmbeddedServer server = provider.embeddedServer().orElseThrow().start(settings, work);
             Engine engine = provider.open(settings.with(server.connectionSettings()));
             Jedis connection = ((FalkorDbEngine) engine).connection()) {
            assertThat(server.memorySettings()).isEmpty();
            assertThat(connection.configGet("maxmemory")).containsEntry("maxmemory", "0");
            assertThat(List.of(engine.dataSize().orElseThrow().bytes())).allSatisfy(bytes -> assertThat(bytes).isPositive());
        }
    }
}
