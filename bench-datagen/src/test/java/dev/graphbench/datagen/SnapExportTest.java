package dev.graphbench.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Any graph a run loads written out as a SNAP edge list, and read back as {@code snap:FILE}: the same nodes, the
 * same relationships in the same order (repeats kept, as a Kronecker graph keeps them), so the same counts, the same
 * hash of the relationships and the same arguments drawn.
 */
class SnapExportTest {

    @TempDir
    Path folder;

    @Test
    void aKroneckerGraphWrittenOutReadsBackAsTheSameGraph() throws IOException {
        for (boolean undirected : List.of(false, true)) {
            KroneckerDataset kronecker = new KroneckerDataset(10, undirected, DatasetSpec.DEFAULT_SEED);
            Path file = folder.resolve("kronecker10-" + undirected + ".txt.gz");

            SnapExport.Written written = SnapExport.write(kronecker, file, progress -> { });
            // The file holds both ways already: read as it is, not undirected again.
            SnapDataset snap = SnapDataset.read(file, false, DatasetSpec.DEFAULT_SEED);

            assertThat(written.relationships()).isEqualTo(kronecker.manifest().counts().totalRelationships());
            assertThat(written.nodes()).isEqualTo(1024);
            assertThat(written.isolated()).as("nodes without a relationship, which no line holds").isPositive();
            assertThat(snap.manifest().counts()).isEqualTo(kronecker.manifest().counts());
            assertThat(snap.manifest().file().duplicatesDropped()).isZero();
            assertThat(snap.manifest().file().selfLoopsDropped()).isZero();
            String hash = SnapExport.sha256(kronecker.relationships());
            assertThat(written.sha256()).isEqualTo(hash).isEqualTo(relationshipLinesSha256(file));
            assertThat(SnapExport.sha256(snap.relationships())).isEqualTo(hash);
            // Every engine is asked from the same nodes on either.
            Label node = kronecker.schema().labels().getFirst();
            RelType type = kronecker.schema().types().getFirst();
            assertThat(snap.arguments().startNodes(type, "reach-4/timed", 200))
                    .isEqualTo(kronecker.arguments().startNodes(type, "reach-4/timed", 200));
            assertThat(snap.arguments().ids(node, "any/timed", 200))
                    .isEqualTo(kronecker.arguments().ids(node, "any/timed", 200));
        }
    }

    @Test
    void aSnapFileWrittenOutIsItsGraphAfterItsRules() throws IOException {
        Path source = Files.writeString(folder.resolve("ring.txt"), "# a ring, a self-loop, a repeat\n1 2\n1 2\n2 3\n3 3\n3 1\n");
        SnapDataset undirected = SnapDataset.read(source, true, 7);
        Path file = folder.resolve("ring-both-ways.txt");

        SnapExport.Written written = SnapExport.write(undirected, file, progress -> { });

        assertThat(Files.readAllLines(file).stream().filter(line -> !line.startsWith("#")))
                .containsExactly("1\t2", "2\t1", "2\t3", "3\t2", "3\t1", "1\t3");
        assertThat(written.isolated()).isZero();
        assertThat(SnapDataset.read(file, false, 7).manifest().counts()).isEqualTo(undirected.manifest().counts());
    }

    @Test
    void aGraphThatIsNoEdgeListIsRefusedAndNothingIsLeft() throws IOException {
        Path csv = Files.createDirectories(folder.resolve("people"));
        Files.writeString(csv.resolve("nodes.csv"), "id,label\nann,Node\nbob,Node\n");
        Files.writeString(csv.resolve("relationships.csv"), "source,target,type\nann,bob,LINK\n");
        Path file = folder.resolve("people.txt");
        assertThatThrownBy(() -> SnapExport.write(CsvDataset.read(csv, 1), file, progress -> { }))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a SNAP edge list names nodes by whole numbers (no sign, no leading zero), and csv:" + csv
                        + " has a node 'ann'; give its nodes such numbers for ids to write it as one");
        assertThat(file).doesNotExist();

        Path generated = folder.resolve("generated");
        CsvExport.write(new Generator(DatasetSpec.of(0.001, 1)), generated, records -> { });
        assertThatThrownBy(() -> SnapExport.write(CsvDataset.read(generated, 1), file, progress -> { }))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a SNAP edge list holds a graph of one label and one relationship type; csv:" + generated
                        + " has 6 labels and 10 types");
        assertThat(file).doesNotExist();
    }

    @Test
    void theMarkersOfAnExportAreReadOnlyWhereTheyBelong() throws IOException {
        // Repeats are kept only when the file says so before its first relationship; nodes named are nodes.
        Path late = Files.writeString(folder.resolve("late.txt"), "1 2\n" + SnapDataset.REPEATS_KEPT + "\n1 2\n"
                + SnapDataset.ISOLATED_NODES + " 9 11\n");
        SnapDataset read = SnapDataset.read(late, false, 1);
        assertThat(read.manifest().file().duplicatesDropped()).isEqualTo(1);
        assertThat(read.manifest().counts().totalNodes()).isEqualTo(4);
        Path bad = Files.writeString(folder.resolve("bad.txt"), "1 2\n" + SnapDataset.ISOLATED_NODES + " 9 x\n");
        assertThatThrownBy(() -> SnapDataset.read(bad, false, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("snap:" + bad + ": 'x' after '" + SnapDataset.ISOLATED_NODES + "' is not a node id; that"
                        + " comment lists whole numbers separated by spaces");
    }

    /** What {@code zcat FILE | grep -v '^#' | sha256sum} prints. */
    private static String relationshipLinesSha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.US_ASCII))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.startsWith("#")) {
                    digest.update((line + "\n").getBytes(StandardCharsets.US_ASCII));
                }
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
