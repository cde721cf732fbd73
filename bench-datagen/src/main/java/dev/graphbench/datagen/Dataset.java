package dev.graphbench.datagen;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Node;
import dev.graphbench.api.graph.Relationship;
import java.util.Iterator;

/**
 * A graph a run loads: the generated one, or one the user brings ({@link Datasets#parse}). It streams its
 * nodes and relationships as often as asked, never holding them whole, in the order a loader expects
 * (nodes grouped by label in the schema's order with ordinals 0, 1, 2, ..., then relationships grouped
 * by type), and draws the arguments of workloads from its own nodes.
 */
public interface Dataset {

    /** The dataset as the user named it: {@code generated}, {@code snap:FILE}, {@code kronecker:20}, {@code csv:DIR}. */
    String name();

    /**
     * The dataset in a file name or a report's title: {@code sf0.1} for the generated graph (so that its
     * results files keep their names), {@code snap-com-orkut}, {@code kronecker20}.
     */
    String label();

    /** Its labels and relationship types. */
    GraphSchema schema();

    /** Every node, label by label, ordinals from 0. */
    Iterator<Node> nodes();

    /** Every relationship, type by type. */
    Iterator<Relationship> relationships();

    /** Its counts and content hash, and the file it was read from. */
    Manifest manifest();

    /** Seeded lists of arguments drawn from its nodes. */
    ArgumentLists arguments();

    /** The seed of its argument lists (and of the generated graph). */
    long seed();

    /** The generated graph's scale factor; 0 for another dataset. */
    default double scaleFactor() {
        return 0;
    }
}
