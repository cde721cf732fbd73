package dev.graphbench.api;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One thread's use of an {@link Engine}: its own connection or driver session. Not thread-safe;
 * the harness opens one per worker thread and closes it when the thread is done.
 */
public interface Session extends AutoCloseable {

    /**
     * Runs the engine's statement for {@code query} with {@code arguments} bound as parameters
     * (never spliced into the text), and returns its answer.
     *
     * @param query     a query the engine's {@link Dialect} has a statement for
     * @param arguments a value for each of {@link Query#parameters()}, already checked by the harness
     *                  ({@link Query#check})
     * @throws UnsupportedException when the engine does not support {@code query}
     */
    Answer execute(Query query, Map<String, Object> arguments);

    /**
     * The object store of this session, working on its connection; empty when the engine has none.
     * This alone says whether an engine has an object store: the harness runs the read and write
     * phases on engines whose sessions give one, and reports the rest as unsupported.
     */
    default Optional<ObjectStore> objects() {
        return Optional.empty();
    }

    /**
     * Makes {@code call}, which uses this session (its {@link #execute} or its {@link #objects() object
     * store}), once, and gives the engine's plan of every statement the session sent for it, in the order
     * sent, each planned as it was sent, with the same parameters. The harness calls it untimed, after a
     * workload's timed calls. A statement that writes is planned without writing twice: in a transaction
     * rolled back, or without running (its plan then has estimates alone, {@link Plan#actual()} false).
     * An engine that gives plans says how in {@link Dialect#plans()}; the default gives none.
     *
     * @throws UnsupportedException when the engine gives no plans, or none for a statement the call sent
     */
    default List<Plan> plan(Runnable call) {
        throw new UnsupportedException("the engine gives no plans");
    }

    /**
     * Begins a transaction that the calls made on this session after it are in, until {@link #rollback()}
     * undoes them all: how the harness runs a workload folder's write and its check read, then puts the graph
     * back as it was. The default begins none.
     *
     * @return whether a transaction was begun; false when the engine has none a call can be rolled back in (an
     *         engine may keep a copy of the graph instead and put it back on rollback, as FalkorDB's does), and the
     *         harness then runs no write of a workload folder on it
     */
    default boolean begin() {
        return false;
    }

    /**
     * Undoes every call made since {@link #begin()} and ends its transaction, so that each call runs on its own
     * again; nothing when no transaction is open.
     */
    default void rollback() {
    }

    /**
     * Ends the session at once, from another thread, so that a call blocked on a server that stopped
     * answering returns with an error: the harness calls it when a call outlasts the run's call
     * timeout. It must not wait for the server. The default closes the session, which suits a session
     * whose close does not wait; one whose close would (a JDBC connection's rollback) aborts its
     * connection instead.
     */
    default void abort() {
        close();
    }

    @Override
    void close();
}
