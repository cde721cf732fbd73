package dev.graphbench.api.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Labels and relationship types are values: identifier names, the string id first, equal when their parts are. */
class LabelTest {

    private static final List<Property> ID = List.of(Property.string("id"));

    @Test
    void theGeneratedLabelsKeepTheirNamesPrefixesAndProperties() {
        assertThat(Label.PERSON.graphName()).isEqualTo("Person");
        assertThat(Label.PERSON.idPrefix()).isEqualTo("p");
        assertThat(Label.PERSON).hasToString("Person");
        assertThat(Label.ISSUE.properties()).extracting(Property::name)
                .containsExactly("id", "title", "state", "priority", "repoId");
        assertThat(Label.REPO.properties().get(3)).isEqualTo(Property.integer("stars"));
        assertThat(Label.COMMENT.properties().get(2).type()).isEqualTo(Property.Type.LONG);
        for (Label label : GraphSchema.GENERATED.labels()) {
            assertThat(label.properties().getFirst()).as(label.graphName()).isEqualTo(Property.string("id"));
        }
    }

    @Test
    void aLabelNameIsAnIdentifier() {
        for (String name : List.of("", " ", "1Person", "Per son", "Person;DROP", "Per-son", "Pérson")) {
            assertThatThrownBy(() -> Label.of(name, "", ID)).as("'%s'", name)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("a label is a letter then letters, digits or _, got '" + name + "'");
        }
        assertThat(Label.of("Web_Page2", "", ID).graphName()).isEqualTo("Web_Page2");
    }

    @Test
    void theIdIsTheFirstPropertyAndAString() {
        String message = "Page: the first property of every label is the string id";
        assertThatThrownBy(() -> Label.of("Page", "", List.of())).hasMessage(message);
        assertThatThrownBy(() -> Label.of("Page", "", List.of(Property.string("url"), Property.string("id"))))
                .hasMessage(message);
        assertThatThrownBy(() -> Label.of("Page", "", List.of(Property.integer("id")))).hasMessage(message);
        assertThat(Label.of("Page", "", List.of(Property.string("id"), Property.string("url"))).properties())
                .extracting(Property::name).containsExactly("id", "url");
    }

    @Test
    void labelsAreEqualWhenTheirPartsAre() {
        Label person = Label.of("Person", "p", Label.PERSON.properties());
        assertThat(person).isEqualTo(Label.PERSON).hasSameHashCodeAs(Label.PERSON);
        assertThat(Label.of("Person", "q", Label.PERSON.properties())).isNotEqualTo(Label.PERSON);
        assertThat(Label.of("Person", "p", ID)).isNotEqualTo(Label.PERSON);
        assertThat(Label.of("Org", "o", Label.PERSON.properties())).isNotEqualTo(Label.PERSON);
    }

    @Test
    void aTypeRunsBetweenTwoLabelsUnderAnIdentifierName() {
        assertThat(RelType.FOLLOWS.name()).isEqualTo("FOLLOWS");
        assertThat(RelType.FOLLOWS.from()).isSameAs(Label.PERSON);
        assertThat(RelType.ON.from()).isSameAs(Label.COMMENT);
        assertThat(RelType.ON.to()).isSameAs(Label.ISSUE);
        assertThat(RelType.IN_REPO).hasToString("IN_REPO");
        Label page = Label.of("Page", "", ID);
        for (String name : List.of("", "LINKS TO", "2HOP", "LINKS-TO", "LINKS`")) {
            assertThatThrownBy(() -> RelType.of(name, page, page)).as("'%s'", name)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("a relationship type is a letter then letters, digits or _, got '" + name + "'");
        }
        assertThatThrownBy(() -> RelType.of("LINKS", null, page)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void typesAreEqualWhenTheirNameAndEndsAre() {
        Label person = Label.of("Person", "p", Label.PERSON.properties());
        assertThat(RelType.of("FOLLOWS", person, person)).isEqualTo(RelType.FOLLOWS)
                .hasSameHashCodeAs(RelType.FOLLOWS);
        assertThat(RelType.of("FOLLOWS", Label.PERSON, Label.ORG)).isNotEqualTo(RelType.FOLLOWS);
        assertThat(RelType.of("KNOWS", Label.PERSON, Label.PERSON)).isNotEqualTo(RelType.FOLLOWS);
    }

    @Test
    void aNodeOfAnEqualLabelIsTheSameNode() {
        Label person = Label.of("Person", "p", Label.PERSON.properties());
        Object[] values = {"p1", "Ada", "ada"};
        assertThat(new Node(person, 1, values.clone())).isEqualTo(new Node(Label.PERSON, 1, values.clone()))
                .hasSameHashCodeAs(new Node(Label.PERSON, 1, values.clone()))
                .isNotEqualTo(new Node(Label.PERSON, 2, values.clone()));
        assertThatThrownBy(() -> new Node(Label.PERSON, 1, new Object[] {"p1"}))
                .hasMessage("Person has 3 properties, got 1 values");
    }
}
