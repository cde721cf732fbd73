package dev.graphbench.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Seeded argument lists: the same spec, stream and count give the same list, so call k asks every engine the same. */
class ArgumentListsTest {

    private final ArgumentLists lists = new ArgumentLists(DatasetSpec.of(0.1, 42));

    @Test
    void idsAreTheOnesGraphBenchAlwaysDrew() {
        // Drawn by graph-bench before Label stopped being an enum: a run of today asks what a run of then asked.
        assertThat(lists.ids(Label.PERSON, "two-hops/timed", 6))
                .containsExactly("p4540", "p6118", "p9897", "p7033", "p3983", "p5803");
        assertThat(lists.ids(Label.REPO, "dependencies/timed", 6))
                .containsExactly("r417", "r1660", "r1121", "r1360", "r1056", "r371");
    }

    @Test
    void idsAreOfTheLabelAndTheGraphAndALongerListStartsWithAShorterOne() {
        List<String> ids = lists.ids(Label.ORG, "org-topics/timed", 500);
        int orgs = DatasetSpec.of(0.1, 42).nodes(Label.ORG);
        assertThat(ids).hasSize(500).allSatisfy(id -> {
            assertThat(id).startsWith("o");
            assertThat(Integer.parseInt(id.substring(1))).isBetween(0, orgs - 1);
        });
        assertThat(ids.stream().distinct().count()).as("drawn across the label").isGreaterThan(orgs / 2);
        assertThat(lists.ids(Label.ORG, "org-topics/timed", 20)).isEqualTo(ids.subList(0, 20));
        assertThat(lists.ids(Label.ORG, "org-topics/warmup", 20)).isNotEqualTo(ids.subList(0, 20));
        assertThat(new ArgumentLists(DatasetSpec.of(0.1, 7)).ids(Label.ORG, "org-topics/timed", 20))
                .isNotEqualTo(ids.subList(0, 20));
    }

    @Test
    void numbersFillTheirRangeBothEndsIncluded() {
        List<Long> numbers = lists.numbers("hops/timed", 400, 1, 4);
        assertThat(numbers).hasSize(400).allSatisfy(n -> assertThat(n).isBetween(1L, 4L));
        assertThat(numbers).contains(1L, 2L, 3L, 4L);
        assertThat(lists.numbers("hops/timed", 400, 1, 4)).isEqualTo(numbers);
        assertThat(lists.numbers("hops/warmup", 400, 1, 4)).isNotEqualTo(numbers);
        assertThat(lists.numbers("priority", 50, -3, -3)).containsOnly(-3L);
    }

    @Test
    void picksComeFromTheValuesAndOneValueGoesToEveryCall() {
        List<Object> states = lists.picks("count-issues/timed", 200, List.of("open", "closed"));
        assertThat(states).hasSize(200).containsOnly("open", "closed").contains("open", "closed");
        assertThat(lists.picks("count-issues/timed", 200, List.of("open", "closed"))).isEqualTo(states);
        assertThat(lists.picks("reach-2/timed", 5, List.of(2L))).containsExactly(2L, 2L, 2L, 2L, 2L);
    }

    @Test
    void theGeneratedGraphHasNoStartNodesToDrawAndNoLabelButItsOwn() {
        assertThatThrownBy(() -> lists.startNodes(RelType.FOLLOWS, "reach/timed", 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("start nodes of FOLLOWS are drawn");
        Label page = Label.of("Page", "", List.of(Property.string("id")));
        assertThatThrownBy(() -> lists.ids(page, "pages", 10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Page is not a label of the generated graph");
        assertThatThrownBy(() -> DatasetSpec.of(0.1, 42).nodes(page)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Page is not a label of the generated graph, which has [Org, Person, Repo, Topic, Issue,"
                        + " Comment] and [MEMBER_OF, FOLLOWS, OWNED_BY, DEPENDS_ON, IN_REPO, OPENED_BY, ASSIGNED_TO,"
                        + " TAGGED, ON, WRITTEN_BY]");
        assertThatThrownBy(() -> DatasetSpec.of(0.1, 42).targetRelationships(RelType.of("LINKS", page, page)))
                .hasMessageStartingWith("LINKS is not a relationship type of the generated graph");
        assertThatThrownBy(() -> DatasetSpec.of(0.1, 42).firstOrdinal(page))
                .hasMessageStartingWith("Page is not a label of the generated graph");
    }
}
