package dev.graphbench.sql.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.UnsupportedException;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A property graph's SQL names and tables: names a statement writes without quotes, and clashes refused. */
class PropertyTablesTest {

    private static Label label(String name, String... properties) {
        List<Property> all = new java.util.ArrayList<>(List.of(Property.string("id")));
        for (String property : properties) {
            all.add(Property.string(property));
        }
        return Label.of(name, "", all);
    }

    @Test
    void namesAreLowerCaseIdentifiersNoEngineReserves() {
        assertThat(SqlNames.table("Movie")).isEqualTo("movie");
        assertThat(SqlNames.table("Big Deal")).isEqualTo("big_deal");
        assertThat(SqlNames.table("PLACED BY")).isEqualTo("placed_by");
        assertThat(SqlNames.table("Cast & Crew")).isEqualTo("cast_crew");
        assertThat(SqlNames.table("Amélie")).isEqualTo("amelie");
        assertThat(SqlNames.table("3D")).isEqualTo("t_3d");
        assertThat(SqlNames.column("2nd")).isEqualTo("c_2nd");
        assertThat(SqlNames.table("Order")).isEqualTo("order_");
        assertThat(SqlNames.table("User")).isEqualTo("user_");
        assertThat(SqlNames.column("select")).isEqualTo("select_");
        assertThat(SqlNames.column("date")).isEqualTo("date_");
        assertThat(SqlNames.column("id")).isEqualTo("id");
        assertThat(SqlNames.column("source")).isEqualTo("source");
        assertThatThrownBy(() -> SqlNames.table("x".repeat(64))).hasMessageContaining("longer than the 63 characters");
    }

    @Test
    void aTableEachLabelAndTypeWithTheirColumnsInOrder() {
        Label person = label("Person", "name", "Born Year");
        Label movie = label("Movie", "title");
        RelType actedIn = RelType.of("ACTED_IN", person, movie, List.of(Property.of("since", Property.Type.DATE)));
        PropertyTables tables = PropertyTables.of(new GraphSchema(GraphSchema.PROPERTY, List.of(person, movie),
                List.of(actedIn)));
        assertThat(tables.table(person).columns()).extracting(PropertyTables.Column::name)
                .containsExactly("id", "name", "born_year");
        PropertyTables.EdgeTable edges = tables.edges().getFirst();
        assertThat(edges.name()).isEqualTo("acted_in");
        assertThat(edges.source().name()).isEqualTo("person");
        assertThat(edges.target().name()).isEqualTo("movie");
        assertThat(edges.columns()).extracting(PropertyTables.Column::name).containsExactly("source", "target", "since");
    }

    @Test
    void twoNamesOfOneTableOrColumnAreRefusedInOneLine() {
        Label movie = label("Movie");
        Label shouting = label("MOVIE");
        assertThatThrownBy(() -> PropertyTables.of(new GraphSchema(GraphSchema.PROPERTY, List.of(movie, shouting),
                List.of(RelType.of("LIKES", movie, shouting))))).isInstanceOf(UnsupportedException.class)
                .hasMessage("label MOVIE and label Movie would both be table movie in SQL; rename one of them in the files");
        Label person = label("Person", "ID");
        assertThatThrownBy(() -> PropertyTables.of(new GraphSchema(GraphSchema.PROPERTY, List.of(person),
                List.of(RelType.of("KNOWS", person, person))))).isInstanceOf(UnsupportedException.class)
                .hasMessage("label Person: property ID and its id column would both be column id in SQL; rename one"
                        + " of them in the files");
        Label follows = label("Follows");
        assertThatThrownBy(() -> PropertyTables.of(new GraphSchema(GraphSchema.PROPERTY, List.of(follows),
                List.of(RelType.of("FOLLOWS", follows, follows))))).isInstanceOf(UnsupportedException.class)
                .hasMessage("type FOLLOWS and label Follows would both be table follows in SQL; rename one of them in"
                        + " the files");
    }
}
