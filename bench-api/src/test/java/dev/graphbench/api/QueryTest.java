package dev.graphbench.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.Label;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each query's parameters say what it takes, and a call's arguments are checked against them in one line. */
class QueryTest {

    private static final Query ONE_HOP = Query.count("one-hop", Parameter.id("personId", Label.PERSON));
    private static final Query ISSUES_BY_STATE = Query.orderedRows("issues-by-state");
    private static final Query HOPS = Query.count("hops", Parameter.id("personId", Label.PERSON),
            Parameter.wholeNumber("hops", 1, 4), Parameter.text("paths", "TRAIL", "WALK").asOptional());
    private static final Query COUNT_ISSUES_BY_PROPERTIES = Query.document("count-issues-by-properties",
            Parameter.text("state", "open", "closed"), Parameter.wholeNumber("priority", 0, 3));

    @Test
    void aQuerySaysItsShapeItsRowOrderAndItsParameters() {
        assertThat(ONE_HOP.shape()).isEqualTo(Query.Shape.COUNT);
        assertThat(ISSUES_BY_STATE.ordered()).isTrue();
        assertThat(Query.rows("r").ordered()).isFalse();
        assertThat(COUNT_ISSUES_BY_PROPERTIES.shape()).isEqualTo(Query.Shape.DOCUMENT);
        assertThat(HOPS.parameters()).extracting(Parameter::name).containsExactly("personId", "hops", "paths");
        assertThat(HOPS.parameter("paths").orElseThrow().optional()).isTrue();
        assertThat(COUNT_ISSUES_BY_PROPERTIES.parameters().get(1).describe()).isEqualTo("a whole number from 0 to 3");
        assertThat(ONE_HOP.reference()).isEmpty();
        assertThat(ONE_HOP.answeredBy((graph, arguments) -> Answer.ofCount(1)).reference()).isPresent();
    }

    @Test
    void idsAndParameterNamesAreChecked() {
        assertThatThrownBy(() -> Query.count("One Hop")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a query id is lower case letters, digits and dashes, got 'One Hop'");
        assertThatThrownBy(() -> Query.count("q", Parameter.text("a"), Parameter.text("a")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("names a parameter twice");
    }

    @Test
    void aVariantIsTheSameQueryAskedThroughAStatementOfItsOwn() {
        Query levels = HOPS.variant("levels");
        assertThat(levels.id()).isEqualTo("hops@levels");
        assertThat(levels.baseId()).isEqualTo("hops");
        assertThat(HOPS.baseId()).isEqualTo("hops");
        assertThat(Query.baseId("reach@bfs-levels")).isEqualTo("reach");
        assertThat(levels.parameters()).isEqualTo(HOPS.parameters());
        assertThat(levels.shape()).isEqualTo(HOPS.shape());
        assertThat(levels).isNotEqualTo(HOPS);
        assertThatThrownBy(() -> HOPS.variant("Levels")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a variant's name is lower case letters, digits and dashes, got 'Levels'");
        assertThatThrownBy(() -> levels.variant("again")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hops@levels is a variant already; a variant has no variants");
        assertThatThrownBy(() -> Query.count("hops@levels")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a query id is lower case letters, digits and dashes, got 'hops@levels'");
    }

    @Test
    void goodArgumentsPass() {
        assertThatCode(() -> ONE_HOP.check(Map.of("personId", "p1"))).doesNotThrowAnyException();
        assertThatCode(() -> HOPS.check(Map.of("personId", "p1", "hops", 4L))).doesNotThrowAnyException();
        assertThatCode(() -> HOPS.check(Map.of("personId", "p1", "hops", 1, "paths", "TRAIL")))
                .doesNotThrowAnyException();
        assertThatCode(() -> COUNT_ISSUES_BY_PROPERTIES.check(Map.of("state", "open", "priority", 0L)))
                .doesNotThrowAnyException();
    }

    @Test
    void aMissingExtraOrWrongArgumentIsNamedInOneLine() {
        assertThatThrownBy(() -> ONE_HOP.check(Map.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("one-hop needs personId, the id of a Person (a string); got []");
        assertThatThrownBy(() -> ONE_HOP.check(Map.of("personId", 7)))
                .hasMessage("one-hop: personId must be the id of a Person (a string), got Integer 7");
        assertThatThrownBy(() -> ONE_HOP.check(Map.of("personId", "p1", "repoId", "r1")))
                .hasMessage("one-hop takes [personId], not repoId");
        assertThatThrownBy(() -> ISSUES_BY_STATE.check(Map.of("personId", "p1")))
                .hasMessage("issues-by-state takes [], not personId");
        assertThatThrownBy(() -> HOPS.check(Map.of("personId", "p0", "hops", 5)))
                .hasMessage("hops: hops must be a whole number from 1 to 4, got Integer 5");
        assertThatThrownBy(() -> HOPS.check(Map.of("personId", "p0", "hops", "2")))
                .hasMessage("hops: hops must be a whole number from 1 to 4, got String 2");
        assertThatThrownBy(() -> HOPS.check(Map.of("personId", "p0", "hops", 2, "paths", "ALL")))
                .hasMessage("hops: paths must be one of TRAIL, WALK, got String ALL");
        assertThatThrownBy(() -> COUNT_ISSUES_BY_PROPERTIES.check(Map.of("state", "stale", "priority", 1)))
                .hasMessage("count-issues-by-properties: state must be one of open, closed, got String stale");
        Map<String, Object> nullValue = new HashMap<>();
        nullValue.put("personId", null);
        assertThatThrownBy(() -> ONE_HOP.check(nullValue))
                .hasMessage("one-hop: personId must be the id of a Person (a string), got null");
    }

    @Test
    void anIdParameterNamesALabelAndNoOtherDoes() {
        assertThatThrownBy(() -> new Parameter("x", Parameter.Kind.ID, null, 0, 0, List.of(), false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Parameter("x", Parameter.Kind.TEXT, Label.ORG, 0, 0, List.of(), false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void settingKeysAreLowerCaseWordsJoinedByHyphens() {
        assertThatCode(() -> Setting.of("pool-size", "X", "1", "d")).doesNotThrowAnyException();
        assertThatThrownBy(() -> Setting.of("batchSize", "X", "1", "d")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("setting key 'batchSize' must be lower case words joined by hyphens, such as pool-size");
    }
}
