package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Streams the benchmark graph for a {@link DatasetSpec}: nodes label by label, then relationships
 * type by type, each source node's relationships together. It never holds the graph: every node
 * and every source's relationships are generated from (seed, stream, index) alone, so memory stays
 * flat as the scale factor grows and the same spec always gives the same graph.
 *
 * <p>Degrees are skewed (see {@link Popularity}). Two rules are deliberate, so that Cypher's
 * rule that a path never repeats a relationship and SQL's joins count the same things:
 * FOLLOWS never runs both ways between two people (each pair of people has one allowed direction,
 * fixed by a hash of the pair), and DEPENDS_ON only points at an earlier repo. No source has two
 * relationships of one type to the same target, and nobody follows themselves.
 */
public final class Generator {

    /** Changes whenever the generated graph changes; recorded in every manifest. */
    public static final String VERSION = "1";

    private static final long EPOCH_2024 = 1_704_067_200_000L;
    private static final double OPEN_SHARE = 0.35;
    /** Picks tried for one relationship before the slot is given up (only ever reached in tiny graphs). */
    private static final int ATTEMPTS = 32;
    /** Labels and types by their position in the generated schema, which seeds and hashes use. */
    private static final Label[] LABELS = GraphSchema.GENERATED.labels().toArray(Label[]::new);
    private static final RelType[] TYPES = GraphSchema.GENERATED.types().toArray(RelType[]::new);

    private final DatasetSpec spec;
    private final int[] nodes = new int[LABELS.length];
    private final long[] firstOrdinals = new long[LABELS.length];
    private final Plan[] plans = new Plan[TYPES.length];

    /** A generator for {@code spec}. */
    public Generator(DatasetSpec spec) {
        this.spec = spec;
        for (int label = 0; label < LABELS.length; label++) {
            nodes[label] = spec.nodes(LABELS[label]);
            firstOrdinals[label] = spec.firstOrdinal(LABELS[label]);
        }
        for (int type = 0; type < TYPES.length; type++) {
            plans[type] = plan(type);
        }
    }

    /** The position of {@code label} in the generated schema: what {@code ordinal()} was of the old enum. */
    static int index(Label label) {
        for (int i = 0; i < LABELS.length; i++) {
            if (LABELS[i] == label) {
                return i;
            }
        }
        throw new IllegalArgumentException(label + " is not a label of the generated graph");
    }

    /** The position of {@code type} in the generated schema. */
    static int index(RelType type) {
        for (int i = 0; i < TYPES.length; i++) {
            if (TYPES[i] == type) {
                return i;
            }
        }
        throw new IllegalArgumentException(type + " is not a relationship type of the generated graph");
    }

    /** The generated graph's labels and types. */
    public GraphSchema schema() {
        return GraphSchema.GENERATED;
    }

    /** The dataset generated. */
    public DatasetSpec spec() {
        return spec;
    }

    /** Every node, label by label in the schema's order, ordinals from 0. */
    public Iterator<Node> nodes() {
        return new NodeIterator();
    }

    /** Every relationship, type by type in the schema's order. */
    public Iterator<Relationship> relationships() {
        return new RelationshipIterator();
    }

    /** Generates the whole graph once, without keeping it, and returns its manifest. */
    public Manifest manifest() {
        ManifestRecorder recorder = new ManifestRecorder(spec);
        Iterator<Node> nodes = recorder.nodes(nodes());
        while (nodes.hasNext()) {
            nodes.next();
        }
        Iterator<Relationship> relationships = recorder.relationships(relationships());
        while (relationships.hasNext()) {
            relationships.next();
        }
        return recorder.manifest();
    }

    // ---- how many relationships each source has, and to which targets

    private enum Degree { ONE, UNIFORM, LOGNORMAL }

    private record Plan(RelType type, int index, Degree degree, double mean, Popularity targets) {
    }

    private Plan plan(int index) {
        RelType type = TYPES[index];
        int sources = nodes[index(type.from())];
        int targets = nodes[index(type.to())];
        double mean = (double) spec.targetRelationships(type) / sources;
        long stream = 1_000 + index;
        if (type == RelType.MEMBER_OF || type == RelType.ASSIGNED_TO || type == RelType.TAGGED
                || type == RelType.DEPENDS_ON) {
            return new Plan(type, index, Degree.UNIFORM, mean, new Popularity(targets, 2, spec.seed(), stream));
        }
        if (type == RelType.FOLLOWS) {
            return new Plan(type, index, Degree.LOGNORMAL, mean, new Popularity(targets, 3, spec.seed(), stream));
        }
        // Every other type has one target a source; IN_REPO's are the most skewed.
        return new Plan(type, index, Degree.ONE, 1,
                new Popularity(targets, type == RelType.IN_REPO ? 3 : 2, spec.seed(), stream));
    }

    private int degree(Plan plan, Rng rng) {
        return switch (plan.degree) {
            case ONE -> 1;
            case UNIFORM -> randomRound(2 * plan.mean * rng.nextDouble(), rng);
            case LOGNORMAL -> {
                double sigma = 1.0;
                yield randomRound(plan.mean * Math.exp(sigma * rng.nextGaussian() - sigma * sigma / 2), rng);
            }
        };
    }

    /** {@code x} rounded down or up at random, so that the mean of the result is exactly the mean of x. */
    private static int randomRound(double x, Rng rng) {
        int floor = (int) x;
        return floor + (rng.nextDouble() < x - floor ? 1 : 0);
    }

    /**
     * Fills {@code out} with the target indices of source {@code source}'s relationships of
     * {@code plan.type} and returns how many there are.
     */
    private int targetsOf(Plan plan, int source, Rng rng, int[] out) {
        rng.reseed(spec.seed(), 1_000 + plan.index, source);
        RelType type = plan.type;
        int available = type == RelType.FOLLOWS ? nodes[index(Label.PERSON)] - 1
                : type == RelType.DEPENDS_ON ? source
                : nodes[index(type.to())];
        int wanted = Math.min(Math.min(degree(plan, rng), available), out.length);
        int count = 0;
        for (int slot = 0; slot < wanted; slot++) {
            for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
                // Older repos are the popular dependencies, so a DEPENDS_ON target is a skewed rank below the source.
                int target = type == RelType.DEPENDS_ON
                        ? plan.targets.rank(rng.nextDouble(), source)
                        : plan.targets.pick(rng);
                if (acceptable(type, source, target, out, count)) {
                    out[count++] = target;
                    break;
                }
            }
        }
        return count;
    }

    private boolean acceptable(RelType type, int source, int target, int[] chosen, int count) {
        if (type == RelType.FOLLOWS && (target == source || !followAllowed(source, target))) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            if (chosen[i] == target) {
                return false;
            }
        }
        return true;
    }

    /** Of every two people, only one may follow the other, fixed by a hash of the pair. */
    private boolean followAllowed(int follower, int followed) {
        int low = Math.min(follower, followed);
        int high = Math.max(follower, followed);
        boolean lowFollowsHigh = (Rng.mix(spec.seed() ^ ((long) low << 32 | high)) & 1) == 0;
        return lowFollowsHigh == (follower == low);
    }

    /** The repo of issue {@code issue}: its IN_REPO target, repeated as the issue's repoId. */
    private int repoOf(int issue, Rng rng, int[] scratch) {
        targetsOf(plans[index(RelType.IN_REPO)], issue, rng, scratch);
        return scratch[0];
    }

    // ---- nodes

    private Object[] values(int labelIndex, int index, Rng rng, Rng repoRng, int[] scratch, Words words) {
        Label label = LABELS[labelIndex];
        rng.reseed(spec.seed(), labelIndex, index);
        String id = DatasetSpec.id(label, index);
        if (label == Label.ORG) {
            return new Object[] {id, words.orgName(rng)};
        } else if (label == Label.PERSON) {
            return new Object[] {id, words.personName(rng), words.login(rng, index)};
        } else if (label == Label.REPO) {
            return new Object[] {id, words.repoName(rng), words.language(rng),
                    (long) (Math.pow(rng.nextDouble(), 4) * 50_000)};
        } else if (label == Label.TOPIC) {
            return new Object[] {id, words.word(rng)};
        } else if (label == Label.ISSUE) {
            return new Object[] {id, words.sentence(rng, 3, 8),
                    rng.nextDouble() < OPEN_SHARE ? "open" : "closed", (long) rng.nextInt(4),
                    DatasetSpec.id(Label.REPO, repoOf(index, repoRng, scratch))};
        }
        return new Object[] {id, words.sentence(rng, 6, 20), EPOCH_2024 + index * 40_000L + rng.nextInt(40_000)};
    }

    private final class NodeIterator implements Iterator<Node> {
        private final Rng rng = new Rng();
        private final Rng repoRng = new Rng();
        private final int[] scratch = new int[1];
        private final Words words = new Words();
        private int label = 0;
        private int index = 0;
        private long ordinal = 0;

        @Override
        public boolean hasNext() {
            while (label < nodes.length && index >= nodes[label]) {
                label++;
                index = 0;
            }
            return label < nodes.length;
        }

        @Override
        public Node next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Node node = new Node(LABELS[label], ordinal++, values(label, index, rng, repoRng, scratch, words));
            index++;
            return node;
        }
    }

    // ---- relationships

    private final class RelationshipIterator implements Iterator<Relationship> {
        private final int[] toIndex = java.util.Arrays.stream(TYPES).mapToInt(type -> index(type.to())).toArray();
        private final Rng rng = new Rng();
        private final int[] targets = new int[4_096];
        private int type = 0;
        private int source = -1;
        private int count = 0;
        private int position = 0;
        private String sourceId;
        private long sourceOrdinal;

        @Override
        public boolean hasNext() {
            while (position >= count) {
                if (type >= TYPES.length) {
                    return false;
                }
                RelType current = TYPES[type];
                source++;
                if (source >= nodes[index(current.from())]) {
                    type++;
                    source = -1;
                    continue;
                }
                count = targetsOf(plans[type], source, rng, targets);
                position = 0;
                sourceId = DatasetSpec.id(current.from(), source);
                sourceOrdinal = firstOrdinals[index(current.from())] + source;
            }
            return true;
        }

        @Override
        public Relationship next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            RelType current = TYPES[type];
            int target = targets[position++];
            return new Relationship(current, sourceOrdinal, sourceId,
                    firstOrdinals[toIndex[type]] + target, DatasetSpec.id(current.to(), target));
        }
    }
}
