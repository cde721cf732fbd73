package dev.graphbench.datagen;

import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.RelType;
import dev.graphbench.api.graph.Relationship;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.Map;
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
    /** values() copies its array at every call, which the per-record paths below would pay for. */
    private static final Label[] LABELS = Label.values();
    private static final RelType[] TYPES = RelType.values();

    private final DatasetSpec spec;
    private final int[] nodes = new int[Label.values().length];
    private final long[] firstOrdinals = new long[Label.values().length];
    private final Map<RelType, Plan> plans = new EnumMap<>(RelType.class);

    /** A generator for {@code spec}. */
    public Generator(DatasetSpec spec) {
        this.spec = spec;
        for (Label label : Label.values()) {
            nodes[label.ordinal()] = spec.nodes(label);
            firstOrdinals[label.ordinal()] = spec.firstOrdinal(label);
        }
        for (RelType type : RelType.values()) {
            plans.put(type, plan(type));
        }
    }

    /** The dataset generated. */
    public DatasetSpec spec() {
        return spec;
    }

    /** Every node, label by label in {@link Label} order, ordinals from 0. */
    public Iterator<Node> nodes() {
        return new NodeIterator();
    }

    /** Every relationship, type by type in {@link RelType} order. */
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

    private record Plan(RelType type, Degree degree, double mean, Popularity targets) {
    }

    private Plan plan(RelType type) {
        int sources = nodes[type.from().ordinal()];
        int targets = nodes[type.to().ordinal()];
        double mean = (double) spec.targetRelationships(type) / sources;
        long stream = 1_000 + type.ordinal();
        return switch (type) {
            case MEMBER_OF, ASSIGNED_TO, TAGGED, DEPENDS_ON -> new Plan(type, Degree.UNIFORM, mean,
                    new Popularity(targets, 2, spec.seed(), stream));
            case FOLLOWS -> new Plan(type, Degree.LOGNORMAL, mean, new Popularity(targets, 3, spec.seed(), stream));
            case IN_REPO -> new Plan(type, Degree.ONE, 1, new Popularity(targets, 3, spec.seed(), stream));
            case OWNED_BY, OPENED_BY, ON, WRITTEN_BY -> new Plan(type, Degree.ONE, 1,
                    new Popularity(targets, 2, spec.seed(), stream));
        };
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
        rng.reseed(spec.seed(), 1_000 + plan.type.ordinal(), source);
        RelType type = plan.type;
        int available = switch (type) {
            case FOLLOWS -> nodes[Label.PERSON.ordinal()] - 1;
            case DEPENDS_ON -> source;
            default -> nodes[type.to().ordinal()];
        };
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
        targetsOf(plans.get(RelType.IN_REPO), issue, rng, scratch);
        return scratch[0];
    }

    // ---- nodes

    private Object[] values(Label label, int index, Rng rng, Rng repoRng, int[] scratch, Words words) {
        rng.reseed(spec.seed(), label.ordinal(), index);
        String id = DatasetSpec.id(label, index);
        return switch (label) {
            case ORG -> new Object[] {id, words.orgName(rng)};
            case PERSON -> new Object[] {id, words.personName(rng), words.login(rng, index)};
            case REPO -> new Object[] {id, words.repoName(rng), words.language(rng),
                    (long) (Math.pow(rng.nextDouble(), 4) * 50_000)};
            case TOPIC -> new Object[] {id, words.word(rng)};
            case ISSUE -> new Object[] {id, words.sentence(rng, 3, 8),
                    rng.nextDouble() < OPEN_SHARE ? "open" : "closed", (long) rng.nextInt(4),
                    DatasetSpec.id(Label.REPO, repoOf(index, repoRng, scratch))};
            case COMMENT -> new Object[] {id, words.sentence(rng, 6, 20),
                    EPOCH_2024 + index * 40_000L + rng.nextInt(40_000)};
        };
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
            Label current = LABELS[label];
            Node node = new Node(current, ordinal++, values(current, index, rng, repoRng, scratch, words));
            index++;
            return node;
        }
    }

    // ---- relationships

    private final class RelationshipIterator implements Iterator<Relationship> {
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
                if (source >= nodes[current.from().ordinal()]) {
                    type++;
                    source = -1;
                    continue;
                }
                count = targetsOf(plans.get(current), source, rng, targets);
                position = 0;
                sourceId = DatasetSpec.id(current.from(), source);
                sourceOrdinal = firstOrdinals[current.from().ordinal()] + source;
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
                    firstOrdinals[current.to().ordinal()] + target, DatasetSpec.id(current.to(), target));
        }
    }
}
