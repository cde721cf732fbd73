package dev.graphbench.api.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Labels and relationship types are values: names of the user's, the string id first, equal when their parts are. */
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
    void aLabelNameIsAnyTextButABacktickAColonOrAControlCharacter() {
        assertThatThrownBy(() -> Label.of("", "", ID)).hasMessage("a label cannot be empty");
        for (String name : List.of("Per`son", "Person:Actor", "Per\nson", "Per\tson")) {
            assertThatThrownBy(() -> Label.of(name, "", ID)).as("'%s'", name)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("a label cannot hold a backtick, a colon or a control character, got '");
        }
        for (String name : List.of("Web_Page2", "1Person", "Per son", "Person;DROP", "Per-son", "Pérson", "order")) {
            assertThat(Label.of(name, "", ID).graphName()).isEqualTo(name);
        }
    }

    @Test
    void aLabelHasEachPropertyOnce() {
        assertThatThrownBy(() -> Label.of("Page", "", List.of(Property.string("id"), Property.string("url"),
                Property.integer("url")))).hasMessage("Page has two properties named url");
        Label page = Label.of("Page", "", List.of(Property.string("id"), Property.arrayOf("tags", Property.Type.STRING)));
        assertThat(page.indexOf("tags")).isEqualTo(1);
        assertThat(page.indexOf("title")).isEqualTo(-1);
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
        for (String name : List.of("LINKS`", "LINKS:TO")) {
            assertThatThrownBy(() -> RelType.of(name, page, page)).as("'%s'", name)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("a relationship type cannot hold a backtick, a colon or a control character");
        }
        assertThat(RelType.of("LINKS TO", page, page).name()).isEqualTo("LINKS TO");
        assertThat(RelType.FOLLOWS.properties()).isEmpty();
        assertThatThrownBy(() -> RelType.of("LINKS", null, page)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void typesAreEqualWhenTheirNameAndEndsAre() {
        Label person = Label.of("Person", "p", Label.PERSON.properties());
        assertThat(RelType.of("FOLLOWS", person, person)).isEqualTo(RelType.FOLLOWS)
                .hasSameHashCodeAs(RelType.FOLLOWS);
        assertThat(RelType.of("FOLLOWS", Label.PERSON, Label.ORG)).isNotEqualTo(RelType.FOLLOWS);
        assertThat(RelType.of("KNOWS", Label.PERSON, Label.PERSON)).isNotEqualTo(RelType.FOLLOWS);
        assertThat(RelType.of("FOLLOWS", person, person, List.of(Property.of("since", Property.Type.DATE))))
                .isNotEqualTo(RelType.FOLLOWS);
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

    @Test
    void aNodeOfSeveralLabelsStreamsWithItsFirstAndLacksWhatIsNull() {
        Label person = Label.of("Person", "", List.of(Property.string("id"), Property.string("name"),
                Property.integer("born")));
        Label actor = Label.of("Actor", "", List.of(Property.string("id"), Property.string("name")));
        Node keanu = new Node(person, 0, new Object[] {"keanu", "Keanu Reeves", null}, List.of(actor));
        assertThat(keanu.labels()).containsExactly(person, actor);
        assertThat(keanu.properties()).containsExactly(java.util.Map.entry("id", "keanu"),
                java.util.Map.entry("name", "Keanu Reeves"));
        assertThat(keanu.get("born")).isNull();
        assertThat(keanu).hasToString("Person:Actor{id=keanu, name=Keanu Reeves}")
                .isNotEqualTo(new Node(person, 0, new Object[] {"keanu", "Keanu Reeves", null}));
        assertThat(new Node(person, 0, new Object[] {"keanu", "Keanu Reeves", 1964L}).labels()).containsExactly(person);
    }

    @Test
    void aRelationshipHasAValueForEachPropertyOfItsType() {
        Label page = Label.of("Page", "", ID);
        RelType links = RelType.of("LINKS", page, page, List.of(Property.of("weight", Property.Type.DOUBLE),
                Property.arrayOf("anchors", Property.Type.STRING)));
        Relationship link = new Relationship(links, 0, "a", 1, "b", new Object[] {0.5, List.of("x", "y")});
        assertThat(link.get("weight")).isEqualTo(0.5);
        assertThat(link).hasToString("(a)-[:LINKS {weight=0.5, anchors=[x, y]}]->(b)")
                .isEqualTo(new Relationship(links, 0, "a", 1, "b", new Object[] {0.5, List.of("x", "y")}));
        assertThatThrownBy(() -> new Relationship(links, 0, "a", 1, "b"))
                .hasMessage("LINKS has 2 properties, got 0 values");
        assertThat(new Relationship(RelType.FOLLOWS, 0, "p0", 1, "p1").values()).isEmpty();
    }

    @Test
    void aPropertyNamesItsTypeAsTheImportersHeaderDoes() {
        assertThat(Property.integer("born")).hasToString("born:long");
        assertThat(Property.arrayOf("tags", Property.Type.STRING)).hasToString("tags:string[]");
        assertThat(Property.of("when", Property.Type.LOCAL_DATETIME).typeName()).isEqualTo("localdatetime");
        assertThat(new Property("id", Property.Type.STRING)).isEqualTo(Property.string("id"));
        assertThatThrownBy(() -> Property.string("a:b")).hasMessageStartingWith("a property name cannot hold");
    }
}
