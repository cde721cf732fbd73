package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.RelType;
import java.util.Map;

/**
 * The dataset of one run: a scale factor and a seed. Node counts are exact at any scale factor
 * (every label has at least one node); relationship counts are targets the generator meets to
 * within a fraction of a percent at scale factor 0.1 and above.
 *
 * @param scaleFactor the size relative to scale factor 1 (1,121,500 nodes)
 * @param seed        the seed every random choice derives from
 */
public record DatasetSpec(double scaleFactor, long seed) {

    /** The largest scale factor accepted: 112 million nodes, beyond what one machine here loads in a day. */
    public static final double MAX_SCALE_FACTOR = 100;

    /** The seed a run uses unless told otherwise. */
    public static final long DEFAULT_SEED = 42;

    /** Checks the scale factor. */
    public DatasetSpec {
        if (!(scaleFactor > 0) || Double.isInfinite(scaleFactor)) {
            throw new IllegalArgumentException("scale factor must be a number above 0, got " + scaleFactor);
        }
        if (scaleFactor > MAX_SCALE_FACTOR) {
            throw new IllegalArgumentException("scale factor must be at most " + (int) MAX_SCALE_FACTOR
                    + ", got " + scaleFactor);
        }
    }

    /** The dataset at {@code scaleFactor} with {@code seed}. */
    public static DatasetSpec of(double scaleFactor, long seed) {
        return new DatasetSpec(scaleFactor, seed);
    }

    /** Nodes of each label at scale factor 1. */
    private static final Map<Label, Long> BASE_NODES = Map.of(Label.ORG, 1_000L, Label.PERSON, 100_000L,
            Label.REPO, 20_000L, Label.TOPIC, 500L, Label.ISSUE, 250_000L, Label.COMMENT, 750_000L);

    /**
     * Relationships of each type at scale factor 1. They sum to 4,482,439, the size of the graph the
     * write-up we reproduce measured.
     */
    private static final Map<RelType, Long> BASE_RELATIONSHIPS = Map.of(RelType.MEMBER_OF, 150_000L,
            RelType.FOLLOWS, 1_500_000L, RelType.OWNED_BY, 20_000L, RelType.DEPENDS_ON, 60_000L,
            RelType.IN_REPO, 250_000L, RelType.OPENED_BY, 250_000L, RelType.ASSIGNED_TO, 312_439L,
            RelType.TAGGED, 440_000L, RelType.ON, 750_000L, RelType.WRITTEN_BY, 750_000L);

    /** Nodes of {@code label} at scale factor 1. */
    static long baseNodes(Label label) {
        Long nodes = BASE_NODES.get(label);
        if (nodes == null) {
            throw notGenerated(label + " is not a label");
        }
        return nodes;
    }

    /** Relationships of {@code type} at scale factor 1. */
    static long baseRelationships(RelType type) {
        Long relationships = BASE_RELATIONSHIPS.get(type);
        if (relationships == null) {
            throw notGenerated(type + " is not a relationship type");
        }
        return relationships;
    }

    private static IllegalArgumentException notGenerated(String what) {
        return new IllegalArgumentException(what + " of the generated graph, which has "
                + GraphSchema.GENERATED.labels() + " and " + GraphSchema.GENERATED.types());
    }

    /** The exact number of nodes of {@code label}. */
    public int nodes(Label label) {
        return (int) Math.max(1, Math.round(baseNodes(label) * scaleFactor));
    }

    /** The number of relationships of {@code type} the generator aims for. */
    public long targetRelationships(RelType type) {
        return Math.round(baseRelationships(type) * scaleFactor);
    }

    /** The ordinal of the first node of {@code label}: nodes are numbered label by label. */
    public long firstOrdinal(Label label) {
        long first = 0;
        for (Label before : GraphSchema.GENERATED.labels()) {
            if (before.equals(label)) {
                return first;
            }
            first += nodes(before);
        }
        throw notGenerated(label + " is not a label");
    }

    /** Every node. */
    public long totalNodes() {
        long total = 0;
        for (Label label : GraphSchema.GENERATED.labels()) {
            total += nodes(label);
        }
        return total;
    }

    /** The id of the {@code index}th node of {@code label}: {@code "p926"}. */
    public static String id(Label label, long index) {
        return label.idPrefix() + index;
    }
}
