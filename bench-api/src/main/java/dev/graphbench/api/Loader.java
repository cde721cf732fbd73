package dev.graphbench.api;

import dev.graphbench.api.graph.GraphCounts;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.util.Iterator;
import java.util.function.LongConsumer;

/**
 * Bulk-loads the graph by the engine's quickest path. The harness calls
 * {@link #loadNodes} then {@link #loadRelationships}, each once, and times them apart.
 *
 * <p>A graph a user brings ({@link dev.graphbench.api.graph.GraphSchema#PROPERTY}) asks more of a loader
 * than the generated one: a node may have several labels ({@link Node#otherLabels()}), a value may be null
 * (the node or relationship lacks the property) or of any {@link dev.graphbench.api.graph.Property.Type},
 * or an array, and relationships have properties ({@link Relationship#values()}). An id is unique among the
 * nodes of each label, not across the graph: find a relationship's ends by ordinal, or by id within its
 * type's labels.
 */
public interface Loader {

    /**
     * Loads every node. Nodes arrive grouped by label (their first), in the order of the labels of the graph's
     * {@link dev.graphbench.api.graph.GraphSchema} given to {@link Schema#create}, with ordinals 0, 1, 2, ...
     *
     * @param nodes    the nodes, streamed: do not hold them all
     * @param progress told how many more nodes are stored, as the load goes
     */
    void loadNodes(Iterator<Node> nodes, LongConsumer progress);

    /**
     * Loads every relationship, after every node. Relationships arrive grouped by type, in the order
     * of the types of the graph's {@link dev.graphbench.api.graph.GraphSchema}.
     *
     * @param relationships the relationships, streamed
     * @param progress      told how many more relationships are stored, as the load goes
     */
    void loadRelationships(Iterator<Relationship> relationships, LongConsumer progress);

    /**
     * How this loader loads, in a few words for the results: {@code "COPY FROM STDIN"}, {@code "Neo4j's
     * bulk importer"}. Null when the loader does not say.
     */
    default String loadPath() {
        return null;
    }

    /** What the engine holds now, counted by the engine, per label (a node of several labels under each) and per type. */
    GraphCounts counts();
}
