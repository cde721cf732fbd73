package dev.graphbench.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder of CSV files as a graph: the generated layout read back as the generator made it, or any graph. */
class CsvDatasetTest {

    @TempDir
    Path folder;

    private static <T> List<T> all(Iterator<T> items) {
        List<T> list = new ArrayList<>();
        items.forEachRemaining(list::add);
        return list;
    }

    @Test
    void whatDatagenWritesReadsBackAsTheGeneratedGraph() {
        Generator generator = new Generator(DatasetSpec.of(0.001, 42));
        CsvExport.write(generator, folder, records -> { });

        CsvDataset csv = CsvDataset.read(folder, 42);

        assertThat(csv.schema()).isSameAs(GraphSchema.GENERATED);
        assertThat(all(csv.nodes())).isEqualTo(all(generator.nodes()));
        assertThat(all(csv.relationships())).isEqualTo(all(generator.relationships()));
        assertThat(csv.manifest().counts()).isEqualTo(generator.manifest().counts());
        assertThat(csv.arguments().ids(Label.PERSON, "s", 3)).allMatch(id -> id.startsWith("p"));
    }

    @Test
    void anyGraphOfOneLabelAndOneTypeIsReadAsNodeAndLink() throws IOException {
        Files.writeString(folder.resolve("nodes.csv"), "id,label\nann,Person\nbob,Person\n\"c, d\",Person\n");
        Files.writeString(folder.resolve("relationships.csv"), "source,target,type\nann,bob,KNOWS\nbob,\"c, d\",KNOWS\n");

        CsvDataset csv = CsvDataset.read(folder, 1);

        assertThat(csv.schema()).isSameAs(GraphSchema.ONE_LABEL_GRAPH);
        assertThat(all(csv.nodes())).extracting(Node::id).containsExactly("ann", "bob", "c, d");
        assertThat(all(csv.relationships())).extracting(Relationship::dstId).containsExactly("bob", "c, d");
        assertThat(csv.manifest().counts().relationships(RelType.LINK)).isEqualTo(2);
        assertThat(csv.arguments().startNodes(RelType.LINK, "s", 10)).allMatch(id -> id.equals("ann") || id.equals("bob"));
    }

    @Test
    void aGraphOfSeveralLabelsKeepsItsNamesNodesGroupedByLabel() throws IOException {
        Files.writeString(folder.resolve("nodes.csv"), "id,label\nu1,User\nf1,File\nu2,User\n");
        Files.writeString(folder.resolve("relationships.csv"), "source,target,type\nu1,f1,OWNS\nu2,f1,OWNS\nu1,u2,KNOWS\n");

        CsvDataset csv = CsvDataset.read(folder, 1);

        assertThat(csv.schema().kind()).isEqualTo(GraphSchema.PROPERTY);
        assertThat(csv.schema().labels()).extracting(Label::graphName).containsExactly("User", "File");
        assertThat(all(csv.nodes())).extracting(node -> node.label() + ":" + node.id() + "@" + node.ordinal())
                .containsExactly("User:u1@0", "User:u2@1", "File:f1@2");
        assertThat(all(csv.relationships())).extracting(r -> r.type() + ":" + r.srcId() + ">" + r.dstId())
                .containsExactly("OWNS:u1>f1", "OWNS:u2>f1", "KNOWS:u1>u2");
    }

    @Test
    void aMissingFileOrColumnABadValueAndAnUnknownEndAreEachOneLine() throws IOException {
        assertThatThrownBy(() -> CsvDataset.read(folder.resolve("none"), 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("csv:" + folder.resolve("none") + ": no such folder; give a folder of CSV files (bench"
                        + " datagen writes one)");
        assertThatThrownBy(() -> CsvDataset.read(folder, 1))
                .hasMessageStartingWith("csv:" + folder + " has no Org.csv; it needs id,name rows there");
        Files.writeString(folder.resolve("nodes.csv"), "id,kind\na,Node\n");
        Files.writeString(folder.resolve("relationships.csv"), "source,target,type\na,a,LINK\n");
        assertThatThrownBy(() -> CsvDataset.read(folder, 1))
                .hasMessage("csv:" + folder.resolve("nodes.csv") + " has no column label; its header is id,kind, and it"
                        + " needs id,label");
        Files.writeString(folder.resolve("nodes.csv"), "id,label\na,Node\n");
        Files.writeString(folder.resolve("relationships.csv"), "source,target,type\na,b,LINK\n");
        assertThatThrownBy(() -> CsvDataset.read(folder, 1))
                .hasMessage("csv:" + folder.resolve("relationships.csv") + " line 2: no node has id 'b'; every relationship"
                        + " joins nodes of nodes.csv");
        Path generated = Files.createDirectory(folder.resolve("generated"));
        CsvExport.write(new Generator(DatasetSpec.of(0.001, 42)), generated, records -> { });
        Files.writeString(generated.resolve("Repo.csv"), "id,name,language,stars\nr0,x,Java,many\n");
        assertThatThrownBy(() -> CsvDataset.read(generated, 1))
                .hasMessage("csv:" + generated.resolve("Repo.csv") + " line 2: stars must be a whole number, got 'many'");
    }
}
