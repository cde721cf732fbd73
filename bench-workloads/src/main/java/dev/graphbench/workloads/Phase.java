package dev.graphbench.workloads;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The parts of a run, in the order they run. */
public enum Phase {
    /** Drop, create and bulk-load the graph; nodes and relationships timed apart. */
    LOAD("load"),
    /**
     * Reads through the object store, each followed by the engine's hand-written statement for the
     * same answer, asked the same arguments: the mapper's cost.
     */
    READ("read"),
    /** The hand-written traversals. */
    TRAVERSE("traverse"),
    /** The hand-written queries over the whole graph. */
    GRAPH("graph"),
    /**
     * Writes through the object store, after every read so that they cannot disturb one; what they
     * wrote is deleted when the phase ends.
     */
    WRITE("write"),
    /**
     * Threads at once, each with its own session, closed loop for a fixed time: calls a second at the
     * run's thread count, then the thread sweep and its speedups.
     */
    CONCURRENT("concurrent"),
    /** FOLLOWS paths of 1 to 4 hops from seeded people, counted and timed: cost per path walked. */
    HOPS("hops"),
    /**
     * On a graph of one label and one type: from one start node, the distinct nodes reached at depths 2, 4,
     * 8, ... up to 131,072, each depth answered and timed, until a depth reaches nothing new: the full walk.
     */
    LADDER("ladder");

    private final String id;

    Phase(String id) {
        this.id = id;
    }

    /** The name users type: {@code "traverse"}. */
    public String id() {
        return id;
    }

    /** The phase named {@code id}; a one-line error listing the phases otherwise. */
    public static Phase of(String id) {
        for (Phase phase : values()) {
            if (phase.id.equalsIgnoreCase(id.strip())) {
                return phase;
            }
        }
        throw new IllegalArgumentException("unknown phase '" + id + "'; phases are " + names());
    }

    /** Every phase's id, comma-separated. */
    public static String names() {
        return Arrays.stream(values()).map(Phase::id).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return id;
    }
}
