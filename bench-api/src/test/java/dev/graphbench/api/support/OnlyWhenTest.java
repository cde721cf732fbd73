package dev.graphbench.api.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.Dialect;
import dev.graphbench.api.Parameter;
import dev.graphbench.api.PathSemantics;
import dev.graphbench.api.Query;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A variant's "only when:" line: read from its statement, met by a workload's fixed arguments alone. */
class OnlyWhenTest {

    private static final Query REACH = Query.count("reach", Parameter.wholeNumber("hops", 1, 10));

    @Test
    void aStatementWithoutTheLineHasNoCondition() {
        assertThat(OnlyWhen.of("MATCH (n) RETURN count(n)")).isEmpty();
    }

    @Test
    void theConditionIsReadInEitherLanguagesCommentAndComparesWholeNumbers() {
        OnlyWhen cypher = OnlyWhen.of("// only when: hops <= 2\nMATCH (n) RETURN count(n)").orElseThrow();
        assertThat(cypher).isEqualTo(new OnlyWhen("hops", "<=", 2));
        assertThat(cypher.holds(Map.of("hops", 1L))).isTrue();
        assertThat(cypher.holds(Map.of("hops", 2))).isTrue();
        assertThat(cypher.holds(Map.of("hops", 3L))).isFalse();
        // A drawn argument is not fixed: the variant is not asked.
        assertThat(cypher.holds(Map.of())).isFalse();
        assertThat(cypher.holds(Map.of("hops", "1"))).isFalse();

        OnlyWhen sql = OnlyWhen.of("SELECT 1\n  -- only when: hops>=3").orElseThrow();
        assertThat(sql.holds(Map.of("hops", 3L))).isTrue();
        assertThat(sql.holds(Map.of("hops", 2L))).isFalse();
        assertThat(OnlyWhen.of("-- only when: hops = 4").orElseThrow().holds(Map.of("hops", 4L))).isTrue();
    }

    @Test
    void aLineThatIsNoConditionFailsSayingWhatToWrite() {
        assertThatThrownBy(() -> OnlyWhen.of("// only when: hops < 2\nMATCH (n) RETURN n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'only when: hops < 2' is no condition: write a parameter, <=, >= or =, and a whole number,"
                        + " as in 'only when: hops <= 1'");
        assertThatThrownBy(() -> OnlyWhen.of("// only when: hops = 1\n// only when: hops = 2\nRETURN 1"))
                .hasMessage("a statement has one 'only when:' line, not two");
    }

    @Test
    void aDialectAsksAVariantOnlyWhereItsConditionHolds() {
        Dialect dialect = new Dialect() {
            @Override
            public String language() {
                return "Cypher";
            }

            @Override
            public Map<String, String> statements() {
                return Map.of("reach", "CALL walk($hops)", "reach@pattern", "// only when: hops <= 1\nMATCH p RETURN p",
                        "reach@levels", "CALL levels($hops)");
            }

            @Override
            public PathSemantics paths() {
                return PathSemantics.TRAIL;
            }
        };

        assertThat(dialect.variants(REACH, Map.of("hops", 1L))).containsExactlyInAnyOrder("pattern", "levels");
        assertThat(dialect.variants(REACH, Map.of("hops", 4L))).containsExactly("levels");
        assertThat(dialect.variants(REACH)).containsExactlyInAnyOrder("pattern", "levels");
    }
}
