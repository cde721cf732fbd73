package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * A Kronecker graph as Graph500's generator makes it ({@code kronecker:SCALE}): 2^SCALE nodes and 16
 * relationships a node on average, each relationship's ends chosen bit by bit from the initiator
 * probabilities 0.57, 0.19, 0.19 and 0.05, and node numbers then scrambled by a seeded bijection so that
 * the busiest nodes are not the lowest numbers. A power-law graph of any size, with no download: scale
 * 22 or 23 is the size of SNAP's com-Orkut. Every relationship comes from (seed, its number) alone, so
 * the graph streams in any size and is the same for a seed on every machine. (Graph500 also varies the
 * initiator a little at each level; this generator does not.)
 *
 * <p>Rules, the same for every engine and counted in the manifest: a relationship from a node to itself
 * is dropped; duplicates are kept, as Graph500 keeps them (a reach counts distinct nodes, so they change
 * no answer); undirected, each relationship is loaded both ways. Nodes are numbered 0 to 2^SCALE - 1, and
 * a node's id is its number as text.
 */
public final class KroneckerDataset implements Dataset {

    /** The largest scale: 2^30 nodes, 2^34 relationships. */
    public static final int MAX_SCALE = 30;
    /** Relationships a node, on average. */
    static final int EDGE_FACTOR = 16;
    /** Changes whenever the graph a seed gives changes; part of the content hash. */
    private static final int VERSION = 1;
    private static final double A = 0.57;
    private static final double B = 0.19;
    private static final double C = 0.19;
    private static final long STREAM = 5_000;

    private static final GraphSchema SCHEMA = GraphSchema.ONE_LABEL_GRAPH;

    private final int scale;
    private final boolean undirected;
    private final long seed;
    private final long nodes;
    private final long multiplier;
    private final long offset;
    private final int[] starts;
    private final Manifest manifest;

    /**
     * The graph of {@code scale} under {@code seed}; its relationships are generated once now, to count
     * them and find the nodes with one going out.
     *
     * @throws IllegalArgumentException for a scale outside 1 to {@value #MAX_SCALE}
     */
    public KroneckerDataset(int scale, boolean undirected, long seed) {
        if (scale < 1 || scale > MAX_SCALE) {
            throw new IllegalArgumentException("kronecker:" + scale + ": the scale must be from 1 to " + MAX_SCALE
                    + " (2^scale nodes; 20 is a million, 23 the size of com-Orkut)");
        }
        this.scale = scale;
        this.undirected = undirected;
        this.seed = seed;
        this.nodes = 1L << scale;
        Rng rng = new Rng().reseed(seed, STREAM - 1, 0);
        this.multiplier = rng.nextLong() | 1;
        this.offset = rng.nextLong();
        BitSet withOut = new BitSet((int) nodes);
        long relationships = 0;
        long selfLoops = 0;
        Edges edges = new Edges();
        while (edges.next()) {
            if (edges.source == edges.target) {
                selfLoops++;
                continue;
            }
            withOut.set((int) edges.source);
            if (undirected) {
                withOut.set((int) edges.target);
            }
            relationships += undirected ? 2 : 1;
        }
        this.starts = withOut.stream().toArray();
        this.manifest = new Manifest(null, 0, seed,
                new GraphCounts(Map.of(SnapDataset.LABEL, nodes), Map.of(SnapDataset.TYPE, relationships)),
                "sha256:" + sha256("kronecker\nversion=" + VERSION + "\nscale=" + scale + "\nseed=" + seed
                        + "\nundirected=" + undirected),
                "kronecker:" + scale, new Manifest.DatasetFile(null, 0, null, undirected, selfLoops, 0));
    }

    @Override
    public String name() {
        return manifest.dataset();
    }

    @Override
    public String label() {
        return "kronecker" + scale;
    }

    @Override
    public GraphSchema schema() {
        return SCHEMA;
    }

    @Override
    public Iterator<Node> nodes() {
        Label label = SCHEMA.labels().getFirst();
        return new Iterator<>() {
            private long next;

            @Override
            public boolean hasNext() {
                return next < nodes;
            }

            @Override
            public Node next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Node node = new Node(label, next, new Object[] {Long.toString(next)});
                next++;
                return node;
            }
        };
    }

    @Override
    public Iterator<Relationship> relationships() {
        RelType type = SCHEMA.types().getFirst();
        return new Iterator<>() {
            private final Edges edges = new Edges();
            private Relationship next;
            private Relationship reverse;

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
                while (edges.next()) {
                    if (edges.source != edges.target) {
                        String source = Long.toString(edges.source);
                        String target = Long.toString(edges.target);
                        next = new Relationship(type, edges.source, source, edges.target, target);
                        if (undirected) {
                            reverse = new Relationship(type, edges.target, target, edges.source, source);
                        }
                        return true;
                    }
                }
                return false;
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
        };
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
                return (int) Math.min(nodes, Integer.MAX_VALUE);
            }

            @Override
            public String id(Label label, int index) {
                return Integer.toString(index);
            }

            @Override
            public int startCount(RelType type) {
                return starts.length;
            }

            @Override
            public String start(RelType type, int index) {
                return Integer.toString(starts[index]);
            }
        });
    }

    @Override
    public long seed() {
        return seed;
    }

    /** The generator's relationships in order, self-loops among them: each from (seed, its number) alone. */
    private final class Edges {
        private final Rng rng = new Rng();
        private final long count = EDGE_FACTOR * nodes;
        private long number;
        long source;
        long target;

        boolean next() {
            if (number == count) {
                return false;
            }
            rng.reseed(seed, STREAM, number++);
            long from = 0;
            long to = 0;
            for (int bit = 0; bit < scale; bit++) {
                double r = rng.nextDouble();
                if (r >= A) {
                    if (r < A + B) {
                        to |= 1L << bit;
                    } else if (r < A + B + C) {
                        from |= 1L << bit;
                    } else {
                        from |= 1L << bit;
                        to |= 1L << bit;
                    }
                }
            }
            source = scramble(from);
            target = scramble(to);
            return true;
        }

        /** A seeded bijection of 0 to 2^scale - 1: an odd multiplier and an offset, modulo 2^scale. */
        private long scramble(long node) {
            return (node * multiplier + offset) & (nodes - 1);
        }
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
