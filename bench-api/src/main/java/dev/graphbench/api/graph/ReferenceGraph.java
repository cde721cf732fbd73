package dev.graphbench.api.graph;

/**
 * The in-memory reference engine's graph, as a {@link dev.graphbench.api.ReferenceAnswer} reads it:
 * nodes numbered from 0 within their label, relationships as adjacency lists in both directions,
 * property values by node. Read only, and safe to read from several threads at once.
 */
public interface ReferenceGraph {

    /** The graph's labels and types. */
    GraphSchema schema();

    /** The nodes of {@code label} (of every node that has it, of a graph whose nodes have several): numbered 0 to size - 1. */
    int size(Label label);

    /** The number of the {@code label} node whose id is {@code id}; -1 when there is none. */
    int indexOf(Label label, String id);

    /** The id of node {@code node} of {@code label}. */
    String id(Label label, int node);

    /**
     * The value of property {@code property} of node {@code node} of {@code label}, of its type's Java class
     * ({@link Property.Type}); null when the node lacks it.
     */
    Object property(Label label, int node, String property);

    /**
     * The value of property {@code property} of the relationship at {@code position} of {@link #outgoing}
     * ({@code type}), of its type's Java class ({@link Property.Type}); null when the relationship lacks it.
     */
    Object property(RelType type, int position, String property);

    /** The relationships of {@code type} by their start node: targets are nodes of {@code type.to()}. */
    Adjacency outgoing(RelType type);

    /** The relationships of {@code type} by their end node: targets are nodes of {@code type.from()}. */
    Adjacency incoming(RelType type);

    /**
     * Relationships of one type and one direction: node {@code n}'s are positions {@link #start}(n) to
     * {@link #end}(n) - 1, and {@link #target}(k) is the node at the other end of position {@code k}.
     * A relationship's position is the same every time, so it can identify the relationship.
     */
    interface Adjacency {

        /** The first position of {@code node}'s relationships. */
        int start(int node);

        /** One past the last position of {@code node}'s relationships. */
        int end(int node);

        /** The node at the other end of the relationship at {@code position}. */
        int target(int position);

        /** How many relationships {@code node} has here. */
        default int degree(int node) {
            return end(node) - start(node);
        }
    }
}
