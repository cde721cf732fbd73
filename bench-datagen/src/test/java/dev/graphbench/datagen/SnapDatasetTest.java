package dev.graphbench.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A SNAP edge list read as a graph: checked once, streamed again, its rules counted, its mistakes named. */
class SnapDatasetTest {

    @TempDir
    Path folder;

    private Path file(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    private static <T> List<T> all(Iterator<T> items) {
        List<T> list = new ArrayList<>();
        items.forEachRemaining(list::add);
        return list;
    }

    @Test
    void aFileIsNodesNumberedBySortedIdAndItsLinesAsRelationships() throws IOException {
        SnapDataset snap = SnapDataset.read(file("tiny.txt", """
                # Directed graph: tiny
                # FromNodeId\tToNodeId
                30\t10
                30  20
                10\t30
                20\t20

                20 10\r
                20 10
                """), false, 42);

        assertThat(snap.schema()).isSameAs(GraphSchema.ONE_LABEL_GRAPH);
        assertThat(all(snap.nodes())).extracting(Node::id).containsExactly("10", "20", "30");
        assertThat(all(snap.nodes())).extracting(Node::ordinal).containsExactly(0L, 1L, 2L);
        assertThat(all(snap.relationships())).extracting(r -> r.srcId() + ">" + r.dstId() + " " + r.srcOrdinal() + ">"
                + r.dstOrdinal()).containsExactly("30>10 2>0", "30>20 2>1", "10>30 0>2", "20>10 1>0");
        Manifest manifest = snap.manifest();
        assertThat(manifest.counts().nodes(Label.NODE)).isEqualTo(3);
        assertThat(manifest.counts().relationships(RelType.LINK)).isEqualTo(4);
        assertThat(manifest.file().selfLoopsDropped()).isEqualTo(1);
        assertThat(manifest.file().duplicatesDropped()).isEqualTo(1);
        assertThat(manifest.file().name()).isEqualTo("tiny.txt");
        assertThat(manifest.file().sha256()).hasSize(64);
        assertThat(manifest.contentHash()).startsWith("sha256:");
        assertThat(snap.label()).isEqualTo("snap-tiny");
        assertThat(snap.name()).isEqualTo("snap:" + folder.resolve("tiny.txt"));
        // Start nodes have a relationship going out: all three here.
        assertThat(new HashSet<>(snap.arguments().startNodes(RelType.LINK, "s", 50))).containsExactlyInAnyOrder("10",
                "20", "30");
    }

    @Test
    void undirectedEachLineIsTwoRelationshipsAndEveryEndCanStart() throws IOException {
        SnapDataset snap = SnapDataset.read(file("pair.txt", "1\t2\n2\t3\n"), true, 42);

        assertThat(all(snap.relationships())).extracting(r -> r.srcId() + ">" + r.dstId())
                .containsExactly("1>2", "2>1", "2>3", "3>2");
        assertThat(snap.manifest().counts().relationships(RelType.LINK)).isEqualTo(4);
        assertThat(new HashSet<>(snap.arguments().startNodes(RelType.LINK, "s", 50))).containsExactlyInAnyOrder("1",
                "2", "3");
        assertThat(snap.manifest().contentHash())
                .isNotEqualTo(SnapDataset.read(folder.resolve("pair.txt"), false, 42).manifest().contentHash());
    }

    @Test
    void aGzippedFileReadsAsThePlainOne() throws IOException {
        String text = "# c\n5 6\n6 7\n7 5\n";
        Path gz = folder.resolve("ring.txt.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(text.getBytes(StandardCharsets.US_ASCII));
        }
        SnapDataset zipped = SnapDataset.read(gz, false, 1);
        SnapDataset plain = SnapDataset.read(file("ring.txt", text), false, 1);

        assertThat(all(zipped.relationships())).isEqualTo(all(plain.relationships()));
        assertThat(zipped.label()).isEqualTo("snap-ring");
    }

    @Test
    void theGeneratedFollowsGraphWrittenAsSnapReadsBackWithItsCounts() {
        DatasetSpec spec = DatasetSpec.of(0.01, 42);
        Path file = folder.resolve("follows.txt.gz");
        long written = SnapExport.write(spec, file, progress -> { });
        Manifest generated = new Generator(spec).manifest();

        SnapDataset snap = SnapDataset.read(file, false, 42);

        assertThat(written).isEqualTo(generated.counts().relationships(RelType.FOLLOWS));
        assertThat(snap.manifest().counts().relationships(RelType.LINK)).isEqualTo(written);
        assertThat(snap.manifest().file().selfLoopsDropped()).isZero();
        assertThat(snap.manifest().file().duplicatesDropped()).isZero();
        Set<String> followed = new HashSet<>();
        for (Relationship relationship : all(snap.relationships())) {
            followed.add(relationship.dstId());
        }
        assertThat(snap.manifest().counts().nodes(Label.NODE)).isGreaterThanOrEqualTo(followed.size());
    }

    /**
     * A repeated line is dropped wherever it is: right after its first, later in its start node's run of lines, or in
     * another run of that node's lines further down (a file not grouped by its first column). Each kept line is one
     * relationship, the same when the relationships are streamed as when the file was counted.
     */
    @Test
    void aRepeatedLineIsDroppedWhereverItIsInTheFile() throws IOException {
        SnapDataset snap = SnapDataset.read(file("repeats.txt", """
                1 2
                1 2
                1 3
                1 2
                2 3
                1 3
                1 4
                2 3
                3 1
                """), false, 42);

        assertThat(all(snap.relationships())).extracting(r -> r.srcId() + ">" + r.dstId())
                .containsExactly("1>2", "1>3", "2>3", "1>4", "3>1");
        assertThat(snap.manifest().counts().relationships(RelType.LINK)).isEqualTo(5);
        assertThat(snap.manifest().file().duplicatesDropped()).isEqualTo(4);
        // The same lines grouped by start node: the same graph, the same counts.
        SnapDataset grouped = SnapDataset.read(file("grouped.txt", "1 2\n1 2\n1 3\n1 2\n1 3\n1 4\n2 3\n2 3\n3 1\n"),
                false, 42);
        assertThat(all(grouped.relationships())).extracting(r -> r.srcId() + ">" + r.dstId())
                .containsExactlyInAnyOrder("1>2", "1>3", "2>3", "1>4", "3>1");
        assertThat(grouped.manifest().file().duplicatesDropped()).isEqualTo(4);
    }

    /** A self-loop line is dropped whole: a node it alone names is not loaded. */
    @Test
    void aNodeNamedOnlyBySelfLoopsIsNotLoaded() throws IOException {
        SnapDataset snap = SnapDataset.read(file("loops.txt", "5 5\n1 2\n2 2\n"), false, 42);

        assertThat(all(snap.nodes())).extracting(Node::id).containsExactly("1", "2");
        assertThat(snap.manifest().counts().nodes(Label.NODE)).isEqualTo(2);
        assertThat(snap.manifest().file().selfLoopsDropped()).isEqualTo(2);
    }

    @Test
    void aFolderIsNamedAsOne() {
        assertThatThrownBy(() -> SnapDataset.read(folder, false, 1))
                .hasMessage("snap:" + folder + " is a folder; give the path of a SNAP edge list file in it, plain or .gz");
    }

    @Test
    void aMalformedLineIsNamedWithItsNumberAndText() throws IOException {
        assertThatThrownBy(() -> SnapDataset.read(file("bad.txt", "# ok\n1\t2\n3\tfour\n"), false, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("snap:" + folder.resolve("bad.txt") + " line 3 is not two whole numbers separated by tabs"
                        + " or spaces: '3\tfour'; a SNAP edge list has one relationship a line, # for comments");
        assertThatThrownBy(() -> SnapDataset.read(file("one.txt", "1\n2 3\n"), false, 1))
                .hasMessageContaining("line 1 is not two whole numbers").hasMessageContaining("'1'");
        assertThatThrownBy(() -> SnapDataset.read(file("three.txt", "1 2 3\n"), false, 1))
                .hasMessageContaining("line 1 is not two whole numbers").hasMessageContaining("'1 2 3'");
        assertThatThrownBy(() -> SnapDataset.read(file("minus.txt", "1 -2\n"), false, 1))
                .hasMessageContaining("line 1 is not two whole numbers");
        assertThatThrownBy(() -> SnapDataset.read(file("decimal.txt", "1 2.5\n"), false, 1))
                .hasMessageContaining("line 1 is not two whole numbers");
    }

    @Test
    void anEmptyFileAMissingOneAndATruncatedGzAreEachOneLine() throws IOException {
        assertThatThrownBy(() -> SnapDataset.read(file("empty.txt", "# only comments\n"), false, 1))
                .hasMessage("snap:" + folder.resolve("empty.txt") + " has no relationships (0 self-loops dropped); a SNAP"
                        + " edge list has one relationship a line, two whole numbers");
        assertThatThrownBy(() -> SnapDataset.read(folder.resolve("absent.txt"), false, 1))
                .hasMessage("snap:" + folder.resolve("absent.txt") + ": no such file; give the path of a SNAP edge list,"
                        + " plain or .gz");
        byte[] whole;
        Path gz = folder.resolve("cut.txt.gz");
        try (var bytes = new java.io.ByteArrayOutputStream(); OutputStream out = new GZIPOutputStream(bytes)) {
            for (int i = 0; i < 20_000; i++) {
                out.write((i + "\t" + (i + 1) + "\n").getBytes(StandardCharsets.US_ASCII));
            }
            out.close();
            whole = bytes.toByteArray();
        }
        Files.write(gz, Arrays.copyOf(whole, whole.length / 2));
        assertThatThrownBy(() -> SnapDataset.read(gz, false, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("snap:" + gz).hasMessageContaining("truncated");
    }
}
