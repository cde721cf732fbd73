package dev.graphbench.datagen.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Property;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import dev.graphbench.datagen.ArgumentLists;
import dev.graphbench.datagen.CsvExport;
import dev.graphbench.datagen.Dataset;
import dev.graphbench.datagen.DatasetSpec;
import dev.graphbench.datagen.Datasets;
import dev.graphbench.datagen.Generator;
import dev.graphbench.datagen.Manifest;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder in the header convention of Neo4j's importer, read as a graph: checked, numbered, streamed, hashed. */
class CsvGraphDatasetTest {

    @TempDir
    Path folder;

    private static <T> List<T> all(Iterator<T> items) {
        List<T> list = new ArrayList<>();
        items.forEachRemaining(list::add);
        return list;
    }

    @Test
    void theGeneratedGraphWrittenInTheImportersConventionReadsBackAsTheGeneratedGraph() {
        Generator generator = new Generator(DatasetSpec.of(0.002, 7));
        Manifest written = CsvExport.writeNeo4j(generator, folder, records -> { });

        Dataset csv = Datasets.parse("csv:" + folder, 1, 7, false);

        assertThat(csv).isInstanceOf(CsvGraphDataset.class);
        assertThat(csv.schema()).isSameAs(GraphSchema.GENERATED);
        assertThat(all(csv.nodes())).isEqualTo(all(generator.nodes()));
        assertThat(all(csv.relationships())).isEqualTo(all(generator.relationships()));
        Manifest read = csv.manifest();
        assertThat(read.counts()).isEqualTo(written.counts());
        assertThat(read.contentHash()).isEqualTo(written.contentHash()).isEqualTo(generator.manifest().contentHash());
        assertThat(csv.arguments().ids(Label.PERSON, "one-hop/timed", 20))
                .isEqualTo(new ArgumentLists(generator.spec()).ids(Label.PERSON, "one-hop/timed", 20));
    }

    /** A small movie graph: ID spaces, several labels, every type, a gzipped file and a header file. */
    static void writeMovies(Path folder) throws IOException {
        Files.writeString(folder.resolve("graph.json"), """
                {
                  "nodes": [
                    {"files": ["movies.csv.gz"], "labels": ["Movie"]},
                    {"files": ["people-1.csv", "people-2.csv"], "header": "people-header.csv"}
                  ],
                  "relationships": [
                    {"files": ["acted_in.csv"], "type": "ACTED_IN"},
                    {"files": ["rated.csv"]}
                  ]
                }
                """);
        gzip(folder.resolve("movies.csv.gz"), """
                movieId:ID(Movie),title,released:int,rating:float,tags:string[],premiere:datetime,:LABEL,:IGNORE
                1,The Matrix,1999,8.7,action;sci-fi,1999-03-31T20:00:00-08:00,Sequel,x
                2,"Matrix, Reloaded",2003,7.2,,2003-05-15T21:00:00Z,,y
                """);
        Files.writeString(folder.resolve("people-header.csv"), "personId:ID(Person),name,born:date,active:boolean,"
                + "seen:localdatetime,scores:long[],:LABEL\n");
        Files.writeString(folder.resolve("people-1.csv"), """
                1,Keanu Reeves,1964-09-02,true,2024-01-02T03:04:05,1;2;3,Person;Actor
                2,Lana Wachowski,1965-06-21,false,,,Person;Director
                """);
        Files.writeString(folder.resolve("people-2.csv"), "3,\"\",,TRUE,2024-01-02T03:04,,Person\n");
        Files.writeString(folder.resolve("acted_in.csv"), """
                :START_ID(Person),role,:END_ID(Movie),weight:double
                1,Neo,1,1.5
                1,Neo,2,
                """);
        Files.writeString(folder.resolve("rated.csv"), """
                :START_ID(Person),:END_ID(Movie),:TYPE,stars:byte,on:date
                2,1,RATED,5,2020-02-29
                3,2,RATED,3,
                """);
    }

    static void gzip(Path file, String text) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    @Test
    void aPropertyGraphKeepsItsLabelsTypesAndTypedValues() throws IOException {
        writeMovies(folder);

        CsvGraphDataset csv = CsvGraphDataset.read(folder, 3);

        GraphSchema schema = csv.schema();
        assertThat(schema.kind()).isEqualTo(GraphSchema.PROPERTY);
        assertThat(schema.labels()).extracting(Label::graphName)
                .containsExactly("Movie", "Sequel", "Person", "Actor", "Director");
        assertThat(schema.label("Movie").properties()).containsExactly(Property.string("id"),
                Property.string("title"), Property.integer("released"), Property.of("rating", Property.Type.DOUBLE),
                Property.arrayOf("tags", Property.Type.STRING), Property.of("premiere", Property.Type.DATETIME));
        assertThat(schema.label("Actor").properties()).extracting(Property::toString).containsExactly("id:string",
                "name:string", "born:date", "active:boolean", "seen:localdatetime", "scores:long[]");
        RelType actedIn = schema.type("ACTED_IN");
        assertThat(actedIn.from()).isEqualTo(schema.label("Person"));
        assertThat(actedIn.to()).isEqualTo(schema.label("Movie"));
        assertThat(actedIn.properties()).extracting(Property::toString).containsExactly("role:string", "weight:double");
        assertThat(schema.type("RATED").properties()).extracting(Property::toString)
                .containsExactly("stars:long", "on:date");

        List<Node> nodes = all(csv.nodes());
        assertThat(nodes).extracting(node -> node.labels().stream().map(Label::graphName).toList() + node.id() + "@"
                + node.ordinal()).containsExactly("[Movie, Sequel]1@0", "[Movie]2@1", "[Person, Actor]1@2",
                "[Person, Director]2@3", "[Person]3@4");
        Node matrix = nodes.getFirst();
        assertThat(matrix.values()).containsExactly("1", "The Matrix", 1999L, 8.7, List.of("action", "sci-fi"),
                Instant.parse("1999-04-01T04:00:00Z"));
        assertThat(nodes.get(1).values()).containsExactly("2", "Matrix, Reloaded", 2003L, 7.2, null,
                Instant.parse("2003-05-15T21:00:00Z"));
        assertThat(nodes.get(2).values()).containsExactly("1", "Keanu Reeves", LocalDate.of(1964, 9, 2), true,
                LocalDateTime.of(2024, 1, 2, 3, 4, 5), List.of(1L, 2L, 3L));
        assertThat(nodes.get(4).values()).containsExactly("3", "", null, true, LocalDateTime.of(2024, 1, 2, 3, 4), null);

        List<Relationship> relationships = all(csv.relationships());
        assertThat(relationships).hasToString("[(1)-[:ACTED_IN {role=Neo, weight=1.5}]->(1),"
                + " (1)-[:ACTED_IN {role=Neo}]->(2), (2)-[:RATED {stars=5, on=2020-02-29}]->(1),"
                + " (3)-[:RATED {stars=3}]->(2)]");
        assertThat(relationships.getFirst().srcOrdinal()).isEqualTo(2);
        assertThat(relationships.getFirst().dstOrdinal()).isZero();

        Manifest manifest = csv.manifest();
        assertThat(manifest.counts().nodes()).containsEntry("Movie", 2L).containsEntry("Person", 3L)
                .containsEntry("Actor", 1L).containsEntry("Sequel", 1L);
        assertThat(manifest.counts().relationships()).containsEntry("ACTED_IN", 2L).containsEntry("RATED", 2L);
        assertThat(manifest.contentHash()).startsWith("sha256:");
        assertThat(csv.arguments().ids(schema.label("Actor"), "s", 3)).containsOnly("1");
        assertThat(csv.arguments().startNodes(actedIn, "s", 3)).containsOnly("1");
    }

    @Test
    void anEndedStreamStaysEnded() throws IOException {
        writeMovies(folder);
        CsvGraphDataset csv = CsvGraphDataset.read(folder, 3);
        Iterator<Node> nodes = csv.nodes();
        Iterator<Relationship> relationships = csv.relationships();
        all(nodes);
        all(relationships);
        assertThat(nodes.hasNext()).isFalse();
        assertThat(nodes.hasNext()).isFalse();
        assertThat(relationships.hasNext()).isFalse();
        assertThat(relationships.hasNext()).isFalse();
    }

    @Test
    void theHashIsOfTheGraphNotOfItsFiles() throws IOException {
        writeMovies(folder);
        String hash = CsvGraphDataset.read(folder, 3).manifest().contentHash();
        Files.writeString(folder.resolve("acted_in.csv"), """
                :START_ID(Person),role,:END_ID(Movie),weight:double
                "1","Neo",1,1.50
                1,Neo,2,
                """);
        assertThat(CsvGraphDataset.read(folder, 3).manifest().contentHash()).isEqualTo(hash);
        Files.writeString(folder.resolve("acted_in.csv"), """
                :START_ID(Person),role,:END_ID(Movie),weight:double
                1,Neo,1,1.25
                1,Neo,2,
                """);
        assertThat(CsvGraphDataset.read(folder, 3).manifest().contentHash()).isNotEqualTo(hash);
    }

    @Test
    void withoutGraphJsonFilesAreFoundByTheirNames() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,:LABEL\nann,Person\nbob,Person\n");
        gzip(folder.resolve("b.relationships.csv.gz"), ":START_ID,:END_ID,:TYPE\nann,bob,KNOWS\n");
        Files.writeString(folder.resolve("notes.csv"), "not,a,graph\n");

        Dataset csv = Datasets.parse("csv:" + folder, 1, 1, false);

        assertThat(csv.schema()).isSameAs(GraphSchema.ONE_LABEL_GRAPH);
        assertThat(all(csv.relationships())).containsExactly(new Relationship(RelType.LINK, 0, "ann", 1, "bob"));
        assertThat(csv.manifest().counts().relationships(RelType.LINK)).isEqualTo(1);
    }

    @Test
    void aNodesCsvHeadedByAnIdColumnIsReadInTheImportersConvention() throws IOException {
        Files.writeString(folder.resolve("nodes.csv"), "id:ID,name,:LABEL\na,Ann,Person\nb,Bob,Person\n");
        Files.writeString(folder.resolve("relationships.csv"), ":START_ID,:END_ID,:TYPE,since:int\na,b,KNOWS,2001\n");

        Dataset csv = Datasets.parse("csv:" + folder, 1, 1, false);

        assertThat(csv.schema().kind()).isEqualTo(GraphSchema.PROPERTY);
        assertThat(all(csv.relationships()).getFirst().values()).containsExactly(2001L);
    }

    @Test
    void theSameIdInTwoIdSpacesIsTwoNodes() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID(User),:LABEL\n1,User\n2,User\n");
        Files.writeString(folder.resolve("b.nodes.csv"), "id:ID(Movie),:LABEL\n1,Movie\n");
        Files.writeString(folder.resolve("c.relationships.csv"), ":START_ID(User),:END_ID(Movie),:TYPE\n1,1,RATED\n"
                + "2,1,RATED\n");

        Dataset csv = Datasets.parse("csv:" + folder, 1, 1, false);

        assertThat(all(csv.relationships())).extracting(r -> r.srcOrdinal() + ">" + r.dstOrdinal())
                .containsExactly("0>2", "1>2");
    }

    private void assertBad(String message) {
        assertThatThrownBy(() -> Datasets.parse("csv:" + folder, 1, 1, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void aHeaderWithAnUnknownOrUncarriedTypeIsOneLine() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,born:integer,:LABEL\n1,1,Person\n");
        assertBad("csv:" + folder.resolve("a.nodes.csv") + ": header field 2 'born:integer' has an unknown type"
                + " 'integer'; a property is int, long, short, byte, float, double, boolean, char, string, date,"
                + " datetime or localdatetime, or an array of one such as string[]");
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,where:point,:LABEL\n1,1,Person\n");
        assertBad("csv:" + folder.resolve("a.nodes.csv") + ": header field 2 'where:point' is of type point, which"
                + " graph-bench does not load: no engine besides Neo4j holds it alike; declare the column as where:string"
                + " to keep its text, or :IGNORE to leave it out");
    }

    @Test
    void aRowWithTheWrongNumberOfColumnsIsOneLine() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,name,:LABEL\n1,Ann,Person\n2,Bob,Smith,Person\n");
        Files.writeString(folder.resolve("b.relationships.csv"), ":START_ID,:END_ID,:TYPE\n1,2,KNOWS\n");
        assertBad("csv:" + folder.resolve("a.nodes.csv") + " line 3 has 4 columns; its header has 3 (id:ID,name,:LABEL):"
                + " quote a cell that holds the delimiter, and give every row a cell for each column");
    }

    @Test
    void aRelationshipToNoNodeIsOneLine() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID(Person),:LABEL\n1,Person\n");
        Files.writeString(folder.resolve("b.relationships.csv"), ":START_ID(Person),:END_ID(Person),:TYPE\n1,1,KNOWS\n"
                + "7,1,KNOWS\n");
        assertBad("csv:" + folder.resolve("b.relationships.csv") + " line 3, column 1 (:START_ID(Person)): names no"
                + " node: no node of ID space Person has id '7'; add the node to a node file, or remove the relationship");
    }

    @Test
    void aDuplicateIdWithinAnIdSpaceIsOneLine() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID(Person),:LABEL\n1,Person\n");
        Files.writeString(folder.resolve("b.nodes.csv"), "id:ID(Person),:LABEL\n2,Person\n1,Person\n");
        Files.writeString(folder.resolve("c.relationships.csv"), ":START_ID(Person),:END_ID(Person),:TYPE\n1,2,KNOWS\n");
        assertBad("csv:" + folder.resolve("b.nodes.csv") + " line 3, column 1 (id:ID(Person)): '1' is the id of another"
                + " node of ID space Person, in a.nodes.csv; give every node of an ID space an id of its own");
    }

    @Test
    void twoNodesOfALabelWithOneIdFromTwoIdSpacesAreOneLine() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID(Actors),:LABEL\n1,Person\n");
        Files.writeString(folder.resolve("b.nodes.csv"), "id:ID(Directors),:LABEL\n1,Person\n");
        Files.writeString(folder.resolve("c.relationships.csv"), ":START_ID(Actors),:END_ID(Directors),:TYPE\n1,1,KNOWS\n");
        assertBad("csv:" + folder + ": two Person nodes have id '1', of different ID spaces (in a.nodes.csv and"
                + " b.nodes.csv); graph-bench keys the nodes of a label by id (a table in SQL): give the nodes of each"
                + " label ids of their own");
    }

    @Test
    void aGraphJsonThatDoesNotParseIsNamedByItsLine() throws IOException {
        Files.writeString(folder.resolve("graph.json"), "{\n  \"nodes\": [\n    {\"files\": [\"a.csv\"]\n  ]\n}\n");
        assertThatThrownBy(() -> Datasets.parse("csv:" + folder, 1, 1, false))
                .hasMessageStartingWith("csv:" + folder.resolve("graph.json") + " line 4: ")
                .hasMessageEndingWith("; fix it as docs/dataset.md shows");
        Files.writeString(folder.resolve("graph.json"), "{\n  \"nodes\": [],\n  \"relationship\": []\n}\n");
        assertThatThrownBy(() -> Datasets.parse("csv:" + folder, 1, 1, false))
                .hasMessageStartingWith("csv:" + folder.resolve("graph.json") + " line 3: unknown key 'relationship';"
                        + " it takes ");
    }

    @Test
    void aGraphJsonNamingAMissingFileIsOneLine() throws IOException {
        Files.writeString(folder.resolve("graph.json"), "{\"nodes\": [{\"files\": [\"people.csv\"]}]}");
        assertBad("csv:" + folder.resolve("graph.json") + ": nodes[0] names people.csv, which is not in " + folder
                + "; put it there or fix the name");
    }

    @Test
    void aBadCellANodeWithoutALabelAndATypeBetweenUnrelatedLabelsAreOneLineEach() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,born:int,:LABEL\n1,1964,Person\n2,nineteen,Person\n");
        Files.writeString(folder.resolve("b.relationships.csv"), ":START_ID,:END_ID,:TYPE\n1,2,KNOWS\n");
        assertBad("csv:" + folder.resolve("a.nodes.csv") + " line 3, column 2 (born): 'nineteen' is not a whole number"
                + " (born:int); fix the cell, or declare the column's type to fit its values");
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,born:int,:LABEL\n1,1964,Person\n2,,\n");
        assertBad("csv:" + folder.resolve("a.nodes.csv") + " line 3: the node has no label; give it one in a :LABEL"
                + " column, or the file's \"labels\" in graph.json");
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,:LABEL\n1,Person\n2,Robot\n3,Movie\n");
        Files.writeString(folder.resolve("b.relationships.csv"), ":START_ID,:END_ID,:TYPE\n1,3,ACTED_IN\n2,3,ACTED_IN\n");
        assertBad("csv:" + folder.resolve("b.relationships.csv") + " line 3: this ACTED_IN relationship's start node is"
                + " Robot, which shares no label with the start nodes of the ACTED_IN relationships before it (Person,"
                + " from csv:" + folder.resolve("b.relationships.csv") + " line 2); graph-bench keeps a type between one"
                + " label and one label (a table each in SQL): give those nodes a label in common, or split the type in"
                + " two");
    }

    @Test
    void aPropertyOfTwoTypesInOneLabelIsOneLine() throws IOException {
        Files.writeString(folder.resolve("a.nodes.csv"), "id:ID,born:int,:LABEL\n1,1964,Person\n");
        Files.writeString(folder.resolve("b.nodes.csv"), "id:ID,born:date,:LABEL\n2,1964-01-01,Person\n");
        Files.writeString(folder.resolve("c.relationships.csv"), ":START_ID,:END_ID,:TYPE\n1,2,KNOWS\n");
        assertBad("csv:" + folder.resolve("b.nodes.csv") + " declares label Person's property born as date, and csv:"
                + folder.resolve("a.nodes.csv") + " as long; give a property one type in every file of a label or type");
    }
}
