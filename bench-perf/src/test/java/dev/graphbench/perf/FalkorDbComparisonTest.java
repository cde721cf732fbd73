package dev.graphbench.perf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.catalogue.Queries;
import dev.graphbench.engine.falkordb.FalkorDbQueryText;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** valkey-benchmark is sent the session's command and read back from its CSV, whose test column is not escaped. */
class FalkorDbComparisonTest {

    @Test
    void theCommandIsTheSessionsStatementWithItsParameterBoundAndCompact() {
        List<String> command = FalkorDbQueryText.readOnlyQuery("bench", Queries.ONE_HOP, Map.of("personId", "p\"1"));
        assertThat(command).hasSize(4);
        assertThat(command.subList(0, 2)).containsExactly("GRAPH.RO_QUERY", "bench");
        assertThat(command.get(2)).startsWith("CYPHER personId=\"p\\\"1\" MATCH (:Person {id: $personId})");
        assertThat(command.get(3)).isEqualTo("--compact");
    }

    @Test
    void thePercentilesComeFromTheLastLineEvenWithQuotesInTheCommand() {
        String output = """
                "test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms","p95_latency_ms","p99_latency_ms","max_latency_ms"
                "GRAPH.RO_QUERY g CYPHER personId="p1" MATCH (:Person {id: $personId}) RETURN 1, 2 --compact","5434.78","0.177","0.096","0.119","0.263","1.815","5.791"
                """;
        FalkorDbComparison.Latency latency = FalkorDbComparison.parse(output);
        assertThat(latency.median()).isEqualTo(0.119);
        assertThat(latency.p95()).isEqualTo(0.263);
        assertThat(latency.p99()).isEqualTo(1.815);
    }

    @Test
    void anOutputWithoutLatenciesIsAFailureThatQuotesIt() {
        assertThatThrownBy(() -> FalkorDbComparison.parse("Could not connect to Valkey at 127.0.0.1:1"))
                .hasMessage("valkey-benchmark printed no latencies: Could not connect to Valkey at 127.0.0.1:1");
    }
}
