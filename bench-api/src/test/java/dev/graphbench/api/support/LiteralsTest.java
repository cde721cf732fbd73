package dev.graphbench.api.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Parameter;
import dev.graphbench.api.Query;
import dev.graphbench.api.graph.Label;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A literal parameter is written into a statement as digits, checked first, and nothing else ever is: the
 * one exception to binding every value.
 */
class LiteralsTest {

    private static final Query REACH = Query.count("reach", Parameter.id("startId", Label.NODE),
            Parameter.wholeNumber("hops", 1, 131_072).asLiteral());
    private static final String CYPHER = "MATCH (s:Node {id: $startId})-[:LINK*1..{hops}]->(n) RETURN count(DISTINCT n)";

    @Test
    void aLiteralIsWrittenInAsDigitsEverywhereItsPlaceholderIs() {
        assertThat(Literals.write(REACH, CYPHER, Map.of("startId", "7", "hops", 131_072L)))
                .isEqualTo("MATCH (s:Node {id: $startId})-[:LINK*1..131072]->(n) RETURN count(DISTINCT n)");
        assertThat(Literals.write(REACH, "{hops} and {hops}", Map.of("startId", "7", "hops", 4)))
                .isEqualTo("4 and 4");
        assertThat(Literals.placeholder(REACH.parameter("hops").orElseThrow())).isEqualTo("{hops}");
    }

    @Test
    void aStatementThatBindsTheParameterIsLeftAsItIs() {
        String sql = "SELECT reach(:startId, :hops)";
        assertThat(Literals.write(REACH, sql, Map.of("startId", "7", "hops", 2L))).isSameAs(sql);
    }

    @Test
    void onlyALiteralParametersPlaceholderIsWritten() {
        String statement = "RETURN '{startId}' AS text, {hops} AS hops";
        assertThat(Literals.write(REACH, statement, Map.of("startId", "x", "hops", 3L)))
                .isEqualTo("RETURN '{startId}' AS text, 3 AS hops");
    }

    @Test
    void aValueOutOfRangeMissingOrNotAWholeNumberIsRefusedBeforeItReachesTheStatement() {
        assertThatThrownBy(() -> Literals.write(REACH, CYPHER, Map.of("startId", "7", "hops", 131_073L)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("reach: hops must be a whole number from 1 to 131072, got Long 131073");
        assertThatThrownBy(() -> Literals.write(REACH, CYPHER, Map.of("startId", "7", "hops", "1] RETURN 1 //")))
                .hasMessage("reach: hops must be a whole number from 1 to 131072, got String 1] RETURN 1 //");
        assertThatThrownBy(() -> Literals.write(REACH, CYPHER, Map.of("startId", "7", "hops", 2.5)))
                .hasMessageContaining("got Double 2.5");
        Map<String, Object> missing = new HashMap<>();
        missing.put("startId", "7");
        assertThatThrownBy(() -> Literals.write(REACH, CYPHER, missing)).hasMessageContaining("got null");
    }

    @Test
    void onlyAWholeNumberCanBeALiteral() {
        assertThat(Parameter.wholeNumber("hops", 1, 4).literal()).isFalse();
        assertThat(Parameter.wholeNumber("hops", 1, 4).asLiteral().asOptional().literal()).isTrue();
        assertThatThrownBy(() -> Parameter.text("state").asLiteral()).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("state: only a whole number can be written into a statement as a literal, not text");
        assertThatThrownBy(() -> Parameter.id("startId", Label.NODE).asLiteral())
                .hasMessage("startId: only a whole number can be written into a statement as a literal, not an id");
    }
}
