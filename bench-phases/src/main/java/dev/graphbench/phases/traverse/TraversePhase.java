package dev.graphbench.phases.traverse;

import dev.graphbench.phases.timed.TimedPhase;

/** The traverse phase: the traversals written by hand, one statement per engine, and any a catalogue adds. */
public final class TraversePhase extends TimedPhase {

    /** Its id. */
    public static final String ID = "traverse";

    public TraversePhase() {
        super(ID, 300, "Traversals written by hand");
    }

    /** Its traversals settle an engine before its first timed phase. */
    @Override
    public boolean settles() {
        return true;
    }
}
