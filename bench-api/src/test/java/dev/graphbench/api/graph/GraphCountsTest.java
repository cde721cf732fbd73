package dev.graphbench.api.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Counts are kept by name, read by label or type, and compared across every name either side has. */
class GraphCountsTest {

    @Test
    void countsAreReadByLabelOrTypeAndAnAbsentNameIsZero() {
        GraphCounts counts = new GraphCounts(Map.of("Person", 3L, "Org", 2L), Map.of("FOLLOWS", 4L));
        assertThat(counts.nodes(Label.PERSON)).isEqualTo(3);
        assertThat(counts.nodes(Label.ORG)).isEqualTo(2);
        assertThat(counts.nodes(Label.ISSUE)).isZero();
        assertThat(counts.relationships(RelType.FOLLOWS)).isEqualTo(4);
        assertThat(counts.relationships(RelType.MEMBER_OF)).isZero();
        assertThat(counts.totalNodes()).isEqualTo(5);
        assertThat(counts.totalRelationships()).isEqualTo(4);
        // A label of the user's, read by its name.
        Label page = Label.of("Page", "", List.of(Property.string("id")));
        assertThat(new GraphCounts(Map.of("Page", 7L), Map.of()).nodes(page)).isEqualTo(7);
    }

    @Test
    void theMapsAreCopiedAndKeepTheirOrder() {
        Map<String, Long> nodes = new LinkedHashMap<>();
        nodes.put("Topic", 1L);
        nodes.put("Org", 2L);
        GraphCounts counts = new GraphCounts(nodes, Map.of());
        nodes.put("Org", 99L);
        assertThat(counts.nodes(Label.ORG)).isEqualTo(2);
        assertThat(counts.nodes().keySet()).containsExactly("Topic", "Org");
        assertThatThrownBy(() -> counts.nodes().put("Org", 1L)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void sameCountsHaveNoDifferenceAndAZeroIsTheSameAsAnAbsentName() {
        GraphCounts expected = new GraphCounts(Map.of("Person", 3L, "Org", 0L), Map.of("FOLLOWS", 4L));
        GraphCounts loaded = new GraphCounts(Map.of("Person", 3L), Map.of("FOLLOWS", 4L, "MEMBER_OF", 0L));
        assertThat(loaded.differencesFrom(expected)).isEmpty();
    }

    @Test
    void everyNameEitherSideHasIsCompared() {
        Map<String, Long> expectedNodes = new LinkedHashMap<>();
        expectedNodes.put("Person", 1000L);
        expectedNodes.put("Org", 5L);
        Map<String, Long> loadedNodes = new LinkedHashMap<>();
        loadedNodes.put("Person", 998L);
        loadedNodes.put("Page", 3L);
        GraphCounts expected = new GraphCounts(expectedNodes, Map.of("FOLLOWS", 10L));
        GraphCounts loaded = new GraphCounts(loadedNodes, Map.of("FOLLOWS", 10L, "LINKS", 2L));
        assertThat(loaded.differencesFrom(expected)).containsExactly(
                "Person: 998 loaded, 1000 expected",
                "Org: 0 loaded, 5 expected",
                "Page: 3 loaded, 0 expected",
                "LINKS: 2 loaded, 0 expected");
        assertThat(expected.differencesFrom(loaded)).containsExactly(
                "Person: 1000 loaded, 998 expected",
                "Page: 0 loaded, 3 expected",
                "Org: 5 loaded, 0 expected",
                "LINKS: 0 loaded, 2 expected");
    }
}
