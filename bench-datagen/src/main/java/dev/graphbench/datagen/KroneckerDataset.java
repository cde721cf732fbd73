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
    static final double A = 0.57;
    static final double B = 0.19;
    static final double C = 0.19;
    /** The random stream of the relationships; the one before it seeds the scrambling of node numbers. */
    static final long STREAM = 5_000;
    /**
     * The least 53-bit draw {@code k} whose double {@code k * 2^-53} ({@link Rng#nextDouble}) is at or above A,
     * A + B and A + B + C: scaling by a power of two is exact, so the comparisons agree exactly.
     */
    private static final long AT_A = threshold(A);
    private static final long AT_AB = threshold(A + B);
    private static final long AT_ABC = threshold(A + B + C);

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

        /**
         * Draws the next relationship: at each level one uniform draw {@code r} picks a quadrant, the start's bit
         * set for {@code r >= A + B} (C or D) and the end's for {@code A <= r < A + B} (B) or {@code r >= A + B + C}
         * (D). The draw is compared as its 53 bits against the thresholds' ({@link #AT_A} ...), without branches:
         * the same graph as comparing doubles, at a third of the cost, since random branches mispredict.
         */
        boolean next() {
            if (number == count) {
                return false;
            }
            rng.reseed(seed, STREAM, number++);
            long from = 0;
            long to = 0;
            for (int bit = 0; bit < scale; bit++) {
                long draw = rng.nextBits53();
                long atA = atOrAbove(draw, AT_A);
                long atAB = atOrAbove(draw, AT_AB);
                long atABC = atOrAbove(draw, AT_ABC);
                from |= atAB << bit;
                // The thresholds are ordered: a draw is at or above an odd number of them in B (one) and D (three) alone.
                to |= (atA ^ atAB ^ atABC) << bit;
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

    private static long threshold(double probability) {
        return (long) Math.ceil(probability * 0x1p53);
    }

    /** 1 when {@code draw >= threshold}, else 0; both from 0 to 2^53. */
    private static long atOrAbove(long draw, long threshold) {
        return 1 - ((draw - threshold) >>> 63);
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
