package dev.graphbench.api.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A graph's schema: unique names, types between its own labels, positions for arrays indexed by label or type. */
class GraphSchemaTest {

    private static final Label NODE = Label.of("Node", "n", List.of(Property.string("id")));

    @Test
    void theGeneratedGraphListsItsLabelsAndTypesInStreamOrder() {
        GraphSchema generated = GraphSchema.GENERATED;
        assertThat(generated.kind()).isEqualTo(GraphSchema.GENERATED_KIND);
        assertThat(generated.labels()).extracting(Label::graphName)
                .containsExactly("Org", "Person", "Repo", "Topic", "Issue", "Comment");
        assertThat(generated.types()).extracting(RelType::name).containsExactly("MEMBER_OF", "FOLLOWS", "OWNED_BY",
                "DEPENDS_ON", "IN_REPO", "OPENED_BY", "ASSIGNED_TO", "TAGGED", "ON", "WRITTEN_BY");
    }

    @Test
    void indexOfGivesThePositionOrMinusOne() {
        GraphSchema generated = GraphSchema.GENERATED;
        assertThat(generated.indexOf(Label.ORG)).isZero();
        assertThat(generated.indexOf(Label.ISSUE)).isEqualTo(4);
        assertThat(generated.indexOf(Label.COMMENT)).isEqualTo(5);
        assertThat(generated.indexOf(RelType.MEMBER_OF)).isZero();
        assertThat(generated.indexOf(RelType.ON)).isEqualTo(8);
        assertThat(generated.indexOf(NODE)).isEqualTo(-1);
        assertThat(generated.indexOf(RelType.of("LINKS", NODE, NODE))).isEqualTo(-1);
        // An equal label made apart from the constant is the same label.
        Label person = Label.of("Person", "p", Label.PERSON.properties());
        assertThat(generated.indexOf(person)).isEqualTo(1);
        // The same name with other properties is another label.
        assertThat(generated.indexOf(Label.of("Person", "p", List.of(Property.string("id"))))).isEqualTo(-1);
    }

    @Test
    void labelAndTypeFindByNameOrSayWhatThereIs() {
        assertThat(GraphSchema.GENERATED.label("Person")).isSameAs(Label.PERSON);
        assertThat(GraphSchema.GENERATED.type("FOLLOWS")).isSameAs(RelType.FOLLOWS);
        assertThatThrownBy(() -> GraphSchema.GENERATED.label("person")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no label person in the graph; it has [Org, Person, Repo, Topic, Issue, Comment]");
        assertThatThrownBy(() -> GraphSchema.ONE_LABEL_GRAPH.type("FOLLOWS"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no relationship type FOLLOWS in the graph; it has [LINK]");
    }

    @Test
    void aLabelOrATypeNamedTwiceIsRefused() {
        Label otherOrg = Label.of("Org", "x", List.of(Property.string("id")));
        assertThatThrownBy(() -> new GraphSchema("mine", List.of(Label.ORG, otherOrg), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("label Org appears twice");
        RelType links = RelType.of("LINKS", NODE, NODE);
        RelType linksBack = RelType.of("LINKS", NODE, NODE);
        assertThatThrownBy(() -> new GraphSchema("mine", List.of(NODE), List.of(links, linksBack)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("relationship type LINKS appears twice");
    }

    @Test
    void aTypeMustRunBetweenLabelsOfTheSchema() {
        assertThatThrownBy(() -> new GraphSchema("mine", List.of(Label.PERSON), List.of(RelType.MEMBER_OF)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("MEMBER_OF runs between labels the graph does not have");
        assertThatThrownBy(() -> new GraphSchema("mine", List.of(Label.ORG), List.of(RelType.MEMBER_OF)))
                .hasMessage("MEMBER_OF runs between labels the graph does not have");
        assertThat(new GraphSchema("people", List.of(Label.PERSON), List.of(RelType.FOLLOWS)).types())
                .containsExactly(RelType.FOLLOWS);
    }

    @Test
    void theListsAreCopied() {
        List<Label> labels = new ArrayList<>(List.of(NODE));
        GraphSchema schema = new GraphSchema("mine", labels, List.of());
        labels.add(Label.ORG);
        assertThat(schema.labels()).containsExactly(NODE);
        assertThatThrownBy(() -> schema.labels().add(Label.ORG)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aOneLabelGraphHasAnIdAloneAndOneTypeFromTheLabelToItself() {
        GraphSchema snap = GraphSchema.ONE_LABEL_GRAPH;
        assertThat(snap.kind()).isEqualTo(GraphSchema.ONE_LABEL).isEqualTo("one-label");
        Label node = snap.label("Node");
        assertThat(node).isSameAs(Label.NODE);
        assertThat(node.idPrefix()).isEmpty();
        assertThat(node.properties()).containsExactly(Property.string("id"));
        RelType links = snap.type("LINK");
        assertThat(links).isSameAs(RelType.LINK);
        assertThat(links.from()).isEqualTo(node);
        assertThat(links.to()).isEqualTo(node);
        assertThat(snap.indexOf(node)).isZero();
        assertThat(snap.indexOf(links)).isZero();
        assertThatThrownBy(() -> Label.of("my:node", "", List.of(Property.string("id"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'my:node'");
    }
}
