package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * A graph from a SNAP edge list ({@code snap:FILE}): one node label, {@link #LABEL}, and one relationship
 * type, {@link #TYPE}; each line two whole numbers, the ids of a relationship's start and end,
 * separated by tabs or spaces; {@code #} lines are comments; plain or {@code .gz}. A node's id is its
 * number as text.
 *
 * <p>The file is read once when the dataset is made, to check every line and count and hash it (twice when
 * a start node's lines come in more than one place), and again each time the relationships are streamed;
 * it is never held. What is held is the set of node ids, sorted, which numbers the nodes (ordinal =
 * position), the nodes with a relationship going out, which start nodes are drawn from, and the pairs of
 * the start nodes whose lines are not together ({@link RepeatedLines}).
 *
 * <p>Rules, the same for every engine and counted in the manifest: a line from a node to itself is
 * dropped, and brings no node (a node named only by such lines is not loaded); a line that repeats an
 * earlier line, the same start and end, wherever it is in the file, is dropped; undirected
 * ({@code --undirected}), each line is two relationships, one each way.
 *
 * <p>Two comments of a file {@code bench datagen} wrote ({@link SnapExport}) make it the graph a run loaded, exactly:
 * {@link #REPEATS_KEPT}, before the first relationship, keeps repeated lines (a Kronecker graph keeps its
 * duplicates); {@link #ISOLATED_NODES} names nodes that no line can, those without a relationship. The ids
 * are found in one step by a table ({@link NodeNumbers}).
 */
public final class SnapDataset implements Dataset {

    /** The label of every node. */
    public static final String LABEL = Label.NODE.graphName();
    /** The type of every relationship. */
    public static final String TYPE = RelType.LINK.name();
    /** The rules the file is read by; part of the content hash, raised whenever they change. */
    private static final int RULES = 2;
    /** A comment saying that every line is a relationship, repeated lines too. */
    public static final String REPEATS_KEPT = "# graph-bench: every line is a relationship, repeated lines too";
    /** The start of a comment naming nodes without a relationship: their ids after it, separated by spaces. */
    public static final String ISOLATED_NODES = "# graph-bench: nodes without a relationship:";

    private static final GraphSchema SCHEMA = GraphSchema.ONE_LABEL_GRAPH;

    private final Path file;
    private final boolean undirected;
    /** Whether the file says every line is a relationship ({@link #REPEATS_KEPT}). */
    private final boolean repeatsKept;
    private final long seed;
    private final long[] ids;
    private final NodeNumbers ordinals;
    private final int[] starts;
    /** The start nodes whose lines come in more than one place, ascending: their repeats are found over the file. */
    private final long[] scattered;
    private final Manifest manifest;

    private SnapDataset(Path file, boolean undirected, boolean repeatsKept, long seed, long[] ids, NodeNumbers ordinals,
                        int[] starts, long[] scattered, Manifest manifest) {
        this.file = file;
        this.scattered = scattered;
        this.undirected = undirected;
        this.repeatsKept = repeatsKept;
        this.seed = seed;
        this.ids = ids;
        this.ordinals = ordinals;
        this.starts = starts;
        this.manifest = manifest;
    }

    /**
     * Reads {@code file} once, checking every line.
     *
     * @throws IllegalArgumentException one line naming the file and what is wrong: missing, empty, a line that
     *                                  is not two whole numbers (its number and text), a truncated {@code .gz}
     */
    public static SnapDataset read(Path file, boolean undirected, long seed) {
        String name = "snap:" + file;
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException(name + " is a folder; give the path of a SNAP edge list file in it,"
                    + " plain or .gz");
        }
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(name + ": no such file; give the path of a SNAP edge list, plain or .gz");
        }
        MessageDigest digest = sha256();
        RepeatedLines.Runs runs = new RepeatedLines.Runs();
        Lines counted = count(file, name, undirected, digest, new RepeatedLines(new long[0]), runs);
        boolean repeatsKept = counted.markers().repeatsKept;
        long[] scattered = repeatsKept ? new long[0] : runs.scattered();
        if (scattered.length > 0) {
            // Lines of a start node in more than one place: counted again, with their pairs kept whole.
            counted = count(file, name, undirected, null, new RepeatedLines(scattered), null);
        }
        LongSets nodes = counted.nodes();
        LongSets sources = counted.sources();
        long relationships = counted.relationships();
        long selfLoops = counted.selfLoops();
        long duplicates = counted.duplicates();
        if (relationships == 0) {
            throw new IllegalArgumentException(name + " has no relationships (" + selfLoops + " self-loops dropped);"
                    + " a SNAP edge list has one relationship a line, two whole numbers");
        }
        long[] ids = nodes.toSortedArray();
        if (ids.length > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(name + " has " + ids.length + " nodes, more than graph-bench numbers");
        }
        NodeNumbers ordinals = new NodeNumbers(ids);
        long[] withOut = sources.toSortedArray();
        int[] starts = new int[withOut.length];
        for (int i = 0; i < withOut.length; i++) {
            starts[i] = ordinals.ordinal(withOut[i]);
        }
        String fileSha = HexFormat.of().formatHex(digest.digest());
        long bytes;
        try {
            bytes = Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Manifest manifest = new Manifest(null, 0, seed,
                new GraphCounts(Map.of(LABEL, (long) ids.length), Map.of(TYPE, relationships)),
                "sha256:" + sha256Hex("snap\n" + fileSha + "\nundirected=" + undirected + "\nrules=" + RULES
                        + counted.markers().inHash()), name,
                new Manifest.DatasetFile(file.getFileName().toString(), bytes, fileSha, undirected, selfLoops,
                        duplicates));
        return new SnapDataset(file, undirected, repeatsKept, seed, ids, ordinals, starts, scattered, manifest);
    }

    /** What reading the file kept: the nodes, the start nodes, the counts of what was kept and dropped, the comments. */
    private record Lines(LongSets nodes, LongSets sources, long relationships, long selfLoops, long duplicates,
                         SnapMarkers markers) {
    }

    /**
     * Reads {@code file} through, each line checked, dropping self-loops and the lines {@code repeats} finds;
     * {@code digest} and {@code runs}, when given, see every byte and every start node.
     */
    private static Lines count(Path file, String name, boolean undirected, MessageDigest digest, RepeatedLines repeats,
                               RepeatedLines.Runs runs) {
        LongSets nodes = new LongSets();
        LongSets sources = new LongSets();
        SnapMarkers markers = new SnapMarkers(nodes, name);
        long relationships = 0;
        long selfLoops = 0;
        long duplicates = 0;
        try (InputStream in = open(file, digest)) {
            EdgeListReader lines = new EdgeListReader(in, name).onComment(markers::read);
            while (lines.next()) {
                markers.relationshipRead();
                long source = lines.source();
                long target = lines.target();
                if (runs != null) {
                    runs.line(source);
                }
                if (source == target) {
                    selfLoops++;
                    continue;
                }
                if (!markers.repeatsKept && repeats.repeats(source, target)) {
                    duplicates++;
                    continue;
                }
                nodes.add(source);
                nodes.add(target);
                sources.add(source);
                if (undirected) {
                    sources.add(target);
                }
                relationships += undirected ? 2 : 1;
            }
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(name + ": no such file; give the path of a SNAP edge list, plain or .gz");
        } catch (ZipException e) {
            throw new IllegalArgumentException(name + " is not a whole .gz file (" + e.getMessage() + "); download it"
                    + " again, or give it plain");
        } catch (IOException e) {
            throw new IllegalArgumentException(name + " cannot be read: " + e.getMessage(), e);
        }
        return new Lines(nodes, sources, relationships, selfLoops, duplicates, markers);
    }

    @Override
    public String name() {
        return manifest.dataset();
    }

    @Override
    public String label() {
        return "snap-" + Datasets.stem(file.getFileName().toString());
    }

    @Override
    public GraphSchema schema() {
        return SCHEMA;
    }

    @Override
    public Iterator<Node> nodes() {
        Label label = SCHEMA.labels().getFirst();
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < ids.length;
            }

            @Override
            public Node next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Node node = new Node(label, next, new Object[] {Long.toString(ids[next])});
                next++;
                return node;
            }
        };
    }

    @Override
    public Iterator<Relationship> relationships() {
        return new Relationships();
    }

    @Override
    public Manifest manifest() {
        return manifest;
    }

    @Override
    public ArgumentLists arguments() {
        return new ArgumentLists(seed, new ArgumentLists.Nodes() {
            @Override
            public int labelIndex(Label label) {
                return 0;
            }

            @Override
            public int count(Label label) {
                return ids.length;
            }

            @Override
            public String id(Label label, int index) {
                return Long.toString(ids[index]);
            }

            @Override
            public int startCount(RelType type) {
                return starts.length;
            }

            @Override
            public String start(RelType type, int index) {
                return Long.toString(ids[starts[index]]);
            }
        });
    }

    @Override
    public long seed() {
        return seed;
    }

    /** The relationships, the file read again; undirected, each line's two one after the other. */
    private final class Relationships implements Iterator<Relationship> {
        private final RelType type = SCHEMA.types().getFirst();
        private final InputStream in;
        private final EdgeListReader lines;
        private final RepeatedLines seen = new RepeatedLines(scattered);
        private Relationship next;
        private Relationship reverse;
        private boolean done;

        Relationships() {
            try {
                in = open(file, null);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + " again: " + e.getMessage(), e);
            }
            lines = new EdgeListReader(in, name());
        }

        @Override
        public boolean hasNext() {
            if (next != null) {
                return true;
            }
            if (reverse != null) {
                next = reverse;
                reverse = null;
                return true;
            }
            if (done) {
                return false;
            }
            try {
                while (lines.next()) {
                    long source = lines.source();
                    long target = lines.target();
                    if (source == target || !repeatsKept && seen.repeats(source, target)) {
                        continue;
                    }
                    int from = ordinals.ordinal(source);
                    int to = ordinals.ordinal(target);
                    String sourceId = Long.toString(source);
                    String targetId = Long.toString(target);
                    next = new Relationship(type, from, sourceId, to, targetId);
                    if (undirected) {
                        reverse = new Relationship(type, to, targetId, from, sourceId);
                    }
                    return true;
                }
                done = true;
                in.close();
                return false;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + " again: " + e.getMessage(), e);
            }
        }

        @Override
        public Relationship next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Relationship relationship = next;
            next = null;
            return relationship;
        }
    }

    private static InputStream open(Path file, MessageDigest digest) throws IOException {
        InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
        if (digest != null) {
            raw = new DigestInputStream(raw, digest);
        }
        return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    private static String sha256Hex(String text) {
        return HexFormat.of().formatHex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
