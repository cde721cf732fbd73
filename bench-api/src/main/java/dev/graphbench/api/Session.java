package dev.graphbench.api;

import java.util.Map;

/**
 * One thread's use of an {@link Engine}: its own connection or driver session. Not thread-safe;
 * the harness opens one per worker thread and closes it when the thread is done.
 */
public interface Session extends AutoCloseable {

    /**
     * Runs the engine's statement for {@code query} with {@code arguments} bound as parameters
     * (never spliced into the text), and returns its answer.
     *
     * @param query     a query the engine's {@link Capabilities} declare
     * @param arguments a value for each of {@link QueryId#parameters()}
     * @throws UnsupportedException when the engine does not support {@code query}
     */
    Answer execute(QueryId query, Map<String, Object> arguments);

    /**
     * The object store of this session.
     *
     * @throws UnsupportedException when the engine declares neither {@link Feature#OBJECT_READS}
     *                              nor {@link Feature#OBJECT_WRITES}
     */
    default ObjectStore objects() {
        throw new UnsupportedException("this engine has no object store");
    }

    @Override
    void close();
}
