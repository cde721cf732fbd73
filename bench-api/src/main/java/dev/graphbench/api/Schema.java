package dev.graphbench.api;

import dev.graphbench.api.graph.GraphSchema;
import dev.graphbench.api.graph.Label;
import dev.graphbench.api.graph.Property;
import java.util.List;

/** Creates and removes what holds the benchmark graph: tables, constraints, indexes. */
public interface Schema {

    /** Removes the benchmark graph and everything created for it; a no-op when there is none. */
    void drop();

    /**
     * Creates what must exist before the bulk load: tables, constraints, the indexes the load uses, for
     * a graph of {@code graph}'s labels and types. The statements it runs, and {@link #afterLoad()} after
     * it, are those {@link Dialect#schema} gives for {@code graph}.
     *
     * <p>The generated graph's and a one-label graph's names are identifiers (a letter, then letters, digits
     * or {@code _}); a {@link GraphSchema#PROPERTY} graph's are the user's, any text but a backtick, a colon
     * or a control character: quote them in a statement, or derive names of your own from them (SQL tables),
     * and say how in your documentation. A name may be written into a statement; a value never is.
     *
     * @throws UnsupportedException when the engine cannot hold the graph: a property type it has no type for,
     *                              one line naming the label or type, the property and what the user can do
     */
    void create(GraphSchema graph);

    /**
     * Builds what is quicker to build after the bulk load (indexes, statistics). The harness times
     * it apart from the load. The default does nothing.
     */
    default void afterLoad() {
    }

    /**
     * Reclaims what the harness left when it deleted the objects the write phase wrote, before any
     * other phase is timed: PostgreSQL vacuums, so that no later phase reads past dead rows or runs
     * beside an autovacuum. The harness times it apart. The default does nothing.
     */
    default void afterWrites() {
    }

    /**
     * Creates an index on {@code property} of the nodes of {@code label}, a label of the graph {@link #create} made,
     * over the loaded graph, and waits until the engine's planner can use it; nothing when one exists. This is what
     * a workload folder's {@code indexes} become ({@code --indexes}). The label's and the property's names are
     * written into the statement as {@link #create} writes them (quoted, or as the derived SQL names), never a value.
     *
     * @return the statements it ran, as the engine's users would write them
     * @throws UnsupportedException when the engine creates no property indexes (the default), or none on a graph of
     *                              this kind
     */
    default List<String> createIndex(Label label, Property property) {
        throw new UnsupportedException("the engine creates no property indexes");
    }
}
