package dev.graphbench.datagen;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.function.LongConsumer;
import java.util.zip.GZIPOutputStream;

/**
 * Writes a graph as a SNAP edge list: {@code #} comment lines saying what it is, then one relationship a
 * line, {@code start TAB end}; gzipped when the file name ends in {@code .gz}.
 * <ul>
 * <li>The generated graph's FOLLOWS relationships ({@link #write(DatasetSpec, Path, LongConsumer)}), each person by
 * the number of their id ({@code p107} is 107): a graph of known size and known answers to try
 * {@code --dataset snap:FILE} on.</li>
 * <li>Any graph of one label and one relationship type a run can load ({@link #write(Dataset, Path, LongConsumer)}):
 * the relationships the engines load, in the order they load them, after the dataset's rules (self-loops and
 * duplicates dropped as the dataset drops them, each relationship both ways when undirected), so that anyone
 * can count a run's answers again outside graph-bench. Read back as {@code snap:FILE} it is the same graph:
 * {@link SnapDataset#REPEATS_KEPT} keeps repeated lines, and {@link SnapDataset#ISOLATED_NODES} comments at the
 * end name the nodes without a relationship.</li>
 * </ul>
 */
public final class SnapExport {

    /** Node ids a line of {@link SnapDataset#ISOLATED_NODES} names. */
    private static final int IDS_A_LINE = 1_000;

    private SnapExport() {
    }

    /**
     * What an export wrote.
     *
     * @param relationships the relationship lines
     * @param nodes         the graph's nodes
     * @param isolated      of them, those without a relationship, named in the last comments
     * @param sha256        the hex SHA-256 of the relationship lines, {@code start TAB end} and a line feed each, as
     *                      {@code grep -v '^#' FILE | sha256sum} gives it ({@link #sha256(Iterator)})
     */
    public record Written(long relationships, long nodes, long isolated, String sha256) {
    }

    /**
     * Writes the relationships of {@code dataset}, a graph of one label and one relationship type whose node ids are
     * whole numbers, to {@code file}, creating its folder; the file is removed when it cannot be written whole.
     *
     * @param progress told how many more relationships are written, as they are
     * @throws IllegalArgumentException one line saying why the graph cannot be a SNAP edge list
     */
    public static Written write(Dataset dataset, Path file, LongConsumer progress) {
        if (dataset.schema().labels().size() != 1 || dataset.schema().types().size() != 1) {
            throw new IllegalArgumentException("a SNAP edge list holds a graph of one label and one relationship type;"
                    + " " + dataset.name() + " has " + dataset.schema().labels().size() + " labels and "
                    + dataset.schema().types().size() + " types");
        }
        Manifest manifest = dataset.manifest();
        boolean undirected = manifest.file() != null && manifest.file().undirected();
        long nodes = manifest.counts().totalNodes();
        MessageDigest digest = sha256();
        long written = 0;
        long isolated = 0;
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try (Writer out = open(file)) {
                out.write("# " + dataset.name() + (undirected ? " --undirected" : "") + ", seed " + dataset.seed()
                        + ": the relationships graph-bench loads, in its order, after the dataset's rules\n");
                out.write("# Nodes: " + nodes + " Edges: " + manifest.counts().totalRelationships() + "\n");
                out.write(SnapDataset.REPEATS_KEPT + "\n");
                out.write("# FromNodeId\tToNodeId\n");
                BitSet linked = new BitSet((int) Math.min(nodes, Integer.MAX_VALUE));
                long unreported = 0;
                for (Iterator<Relationship> relationships = dataset.relationships(); relationships.hasNext(); ) {
                    Relationship relationship = relationships.next();
                    String line = number(relationship.srcId(), dataset) + "\t" + number(relationship.dstId(), dataset)
                            + "\n";
                    out.write(line);
                    digest.update(line.getBytes(StandardCharsets.US_ASCII));
                    linked.set((int) relationship.srcOrdinal());
                    linked.set((int) relationship.dstOrdinal());
                    written++;
                    if (++unreported == 1 << 16) {
                        progress.accept(unreported);
                        unreported = 0;
                    }
                }
                progress.accept(unreported);
                isolated = writeIsolated(dataset, linked, out);
            }
        } catch (IOException e) {
            delete(file);
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            delete(file);
            throw e;
        }
        return new Written(written, nodes, isolated, HexFormat.of().formatHex(digest.digest()));
    }

    /** Names the nodes no line holds, in comments of {@value #IDS_A_LINE} ids at most; returns how many. */
    private static long writeIsolated(Dataset dataset, BitSet linked, Writer out) throws IOException {
        long isolated = 0;
        StringBuilder line = new StringBuilder(SnapDataset.ISOLATED_NODES);
        int inLine = 0;
        for (Iterator<Node> nodes = dataset.nodes(); nodes.hasNext(); ) {
            Node node = nodes.next();
            if (linked.get((int) node.ordinal())) {
                continue;
            }
            line.append(' ').append(number(node.id(), dataset));
            isolated++;
            if (++inLine == IDS_A_LINE) {
                out.write(line.append('\n').toString());
                line.setLength(SnapDataset.ISOLATED_NODES.length());
                inLine = 0;
            }
        }
        if (inLine > 0) {
            out.write(line.append('\n').toString());
        }
        return isolated;
    }

    /**
     * The hex SHA-256 of {@code relationships} as an export writes them, a line {@code start TAB end} each: the
     * export's {@link Written#sha256()}, for the graph a run loads.
     */
    public static String sha256(Iterator<Relationship> relationships) {
        MessageDigest digest = sha256();
        while (relationships.hasNext()) {
            Relationship relationship = relationships.next();
            digest.update((relationship.srcId() + "\t" + relationship.dstId() + "\n").getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /** {@code id} when it is a whole number as a SNAP edge list names a node, and reads back the same. */
    private static String number(String id, Dataset dataset) {
        boolean digits = !id.isEmpty() && id.length() <= 18 && (id.length() == 1 || id.charAt(0) != '0');
        for (int i = 0; digits && i < id.length(); i++) {
            digits = id.charAt(i) >= '0' && id.charAt(i) <= '9';
        }
        if (!digits) {
            throw new IllegalArgumentException("a SNAP edge list names nodes by whole numbers (no sign, no leading"
                    + " zero), and " + dataset.name() + " has a node '" + id + "'; give its nodes such numbers for ids"
                    + " to write it as one");
        }
        return id;
    }

    private static Writer open(Path file) throws IOException {
        OutputStream raw = Files.newOutputStream(file);
        return new BufferedWriter(new OutputStreamWriter(file.getFileName().toString().endsWith(".gz")
                ? new GZIPOutputStream(raw, 1 << 16) : raw, StandardCharsets.US_ASCII), 1 << 16);
    }

    private static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // What was written stays; the failure that led here is the one to say.
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /**
     * Writes the FOLLOWS relationships of {@code spec}'s graph to {@code file}, creating its folder.
     *
     * @param progress told how many more relationships are written, as they are
     * @return how many relationships were written
     */
    public static long write(DatasetSpec spec, Path file, LongConsumer progress) {
        String prefix = Label.PERSON.idPrefix();
        long written = 0;
        try {
            Path folder = file.toAbsolutePath().getParent();
            Files.createDirectories(folder);
            try (OutputStream raw = Files.newOutputStream(file);
                 Writer out = new BufferedWriter(new OutputStreamWriter(file.getFileName().toString().endsWith(".gz")
                         ? new GZIPOutputStream(raw, 1 << 16) : raw, StandardCharsets.US_ASCII), 1 << 16)) {
                out.write("# The FOLLOWS relationships of graph-bench's generated graph, generator "
                        + Generator.VERSION + ", scale factor " + spec.scaleFactor() + ", seed " + spec.seed() + "\n");
                out.write("# Nodes: " + spec.nodes(Label.PERSON) + " people, each by the number of its id\n");
                out.write("# FromNodeId\tToNodeId\n");
                long unreported = 0;
                for (Iterator<Relationship> relationships = new Generator(spec).relationships();
                     relationships.hasNext(); ) {
                    Relationship relationship = relationships.next();
                    if (relationship.type() != RelType.FOLLOWS) {
                        // Relationships stream type by type: once FOLLOWS is done, none is left.
                        if (written > 0) {
                            break;
                        }
                        continue;
                    }
                    out.write(relationship.srcId(), prefix.length(), relationship.srcId().length() - prefix.length());
                    out.write('\t');
                    out.write(relationship.dstId(), prefix.length(), relationship.dstId().length() - prefix.length());
                    out.write('\n');
                    written++;
                    if (++unreported == 1 << 16) {
                        progress.accept(unreported);
                        unreported = 0;
                    }
                }
                progress.accept(unreported);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
        return written;
    }
}
