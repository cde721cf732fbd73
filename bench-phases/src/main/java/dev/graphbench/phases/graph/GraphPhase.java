package dev.graphbench.phases.graph;

import dev.graphbench.phases.timed.TimedPhase;

/**
 * The graph phase: the hand-written queries over the whole graph. They settle nothing: each reads the whole graph,
 * so that its one call costs as much as the graph is large.
 */
public final class GraphPhase extends TimedPhase {

    /** Its id. */
    public static final String ID = "graph";

    public GraphPhase() {
        super(ID, 400, "The whole graph");
    }
}
