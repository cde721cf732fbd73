package dev.graphbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The block of server settings every provider that reaches a server declares first. */
class ServerSettingsTest {

    private final ServerSettings postgres = ServerSettings.url("postgres", "JDBC URL of your server").withUser("postgres");

    @Test
    void theVariablesAreTheEnginesAndTheBlockComesFirst() {
        Setting batch = Setting.wholeNumber("batch-size", postgres.variable("BATCH_SIZE"), "5000", 1, 10, "rows");
        assertThat(postgres.followedBy(batch)).extracting(Setting::key, Setting::environmentVariable, Setting::defaultValue)
                .containsExactly(tuple("url", "BENCH_POSTGRES_URL", null),
                        tuple("user", "BENCH_POSTGRES_USER", "postgres"),
                        tuple("password", "BENCH_POSTGRES_PASSWORD", null),
                        tuple("batch-size", "BENCH_POSTGRES_BATCH_SIZE", "5000"));
        assertThat(postgres.password().secret()).isTrue();
        assertThat(postgres.address().secret()).isFalse();
    }

    @Test
    void aServerWithoutAUserAndOneNamedByUri() {
        ServerSettings falkordb = ServerSettings.url("falkordb", "redis://host:6379");
        assertThat(falkordb.user()).isNull();
        assertThat(falkordb.followedBy()).extracting(Setting::environmentVariable)
                .containsExactly("BENCH_FALKORDB_URL", "BENCH_FALKORDB_PASSWORD");
        ServerSettings neo4j = ServerSettings.uri("neo4j-embedded", "bolt://host:7687");
        assertThat(neo4j.address().key()).isEqualTo(ServerSettings.URI);
        assertThat(neo4j.address().environmentVariable()).isEqualTo("BENCH_NEO4J_EMBEDDED_URI");
    }

    @Test
    void configuredOnlyWhenTheAddressIsSet() {
        assertThat(postgres.isConfigured(Settings.resolve(postgres.followedBy(),
                Map.of("BENCH_POSTGRES_USER", "bench")))).isFalse();
        assertThat(postgres.isConfigured(Settings.resolve(postgres.followedBy(),
                Map.of("BENCH_POSTGRES_URL", "jdbc:postgresql://db/bench")))).isTrue();
    }
}
